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
 *   BENCH_STATS_FILE    where to write the pool and GC statistics on SIGUSR2 (JSON, see poolStats)
 * Announces { port, testId, learners } where learners is a JSON array of { userId, token }.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type pg from 'pg';
import { questionInputSchema, testInputSchema } from '@app/contracts/assessments';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { users as usersTable } from '../../apps/server/src/modules/users/users.tables.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';

/**
 * How long queries waited for a pool connection (every `pool.connect`, which `pool.query` calls too) and how many
 * were waiting, sampled every 50 ms from now on (the seeding is not counted); written to `file` when the bench sends
 * SIGUSR2 at the end of its simulation.
 */
function poolStats(pool: pg.Pool, file: string) {
  const waits: number[] = [];
  let samples = 0;
  let waitingSum = 0;
  let waitingMax = 0;
  let busySum = 0;
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client: pg.PoolClient, done: () => void) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    const t = performance.now();
    if (cb) return connect((err, client, done) => {
      waits.push(performance.now() - t);
      cb(err, client, done);
    });
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      waits.push(performance.now() - t);
      return client;
    });
  };
  // Garbage collection pauses (every kind; a major collection stops the event loop, and every request waiting on
  // it answers that much later).
  const gcPauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcPauses.push(e.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  // The server's own event-loop delay: how long a ready request waited for the loop (busy with other requests).
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const sampler = setInterval(() => {
    samples++;
    waitingSum += pool.waitingCount;
    waitingMax = Math.max(waitingMax, pool.waitingCount);
    busySum += pool.totalCount - pool.idleCount;
  }, 50);
  sampler.unref();
  process.on('SIGUSR2', () => {
    const sorted = [...waits].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
    writeFileSync(file, JSON.stringify({
      acquisitions: waits.length, waitP50: pct(50), waitP99: pct(99), waitMax: sorted.at(-1) ?? 0,
      waitingMean: samples ? waitingSum / samples : 0, waitingMax, busyMean: samples ? busySum / samples : 0, max: pool.options.max,
      lagP99: lag.percentile(99) / 1e6, lagMax: lag.max / 1e6,
      gcPauses: gcPauses.length, gcMs: gcPauses.reduce((a, b) => a + b, 0), gcMaxMs: gcPauses.reduce((m, d) => Math.max(m, d), 0),
    }));
  });
}

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
  const password = 'Exam-Day-Pass-Ninety!x';
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

  // Learners: the first through the service (argon2 hash, password rule); the others are inserted in bulk with the
  // same hash (hashing 5,000 passwords would take minutes and is not what exam day measures). Each gets a session.
  const first = await account('Trainee', 1);
  const rest = Array.from({ length: Math.max(0, learnerCount - 1) }, (_, k) => k + 2);
  const userIds = [first.id];
  for (let i = 0; i < rest.length; i += 1000) {
    const rows = await database.db
      .insert(usersTable)
      .values(rest.slice(i, i + 1000).map((n) => ({
        firstName: 'Learner', lastName: String(n), email: `bench-trainee-${n}@bench.local`, passwordHash: first.passwordHash,
        countryCode: '+91', mobileNumber: '9876543210', role: 'Trainee', emailVerifiedOn: first.emailVerifiedOn,
      })))
      .returning({ id: usersTable.id });
    userIds.push(...rows.map((r) => r.id));
  }
  const learners: { userId: number; token: string }[] = [];
  for (let i = 0; i < userIds.length; i += 20) {
    learners.push(...(await Promise.all(userIds.slice(i, i + 20).map(async (userId) => {
      const { token } = await sessions.start(userId, undefined, { ip: '127.0.0.1' });
      return { userId, token };
    }))));
  }
  await analyzeSeeded(database.db);

  if (database.pool && process.env.BENCH_STATS_FILE) poolStats(database.pool, process.env.BENCH_STATS_FILE);
  await listenAndAnnounce(app, { testId: String(test.ID), learners: JSON.stringify(learners), database: database.kind });
} catch (e) {
  fail(e);
}
