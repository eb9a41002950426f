import { availableParallelism } from 'node:os';

/**
 * Test files run side by side: one worker more than cores, set in each project's config (vitest reads `maxWorkers`
 * per project; the root config's value did not reach them, so every project ran on its default, cores - 1: a single
 * worker on the 2-core machines, which sat 30-45% idle). A file waits part of its time (timers, sockets, child
 * processes, PostgreSQL), hence one more than cores. Clean CI runs on 2 cores: the PGlite run 633 s on one worker,
 * 483 s on three (no idle time left); the PostgreSQL run 503 s and 312 s.
 */
export const maxWorkers = availableParallelism() + 1;
