import { defineConfig } from 'vitest/config';

/**
 * One run for the whole monorepo; each folder has its own config (name, environment, setup, and `maxWorkers` from
 * vitest.workers.ts: vitest takes it from the project, not from here).
 */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
