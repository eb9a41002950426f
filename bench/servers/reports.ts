/**
 * The real app (buildApp, full hook chain) on the academy `npm run bench:reports-data` made, for suite "reports"
 * (bench/suites/reports.ts). Nothing is reset: the database is read as it is (plus pending migrations) and a
 * signed-in Admin is added.
 *
 * Environment: BENCH_DATABASE_URL. Announces { port, token, courseId } (the bench course of 100,000 learners).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';

try {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required');
  const config = loadConfig({
    NODE_ENV: 'production', TWO_FACTOR_REQUIRED_ROLES: '', LOG_LEVEL: 'info', SEED_DEMO: 'false', HOST: '127.0.0.1',
    DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: '1000000000', WEB_DIST: '/nonexistent-bench-web-dist',
  });
  const database = await openDatabase({ url, poolMax: config.DATABASE_POOL_MAX });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  exitWithParent(async () => {
    await app.close();
    await database.close();
  });
  const email = 'bench-reports-admin@bench.local';
  const admin = (await app.services.users.findByEmail(email)) ?? (await app.services.users.createAccount({
    firstName: 'Bench', lastName: 'Director', email, password: 'Quartz-Harbor-Pass-2026!x', countryCode: '+91', mobileNumber: '9876543210', role: 'Admin', emailVerified: true,
  }));
  const { token } = await app.services.sessions.start(admin.id, undefined, { ip: '127.0.0.1' });
  const rows = (await database.db.execute(sql`select id from courses where slug = 'bench-reports-finance'`)) as unknown as { rows: { id: number }[] };
  const courseId = rows.rows[0]?.id;
  if (!courseId) throw new Error('No bench course: run npm run bench:reports-data first');
  await listenAndAnnounce(app, { token, courseId: String(courseId) });
} catch (e) {
  fail(e);
}
