// Builds the web app and the server only when their output is missing or older than their sources, one build
// at a time (several runs, e.g. browser tests on other ports, may share this working tree). Used by
// `npm start` (scripts/start.mjs) and the browser tests' server (e2e/start-server.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time below `p` (skipping node_modules, dist and dot folders). */
export function newest(p) {
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

function withBuildLock(fn) {
  const lock = path.join(root, '.tmp/build.lock');
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
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const contracts = path.join(root, 'packages/contracts/src');
const targets = {
  web: {
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/landing.html'],
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/landing.html', 'apps/web/vite.config.ts', 'apps/web/package.json'],
  },
  server: {
    outputs: ['apps/server/dist/main.js', 'apps/server/dist/worker.js', 'apps/server/dist/backup-cli.js'],
    inputs: ['apps/server/src', 'apps/server/scripts/build.mjs', 'apps/server/package.json'],
  },
};

/** Whether a target's output is missing or older than its sources (or a build is forced). */
export function isStale(name, force = false) {
  const t = targets[name];
  const outputs = t.outputs.map((o) => path.join(root, o));
  if (force || outputs.some((o) => !existsSync(o))) return true;
  const sourceTime = Math.max(...t.inputs.map((i) => newest(path.join(root, i))), newest(contracts));
  return Math.min(...outputs.map((o) => statSync(o).mtimeMs)) < sourceTime;
}

/** Builds each named target that is stale; exits the process when a build fails. */
export function buildIfStale(names, { force = false, log = (m) => console.log(m) } = {}) {
  withBuildLock(() => {
    for (const name of names) {
      if (!isStale(name, force)) {
        log(`apps/${name} build is up to date`);
        continue;
      }
      log(`building apps/${name} (missing or older than its sources)`);
      const res = spawnSync('npm', ['run', 'build', '-w', `apps/${name}`], { cwd: root, stdio: 'inherit' });
      if (res.status !== 0) {
        console.error(`apps/${name} build failed`);
        process.exit(res.status ?? 1);
      }
    }
  });
}
