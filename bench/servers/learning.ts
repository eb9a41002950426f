/**
 * The real app with the demo data (the ten-lesson "Basics of ERP" course, the demo learner part-way through)
 * as a bench server for the lesson player's course-content call.
 *
 * Environment (set by bench/run.ts): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp folder for files).
 * Announces { port, token, courseId } where token is a bearer token of the demo learner.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { demoAccounts, seedDemo } from '../../apps/server/src/seed/demo.seed.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';

try {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required');
  const config = loadConfig({
    NODE_ENV: 'production',
    // The demo logins sign in with a password only (two-factor sign-in is required of admins in production by default).
    TWO_FACTOR_REQUIRED_ROLES: '',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    // Uploaded files (the demo video) go to this temp folder, removed by the suite.
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    WEB_DIST: '/nonexistent-bench-web-dist',
  });
  const database = await openDatabase({ url, poolMax: config.DATABASE_POOL_MAX });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  exitWithParent(async () => {
    await app.close();
    await database.close();
  });

  await seedDemo(app.services);
  await database.db.execute(sql`analyze`);

  const learner = demoAccounts.find((a) => a.role === 'Trainee')!;
  const user = await app.services.users.findByEmail(learner.email);
  if (!user) throw new Error('demo learner missing');
  const { token } = await app.services.sessions.start(user.id, undefined, { ip: '127.0.0.1' });
  const [course] = await app.services.learning.admissions.mine(user.id);
  if (!course) throw new Error('demo learner has no course');

  await listenAndAnnounce(app, { token, courseId: String(course.CourseID) });
} catch (e) {
  fail(e);
}
