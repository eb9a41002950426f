/**
 * npm run bench:reports-data [-- --learners 100000 --lessons 10 --orders 50000] [--database bench_reports]
 *
 * The academy of issue 22's bench (suite "reports", bench/suites/reports.ts) on the local PostgreSQL: bench/data.ts
 * makes a demo install with `--learners` learners, as many enquiries, admissions and lesson progress rows; then this
 * script adds one published bench course of `--lessons` lessons, admits every generated learner to it with a
 * progress row per lesson (100,000 x 10 = 1,000,000 rows at the defaults) and `--orders` paid orders (INR and USD,
 * paid over the last two years, a tenth refunded in part) and three sign-ins (sessions) a learner over the last year. Everything is generated inside PostgreSQL (INSERT ...
 * SELECT over generate_series), then vacuumed and analyzed.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PG_ADMIN_URL } from './lib/postgres.ts';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '100000' },
    lessons: { type: 'string', default: '10' },
    orders: { type: 'string', default: '50000' },
    database: { type: 'string', default: process.env.BENCH_REPORTS_DATABASE ?? 'bench_reports' },
  },
});
const learners = Number(args.learners);
const lessons = Number(args.lessons);
const orders = Math.min(Number(args.orders), learners);
const log = (msg: string) => console.log(`[bench:reports-data] ${new Date().toISOString().slice(11, 19)} ${msg}`);

log(`bench/data.ts --rows ${learners} --database ${args.database}`);
const made = spawnSync(process.execPath, ['--import', 'tsx', 'bench/data.ts', '--rows', String(learners), '--database', args.database], { stdio: 'inherit' });
if (made.status !== 0) process.exit(made.status ?? 1);

const url = new URL(PG_ADMIN_URL);
url.pathname = `/${args.database}`;
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await client.query(`set synchronous_commit = off`);
const timed = async (what: string, text: string, values: unknown[] = []) => {
  const started = Date.now();
  const r = await client.query(text, values);
  log(`${what}: ${r.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r;
};

const course = (await timed('bench course', `
  insert into courses (title, slug, description, price_inr, price_usd, duration, status)
  values ('SAP S/4HANA Finance at scale', 'bench-reports-finance', '<p>Bench</p>', 4999900, 59900, '12 weeks', 'published') returning id`)).rows[0].id as number;
await timed('its lessons', `
  insert into lessons (course_id, position, title) select $1, g - 1, 'Lesson ' || g from generate_series(1, $2::int) g`, [course, lessons]);
const firstLearner = (await client.query(`select min(id)::int as id from users where password_hash = '!' and role = 'Trainee'`)).rows[0].id as number;
// Learner n (0-based) has done the first (n % (lessons + 1)) lessons: the course's funnel narrows lesson by lesson.
await timed('admissions to the bench course', `
  insert into admissions (course_id, user_id, user_name, user_email, user_contact, status, progress, next_url, created_on)
  select $1, u.id, u.first_name || ' ' || u.last_name, u.email, '+91 ' || u.mobile_number,
         case when (u.id - $2) % ($3 + 1) = $3 then 'completed' when (u.id - $2) % ($3 + 1) = 0 then 'incomplete' else 'in-progress' end,
         (100 * ((u.id - $2) % ($3 + 1)) / $3)::int, null, u.created_on
  from users u where u.id >= $2 and u.id < $2 + $4`, [course, firstLearner, lessons, learners]);
await timed('lesson progress (every lesson of the bench course)', `
  insert into lesson_progress (user_id, lesson_id, course_id, watched_seconds, last_position, material_done, test_status, updated_on)
  select a.user_id, l.id, $1, case when l.position < (a.user_id - $2) % ($3 + 1) then 600 else 60 end, 60,
         l.position < (a.user_id - $2) % ($3 + 1), case when l.position < (a.user_id - $2) % ($3 + 1) then 'passed' else 'none' end,
         a.created_on + l.position * interval '1 day'
  from admissions a join lessons l on l.course_id = $1 where a.course_id = $1`, [course, firstLearner, lessons]);
await timed('paid orders', `
  insert into orders (user_id, item_kind, item_id, item_title, item_ref, currency, amount, provider, provider_order_id, provider_payment_id, status,
                      captured_amount, refunded_amount, buyer_name, buyer_email, created_on, paid_on)
  select u.id, 'course', $1, 'SAP S/4HANA Finance at scale', 'bench-reports-finance', c.cur, c.amt, 'razorpay', 'plink_br_' || u.id, 'pay_br_' || u.id,
         case when g % 10 = 0 then 'refunded' else 'paid' end, c.amt, case when g % 10 = 0 then c.amt / 2 else 0 end,
         u.first_name || ' ' || u.last_name, u.email, p.paid_at, p.paid_at
  from generate_series(0, $3::int - 1) g
  join users u on u.id = $2 + g
  cross join lateral (select case when g % 5 = 0 then 'USD' else 'INR' end as cur, case when g % 5 = 0 then 59900 else 4999900 end as amt) c
  cross join lateral (select now() - (g::double precision / $3) * interval '730 days' as paid_at) p`, [course, firstLearner, orders]);
// Sign-ins: three sessions a learner over the last year (10 minutes to 2 hours each): the dashboard's active learners.
await timed('sessions (three sign-ins a learner over the last year)', `
  insert into sessions (user_id, token_hash, created_on, last_renewed_on, idle_expires_at, absolute_expires_at, ended_on, end_reason)
  select u.id, 'bench-reports-s-' || u.id || '-' || k, x.t, x.t + (10 + (u.id + k) % 110) * interval '1 minute', x.t + interval '2 hours', x.t + interval '2 hours', x.t + interval '2 hours', 'bench'
  from users u cross join generate_series(1, 3) k
  cross join lateral (select now() - ((u.id * 7919 + k * 104729) % 525600) * interval '1 minute' as t) x
  where u.id >= $1 and u.id < $1 + $2`, [firstLearner, learners]);
// VACUUM as well: it sets the visibility map, so index-only scans (a course's learners by name, the counts) read
// the index alone, as they do on a database autovacuum has been through.
log('vacuum analyze');
await client.query('vacuum analyze');
const counts = (await client.query(`select (select count(*) from users where role = 'Trainee')::int as learners, (select count(*) from lesson_progress)::int as progress,
  (select count(*) from orders where paid_on is not null)::int as orders, (select count(*) from enquiries)::int as enquiries`)).rows[0];
await client.end();
log(`done: database "${args.database}": ${JSON.stringify(counts)} (npm run bench -- --suite reports)`);
