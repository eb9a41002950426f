import { defineConfig } from 'vitest/config';

/** One run for the whole monorepo; each folder has its own config (name, environment, setup). */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // The machines have 2 cores; PGlite files and jsdom files are CPU-bound, more workers only thrash.
    maxWorkers: 2,
  },
});
