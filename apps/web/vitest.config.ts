import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  test: {
    name: 'web',
    maxWorkers,
    // jsdom, through a small wrapper that resolves it from this workspace (see the file).
    environment: './src/test/jsdom-environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The default 5 s is shorter than the waits inside some tests (the rich-text editor's lazy chunk is awaited for
    // up to 5 s): on CI's two cores, shared by three workers, such a test failed by the clock, not by its checks.
    testTimeout: 30_000,
    // Same base as the app (vite base), so the router basename is /app in tests too.
    env: { BASE_URL: '/app/' },
  },
});
