/** Starts bench servers as child processes (stdout to /dev/null, stderr kept for errors) and stops them. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { ReadyMessage } from '../servers/ready.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type RunningServer = {
  key: string;
  port: number;
  pid: number;
  /** Values the server announced, e.g. a bearer token. */
  extra: Record<string, string>;
  /** CPU seconds (user + system) the process has used so far; undefined off Linux. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
};

export type StartOptions = {
  key: string;
  /** Entry file relative to bench/servers, e.g. 'bare.ts'. */
  entry: string;
  env?: Record<string, string>;
  startupTimeoutMs?: number;
  /**
   * Run the entry compiled to plain JavaScript as `npm run build` compiles the server (esbuild, no name-keeping
   * wrappers): what production runs, and the default. `false` runs it through the tsx loader, whose transform
   * wraps every named closure (the forum's topic page cost 12 ms of CPU a request that way).
   */
  compiled?: boolean;
};

// Beside the server's own bundle: apps/server/src/paths.ts finds migrations and seed assets one level up from it.
const compiledDir = path.join(repoRoot, 'apps/server/dist');
const builds = new Map<string, Promise<string>>();

/** Compiles a bench server entry (and the app it imports) like apps/server/scripts/build.mjs; the output file. */
export function compiledEntry(entry: string): Promise<string> {
  let done = builds.get(entry);
  if (!done) {
    const outfile = path.join(compiledDir, `bench-${entry.replace(/\.ts$/, '.mjs')}`);
    done = build({
      entryPoints: [fileURLToPath(new URL(`../servers/${entry}`, import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      keepNames: false,
      sourcemap: true,
      logLevel: 'warning',
      plugins: [{
        name: 'npm-packages-external',
        setup(b) {
          // The workspace's contracts are TypeScript sources (bundled); every other bare import is an npm package.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { path: args.path, external: true }));
        },
      }],
    }).then(() => outfile);
    builds.set(entry, done);
  }
  return done;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

function procCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses and may contain spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime
  } catch {
    return undefined;
  }
}

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  // BENCH_NODE_ARGS: extra Node flags for the servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/bench-prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const script = (opts.compiled ?? true)
    ? ['--enable-source-maps', await compiledEntry(opts.entry)]
    : ['--import', 'tsx', fileURLToPath(new URL(`../servers/${opts.entry}`, import.meta.url))];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...script], {
    cwd: repoRoot,
    env: { ...process.env, ...opts.env },
    // stdout (the pino log stream) goes to /dev/null; stderr is kept for diagnostics.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${opts.key}: not ready after ${opts.startupTimeoutMs ?? 90_000} ms\n${stderr}`));
    }, opts.startupTimeoutMs ?? 90_000);
    child.on('message', (m: ReadyMessage | { type: 'error'; message: string }) => {
      if (m.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`${opts.key}: ${m.message}`));
      } else if (m.type === 'ready') {
        clearTimeout(timer);
        resolve({ key: opts.key, port: m.port, pid: m.pid, extra: m.extra, cpuSeconds: () => procCpuSeconds(m.pid), stop });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${opts.key}: exited (${code ?? signal}) before it was ready\n${stderr}`));
    });
  });
}
