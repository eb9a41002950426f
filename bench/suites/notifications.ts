/**
 * Issue 13: the unread count on PostgreSQL under load (GET /api/userNotificationsCount, p99 < 20 ms). The live
 * fan-out (5,000 open streams, one broadcast) is measured by bench/notifications-sse.ts (`npx tsx
 * bench/notifications-sse.ts`): it holds thousands of sockets, which autocannon's request scenarios do not model.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { p99Below, ratioReport } from '../lib/budgets.ts';
import { freshPostgresDatabase } from '../lib/postgres.ts';
import type { Scenario, ServerSpec, Suite } from '../lib/types.ts';

/** The notifications bench server on a fresh database of its own (`bench_notifications`). */
export const notificationsServer = (users = 5000): ServerSpec => ({
  key: 'notifications-postgres',
  entry: 'notifications.ts',
  prepare: async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-notifications-'));
    return {
      env: { BENCH_DATABASE_URL: await freshPostgresDatabase('bench_notifications'), BENCH_DATA_DIR: dir, BENCH_SSE_USERS: String(users) },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  },
});

const servers: ServerSpec[] = [{ key: 'bare', entry: 'bare.ts' }, notificationsServer(1000)];

const scenarios: Scenario[] = [
  {
    id: 'bare',
    title: 'Bare Fastify, small JSON (baseline)',
    server: 'bare',
    path: '/bare',
    check: (status) => (status === 200 ? undefined : `status ${status}`),
  },
  {
    id: 'unread-count',
    title: 'GET /api/userNotificationsCount, 50 learners in turn (20 notifications each, 5 unread), PostgreSQL',
    server: 'notifications-postgres',
    path: '/api/userNotificationsCount',
    requests: (s) => {
      const tokens = s.extra.countTokens!.split(',');
      let n = 0;
      return () => ({ method: 'GET', path: '/api/userNotificationsCount', headers: { authorization: `Bearer ${tokens[n++ % tokens.length]}` } });
    },
    check: (status, body) => {
      if (status !== 200) return `status ${status}: ${JSON.stringify(body).slice(0, 200)}`;
      return (body as { data?: unknown }).data === 5 ? undefined : `unexpected answer ${JSON.stringify(body).slice(0, 200)}`;
    },
  },
];

export const notificationsSuite: Suite = {
  name: 'notifications',
  heading: '## Notifications: unread count (issue 13)',
  baseline: 'bare',
  connections: 50,
  servers,
  scenarios,
  budgets: [
    p99Below('Unread count p99 < 20 ms at 50 connections (PostgreSQL)', 'unread-count', 20),
    ratioReport('Unread count vs bare (reported)', 'unread-count', 'bare'),
  ],
  notes: [
    'App: `buildApp` with NODE_ENV=production, the demo data seeded, plus 1,000 learners with 20 notifications each (5 unread), written in bulk; 50 of them ask for their count in turn, each with its own session.',
    'Each request: the session lookup (cached for a few seconds), then one `count(*)` over the partial index `notifications_unread_idx (user_id) WHERE read_on IS NULL`, a scan of the user\'s unread rows in that index.',
    'PostgreSQL: a fresh `bench_notifications` database on the local server, pool of 20. The live fan-out figures are in the next section.',
  ],
};
