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
    // Same base as the app (vite base), so the router basename is /app in tests too.
    env: { BASE_URL: '/app/' },
  },
});
