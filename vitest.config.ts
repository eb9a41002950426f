import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One run for the whole monorepo; each folder has its own config (name, environment, setup). */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // One worker more than cores: a file waits part of its time (timers, sockets, child processes, PostgreSQL), and
    // with one worker per core the 2-core machines sat 30-45% idle. Measured on 2 cores, the whole PGlite run:
    // 658 s with 2 workers, 448 s with 3 (no idle time left, so a fourth would only thrash).
    maxWorkers: availableParallelism() + 1,
  },
});
