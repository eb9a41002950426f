/**
 * Issue 11: the endpoint table's registration layer (route(), apps/server/src/platform/http/route.ts) adds no
 * measurable CPU per request. One app process (bench/servers/route-layer.ts) serves GET /api/health registered
 * through route() and the same handler registered directly with app.get; both measured in one run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Budget, Results, Scenario, ServerSpec, Suite } from '../lib/types.ts';

const servers: ServerSpec[] = [
  {
    key: 'app',
    entry: 'route-layer.ts',
    compiled: true,
    prepare: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-route-layer-'));
      return { env: { BENCH_DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
    },
  },
];

const ok = (status: number) => (status === 200 ? undefined : `status ${status}`);
// Measured twice each, alternating, so a change in the machine's load between two runs shows as spread.
const scenarios: Scenario[] = [1, 2].flatMap((n): Scenario[] => [
  { id: `direct-${n}`, title: `GET /api/health-direct, registered with app.get (run ${n})`, server: 'app', path: '/api/health-direct', check: ok, ratioTo: 'direct-1' },
  { id: `route-${n}`, title: `GET /api/health, registered with route() from the table (run ${n})`, server: 'app', path: '/api/health', check: ok, ratioTo: 'direct-1' },
]);

const cpu = (r: Results, id: string) => r.get(id)?.measurement?.cpuPerRequestUs;
const mean = (xs: (number | undefined)[]) => (xs.every((x) => x !== undefined) ? (xs as number[]).reduce((a, b) => a + b, 0) / xs.length : undefined);

const budgets: Budget[] = [
  {
    label: 'route() adds no measurable CPU per request (difference within the spread of repeated runs)',
    evaluate: (r) => {
      const direct = [cpu(r, 'direct-1'), cpu(r, 'direct-2')];
      const routed = [cpu(r, 'route-1'), cpu(r, 'route-2')];
      const d = mean(direct);
      const t = mean(routed);
      if (d === undefined || t === undefined) return { verdict: 'N/A', value: 'not measured' };
      const spread = Math.max(Math.abs(direct[0]! - direct[1]!), Math.abs(routed[0]! - routed[1]!), 1);
      const diff = t - d;
      return {
        verdict: diff <= spread ? 'PASS' : 'FAIL',
        value: `route() ${t.toFixed(1)} µs, app.get ${d.toFixed(1)} µs per request: ${diff >= 0 ? '+' : ''}${diff.toFixed(1)} µs (spread between runs ${spread.toFixed(1)} µs)`,
      };
    },
  },
];

export const routeLayerSuite: Suite = {
  name: 'route-layer',
  heading: '## Endpoint table registration layer (issue 11)',
  baseline: 'direct-1',
  servers,
  scenarios,
  budgets,
  notes: [
    'One process: the app (`buildApp`, compiled with esbuild as `npm run build` does, NODE_ENV=production, LOG_LEVEL=info with the access log, PGlite) with GET /api/health from the endpoint table through route(), and GET /api/health-direct: the same handler, response schema and access registered with app.get as routes were registered before the table. Both go through the whole hook chain.',
    'route() only assembles the options Fastify receives at start-up (method, path, schemas, access); at request time Fastify runs the same compiled route either way, which is what the figures show.',
  ],
};
