import { randomUUID } from 'node:crypto';
import { PgBoss, fromPglite, type Job as BossJob, type Queue } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** The few logger methods the platform workers use; a pino/Fastify logger fits. */
export type WorkerLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child?(bindings: object): WorkerLogger;
};

/** A periodic background task (mail delivery tick, overdue attempt closing, ...). */
export type PeriodicJob = {
  /** Unique name: the queue's name, in logs too. */
  name: string;
  /** Pause between the end of one run and the start of the next (under a minute), or the cron period (whole minutes/hours). */
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Run as soon as the workers start instead of waiting one interval. */
  runAtStart?: boolean;
};

/** What a handler gets beside its data. */
export type JobContext = {
  jobId: string;
  /** The id of the HTTP request that enqueued the job, when one did. */
  requestId?: string;
  retryCount: number;
  /** Bound to the job's name, id and request id. */
  log: WorkerLogger;
};

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<unknown>;

export type RetryOptions = {
  /** Retries after the first failure before the job goes to the dead-letter queue (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (whole seconds, default 30). */
  retryDelay?: number;
  /** Doubles the delay with every retry, with jitter (default true). */
  retryBackoff?: boolean;
  /** How long a run may take before it counts as failed (seconds, default 15 minutes). */
  expireInSeconds?: number;
};

export type SendOptions = Omit<RetryOptions, 'expireInSeconds'> & {
  /** A Date, an ISO string, or seconds from now. */
  startAfter?: Date | string | number;
  /** At most one waiting and one running job per key; a send while one waits is dropped (returns null). */
  singletonKey?: string;
  /** The enqueuing request's id (`actor.requestId`), carried into the job's data and the worker's log lines. */
  requestId?: string;
};

export type Jobs = {
  /** Declares a job and its handler; the handler runs only in processes that run workers. Call before start(). */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: RetryOptions): void;
  /** A periodic task: a cron schedule with a singleton key (plus a self-renewing chain below a minute). Call before start(). */
  every(job: PeriodicJob): void;
  /** Enqueues a job of a defined name; returns its id, or null when a job of the same singleton key already waits. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Creates the schema and queues (idempotent), then, with workers, the schedules and the workers. */
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs (up to the timeout), then closes pg-boss's connections. */
  stop(): Promise<void>;
  /** The queue underneath (tests, operations). */
  readonly boss: PgBoss;
};

/** Where a job goes after its last retry: one queue for all, each copy names its source (`sourceName`). */
export const DEAD_LETTER_QUEUE = 'dead-letter';
const SCHEMA = 'pgboss';

export type JobsOptions = {
  database: Database;
  log: WorkerLogger;
  /** Whether this process runs handlers, schedules and maintenance (an API-only instance only sends). */
  runWorkers: boolean;
  /** Seconds between fetches of an idle worker (default 2; tests use 0.5, the minimum). */
  pollingIntervalSeconds?: number;
  /** Seconds stop() waits for running jobs (default 10, within main.ts's 15 s shutdown budget). */
  stopTimeoutSeconds?: number;
  /** Name in pg-boss's instance registry (api, worker). */
  instanceName?: string;
};

/** A cron expression for a period of whole minutes (dividing an hour) or whole hours (dividing a day). */
export function cronFor(intervalMs: number): string {
  const minutes = intervalMs / 60_000;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && 24 % hours === 0) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  throw new Error(`no cron expression for an interval of ${intervalMs} ms`);
}

/**
 * The job queue: pg-boss on the application's database (PGlite through its adapter, or PostgreSQL), in the
 * `pgboss` schema. Jobs survive restarts, run at a given time, retry with back-off and end in the dead-letter
 * queue; any number of processes may work the same queues. Every queue is `stately` (one waiting and one running
 * job per singleton key); a send without a key gets a unique one, so it is never merged with another.
 */
