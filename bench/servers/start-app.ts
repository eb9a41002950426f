/**
 * The app as the bench servers start it on the suite's PostgreSQL database (BENCH_DATABASE_URL): production settings,
 * no demo seed, no web build, a fresh badge signing key, the per-IP rate limit raised (every request comes from
 * 127.0.0.1; the plugin stays in the chain and its cost is measured), files in BENCH_DATA_DIR when the suite gives
 * one; migrated, and closed when the parent run goes away.
 */
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { generateKey } from '../../apps/server/src/modules/capsules/badge-signing.ts';
import { exitWithParent } from './ready.ts';

export async function startBenchApp(overrides: Record<string, string> = {}) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required');
  const dataDir = process.env.BENCH_DATA_DIR;
  const config = loadConfig({
    NODE_ENV: 'production', TWO_FACTOR_REQUIRED_ROLES: '', LOG_LEVEL: 'info', SEED_DEMO: 'false', HOST: '127.0.0.1',
    DATABASE_URL: url, ...(dataDir ? { DATA_DIR: dataDir } : {}), RATE_LIMIT_PER_MINUTE: '1000000000',
    WEB_DIST: '/nonexistent-bench-web-dist', BADGE_SIGNING_KEY: JSON.stringify(await generateKey()),
    ...overrides,
  });
  const database = await openDatabase({ url, poolMax: config.DATABASE_POOL_MAX });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  exitWithParent(async () => {
    await app.close();
    await database.close();
  });
  return { config, database, app };
}
