import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'contracts',
    maxWorkers,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
