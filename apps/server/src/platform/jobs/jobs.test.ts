import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/harness.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createOutboxMailer } from '../mail/mailer.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { createJobs, cronFor, DEAD_LETTER_QUEUE, type Jobs, type WorkerLogger } from './jobs.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(50);
  }
}

/** A logger that keeps every line with the bindings of its child loggers. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const make = (bindings: object): WorkerLogger => ({
    info: (obj, msg) => void lines.push({ ...bindings, ...obj, level: 'info', msg }),
    warn: (obj, msg) => void lines.push({ ...bindings, ...obj, level: 'warn', msg }),
    error: (obj, msg) => void lines.push({ ...bindings, ...obj, level: 'error', msg }),
    child: (more) => make({ ...bindings, ...more }),
  });
  return { log: make({}), lines };
}

describe('job queue', () => {
  let database: Database;
  const running: Jobs[] = [];
  const jobsOn = (o: { runWorkers?: boolean; log?: WorkerLogger } = {}) => {
    const jobs = createJobs({ database, log: o.log ?? memoryLog().log, runWorkers: o.runWorkers ?? true, pollingIntervalSeconds: 0.5, stopTimeoutSeconds: 1 });
    running.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const jobs of running.splice(0)) await jobs.stop();
  });
  afterAll(async () => {
    await database.close();
  });

  it('should run a job scheduled for later then and not before, with the request id in its data and log lines', async () => {
    const { log, lines } = memoryLog();
    const jobs = jobsOn({ log });
    const runs: { at: number; data: object; requestId?: string }[] = [];
    jobs.define<{ n: number }>('later', async (data, ctx) => {
      runs.push({ at: Date.now(), data, ...(ctx.requestId ? { requestId: ctx.requestId } : {}) });
      ctx.log.info({}, 'later ran');
    });
    await jobs.start();
    const due = Date.now() + 1500;
    expect(await jobs.send('later', { n: 1 }, { startAfter: new Date(due), requestId: 'req-abc-123' })).toEqual(expect.any(String));
    await sleep(1000);
    expect(runs).toHaveLength(0);
    await until(() => runs.length === 1);
    expect(runs[0]!.at).toBeGreaterThanOrEqual(due - 100);
    expect(runs[0]!.data).toEqual({ n: 1 });
    expect(runs[0]!.requestId).toBe('req-abc-123');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'later ran', job: 'later', requestId: 'req-abc-123', jobId: expect.any(String) }));
  });

  it('should retry a failing job with back-off and put it in the dead-letter queue after its retry limit', async () => {
    const jobs = jobsOn();
    const attempts: number[] = [];
    jobs.define('flaky', async () => {
      attempts.push(Date.now());
      throw new Error('boom');
    }, { retryLimit: 2, retryDelay: 1, retryBackoff: true });
    await jobs.start();
    const id = await jobs.send('flaky', { marker: 'm1' });
    const dead = async () => (await jobs.boss.findJobs(DEAD_LETTER_QUEUE, { data: { marker: 'm1' } })).length > 0;
    await until(dead, 15_000);
    expect(attempts).toHaveLength(3);
    const [a, b, c] = attempts as [number, number, number];
    // retry n waits retryDelay * 2^n/2 .. 2^n: 1-2 s, then 2-4 s
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1900);
    const [original] = await jobs.boss.findJobs('flaky', { id: id! });
    expect(original).toMatchObject({ state: 'failed', retryCount: 2 });
  });

  it('should keep pending jobs across a restart: a new instance on the same database runs them', async () => {
    const first = jobsOn();
    let firstRuns = 0;
    first.define('durable', async () => void firstRuns++);
    await first.start();
    await first.send('durable', { k: 1 }, { startAfter: 1 });
    await first.stop();

    const second = jobsOn();
    const seen: object[] = [];
    second.define('durable', async (data) => void seen.push(data));
    await second.start();
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ k: 1 }]);
    expect(firstRuns).toBe(0);
  });

  it('should drop a send while a job of the same singleton key waits, and keep sends without a key apart', async () => {
    const jobs = jobsOn({ runWorkers: false });
    jobs.define('once', async () => {});
    await jobs.start();
    expect(await jobs.send('once', {}, { singletonKey: 'user-7', startAfter: 60 })).toEqual(expect.any(String));
    expect(await jobs.send('once', {}, { singletonKey: 'user-7', startAfter: 60 })).toBeNull();
    expect(await jobs.send('once', {}, { singletonKey: 'user-8', startAfter: 60 })).toEqual(expect.any(String));
    expect(await jobs.send('once', {}, { startAfter: 60 })).toEqual(expect.any(String));
    expect(await jobs.send('once', {}, { startAfter: 60 })).toEqual(expect.any(String));
    expect(await jobs.boss.findJobs('once', { queued: true })).toHaveLength(4);
    await expect(jobs.send('unknown', {})).rejects.toThrow(/no job/);
  });

  it('should run a periodic job at its cadence, one run at a time, with a cron schedule keyed by its name', async () => {
    const jobs = jobsOn();
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    jobs.every({
      name: 'tick',
      intervalMs: 300,
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await sleep(50);
        active--;
        runs++;
      },
    });
    await jobs.start();
    await until(() => runs >= 3);
    expect(maxActive).toBe(1);
    expect(await jobs.boss.getSchedules('tick')).toEqual([expect.objectContaining({ name: 'tick', cron: '* * * * *' })]);
    expect(cronFor(3600_000)).toBe('0 * * * *');
    expect(cronFor(5 * 60_000)).toBe('*/5 * * * *');
    expect(() => cronFor(7 * 60_000)).toThrow();
  });
});

describe('worker process', () => {
  const serverDir = fileURLToPath(new URL('../../../', import.meta.url));

  it('should deliver outbox mail without listening on HTTP, and stop on SIGTERM', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'worker-'));
    // On PostgreSQL the worker gets the per-file database; on PGlite a data folder of its own (one process per folder).
    const shared = process.env.TEST_DATABASE_URL ? await openTestDatabase() : null;
    const template = inject('dbTemplate');
    const seed =
      shared ?? (await openDatabase({ dataDir: path.join(dataDir, 'pg'), ...(template.kind === 'pglite' ? { loadDataDir: new Blob([readFileSync(template.file)]) } : {}) }));
    await runMigrations(seed);
    await createOutboxMailer(seed.db).enqueue({ to: 'a@example.com', subject: 'Worker check', text: 'hello', idempotencyKey: 'worker-check' });
    if (!shared) await seed.close();

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'development', ...(shared?.url ? { DATABASE_URL: shared.url } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // Loading the whole server through tsx takes a while on a busy machine.
      await until(() => out.includes('worker ready') || child.exitCode !== null, 60_000);
      expect(out).toContain('worker ready');
      await until(() => out.includes('Worker check') || child.exitCode !== null, 10_000);
      expect(out).toContain('Worker check');
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    if (shared) {
      const [row] = await shared.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, 'worker-check'));
      expect(row!.status).toBe('logged');
      await shared.close();
    }
  }, 90_000);
});
