/**
 * Issue 11's check of the registration layer (suite "route-layer"): the real app (buildApp, full hook chain,
 * PGlite in BENCH_DATA_DIR) with GET /api/health registered from the endpoint table through route(), and beside
 * it the same handler, schema and access registered directly with app.get as the routes were before the table
 * (GET /api/health-direct). Both run in this one process, measured one after the other.
 */
import { z } from 'zod';
import { envelope } from '@app/contracts/envelope';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { ok } from '../../apps/server/src/platform/http/envelope.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';

try {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR is required');
  const config = loadConfig({
    NODE_ENV: 'production', TWO_FACTOR_REQUIRED_ROLES: '', LOG_LEVEL: 'info', SEED_DEMO: 'false', HOST: '127.0.0.1',
    DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000000', WEB_DIST: '/nonexistent-bench-web-dist',
  });
  const database = await openDatabase({ dataDir: `${dataDir}/pg` });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  // The pre-table way: path, schema and access written at the registration (the same handler as route()'s).
  app.get('/api/health-direct', { schema: { response: { 200: envelope(z.object({ up: z.boolean() })) } }, config: { access: 'public' } }, async () => ok({ up: true }));
  exitWithParent(async () => {
    await app.close();
    await database.close();
  });
  await listenAndAnnounce(app);
} catch (e) {
  fail(e);
}
