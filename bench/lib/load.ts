/** One measurement: autocannon warm-up (discarded), then the measured run, plus the server's CPU use. */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import type { RunningServer } from './servers.ts';
import type { RequestSpec } from './types.ts';

export type LoadOptions = { connections: number; warmupSeconds: number; durationSeconds: number };

export type Measurement = {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Total requests in the measured window. */
  requests: number;
  non2xx: number;
  errors: number;
  /** Server process CPU over the measured window, in % of one core (100 = one core saturated). */
  serverCpu?: number;
  /** Server CPU time per request, in microseconds. */
  cpuPerRequestUs?: number;
  /** Whole machine (all processes: client, servers, database) busy over the window, in % of all cores. */
  machineCpu?: number;
  /** The load generator (this process) CPU over the window, in % of one core. */
  clientCpu?: number;
};

/** [busy, total] jiffies of all cores from /proc/stat; undefined off Linux. */
export function machineTicks(): [number, number] | undefined {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3]! + (f[4] ?? 0);
    const total = f.reduce((a, b) => a + b, 0);
    return [total - idle, total];
  } catch {
    return undefined;
  }
}

async function fire(url: string, headers: Record<string, string>, connections: number, duration: number, next?: () => RequestSpec) {
  // Each request from the generator (its method, path, headers and body), or the same request every time.
  const requests = next ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...next() }) as autocannon.Request }] : undefined;
  return autocannon({ url, headers, connections, duration, timeout: 10, ...(requests ? { requests } : {}) });
}

export async function measure(
  server: RunningServer, path: string, headers: Record<string, string>, opts: LoadOptions, next?: () => RequestSpec,
): Promise<Measurement> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  if (opts.warmupSeconds > 0) await fire(url, headers, opts.connections, opts.warmupSeconds, next);
  const cpuBefore = server.cpuSeconds();
  const machineBefore = machineTicks();
  const clientBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const r = await fire(url, headers, opts.connections, opts.durationSeconds, next);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = server.cpuSeconds();
  const machineAfter = machineTicks();
  const client = process.cpuUsage(clientBefore);
  const serverCpuSeconds = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    serverCpu: serverCpuSeconds !== undefined ? (serverCpuSeconds / elapsed) * 100 : undefined,
    cpuPerRequestUs: serverCpuSeconds !== undefined && r.requests.total > 0 ? (serverCpuSeconds / r.requests.total) * 1e6 : undefined,
    clientCpu: ((client.user + client.system) / 1e6 / elapsed) * 100,
    machineCpu:
      machineBefore && machineAfter ? ((machineAfter[0] - machineBefore[0]) / (machineAfter[1] - machineBefore[1])) * 100 : undefined,
  };
}
