#!/usr/bin/env node
// Playwright's webServer for the browser tests: builds the web app when apps/web/dist is missing or older
// than its sources, then starts the real server (PGlite) on E2E_PORT with a fresh temporary DATA_DIR, so
// every run starts from the seeded demo data. The data directory is removed when the server stops.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3210';
const PREFIX = 'erp-e2e-';

/** Newest modification time below `dir` (skipping node_modules and dist). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

/** One build at a time: several runs (other ports) may share this working tree. */
function withBuildLock(fn) {
  const lock = path.join(root, '.tmp/web-build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'owner.pid'), String(process.pid));
      break;
    } catch {
      let alive;
      try {
        process.kill(Number(readFileSync(path.join(lock, 'owner.pid'), 'utf8')), 0);
        alive = true;
      } catch {
        alive = false;
      }
      if (!alive) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
  try {
    fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function buildIfStale() {
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const inputs = ['src', 'public', 'index.html', 'landing.html', 'vite.config.ts', 'package.json']
    .map((p) => path.join(web, p))
    .concat([path.join(root, 'packages/contracts/src')]);
  const sourceTime = Math.max(...inputs.map(newest));
  const stale = !existsSync(built) || !existsSync(path.join(web, 'dist/landing.html')) || statSync(built).mtimeMs < sourceTime;
  if (!stale && process.env.E2E_FORCE_BUILD !== '1') {
    console.log('[e2e] apps/web/dist is up to date');
    return;
  }
  console.log('[e2e] building apps/web (dist missing or older than its sources)');
  const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('[e2e] web build failed');
    process.exit(res.status ?? 1);
  }
}

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

withBuildLock(buildIfStale);
removeStaleDataDirs();
const dataDir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
writeFileSync(path.join(dataDir, 'owner.pid'), String(process.pid));
// Serve a private copy of the build: the working tree is shared, and a rebuild of apps/web/dist during the
// run (by anyone) would delete the hashed chunks the open pages still load.
const webDist = path.join(dataDir, 'web');
cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
console.log(`[e2e] server on 127.0.0.1:${port}, DATA_DIR ${dataDir}`);

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
    // One test client logs in far more often than a person: the per-IP auth limits (30 and 50 a minute
    // by default) would turn later tests into 429s. The limits themselves are covered by the API tests.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOGIN_ATTEMPTS_PER_IP: '10000',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Production mode has no development key for ERP instance passwords: a fixed test key (not a secret) lets
    // the instances screen store and reveal them. Without a key the screen shows why it cannot.
    INSTANCE_ENCRYPTION_KEY: process.env.INSTANCE_ENCRYPTION_KEY ?? 'e2e0'.repeat(16),
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
