import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** A metric of dashboard_daily (dashboard-daily.tables.ts). */
export type DailyMetric =
  | 'enquiries' | 'enquiries_enrolled' | 'admissions' | 'completions' | 'certificates' | 'badges' | 'revenue' | 'invitations_accepted' | 'forum_reports'
  | 'active_learners';

/** Days are UTC dates, YYYY-MM-DD, both ends included. */
export type DayRange = { from: string; to: string };

export type DailyFigures = {
  /** Per metric (and currency, '' but for revenue): the total over the period and over the previous one. */
  totals: { metric: DailyMetric; currency: string; value: number; previous: number }[];
  /** Admissions and revenue per ISO week (Monday) of the period. */
  weeks: { week: string; metric: 'admissions' | 'revenue'; currency: string; value: number }[];
  /** Learners active on each day of the period that had any (learner_active_days, counted as it was filled). */
  activeDays: { day: string; n: number }[];
};

/**
 * The dashboard's additive figures in one statement over the daily summary: at most (metrics x days x shards) rows
 * are read, whatever the size of the tables counted. Every figure sums its shards (a day's figure is kept in up to
 * 64 rows, one per adding connection's shard: dashboard-daily.tables.ts).
 */
export async function dailyFigures(db: Db, period: DayRange, previous: DayRange): Promise<DailyFigures> {
  const res = (await db.execute(sql`
    select 't' as kind, metric, currency, null as week,
      coalesce(sum(value) filter (where day >= ${period.from}::date), 0)::float8 as value,
      coalesce(sum(value) filter (where day <= ${previous.to}::date), 0)::float8 as previous
    from dashboard_daily where day >= ${previous.from}::date and day <= ${period.to}::date
    group by metric, currency
    union all
    select 'w', metric, currency, to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD'), sum(value)::float8, 0
    from dashboard_daily where metric in ('admissions', 'revenue') and day >= ${period.from}::date and day <= ${period.to}::date
    group by metric, currency, date_trunc('week', day::timestamp)
    union all
    select 'd', metric, currency, day::text, sum(value)::float8, 0
    from dashboard_daily where metric = 'active_learners' and day >= ${period.from}::date and day <= ${period.to}::date
    group by metric, currency, day`)) as unknown as {
    rows: { kind: 't' | 'w' | 'd'; metric: DailyMetric; currency: string; week: string | null; value: number; previous: number }[];
  };
  const totals: DailyFigures['totals'] = [];
  const weeks: DailyFigures['weeks'] = [];
  const activeDays: DailyFigures['activeDays'] = [];
  for (const r of res.rows) {
    if (r.kind === 't') totals.push({ metric: r.metric, currency: r.currency, value: Number(r.value), previous: Number(r.previous) });
    else if (r.kind === 'w') weeks.push({ week: r.week!, metric: r.metric as 'admissions' | 'revenue', currency: r.currency, value: Number(r.value) });
    else activeDays.push({ day: r.week!, n: Number(r.value) });
  }
  return { totals, weeks, activeDays };
}

/**
 * Distinct learners active over two runs of whole UTC days (`now` and the one `before` it), from learner_active_days
 * in its (day) order: the rows of those days only.
 */
export async function activeLearners(db: Db, now: DayRange, before: DayRange): Promise<{ now: number; before: number }> {
  const res = (await db.execute(sql`
    select count(distinct user_id) filter (where day >= ${now.from}::date)::int as now,
           count(distinct user_id) filter (where day <= ${before.to}::date)::int as before
    from learner_active_days where day >= ${before.from}::date and day <= ${now.to}::date`)) as unknown as { rows: { now: number; before: number }[] };
  const row = res.rows[0];
  return { now: Number(row?.now ?? 0), before: Number(row?.before ?? 0) };
}
