/**
 * The real app (buildApp, full hook chain, PostgreSQL) seeded for every hot endpoint of suite "hot"
 * (bench/suites/hot.ts), which measures it side by side with bench/servers/reference.ts on the same database:
 *   - the demo data (the ten-lesson course, the demo learner part-way through it) plus BENCH_COURSES published
 *     courses for the catalogue;
 *   - BENCH_MASTER_ROWS extra `degrees` entries and a signed-in Admin for the masters page;
 *   - a published 20-question test and BENCH_TAKERS learners, each with an open attempt, for the answer save.
 *
 * Environment (set by the suite): BENCH_DATABASE_URL (a fresh database), BENCH_DATA_DIR (a temp folder for
 * files), BENCH_CONFIG (JSON object of config overrides), BENCH_LOG_SQL (a file: every statement's text is
 * appended to it; used to keep the reference's SQL the same as the app's).
 * Announces { port, adminToken, learnerToken, courseId, takers } where takers is a JSON array of
 * { userId, token, attemptId, questions: [{ id, option }] }.
 */
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { courseInputSchema } from '@app/contracts/courses';
import { questionInputSchema, testInputSchema } from '@app/contracts/assessments';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { demoAccounts, seedDemo, seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';

const logSql = process.env.BENCH_LOG_SQL;
if (logSql) {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; name?: string };
    const text = typeof q === 'string' ? q : `${q.name ? `[${q.name}] ` : ''}${q.text ?? ''}`;
    appendFileSync(logSql, `${text.replace(/\s+/g, ' ')}\n`);
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

try {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required');
  const overrides = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Record<string, string>;
  const config = loadConfig({
    NODE_ENV: 'production',
    // The demo logins sign in with a password only (two-factor sign-in is required of admins in production by default).
    TWO_FACTOR_REQUIRED_ROLES: '',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
    // Every request comes from 127.0.0.1: a huge limit keeps the plugin in the chain without answering 429.
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
  const { users, sessions, assessments, learning, masters } = app.services;
  const signIn = async (userId: number) => (await sessions.start(userId, undefined, { ip: '127.0.0.1' })).token;

  await seedMasters(app.services);
  await seedDemo(app.services);

  // Masters: a page of 25 of a list of BENCH_MASTER_ROWS.
  const masterRows = Number(process.env.BENCH_MASTER_ROWS ?? 1000);
  const extra = Array.from({ length: masterRows }, (_, i) => ({ type: 'degrees' as const, title: `Bench degree ${String(i + 1).padStart(5, '0')}` }));
  for (let i = 0; i < extra.length; i += 500) await masters.seed(extra.slice(i, i + 500));

  const account = async (role: 'Admin' | 'Trainee', n: number) =>
    users.createAccount({
      firstName: role === 'Admin' ? 'Bench' : 'Taker', lastName: String(n), email: `bench-${role.toLowerCase()}-${n}@bench.local`,
      password: 'Hot-Path-Pass-2026!x', countryCode: '+91', mobileNumber: '9876543210', role, emailVerified: true,
    });
  const admin = await account('Admin', 1);
  const adminToken = await signIn(admin.id);

  const editorUser = (await users.findByEmail(demoAccounts.find((a) => a.role === 'Editor')!.email))!;
  const editor = { userId: editorUser.id, sessionId: 0, role: 'Editor' as const, email: editorUser.email, emailVerified: true };

  // Catalogue: BENCH_COURSES published courses besides the demo course.
  const courseCount = Number(process.env.BENCH_COURSES ?? 60);
  for (let i = 1; i <= courseCount; i++) {
    await learning.courses.create(editor, courseInputSchema.parse({
      Title: `SAP S/4HANA module ${String(i).padStart(3, '0')}`, Url: `bench-course-${i}`,
      Description: 'Posting keys, document types and period-end closing, with exercises on a training system.',
      Duration: '6 weeks', CoursePrice: { INR: 299900, USD: 3900 }, Status: 'published',
    }), { pageIndex: 0, pageSize: 1, sortDesc: false });
  }

  // Course content: the demo learner.
  const learnerUser = (await users.findByEmail(demoAccounts.find((a) => a.role === 'Trainee')!.email))!;
  const learnerToken = await signIn(learnerUser.id);
  const [course] = await learning.admissions.mine(learnerUser.id);
  if (!course) throw new Error('demo learner has no course');

  // Answer saves: a 20-question test with an open attempt per taker.
  const questionIds: number[] = [];
  for (let i = 0; i < 20; i++) {
    const q = await assessments.questions.create(editor, questionInputSchema.parse({
      Type: 'single', Text: `<p>Bench question ${i + 1}: which posting key applies?</p>`,
      Options: ['a', 'b', 'c', 'd'].map((id, k) => ({ ID: id, Text: `Option ${id.toUpperCase()} of question ${i + 1}`, Correct: k === 0 })),
      Explanation: 'Bench question.', Marks: 1,
    }));
    questionIds.push(q.ID);
  }
  const test = await assessments.tests.create(editor, testInputSchema.parse({
    Title: 'Hot path (bench)', DurationSeconds: 86_400, PassPercentage: 50, AttemptsAllowed: 1,
    QuestionIDs: questionIds, Status: 'published', InSeries: true,
  }));
  const takerCount = Number(process.env.BENCH_TAKERS ?? 50);
  const takers: { userId: number; token: string; attemptId: number; questions: { id: number; option: string }[] }[] = [];
  for (let n = 1; n <= takerCount; n++) {
    const user = await account('Trainee', n);
    const token = await signIn(user.id);
    const actor = { userId: user.id, sessionId: 0, role: 'Trainee' as const, email: user.email, emailVerified: true };
    const attempt = await assessments.attempts.startSeries(actor, test.ID);
    takers.push({ userId: user.id, token, attemptId: attempt.ID, questions: attempt.Questions.map((q) => ({ id: q.QuestionID, option: q.Options[0]!.ID })) });
  }

  await analyzeSeeded(database.db);
  await listenAndAnnounce(app, {
    adminToken, learnerToken, courseId: String(course.CourseID), takers: JSON.stringify(takers), database: database.kind,
  });
} catch (e) {
  fail(e);
}
