/** The few logger methods the platform workers use; a pino/Fastify logger fits. */
export type WorkerLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/** A periodic background task. */
export type Job = {
  /** Unique name, used in logs and by `trigger`. */
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Run as soon as the runner starts instead of waiting one interval. */
  runAtStart?: boolean;
};

export type JobRunner = {
  add(job: Job): void;
  /** Starts every added job (and jobs added later). */
  start(): void;
  /** Runs a job now, or right after its current run when one is in progress. No-op when stopped. */
  trigger(name: string): void;
  /** Stops scheduling and resolves once every running tick has finished. */
  stop(): Promise<void>;
};

type JobState = {
  job: Job;
  timer: NodeJS.Timeout | null;
  current: Promise<void> | null;
  again: boolean;
};

/**
 * In-process runner: one timer per job, never two runs of the same job at once (the next run is scheduled
 * only after the previous one ends), errors are logged and the job keeps its schedule. Timers are unref'd so
 * a forgotten runner never keeps a process alive; the HTTP server does that.
 */
export function createJobRunner(opts: { log: WorkerLogger }): JobRunner {
  const jobs = new Map<string, JobState>();
  let started = false;

  function schedule(state: JobState, delayMs: number) {
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      tick(state);
    }, delayMs);
    state.timer.unref();
  }

  function tick(state: JobState) {
    if (state.current) {
      state.again = true;
      return;
    }
    state.current = (async () => {
      try {
        await state.job.run();
      } catch (err) {
        opts.log.error({ err, job: state.job.name }, 'background job failed');
      }
    })().finally(() => {
      state.current = null;
      const again = state.again;
      state.again = false;
      if (started) schedule(state, again ? 0 : state.job.intervalMs);
    });
  }

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is already added`);
      if (!(job.intervalMs > 0)) throw new Error(`job ${job.name}: intervalMs must be positive`);
      const state: JobState = { job, timer: null, current: null, again: false };
      jobs.set(job.name, state);
      if (started) schedule(state, job.runAtStart ? 0 : job.intervalMs);
    },
    start() {
      if (started) return;
      started = true;
      for (const state of jobs.values()) schedule(state, state.job.runAtStart ? 0 : state.job.intervalMs);
    },
    trigger(name) {
      const state = jobs.get(name);
      if (!state) throw new Error(`no job named ${name}`);
      if (!started) return;
      if (state.current) state.again = true;
      else schedule(state, 0);
    },
    async stop() {
      started = false;
      const running: Promise<void>[] = [];
      for (const state of jobs.values()) {
        if (state.timer) clearTimeout(state.timer);
        state.timer = null;
        state.again = false;
        if (state.current) running.push(state.current);
      }
      await Promise.all(running);
    },
  };
}
