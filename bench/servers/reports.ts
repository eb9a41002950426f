/**
 * The real app (buildApp, full hook chain) on the academy `npm run bench:reports-data` made, for suite "reports"
 * (bench/suites/reports.ts). Nothing is reset: the database is read as it is (plus pending migrations) and a
 * signed-in Admin is added.
 *
 * Environment: BENCH_DATABASE_URL. Announces { port, token, courseId } (the bench course of 100,000 learners).
 */
import { sql } from 'drizzle-orm';
import { fail, listenAndAnnounce } from './ready.ts';
import { startBenchApp } from './start-app.ts';

try {
  const { database, app } = await startBenchApp();
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
