/**
 * The real app (buildApp, full hook chain) on the million-row PostgreSQL database `npm run bench:data` made,
 * for suite "lists" (bench/suites/lists.ts). Nothing is reset: the database is read as it is (plus pending
 * migrations) and a signed-in Admin is added.
 *
 * Environment: BENCH_DATABASE_URL (the bench:data database). Announces { port, token, courseId }.
 */
import { fail, listenAndAnnounce } from './ready.ts';
import { startBenchApp } from './start-app.ts';

try {
  const { app } = await startBenchApp();
  const email = 'bench-lists-admin@bench.local';
  const admin = (await app.services.users.findByEmail(email)) ?? (await app.services.users.createAccount({
    firstName: 'Bench', lastName: 'Admin', email, password: 'Quartz-Harbor-Pass-2026!x', countryCode: '+91', mobileNumber: '9876543210', role: 'Admin', emailVerified: true,
  }));
  const { token } = await app.services.sessions.start(admin.id, undefined, { ip: '127.0.0.1' });
  const courses = await app.services.learning.courses.catalogue({ pageIndex: 0, pageSize: 1, sortDesc: false });
  await listenAndAnnounce(app, { token, courseId: String(courses.items[0]?.ID ?? 1) });
} catch (e) {
  fail(e);
}
