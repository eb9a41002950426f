#!/usr/bin/env node
// Playwright's webServer for the browser tests: builds the web app and the server when missing or older
// than their sources, then starts the real compiled server (PGlite) on E2E_PORT with a fresh temporary DATA_DIR, so
// every run starts from the seeded demo data. The data directory is removed when the server stops.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { buildIfStale, root } from '../scripts/build-if-stale.mjs';
import { mailDirFor, startMailCatcher } from './mail-catcher.mjs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const PREFIX = 'erp-e2e-';

/** Data directories of earlier runs whose server is gone (a SIGKILLed run cannot clean up after itself). */
function removeStaleDataDirs() {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(tmp, name);
    let alive;
    try {
      const pid = Number(readFileSync(path.join(dir, 'owner.pid'), 'utf8'));
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) rmSync(dir, { recursive: true, force: true });
  }
}

buildIfStale(['web', 'server'], { force: process.env.E2E_FORCE_BUILD === '1', log: (m) => console.log(`[e2e] ${m}`) });
removeStaleDataDirs();
const dataDir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
writeFileSync(path.join(dataDir, 'owner.pid'), String(process.pid));
// Serve a private copy of the build: the working tree is shared, and a rebuild of apps/web/dist during the
// run (by anyone) would delete the hashed chunks the open pages still load.
const webDist = path.join(dataDir, 'web');
cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
// Mail goes over SMTP to a local catcher; tests read the messages (verification links) from its folder.
const mailDir = mailDirFor(root, port);
const mailCatcher = await startMailCatcher(mailDir);
console.log(`[e2e] server on 127.0.0.1:${port}, DATA_DIR ${dataDir}, mail in ${mailDir}`);

const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SMTP_URL: mailCatcher.url,
    // One test client logs in far more often than a person: the per-IP auth limits (30 and 50 a minute
    // by default) would turn later tests into 429s. The limits themselves are covered by the API tests.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOGIN_ATTEMPTS_PER_IP: '10000',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Production mode has no development key for ERP instance passwords: a fixed test key (not a secret) lets
    // the instances screen store and reveal them. Without a key the screen shows why it cannot.
    INSTANCE_ENCRYPTION_KEY: process.env.INSTANCE_ENCRYPTION_KEY ?? 'e2e0'.repeat(16),
    // Production requires the badge signing key: a fixed test key (not a secret; badges of the e2e run are thrown away).
    BADGE_SIGNING_KEY: process.env.BADGE_SIGNING_KEY ?? '{"publicKeyMultibase":"z6Mks5abhR4sLVpGg1oYWD8GFwiNViBgZqeZP2531EmDeW8Y","secretKeyMultibase":"zruzwSZKb5NVLuQkDsR65wqEUqkVzucRBN7thvex7UrALTPLmfJxF2LppyfW55R27HSY12v5jRwGYMKJFqGB4JEK9TE"}',
    // The demo logins of the browser tests sign in with a password only; two-factor.spec.ts turns it on for its own user.
    TWO_FACTOR_REQUIRED_ROLES: '',
    // Production refuses the built-in test payment provider unless enabled: the browser tests buy through it.
    PAYMENTS_TEST_PROVIDER: 'true',
  },
});

let stopping = false;
function cleanup() {
  rmSync(dataDir, { recursive: true, force: true });
}
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill(signal);
  setTimeout(() => {
    child.kill('SIGKILL');
    cleanup();
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
