/**
 * The real app (buildApp, full hook chain, PostgreSQL) seeded for the exam-day simulation (issue 5, bench/exam.ts):
 * an Editor's question bank, one published test, and learner (Trainee) accounts with live sessions.
 *
 * Environment (set by bench/exam.ts):
 *   BENCH_DATABASE_URL  PostgreSQL URL (a fresh database)
 *   BENCH_LEARNERS      Trainee accounts to create (default 500)
 *   BENCH_QUESTIONS     questions in the test (default 20)
 *   BENCH_DURATION      test duration in seconds (default 1800)
 *   BENCH_CONFIG        JSON object of config overrides (env-style strings)
 * Announces { port, testId, learners } where learners is a JSON array of { userId, token }.
 */
import { sql } from 'drizzle-orm';
import { questionInputSchema, testInputSchema } from '@app/contracts/assessments';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';

try {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required');
  const learnerCount = Number(process.env.BENCH_LEARNERS ?? 500);
  const questionCount = Number(process.env.BENCH_QUESTIONS ?? 20);
  const overrides = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Record<string, string>;
  const config = loadConfig({
    NODE_ENV: 'production',
    // The demo logins sign in with a password only (two-factor sign-in is required of admins in production by default).
    TWO_FACTOR_REQUIRED_ROLES: '',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    // Every learner comes from 127.0.0.1: the per-IP limit would answer 429 (see bench/servers/app.ts).
    RATE_LIMIT_PER_MINUTE: '1000000000',
    WEB_DIST: '/nonexistent-bench-web-dist',
    ...overrides,
  });

  const database = await openDatabase({ url, poolMax: config.DATABASE_POOL_MAX });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  exitWithParent(async () => {
    await app.close();
    await database.close();
  });
  const { users, sessions, assessments } = app.services;
  // Not containing the accounts' names (the password rule refuses that).
  const password = 'Exam-Day-Pass-2026!x';
  const account = (role: 'Editor' | 'Trainee', n: number) =>
    users.createAccount({
      firstName: role === 'Editor' ? 'Bench' : 'Learner', lastName: String(n), email: `bench-${role.toLowerCase()}-${n}@bench.local`,
      password, countryCode: '+91', mobileNumber: '9876543210', role, emailVerified: true,
    });

  // The Editor's bank and test, through the same services the routes call (inputs parsed by the route schemas).
  const editor = await account('Editor', 1);
  const { sessionId } = await sessions.start(editor.id, undefined, { ip: '127.0.0.1' });
  const actor = { userId: editor.id, sessionId, role: 'Editor' as const, email: editor.email, emailVerified: true };
  const questionIds: number[] = [];
  for (let i = 0; i < questionCount; i++) {
    const multiple = i % 4 === 3;
    const q = await assessments.questions.create(actor, questionInputSchema.parse({
      Type: multiple ? 'multiple' : 'single',
      Text: `<p>Exam question ${i + 1}: which posting key applies?</p>`,
      Options: ['a', 'b', 'c', 'd'].map((id, k) => ({ ID: id, Text: `Option ${id.toUpperCase()} of question ${i + 1}`, Correct: multiple ? k < 2 : k === 0 })),
      Explanation: 'Bench question.',
      Marks: 2,
      NegativeMarks: 0.5,
    }));
    questionIds.push(q.ID);
  }
  const test = await assessments.tests.create(actor, testInputSchema.parse({
    Title: 'Exam day (bench)',
    DurationSeconds: Number(process.env.BENCH_DURATION ?? 1800),
    PassPercentage: 50,
    AttemptsAllowed: 1,
    ShuffleQuestions: true,
    ShuffleOptions: true,
    QuestionIDs: questionIds,
    Status: 'published',
    InSeries: true,
  }));

  // Learners: argon2 hashing dominates, so a few at a time (the libuv pool has 4 threads).
  const learners: { userId: number; token: string }[] = [];
  for (let i = 0; i < learnerCount; i += 8) {
    const batch = Array.from({ length: Math.min(8, learnerCount - i) }, (_, k) => i + k + 1);
    learners.push(...(await Promise.all(batch.map(async (n) => {
      const user = await account('Trainee', n);
      const { token } = await sessions.start(user.id, undefined, { ip: '127.0.0.1' });
      return { userId: user.id, token };
    }))));
  }
  await database.db.execute(sql`analyze`);

  await listenAndAnnounce(app, { testId: String(test.ID), learners: JSON.stringify(learners), database: database.kind });
} catch (e) {
  fail(e);
}
