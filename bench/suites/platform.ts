/** Issue 2, DESIGN section 8: the platform's overhead against bare Fastify, and a database-backed list page. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { p99Below, ratioAtLeast, ratioReport } from '../lib/budgets.ts';
import { freshPostgresDatabase } from '../lib/postgres.ts';
import type { Scenario, ServerSpec, Suite } from '../lib/types.ts';

const MASTER_ROWS = '1000';

const servers: ServerSpec[] = [
  { key: 'bare', entry: 'bare.ts' },
  {
    key: 'app-postgres',
    entry: 'app.ts',
    prepare: async () => ({ env: { BENCH_DATABASE_URL: await freshPostgresDatabase(), BENCH_MASTER_ROWS: MASTER_ROWS } }),
  },
  {
    key: 'app-pglite',
    entry: 'app.ts',
    prepare: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
      return {
        env: { BENCH_DATA_DIR: path.join(dir, 'pg'), BENCH_MASTER_ROWS: MASTER_ROWS },
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
];

const bearer = (s: { extra: Record<string, string> }) => ({ authorization: `Bearer ${s.extra.token}` });

type PageBody = { data?: { items?: unknown[]; total?: number } };
const checkPage = (status: number, body: unknown) => {
  const data = (body as PageBody).data;
  if (status !== 200) return `status ${status}: ${JSON.stringify(body).slice(0, 200)}`;
  if (data?.items?.length !== 25) return `expected 25 items, got ${data?.items?.length}`;
  if ((data.total ?? 0) < Number(MASTER_ROWS)) return `expected >= ${MASTER_ROWS} rows, got ${data.total}`;
  return undefined;
};

const scenarios: Scenario[] = [
  {
    id: 'bare',
    title: 'Bare Fastify, small JSON (baseline)',
    server: 'bare',
    path: '/bare',
    check: (status) => (status === 200 ? undefined : `status ${status}`),
  },
  {
    id: 'health',
    title: 'GET /api/health, full hook chain',
    server: 'app-postgres',
    path: '/api/health',
    check: (status, body) => (status === 200 && (body as { data?: { up?: boolean } }).data?.up === true ? undefined : `status ${status}`),
  },
  {
    id: 'list-postgres',
    title: 'GET /api/admin/degrees page of 25, Admin, PostgreSQL',
    server: 'app-postgres',
    path: '/api/admin/degrees?pageSize=25',
    headers: bearer,
    check: checkPage,
  },
  {
    id: 'list-pglite',
    title: 'GET /api/admin/degrees page of 25, Admin, PGlite',
    server: 'app-pglite',
    path: '/api/admin/degrees?pageSize=25',
    headers: bearer,
    check: checkPage,
  },
];

export const platformSuite: Suite = {
  name: 'platform',
  heading: '## Platform (issue 2)',
  baseline: 'bare',
  servers,
  scenarios,
  budgets: [
    ratioAtLeast('Health through the hook chain >= 80% of bare', 'health', 'bare', 0.8),
    ratioAtLeast('PostgreSQL list >= 25% of bare', 'list-postgres', 'bare', 0.25),
    p99Below('PostgreSQL list p99 < 50 ms at 50 connections', 'list-postgres', 50),
    ratioReport('PGlite list vs PostgreSQL list (reported)', 'list-pglite', 'list-postgres'),
  ],
  notes: [
    'Each server is its own Node process on 127.0.0.1 (own port); autocannon runs in the bench process on the same machine, so client and server share the cores.',
    'Bare: Fastify with defaults (no logger, no plugins), one route returning a small JSON object.',
    'App: `buildApp` with NODE_ENV=production and LOG_LEVEL=info (pino, request logging on), stdout to /dev/null; ' +
      'RATE_LIMIT_PER_MINUTE raised to 1e9 so the rate-limit plugin still runs on every request but a single client IP is not answered with 429.',
    `List: ${MASTER_ROWS} extra \`degrees\` rows plus the seed, an Admin bearer token (one session lookup per request), default order, first page of 25.`,
    'PGlite: embedded in the app process, data directory in a temp folder; PostgreSQL: a fresh `bench` database on the local server, pool of 20.',
    '"server CPU": the server process during the measured window (100% = one core); "CPU/req": server CPU time per request; ' +
      '"client CPU": autocannon (the bench process); "machine CPU": all cores, all processes (PostgreSQL included).',
  ],
};
