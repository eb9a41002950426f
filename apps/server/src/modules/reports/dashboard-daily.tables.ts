import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The admin dashboard's additive figures per UTC day, kept by triggers on the tables they count (migration 0038):
 * every insert, update of a counted column and delete adds or takes back the row's part, in the same transaction,
 * so the figures are exact at any moment and the dashboard reads at most a few hundred rows per figure instead of
 * counting the academy's rows. Metrics (value per day):
 * - enquiries, enquiries_enrolled: enquiries by the day they came in (all; those whose status is Enrolled now);
 * - admissions (by created_on), completions (by completed_on);
 * - certificates, badges: course certificates and capsule badges by issued_on, not revoked;
 * - revenue (per currency, minor units): captured less refunded of orders by paid_on;
 * - invitations_accepted: job invitations whose status is Accepted, by answered_on;
 * - forum_reports: forum reports by created_on.
 * `currency` is '' except for revenue. Each figure is kept in up to 64 shards (`shard`, the adding connection's
 * pg_backend_pid() % 64, migrations 0048 and 0054), so that concurrent commits bump different rows instead of queuing on the
 * day's one: a figure is the sum of its shards, and every reader sums them.
 */
export const dashboardDaily = pgTable(
  'dashboard_daily',
  {
    metric: text('metric').notNull(),
    currency: text('currency').notNull().default(''),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull().default(0),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'dashboard_daily_pk', columns: [t.metric, t.currency, t.day, t.shard] })],
);

/**
 * The days each learner was active (had a session alive some time that UTC day), kept by a trigger on sessions
 * (migration 0041): a sign-in adds the days from its start to its last renewal, a renewal that crosses into a new day
 * adds the days since the previous renewal. Only accounts that were learners (role Trainee) at that time are kept.
 * Each new (day, learner) also adds one to dashboard_daily's `active_learners` of that day, so the learners active
 * per day are read there, and the distinct learners of a few days from this table's (day) order.
 */
export const learnerActiveDays = pgTable(
  'learner_active_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ name: 'learner_active_days_pk', columns: [t.day, t.userId] })],
);
