import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests (DESIGN section 7): Debian's Chromium (never `npx playwright install`), the built web app
 * and the real server on a fixed port with a fresh data directory (e2e/start-server.mjs builds the app
 * first when apps/web/dist is missing or stale). `npx playwright test -c e2e/playwright.config.ts`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = !!process.env.CI;

// Playwright resolves a relative PLAYWRIGHT_JSON_OUTPUT_NAME against this file's folder; scripts/test.mjs
// (run from the repository root) reads the report from .tmp/playwright.json at the root.
const jsonOut = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
if (jsonOut && !path.isAbsolute(jsonOut)) process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = path.resolve(process.cwd(), jsonOut);

export default defineConfig({
  testDir: './tests',
  // One folder per port: two runs at once (other port via E2E_PORT) must not clear each other's traces.
  outputDir: `../test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Generous: the suite shares two cores with whatever else runs on the machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: CI ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      // Debian's old headless shell when installed (as npm test picks it), otherwise the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    env: { E2E_PORT: String(PORT) },
    // The web build, the server build and the demo seed of every module: minutes on a busy 2-core machine.
    timeout: 300_000,
    reuseExistingServer: !CI && process.env.E2E_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
