/**
 * The real app (buildApp, full hook chain) as a bench server. Runs in its own process so its pino logs
 * (LOG_LEVEL info, as in production) go to the child's stdout, which bench/run.ts points at /dev/null.
 *
 * Environment (set by bench/run.ts):
 *   BENCH_DATABASE_URL  PostgreSQL URL (fresh database); without it PGlite in BENCH_DATA_DIR
 *   BENCH_DATA_DIR      PGlite data directory (a temp folder)
 *   BENCH_MASTER_ROWS   extra 'degrees' entries to insert (default 1000)
 *   BENCH_CONFIG        JSON object of config overrides (env-style strings), e.g. {"LOG_LEVEL":"silent"}
 * Announces { port, token } where token is a bearer token of a signed-in Admin.
 */
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';

try {
  const url = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR || undefined;
  if (!url && !dataDir) throw new Error('BENCH_DATABASE_URL or BENCH_DATA_DIR is required');
  const overrides = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Record<string, string>;
  const config = loadConfig({
    NODE_ENV: 'production',
    // The demo logins sign in with a password only (two-factor sign-in is required of admins in production by default).
    TWO_FACTOR_REQUIRED_ROLES: '',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
    // One client address sends every request here; the per-IP limit (default 600/min) would turn the run into
    // 429s. A huge limit keeps the rate-limit plugin in the chain (its cost is measured) without rejecting.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    // No web build needed: the API routes are what is measured.
    WEB_DIST: dataDir ?? '/nonexistent-bench-web-dist',
    ...overrides,
  });

  const database = await openDatabase({ url, dataDir, poolMax: config.DATABASE_POOL_MAX });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  exitWithParent(async () => {
    await app.close();
    await database.close();
  });

  await seedMasters(app.services);
  const rows = Number(process.env.BENCH_MASTER_ROWS ?? 1000);
  const extra = Array.from({ length: rows }, (_, i) => ({ type: 'degrees' as const, title: `Bench degree ${String(i + 1).padStart(5, '0')}` }));
  for (let i = 0; i < extra.length; i += 500) await app.services.masters.seed(extra.slice(i, i + 500));
  // Steady state: in production autovacuum analyzes a table soon after a bulk insert; without this the planner
  // still believes the fresh tables are nearly empty (measured: list throughput about halves on PostgreSQL).
  await analyzeSeeded(database.db);

  const email = 'bench-admin@bench.local';
  const existing = await app.services.users.findByEmail(email);
  const user = existing ?? (await app.services.users.createAccount({
    firstName: 'Bench', lastName: 'Admin', email, password: 'Load-Test-Pass-2026!x', countryCode: '+91', mobileNumber: '9876543210', role: 'Admin', emailVerified: true,
  }));
  const { token } = await app.services.sessions.start(user.id, undefined, { ip: '127.0.0.1' });

  await listenAndAnnounce(app, { token, database: database.kind });
} catch (e) {
  fail(e);
}
