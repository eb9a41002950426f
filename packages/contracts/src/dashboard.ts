import { z } from 'zod';
import { idValue } from './ids.ts';

/*
 * The admin dashboard (/admindashboard): the academy's figures over a period, each compared with the period of the
 * same length just before it, and the series its charts draw. Every figure is an SQL aggregate of the module that
 * owns the data; nothing here names a person except the checking backlog's mentors (staff).
 */

/** The longest period the dashboard accepts, in days (two years, a leap day included). */
export const DASHBOARD_MAX_DAYS = 731;
/** The default period: the last 28 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 28;
/** "Active learners" looks back this many days from the period's end. */
export const ACTIVE_WINDOW_DAYS = 7;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date');

/** Days between two YYYY-MM-DD dates (to - from). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** GET /api/dashboard/admin: the period, both ends included (UTC days). Both or neither: the default is the last 28 days. */
export const dashboardQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from === undefined ? 'from' : 'to'], message: 'Give both ends of the period, or neither' });
      return;
    }
    if (q.from === undefined || q.to === undefined) return;
    const days = daysBetween(q.from, q.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The period must end on or after its start' });
    else if (days + 1 > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A period spans at most two years' });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const kpiKeys = [
  'enquiries', 'conversion', 'admissions', 'revenueINR', 'revenueUSD', 'activeLearners', 'completions',
  'certificates', 'badges', 'checking', 'openTickets', 'firstResponse', 'invitationsAccepted', 'forumReports',
] as const;
export type KpiKey = (typeof kpiKeys)[number];

/** How a figure reads: a count, a percentage, money in minor units, or hours. */
export const kpiUnits = ['count', 'percent', 'money', 'hours'] as const;

export const kpiSchema = z.object({
  Key: z.enum(kpiKeys),
  Unit: z.enum(kpiUnits),
  /** ISO currency of a money figure. */
  Currency: z.enum(['INR', 'USD']).nullable(),
  /** The figure over the period (or now, for a backlog). Null when there is nothing to measure (a rate of none). */
  Value: z.number().nullable(),
  /** The same figure over the previous period; null for a figure of "now" (a backlog has no previous period). */
  Previous: z.number().nullable(),
  /** A second figure: the oldest waiting item's age in hours (checking), tickets without a first response, reports pending now. */
  Detail: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const dashboardWeekSchema = z.object({
  /** Monday of the ISO week (YYYY-MM-DD). */
  Week: z.string(),
  Admissions: z.number().int(),
  /** Net revenue (captured less refunded) of orders paid that week, minor units. */
  RevenueINR: z.number().int(),
  RevenueUSD: z.number().int(),
});

export const dashboardDaySchema = z.object({ Day: z.string(), Learners: z.number().int() });

export const backlogRowSchema = z.object({
  /** The mentor; null for submissions in courses that have no mentor. */
  MentorID: idValue.nullable(),
  MentorName: z.string().nullable(),
  Waiting: z.number().int(),
  /** Age of the oldest waiting submission, hours. */
  OldestHours: z.number(),
});
export type BacklogRow = z.infer<typeof backlogRowSchema>;

export const adminDashboardSchema = z.object({
  From: z.string(),
  To: z.string(),
  PreviousFrom: z.string(),
  PreviousTo: z.string(),
  Kpis: z.array(kpiSchema),
  Weeks: z.array(dashboardWeekSchema),
  /** Enquiries received, admissions made, courses completed and candidates hired in the period. */
  Funnel: z.object({ Enquiries: z.number().int(), Admissions: z.number().int(), Completions: z.number().int(), Placed: z.number().int() }),
  /** Learners (Trainee accounts) with a session alive on each day of the period. */
  ActiveDays: z.array(dashboardDaySchema),
  /** Submissions waiting for a decision now, per mentor of their course (a course with two mentors counts for both). */
  Backlog: z.array(backlogRowSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
