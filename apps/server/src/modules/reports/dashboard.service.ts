import { ACTIVE_WINDOW_DAYS, DASHBOARD_DEFAULT_DAYS, daysBetween, type AdminDashboard, type DashboardQuery, type Kpi } from '@app/contracts/dashboard';
import type { AppContext } from '../../platform/context.ts';
import { createLearningStats } from '../courses/learning.stats.ts';
import { createForumStats } from '../forum/forum.stats.ts';
import { createJobsStats } from '../jobs/jobs.stats.ts';
import { createSupportStats } from '../support/support.stats.ts';
import { activeLearners, dailyFigures, type DailyMetric } from './dashboard-daily.repository.ts';

const DAY = 86_400_000;
const day = (s: string) => new Date(`${s}T00:00:00Z`);
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (s: string, n: number) => ymd(new Date(day(s).getTime() + n * DAY));
/** Monday of the ISO week of a date. */
const monday = (s: string) => addDays(s, -((day(s).getUTCDay() + 6) % 7));
const round1 = (n: number) => Math.round(n * 10) / 10;
/** Every day from `from` to `to`, both included. */
const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

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
 * The admin dashboard. The additive figures per day (enquiries, admissions, completions, certificates, badges,
 * revenue, accepted invitations, forum reports, learners active per day) are read in one statement from
 * dashboard_daily, which triggers keep exact (dashboard-daily.tables.ts), the distinct active learners of the last
 * days from learner_active_days; the others (states now, distinct learners, medians) are aggregates of the
 * module that owns them (their `*.stats.ts`) over indexed columns. Node only arranges the numbers that come back.
 */
export function createDashboardService(ctx: AppContext) {
  const learning = createLearningStats(ctx.db);
  const support = createSupportStats(ctx.db);
  const jobs = createJobsStats(ctx.db);
  const forum = createForumStats(ctx.db);

  return {
    async admin(q: DashboardQuery): Promise<AdminDashboard> {
      const now = ctx.now();
      const p = resolvePeriod(q, now);
      const { range, previous } = p;
      // Active learners: the last ACTIVE_WINDOW_DAYS days of the period, against the as many days before them.
      const activeNow = { from: addDays(p.to, -(ACTIVE_WINDOW_DAYS - 1)), to: p.to };
      const activeBefore = { from: addDays(activeNow.from, -ACTIVE_WINDOW_DAYS), to: addDays(activeNow.from, -1) };
      const [daily, active, backlog, tickets, frt, frtPrev, pendingReports, placed, byMentor] = await Promise.all([
        dailyFigures(ctx.db, { from: p.from, to: p.to }, { from: p.prevFrom, to: p.prevTo }),
        activeLearners(ctx.db, activeNow, activeBefore),
        learning.checkingBacklog(now),
        support.open(),
        support.medianFirstResponseHours(range), support.medianFirstResponseHours(previous),
        forum.pending(),
        jobs.placed(range),
        learning.backlogByMentor(now),
      ]);
      const total = (metric: DailyMetric, currency = '') => daily.totals.find((t) => t.metric === metric && t.currency === currency);
      const cur = (metric: DailyMetric, currency?: string) => total(metric, currency)?.value ?? 0;
      const prev = (metric: DailyMetric, currency?: string) => total(metric, currency)?.previous ?? 0;
      const enq = { total: cur('enquiries'), enrolled: cur('enquiries_enrolled') };
      const enqPrev = { total: prev('enquiries'), enrolled: prev('enquiries_enrolled') };
      const adm = cur('admissions');
      const done = cur('completions');

      const rate = (e: { total: number; enrolled: number }) => (e.total === 0 ? null : round1((e.enrolled / e.total) * 100));
      const kpi = (Key: Kpi['Key'], Unit: Kpi['Unit'], Value: number | null, Previous: number | null, extra: Partial<Kpi> = {}): Kpi => ({
        Key, Unit, Currency: null, Value, Previous, Detail: null, ...extra,
      });
      const hours = (h: number | null) => (h === null ? null : round1(h));
      const Kpis: Kpi[] = [
        kpi('enquiries', 'count', enq.total, enqPrev.total),
        kpi('conversion', 'percent', rate(enq), rate(enqPrev)),
        kpi('admissions', 'count', adm, prev('admissions')),
        kpi('revenueINR', 'money', cur('revenue', 'INR'), prev('revenue', 'INR'), { Currency: 'INR' }),
        kpi('revenueUSD', 'money', cur('revenue', 'USD'), prev('revenue', 'USD'), { Currency: 'USD' }),
        kpi('activeLearners', 'count', active.now, active.before),
        kpi('completions', 'count', done, prev('completions')),
        kpi('certificates', 'count', cur('certificates'), prev('certificates')),
        kpi('badges', 'count', cur('badges'), prev('badges')),
        kpi('checking', 'count', backlog.waiting, null, { Detail: hours(backlog.oldestHours) }),
        kpi('openTickets', 'count', tickets.open, null, { Detail: tickets.unanswered }),
        kpi('firstResponse', 'hours', hours(frt), hours(frtPrev)),
        kpi('invitationsAccepted', 'count', cur('invitations_accepted'), prev('invitations_accepted')),
        kpi('forumReports', 'count', cur('forum_reports'), prev('forum_reports'), { Detail: pendingReports }),
      ];

      const activeOn = new Map(daily.activeDays.map((d) => [d.day, d.n]));
      const Weeks: AdminDashboard['Weeks'] = [];
      for (let w = monday(p.from); w <= p.to; w = addDays(w, 7)) {
        const of = (metric: 'admissions' | 'revenue', c = '') => daily.weeks.find((r) => r.week === w && r.metric === metric && r.currency === c)?.value ?? 0;
        Weeks.push({ Week: w, Admissions: of('admissions'), RevenueINR: of('revenue', 'INR'), RevenueUSD: of('revenue', 'USD') });
      }

      return {
        From: p.from, To: p.to, PreviousFrom: p.prevFrom, PreviousTo: p.prevTo,
        Kpis,
        Weeks,
        Funnel: { Enquiries: enq.total, Admissions: adm, Completions: done, Placed: placed },
        ActiveDays: days(p.from, p.to).map((Day) => ({ Day, Learners: activeOn.get(Day) ?? 0 })),
        Backlog: byMentor.map((b) => ({ MentorID: b.mentorId, MentorName: b.mentorName, Waiting: b.waiting, OldestHours: round1(b.oldestHours) })),
      };
    },
  };
}
