/**
 * The real app with the demo data (the ten-lesson "Basics of ERP" course, the demo learner part-way through)
 * as a bench server for the lesson player's course-content call.
 *
 * Environment (set by bench/run.ts): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp folder for files).
 * Announces { port, token, courseId } where token is a bearer token of the demo learner.
 */
import { demoAccounts, seedDemo } from '../../apps/server/src/seed/demo.seed.ts';
import { fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';
import { startBenchApp } from './start-app.ts';

try {
  const { database, app } = await startBenchApp();

  await seedDemo(app.services);
  await analyzeSeeded(database.db);

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
