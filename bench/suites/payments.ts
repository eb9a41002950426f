/**
 * Issue 14: checkout to admission under load. Each request is a Razorpay `payment.captured` webhook, signed with the
 * real scheme (hex HMAC-SHA256 of the raw body), for the next open order: verified, recorded once per event id, and in
 * one statement under the order's row lock the capture, the invoice (its gap-free number given right after the commit) with its GST split, the
 * admission and the audit entries. Orders are laid out course by course, so the 50 connections are 50 different learners at any moment.
 */
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { p99Below, ratioReport } from '../lib/budgets.ts';
import { freshPostgresDatabase } from '../lib/postgres.ts';
import type { Scenario, ServerSpec, Suite } from '../lib/types.ts';

const servers: ServerSpec[] = [
  { key: 'bare', entry: 'bare.ts' },
  {
    key: 'payments-postgres',
    entry: 'payments.ts',
    prepare: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-payments-'));
      return {
        env: { BENCH_DATABASE_URL: await freshPostgresDatabase('bench_payments'), BENCH_DATA_DIR: dir },
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
];

const scenarios: Scenario[] = [
  { id: 'bare', title: 'Bare Fastify, small JSON (baseline)', server: 'bare', path: '/bare', check: (status) => (status === 200 ? undefined : `status ${status}`) },
  {
    id: 'capture-to-admission',
    title: 'POST /api/payments/webhooks/razorpay, payment.captured of a new order each time (invoice + admission), PostgreSQL',
    server: 'payments-postgres',
    path: '/api/payments/webhooks/razorpay',
    requests: (s) => {
      const first = Number(s.extra.firstOrder);
      const total = Number(s.extra.orders);
      const amount = Number(s.extra.amount);
      let n = 0;
      return () => {
        // Past the last order the requests are replays of earlier events: 200, no change (reported by the probe only).
        const orderId = first + (n++ % total);
        const body = JSON.stringify({
          entity: 'event', event: 'payment.captured', created_at: Math.floor(Date.now() / 1000),
          payload: { payment: { entity: { id: `pay_bench_${orderId}`, entity: 'payment', amount, currency: 'INR', status: 'captured', notes: { orderId: String(orderId) } } } },
        });
        return {
          method: 'POST',
          path: '/api/payments/webhooks/razorpay',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-event-id': `evt_bench_${orderId}`,
            'x-razorpay-signature': createHmac('sha256', s.extra.secret!).update(body).digest('hex'),
          },
          body,
        };
      };
    },
    check: (status, body) => {
      if (status !== 200) return `status ${status}: ${JSON.stringify(body).slice(0, 200)}`;
      const outcome = (body as { data?: { Outcome?: string } }).data?.Outcome;
      return outcome === 'applied' ? undefined : `unexpected outcome ${outcome}`;
    },
  },
];

export const paymentsSuite: Suite = {
  name: 'payments',
  heading: '## Payments (issue 14)',
  baseline: 'bare',
  connections: 50,
  servers,
  scenarios,
  budgets: [
    p99Below('Capture to admission p99 < 100 ms at 50 connections (PostgreSQL)', 'capture-to-admission', 100),
    ratioReport('Capture to admission vs bare (reported)', 'capture-to-admission', 'bare'),
  ],
  notes: [
    'App: `buildApp` with NODE_ENV=production, LOG_LEVEL=info, the demo data seeded, plus 50 learners, 400 published courses and 20,000 open Razorpay orders (one per learner and course).',
    'Each request: the raw body\'s HMAC checked in constant time, then the capture in one statement outside any transaction (atomic by itself; `captureAtOnce`, payments/capture-statement.ts, prepared): an UPDATE marks the order paid, matching only an open order of this provider for a course, without coins or anything for staff, at exactly its price, of a live course, whose provider event id is not recorded yet (the UPDATE takes the order\'s row lock, so a concurrent capture of the same order waits and then matches nothing); for that row, data-modifying CTEs insert the delivery (once per provider event id, no ON CONFLICT), the paid and granted events, the invoice with its GST split (within or across states, as the order\'s buyer reads), the admission and its audit entry (SQL given by the courses module: `admitPaidSql`, no ON CONFLICT on the unique admission) and the capture\'s audit entry, in one round trip (eight before: BEGIN, the order locked with the replay check, the course, the admission, two audit entries, the last write, COMMIT). The invoice is inserted without its number: since migration 0048 its gap-free number is given right after the commit, in batches (`invoices_assign_numbers()`, called through a per-instance coalescer that the capture does not wait for, at most one run in flight and runs at least 50 ms apart; a sweep job every minute; any read that would show a document not numbered yet numbers first), and the dashboard_daily rows are bumped at COMMIT (migration 0042) in the committing connection\'s shard (pg_backend_pid() % 64 since migration 0054, % 8 in 0048), so no row is taken by every capture\'s commit any more. No row matched (paid already, a replay, another amount, coins, a capsule or plan, an expired order) or a unique index met (a concurrent delivery of the same event, a learner admitted meanwhile): nothing written, and the capture takes the transactional path as before, which answers it. The admission is written with the state the course walk gives a learner with nothing done (\'incomplete\', 0%, the first item of the first lesson that has one: `freshStateSql`, courses module), so nothing follows the commit; only a learner who had progress in the course before (admitted again after a refund) has the course walked after it (two statements; the follow-up cost 30% of the throughput: 798 req/s, p99 150 ms with it on 2026-12-03).',
    'State (2026-11-28, machine shared with other sessions, load average 11-22 on 2 cores: absolute figures here are several times the quiet ones): per capture 15 statements before (BEGIN, order lock, replay check, order update, two events, course, admission, two audit entries, delivery, counter + invoice, COMMIT, two after COMMIT), 10 after. A/B of the code before and after, back to back, same load, same data (50 learners × 200 courses), the 0038 dashboard triggers deferred in both: before 7 req/s, 26,900 µs Node CPU per request, pg_stat_activity: 82 of 110 sampled connections waiting on Lock:transactionid at the invoice counter; after 12 req/s, 15,600 µs, no lock waits (every connection ClientRead, i.e. PostgreSQL waiting for Node, which got 0.16 of a core). With the 0038 triggers firing at the statement (before migration 0042), 184 of 200 samples waited on Lock:transactionid at the admission insert (the day\'s dashboard_daily row). To be measured again on a quiet machine.',
    'State (2026-11-29, quiet machine, 10 statements a capture): with the frequent statements prepared (PreparingClient: every statement sent with parameters, from its third run) 193-254 req/s, p99 358-546 ms, against 175-188 req/s, p99 619-638 ms unprepared (A/B, two runs each). A CPU profile of the server: its time is in the capture\'s round trips (socket writes to PostgreSQL, 60% of busy samples), not in any one step; the budget needs the capture in one or two statements (data-modifying CTEs, or a function in the database), not attempted yet.',
    'State (2026-12-02, quiet machine, 3 statements a capture: the capture, then the progress sync\'s read and write): before (the transactional capture, 10 statements) 495 req/s, p99 185 ms, 1,312 µs of Node CPU a request (one valid run; a second, with the machine at 100% and the bare baseline at half its rate, gave 203 req/s, p99 783 ms); after, 660-716 req/s, p99 133-153 ms, 760-843 µs of Node CPU over three runs (the table\'s is the third). A diagnostic run with the three triggers that take rows every capture shares at COMMIT switched off in the bench database (invoices_number, admissions_dashboard_daily, orders_dashboard_daily; not a state the product may run in: invoices unnumbered, dashboard not kept): 886 req/s, p99 86 ms, 675 µs. EXPLAIN ANALYZE of the statement (warm, its deferred triggers made immediate): 0.8 ms, of which the invoice number 0.2 ms. pg_stat_activity sampled during a run: 71% of the backends\' samples ClientRead (waiting for Node, which gets about half a core of the two the server, 20 backends and the load generator share), and of the active ones 62% Lock:transactionid at COMMIT, 11% WALSync: every capture\'s commit takes the same three rows (the invoice counter, the day\'s admissions and revenue rows of dashboard_daily) and holds them through its WAL flush, so commits pass one at a time, one fsync each. What is left for the budget is there, not in the capture\'s round trips: the budget needs the gap-free counter and the dashboard\'s daily rows out of the commit of every capture (e.g. dashboard deltas per transaction folded later, or per-shard rows; numbers given to committed invoices by a serialized batch), a change of the invoice numbering and of the dashboard\'s design, not made here.',
    'State (2026-12-02 05:10-05:30, after migration 0048; another machine than the runs above, 2 × Intel Xeon @ 2.80GHz, bare baseline 19,500-25,200 req/s against 67,467, load average 2-6.6 from other sessions\' work, not a quiet machine): A/B of the code before (commit 4a8a356) and after, each in a worktree of its own commit, back to back: before 368 and 363 req/s, p99 238 and 230 ms, 1,798 and 1,846 µs of Node CPU a request; after 345 and 330 req/s, p99 307 and 262 ms, 2,148 and 1,814 µs (a first run with numbering after every commit, without the 50 ms spacing, and with other sessions\' uncommitted changes in the tree: 304 req/s, p99 374 ms). Every capture took the one-statement path; 4,000 captures were numbered by 196 runs (about 20 invoices a run), the day\'s \'admissions\' and \'revenue\' spread over the 8 shards. On this machine the capture is CPU-bound (machine CPU 83-91%, Node about 1.8-2.1 ms of CPU a capture), so taking the shared rows out of the commit did not show: the budget is still FAIL here and is to be measured again on a quiet machine like the runs above, where the diagnostic with those rows out of the commit gave p99 86 ms.',
    'State (2026-12-03, a fourth machine, 2 × AMD EPYC Zen 4, bare baseline 31,000-44,000 req/s, nothing else running): 414-537 req/s, p99 141-190 ms over six runs, 1,160-1,570 µs of Node CPU a capture, the machine at 85-86% (Node 62-66% of a core, PostgreSQL about one core). pg_stat_statements through one run (6,197 captures): the capture statement 1.42 ms a call inside PostgreSQL; the deferred dashboard upserts at COMMIT (dashboard_daily_add, 4.2 calls a capture, two of which write) 1.43 ms a capture in all, most of it waiting for a shard row another connection holds through its WAL flush; the progress sync after the commit 0.13 ms. With 50 connections the p50 is the queue (50 / 476 req/s ≈ 105 ms), so the budget needs about 650 captures a second: about a quarter less CPU a capture on both sides. Not attempted yet: the capture statement compiled once per shape (drizzle building it was about a third of the Node CPU on the third machine), more dashboard shards or the dashboard deltas folded outside the commit. The bench servers now analyze only the tables their seeding wrote (see the exam-day findings); it made no visible difference here.',
    'State (2026-12-03 18:30-19:35, a sixth machine: 2 × AMD EPYC family 26 (Zen 5), nothing else running, but its speed varied through the hour: bare Fastify 42,851-69,483 req/s, and the same capture code 490-950 µs of Node CPU a request): with the progress sync after each commit 798 req/s, p99 150 ms (the sync cost 30%: switched off as a diagnostic, 1,165 req/s, p99 83 ms). With the admission\'s first state written by the capture itself (nothing after the commit) and migrations 0052-0054, 20 runs: 649-1,167 req/s, p99 79-167 ms, about two in three under 100 ms (the table above is one of them). Where the time goes: sampling pg_stat_activity every 10 ms showed 1.5 backends on average waiting on Lock:transactionid (commits sharing a dashboard_daily shard, each waiting for the other\'s WAL flush; gone with 64 shards, 0054), 2.7-3.3 on LWLock:WALWrite, 0.7 on IO:WALSync and 0.8 on the CPU; auto_explain (log_min_duration 40 ms) caught a capture of 45-150 ms about once a second, each a GIN pending list merged inside it (256 kB lists since 0053 instead of 4 MB); track_functions: invoices_assign_numbers 5.0 → 3.1 ms a run of about 53 invoices, the append-only check 45 → 11 µs a row (0054), the two dashboard triggers about 110 µs a capture (rewritten as one statement each they measured slower, 47 and 56 µs a call against 32 and 31, and were not kept); perf of PostgreSQL: plan start-up 18% of its time (10 CTEs writing 8 tables with about 45 indexes opened each capture), index inserts 26%, commit 16%. Pool sizes 4, 8, 10 and 20 differed by less than the noise. The capture is CPU-bound (machine 88-92%: Node about 0.55 ms and PostgreSQL about 1.1 ms of CPU a capture); more margin needs less CPU a capture, next the statement built once per shape (drizzle\'s build and sqlToQuery are about 160 µs of Node a capture).',
    'Double grants: the probe checks a fresh capture answers `applied`; the torture test (the same capture 3 times at once with its order event, PGlite and PostgreSQL) checks one capture, one invoice, one admission.',
    'PostgreSQL: a fresh `bench_payments` database on the local server, pool of 20. Same machine and load settings as the platform suite.',
  ],
};
