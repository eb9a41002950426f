/**
 * Issue 14: checkout to admission under load. Each request is a Razorpay `payment.captured` webhook, signed with the
 * real scheme (hex HMAC-SHA256 of the raw body), for the next open order: verified, recorded once per event id, and in
 * one transaction under the order's lock the capture, the gap-free invoice number, the GST split, the admission and the
 * audit entry. Orders are laid out course by course, so the 50 connections are 50 different learners at any moment.
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
    'Each request: the raw body\'s HMAC checked in constant time; in one transaction the order row locked, the event id looked up, the capture, the admission (unique per learner and course), the granted event, the audit entry, the delivery record, and last the invoice with its GST split and its gap-free number taken in the same statement (`insert into invoice_counters ... on conflict do update ... returning` feeding the invoice INSERT), so the counter row that serialises every paying transaction is held for that one statement and COMMIT only.',
    'State (2026-11-25, machine shared with six other sessions\' tests and builds, load average 12-16 on 2 cores; an A/B run of the code before and after this change, back to back): before (counter bumped, then the invoice, audit entry, delivery record and COMMIT under its lock) 84 req/s, p50 463 ms, p99 1734 ms, 3100 µs server CPU per request; after 110 req/s, p50 419 ms, p99 855 ms, 2338 µs. Throughput +31%, p99 halved, still FAIL against 100 ms. Where the time goes (pg_stat_activity sampled 15 times during a run at load 17): most sampled waits are `Lock:transactionid` on the counter upsert (3-4 of the 20 pool connections waiting at any moment), and the holder shows as `idle in transaction` right after that statement, waiting for the app to send COMMIT; the other connections are mostly `idle in transaction` too (ClientRead), i.e. PostgreSQL waits for a Node process that gets a quarter of a core. A run during this sampling measured 25 req/s, p99 2877 ms (load 16-18): the same code at 110 req/s twenty minutes earlier, so figures at this load say little. The counter row is now held for one statement plus one app round trip to COMMIT, and that round trip is as slow as the app\'s event loop on a starved machine. Next step if the budget must hold at this load: take the app out of the critical section, either by numbering at COMMIT inside PostgreSQL (a deferred constraint trigger that takes the number as the transaction commits) or by numbering outside the paying transaction (the capture writes the invoice unnumbered; one job numbers them in order, gap-free, in batches); both need a migration and were not done this session. To be measured again on a quiet machine.',
    'Double grants: the probe checks a fresh capture answers `applied`; the torture test (the same capture 3 times at once with its order event, PGlite and PostgreSQL) checks one capture, one invoice, one admission.',
    'PostgreSQL: a fresh `bench_payments` database on the local server, pool of 20. Same machine and load settings as the platform suite.',
  ],
};
