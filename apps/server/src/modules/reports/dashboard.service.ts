import { ACTIVE_WINDOW_DAYS, DASHBOARD_DEFAULT_DAYS, daysBetween, type AdminDashboard, type DashboardQuery, type Kpi } from '@app/contracts/dashboard';
import type { AppContext } from '../../platform/context.ts';
import { createSessionsStats } from '../auth/sessions.stats.ts';
import { createCapsulesStats } from '../capsules/capsules.stats.ts';
import { createLearningStats } from '../courses/learning.stats.ts';
import { createCrmStats } from '../crm/crm.stats.ts';
import { createForumStats } from '../forum/forum.stats.ts';
import { createJobsStats } from '../jobs/jobs.stats.ts';
import { createPaymentsStats } from '../payments/payments.stats.ts';
import { createSupportStats } from '../support/support.stats.ts';

const DAY = 86_400_000;
const day = (s: string) => new Date(`${s}T00:00:00Z`);
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (s: string, n: number) => ymd(new Date(day(s).getTime() + n * DAY));
/** Monday of the ISO week of a date. */
const monday = (s: string) => addDays(s, -((day(s).getUTCDay() + 6) % 7));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The period asked for (both ends included, UTC days) and the one of the same length just before it. */
export function resolvePeriod(q: DashboardQuery, now: Date) {
  const to = q.to ?? ymd(now);
  const from = q.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  const length = daysBetween(from, to) + 1;
  const prevTo = addDays(from, -1);
  const prevFrom = addDays(from, -length);
  return {
    from, to, prevFrom, prevTo,
    range: { from: day(from), to: day(addDays(to, 1)) },
    previous: { from: day(prevFrom), to: day(from) },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The admin dashboard. This module owns no data: each figure is an aggregate of the module that owns it (their
 * `*.stats.ts`), run in the database; Node only arranges the handful of numbers that come back.
 */
export function createDashboardService(ctx: AppContext) {
  const learning = createLearningStats(ctx.db);
  const crm = createCrmStats(ctx.db);
  const payments = createPaymentsStats(ctx.db);
  const capsules = createCapsulesStats(ctx.db);
  const support = createSupportStats(ctx.db);
  const jobs = createJobsStats(ctx.db);
  const forum = createForumStats(ctx.db);
  const sessions = createSessionsStats(ctx.db);

  return {
    async admin(q: DashboardQuery): Promise<AdminDashboard> {
      const now = ctx.now();
      const p = resolvePeriod(q, now);
      const { range, previous } = p;
      const activeNow = { from: new Date(range.to.getTime() - ACTIVE_WINDOW_DAYS * DAY), to: range.to };
      const activeBefore = { from: new Date(activeNow.from.getTime() - ACTIVE_WINDOW_DAYS * DAY), to: activeNow.from };
      const [
        enq, enqPrev, adm, admPrev, rev, revPrev, active, activePrev, done, donePrev, certs, certsPrev, badges, badgesPrev,
        backlog, tickets, frt, frtPrev, accepted, acceptedPrev, reports, reportsPrev, pendingReports, placed,
        admWeeks, revWeeks, activeDays, byMentor,
      ] = await Promise.all([
        crm.enquiries(range), crm.enquiries(previous),
        learning.admissions(range), learning.admissions(previous),
        payments.revenue(range), payments.revenue(previous),
        sessions.activeLearners(activeNow), sessions.activeLearners(activeBefore),
        learning.completions(range), learning.completions(previous),
        learning.certificates(range), learning.certificates(previous),
        capsules.badges(range), capsules.badges(previous),
        learning.checkingBacklog(now),
        support.open(),
        support.medianFirstResponseHours(range), support.medianFirstResponseHours(previous),
        jobs.accepted(range), jobs.accepted(previous),
        forum.reports(range), forum.reports(previous), forum.pending(),
        jobs.placed(range),
        learning.admissionsPerWeek(range), payments.revenuePerWeek(range),
        sessions.activeLearnersPerDay(p.from, p.to),
        learning.backlogByMentor(now),
      ]);

      const rate = (e: { total: number; enrolled: number }) => (e.total === 0 ? null : round1((e.enrolled / e.total) * 100));
      const kpi = (Key: Kpi['Key'], Unit: Kpi['Unit'], Value: number | null, Previous: number | null, extra: Partial<Kpi> = {}): Kpi => ({
        Key, Unit, Currency: null, Value, Previous, Detail: null, ...extra,
      });
      const hours = (h: number | null) => (h === null ? null : round1(h));
      const Kpis: Kpi[] = [
        kpi('enquiries', 'count', enq.total, enqPrev.total),
        kpi('conversion', 'percent', rate(enq), rate(enqPrev)),
        kpi('admissions', 'count', adm, admPrev),
        kpi('revenueINR', 'money', rev.INR ?? 0, revPrev.INR ?? 0, { Currency: 'INR' }),
        kpi('revenueUSD', 'money', rev.USD ?? 0, revPrev.USD ?? 0, { Currency: 'USD' }),
        kpi('activeLearners', 'count', active, activePrev),
        kpi('completions', 'count', done, donePrev),
        kpi('certificates', 'count', certs, certsPrev),
        kpi('badges', 'count', badges, badgesPrev),
        kpi('checking', 'count', backlog.waiting, null, { Detail: hours(backlog.oldestHours) }),
        kpi('openTickets', 'count', tickets.open, null, { Detail: tickets.unanswered }),
        kpi('firstResponse', 'hours', hours(frt), hours(frtPrev)),
        kpi('invitationsAccepted', 'count', accepted, acceptedPrev),
        kpi('forumReports', 'count', reports, reportsPrev, { Detail: pendingReports }),
      ];

      const Weeks: AdminDashboard['Weeks'] = [];
      for (let w = monday(p.from); w <= p.to; w = addDays(w, 7)) {
        const money = (c: string) => revWeeks.filter((r) => r.week === w && r.currency === c).reduce((s, r) => s + r.amount, 0);
        Weeks.push({ Week: w, Admissions: admWeeks.find((a) => a.week === w)?.n ?? 0, RevenueINR: money('INR'), RevenueUSD: money('USD') });
      }

      return {
        From: p.from, To: p.to, PreviousFrom: p.prevFrom, PreviousTo: p.prevTo,
        Kpis,
        Weeks,
        Funnel: { Enquiries: enq.total, Admissions: adm, Completions: done, Placed: placed },
        ActiveDays: activeDays.map((d) => ({ Day: d.day, Learners: d.n })),
        Backlog: byMentor.map((b) => ({ MentorID: b.mentorId, MentorName: b.mentorName, Waiting: b.waiting, OldestHours: round1(b.oldestHours) })),
      };
    },
  };
}
