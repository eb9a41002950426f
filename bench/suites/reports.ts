/**
 * Issue 22: the admin dashboard and the report hub on a generated academy (`npm run bench:reports-data` first:
 * 100,000 learners, 1,000,000+ lesson progress rows, 50,000 paid orders, 100,000 enquiries, 300,000 sign-ins on
 * PostgreSQL).
 * Budgets: the dashboard's call p99 < 200 ms, a student progress report page p99 < 100 ms.
 *
 * Optional (npm run bench -- --suite reports): it needs the generated database.
 */
import { p99Below } from '../lib/budgets.ts';
import { PG_ADMIN_URL } from '../lib/postgres.ts';
import type { RunningServer } from '../lib/servers.ts';
import type { Budget, Scenario, ServerSpec, Suite } from '../lib/types.ts';

const DATABASE = process.env.BENCH_REPORTS_DATABASE ?? 'bench_reports';
const CONNECTIONS = 10;

const servers: ServerSpec[] = [
  {
    key: 'app',
    entry: 'reports.ts',
    compiled: true,
    prepare: async () => {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${DATABASE}`;
      return { env: { BENCH_DATABASE_URL: url.toString() } };
    },
  },
];

const auth = (a: RunningServer) => ({ authorization: `Bearer ${a.extra.token}` });
const ok = (status: number, body: unknown) => (status === 200 ? undefined : `status ${status}: ${JSON.stringify(body).slice(0, 200)}`);
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => ymd(new Date(Date.now() - n * 86_400_000));
const progress = (a: RunningServer, q: string) => `/api/reports/studentProgress?courseIds=${a.extra.courseId}&pageSize=25${q}`;

/** p99Below, but a scenario whose requests did not all complete (timeouts: no p99 at all) fails instead of passing with 0 ms. */
const p99Within = (label: string, id: string, ms: number): Budget => {
  const plain = p99Below(label, id, ms);
  return {
    label,
    evaluate: (results) => {
      const m = results.get(id)?.measurement;
      if (m && (m.requests === 0 || m.errors > 0 || m.non2xx > 0)) return { verdict: 'FAIL', value: `${m.requests} answered, ${m.errors} errors or timeouts, ${m.non2xx} non-2xx` };
      return plain.evaluate(results);
    },
  };
};

const scenarios: Scenario[] = [
  { id: 'dashboard-28d', title: 'Admin dashboard: GET /api/dashboard/admin (default: the last 28 days against the 28 before)', server: 'app', path: '/api/dashboard/admin', headers: auth, check: ok },
  { id: 'dashboard-1y', title: 'Admin dashboard over one year (52 weeks of charts, 365 days of active learners)', server: 'app', path: `/api/dashboard/admin?from=${daysAgo(364)}&to=${daysAgo(0)}`, headers: auth, check: ok },
  { id: 'progress-page', title: 'Student progress report, the 100,000-learner course, page 1 (25 rows)', server: 'app', path: (a) => progress(a, ''), headers: auth, check: ok },
  { id: 'progress-sorted', title: 'Student progress report, sorted by learner name, page 2,000', server: 'app', path: (a) => progress(a, '&sortBy=UserName&pageIndex=1999'), headers: auth, check: ok },
];

export const reportsSuite: Suite = {
  name: 'reports',
  optional: true,
  heading: '## Admin dashboard and reports (issue 22)',
  baseline: scenarios[0]!.id,
  connections: CONNECTIONS,
  servers,
  scenarios,
  budgets: [
    p99Within('Admin dashboard (28 days) p99 < 200 ms', 'dashboard-28d', 200),
    p99Within('Admin dashboard (one year) p99 < 200 ms', 'dashboard-1y', 200),
    p99Within('Student progress report page p99 < 100 ms', 'progress-page', 100),
    p99Within('Student progress report, sorted deep page p99 < 100 ms', 'progress-sorted', 100),
  ],
  notes: [
    'Data: `npm run bench:reports-data` (bench/reports-data.ts): a demo install plus 100,000 learners, 100,000 enquiries, 100,000 admissions with a progress row each (bench/data.ts), then one 10-lesson course every generated learner is admitted to with a progress row per lesson (1,000,000 rows), and 50,000 paid orders over two years (a fifth in USD, a tenth refunded in half), three sign-ins a learner over the last year (300,000 sessions). Generated in PostgreSQL with generate_series, then vacuumed and analyzed.',
    `The app (compiled, NODE_ENV=production, access log on) on that database, pool of 20; an Admin's bearer token; ${CONNECTIONS} connections (a few directors and staff at once).`,
    'The full CSV export of the 100,000-row report (streamed from the database in batches) and its server memory are measured by `npm run bench:reports-export` (bench/reports-export.ts, its own section).',
    'How the figures are read (2026-11-28, after the first run below): the dashboard\'s additive figures (enquiries, conversions, admissions, completions, certificates, badges, revenue per currency, accepted invitations, forum reports, and the weekly charts) come in one statement from `dashboard_daily` (migration 0038: a row per metric, currency and UTC day, kept exact by triggers on the counted tables, backfilled by the migration), so the one-year dashboard reads about 1,800 summary rows instead of counting 200,000 admissions, 100,000 enquiries and 50,000 orders (the 1-year admissions-per-week count alone was a 0.8 s sequential scan); 11 statements a request instead of 28. A progress page sorted by an admission\'s own column (the default, by name) picks its 25 admission ids from `admissions_course_name_idx` (index-only: the bench data is vacuumed) and computes the totals for those 25 only; the count reads the same index, capped at 10,001.',
    'Quiet machine, fresh (2026-12-02, no other work on the machine, three runs of the same code: the table above is the third): the dashboard (28 days) p99 34, 34 and 42 ms (about 500 req/s, 1 ms of server CPU a request), one year 50, 80 and 72 ms, progress page 1 26, 30 and 36 ms, the deep page sorted by name (page 2,000) 53, 61 and 69 ms: every budget PASS in all three. The deep page still skips 50,000 entries of admissions_course_name_idx (index-only); on a quiet machine that is 632 µs of server CPU and a few ms of PostgreSQL a request, within the budget; the earlier misses were the machine shared with other work (below).',
    'Quiet machine (2026-11-29, the same code in three runs): the dashboard (28 days) p99 94-125 ms, one year 108-178 ms, progress page 1 71-83 ms: PASS each time; the deep page sorted by name (page 2,000) p99 94, 127 and 100 ms: at the budget, held in one run of three (PostgreSQL skips 50,000 index entries to reach it; the machine at 96-98%).',
    'Second run (2026-11-28 ~13:20, `--duration 5`, not written: load average 18 before and 19 after on 2 cores, so again only the CPU figures mean anything): dashboard (28 days) 34 req/s, p99 876 ms, 5.5 ms server CPU per request (was 24.2 ms in a baseline taken the same hour at load 9-16: 4 req/s, p99 3,444 ms); dashboard (one year) 33 req/s, 5.8 ms CPU (was 29.2 ms, 2 req/s); progress page 1: 77 req/s, 2.5 ms CPU (was 5.3 ms, 7 req/s, p99 1,855 ms); the sorted deep page (page 2,000): 67 req/s, 2.2 ms CPU, p99 283 ms (was: no request answered within 5 s). The server used about 20% of a core: the latencies were the shared machine\'s queue; to be recorded on a quiet machine.',
    'Since then the bench data has 300,000 sign-ins (three sessions a learner over the last year): spreading them per day took 3.3 s for the one-year dashboard and the 7-day active learners 0.95 s, so both are now read from learner_active_days (migration 0043: each learner\'s active days, kept by a trigger on sessions; the per-day counts in dashboard_daily). With them, at load average 14-18 (13:50, `--duration 5`, not written): dashboard (28 days) 49 req/s, p50 196 ms, p99 426 ms, 5.0 ms server CPU per request; one year 33 req/s, p99 788 ms, 6.7 ms; progress page 1 79 req/s, p99 268 ms, 2.4 ms; sorted deep page 62 req/s, p99 287 ms, 2.5 ms; the server at about 20% of a core, so again the machine\'s queue: only a quiet machine can say whether the budgets hold.',
    'First run (2026-11-28, full scale: 100,048 learners, 1,100,003 progress rows, 50,005 paid orders, 100,013 enquiries; `--duration 10`, not written here with --no-write): the machine was shared with six other sessions\' tests and builds, load average 18 before and 35 after on 2 cores, so the latencies are queueing more than work and indicative only: dashboard (28 days) 7 req/s, p50 1407 ms, p99 2349 ms, 8.5 ms server CPU per request; dashboard (one year) p99 3480 ms, 9.6 ms CPU; student progress page 1 p99 1483 ms, 2.8 ms CPU; the sorted deep page (name order, page 2,000) timed out (5 s) on 18 of 20 requests: it sorts the whole 100,000-learner report before paging and needs a keyset or an index-backed order. Every budget FAILED in that run; to be measured again on a quiet machine.',
  ],
};
