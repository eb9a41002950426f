/**
 * Optional suite (npm run bench -- --suite hook-chain): where the app's per-request overhead goes.
 * GET /api/health on Fastify with one layer of the app's chain at a time (bench/servers/chain.ts), all
 * layers together, and the real app with LOG_LEVEL info and silent. Baseline: the same route with no layers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ratioReport } from '../lib/budgets.ts';
import type { Scenario, ServerSpec, Suite } from '../lib/types.ts';

const layerSets: [string, string][] = [
  ['none', 'No layers (Fastify defaults)'],
  ['logger', '+ pino logger at info only'],
  ['zod', '+ zod response serializer only'],
  ['helmet', '+ helmet only'],
  ['ratelimit', '+ rate-limit only'],
  ['swagger', '+ swagger/swagger-ui only'],
  ['hook', '+ onRequest hook and error handler only'],
  ['all', 'All of the above'],
];

const pgliteApp = (key: string, config: Record<string, string>): ServerSpec => ({
  key,
  entry: 'app.ts',
  prepare: async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
    return {
      env: { BENCH_DATA_DIR: path.join(dir, 'pg'), BENCH_MASTER_ROWS: '0', BENCH_CONFIG: JSON.stringify(config) },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  },
});

const servers: ServerSpec[] = [
  ...layerSets.map(([layers]) => ({ key: `chain-${layers}`, entry: 'chain.ts', prepare: async () => ({ env: { BENCH_LAYERS: layers === 'none' ? '' : layers } }) })),
  pgliteApp('app-info', {}),
  pgliteApp('app-silent', { LOG_LEVEL: 'silent' }),
];

const ok = (status: number) => (status === 200 ? undefined : `status ${status}`);
const scenarios: Scenario[] = [
  ...layerSets.map(([layers, title]) => ({ id: `chain-${layers}`, title, server: `chain-${layers}`, path: '/api/health', check: ok })),
  { id: 'app-info', title: 'The app (buildApp), LOG_LEVEL info', server: 'app-info', path: '/api/health', check: ok },
  { id: 'app-silent', title: 'The app (buildApp), LOG_LEVEL silent', server: 'app-silent', path: '/api/health', check: ok },
];

export const hookChainSuite: Suite = {
  name: 'hook-chain',
  optional: true,
  heading: '## Platform hook-chain breakdown (issue 2)',
  baseline: 'chain-none',
  servers,
  scenarios,
  budgets: [
    ...layerSets.slice(1).map(([l]) => ratioReport(`chain-${l} vs no layers`, `chain-${l}`, 'chain-none')),
    ratioReport('app, LOG_LEVEL silent vs info', 'app-silent', 'app-info'),
  ],
  notes: [
    'GET /api/health, each layer configured as in apps/server/src/app.ts (bench/servers/chain.ts), one process per row; rate limit raised so nothing is rejected.',
    'Compare the "CPU/req" column: it is the server CPU per request and does not depend on whether the load generator saturates first.',
  ],
};