export function createJobs(opts: JobsOptions): Jobs {
  const { database, log, runWorkers } = opts;
  const polling = opts.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    schema: SCHEMA,
    ...(database.kind === 'pglite'
      ? { db: fromPglite(database.pglite!), backend: 'pglite' as const }
      : { connectionString: database.url!, max: 4, application_name: 'jobs' }),
    supervise: runWorkers,
    schedule: runWorkers,
    instanceName: opts.instanceName ?? (runWorkers ? 'worker' : 'api'),
    // PGlite's clock is the process's: no skew to watch. On PostgreSQL the default hourly check stays.
    ...(database.kind === 'pglite' ? { clockMonitorIntervalSeconds: 600 } : {}),
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (w) => log.warn({ warning: w }, 'job queue warning'));

  type Definition = { handler: JobHandler<object>; queue: Omit<Queue, 'name'>; schedule?: { cron: string; sendAtStart: boolean } };
  const definitions = new Map<string, Definition>();
  let started = false;

  function queueOptions(o: RetryOptions = {}): Omit<Queue, 'name'> {
    return {
      policy: 'stately',
      retryLimit: o.retryLimit ?? 3,
      retryDelay: o.retryDelay ?? 30,
      retryBackoff: o.retryBackoff ?? true,
      expireInSeconds: o.expireInSeconds ?? 15 * 60,
    };
  }

  function define<T extends object>(name: string, handler: JobHandler<T>, options?: RetryOptions) {
    if (started) throw new Error(`job ${name}: define jobs before start()`);
    if (definitions.has(name)) throw new Error(`job ${name} is already defined`);
    definitions.set(name, { handler: handler as JobHandler<object>, queue: { ...queueOptions(options), deadLetter: DEAD_LETTER_QUEUE } });
  }

  async function send<T extends object>(name: string, data: T, options: SendOptions = {}) {
    if (!definitions.has(name)) throw new Error(`no job ${name} is defined`);
    const { requestId, singletonKey, ...rest } = options;
    return boss.send(name, { ...data, ...(requestId ? { requestId } : {}) }, { ...rest, singletonKey: singletonKey ?? randomUUID() });
  }

  async function handle(name: string, def: Definition, job: BossJob<Record<string, unknown>>) {
    const { requestId, ...data } = job.data ?? {};
    const bindings = { job: name, jobId: job.id, ...(typeof requestId === 'string' ? { requestId } : {}) };
    const jobLog = log.child ? log.child(bindings) : log;
    const startedAt = Date.now();
    try {
      const result = await def.handler(data, { jobId: job.id, retryCount: job.retryCount, log: jobLog, ...(typeof requestId === 'string' ? { requestId } : {}) });
      if (!def.schedule) jobLog.info({ ms: Date.now() - startedAt }, 'job done');
      return result;
    } catch (err) {
      jobLog.error({ err, retryCount: job.retryCount }, 'job failed');
      throw err;
    }
  }

  return {
    boss,
    define,
    send,
    every(job) {
      const subMinute = job.intervalMs < 60_000;
      const cron = subMinute ? '* * * * *' : cronFor(job.intervalMs);
      const handler: JobHandler<object> = async () => {
        try {
          return await job.run();
        } finally {
          // Below a minute the run itself books the next one (stately: at most one waits); the minute cron only
          // restarts the chain should a booking ever be lost.
          if (subMinute && started) await send(job.name, {}, { singletonKey: job.name, startAfter: new Date(Date.now() + job.intervalMs) }).catch((err) => log.error({ err, job: job.name }, 'could not book the next run'));
        }
      };
      if (started) throw new Error(`job ${job.name}: define jobs before start()`);
      if (definitions.has(job.name)) throw new Error(`job ${job.name} is already defined`);
      // A failed tick is logged and the next tick comes anyway: no retries, no dead letters. A run stuck for 5
      // minutes (its process died) counts as failed, so the next one is not held back longer.
      definitions.set(job.name, {
        handler,
        queue: queueOptions({ retryLimit: 0, expireInSeconds: 5 * 60 }),
        schedule: { cron, sendAtStart: subMinute || job.runAtStart === true },
      });
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 24 * 3600 }).catch(ignoreExists);
      for (const [name, def] of definitions) {
        await boss.createQueue(name, def.queue).catch(ignoreExists);
        // Settings changed in code reach an existing queue too (policy and dead letter are fixed at creation).
        const { policy: _policy, ...update } = def.queue;
        await boss.updateQueue(name, update);
      }
      if (!runWorkers) return;
      for (const [name, def] of definitions) {
        await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: polling }, ([job]) => handle(name, def, job!));
        if (def.schedule) {
          await boss.schedule(name, def.schedule.cron, {}, { singletonKey: name });
          if (def.schedule.sendAtStart) await send(name, {}, { singletonKey: name });
        }
      }
      log.info({ queues: [...definitions.keys()] }, 'job workers ready');
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: (opts.stopTimeoutSeconds ?? 10) * 1000, close: true });
    },
  };
}

function ignoreExists(err: unknown) {
  if (!/already exists/i.test((err as Error)?.message ?? '')) throw err;
}
