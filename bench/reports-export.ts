/**
 * npm run bench:reports-export [-- --runs 4] [--no-write]
 *
 * Issue 22, the full CSV export of the student progress report: every row of the 100,000-learner bench course
 * (`npm run bench:reports-data` first) through GET /api/reports/studentProgress/download?format=csv, as a director
 * downloads it, on the app of suite "reports" (bench/servers/reports.ts: compiled, production settings, PostgreSQL).
 * Measured: time to the first byte and to the last, bytes and rows received, and the server's resident memory sampled
 * from /proc every 50 ms (before / peak / after): a streamed export keeps it flat, one built in memory would grow
 * with the rows. Several runs in the same server: V8 lets its heap grow to the size it settles on over the first
 * runs (garbage not yet collected, not rows kept: heapUsed after a forced GC is the same after each export), then a
 * run adds nothing; a leak would add the same amount on every run.
 * Writes its section of docs/benchmarks.md unless --no-write.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PG_ADMIN_URL } from './lib/postgres.ts';
import { machine, writeSection } from './lib/report.ts';
import { startServer } from './lib/servers.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '4' },
    database: { type: 'string', default: process.env.BENCH_REPORTS_DATABASE ?? 'bench_reports' },
    'no-write': { type: 'boolean', default: false },
  },
});
const HEADING = '## Reports: a full CSV export of 100,000 rows (issue 22)';
const log = (m: string) => console.log(`[reports-export] ${m}`);

/** Resident set of a process in MB (Linux). */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return Number.NaN;
  }
}

type Run = { seconds: number; firstByteSeconds: number; bytes: number; rows: number; rssBefore: number; rssPeak: number; rssAfter: number; samples: number; cpuSeconds: number };

const url = new URL(PG_ADMIN_URL);
url.pathname = `/${args.database}`;
const server = await startServer({ key: 'reports-export', entry: 'reports.ts', compiled: true, env: { BENCH_DATABASE_URL: url.toString() }, startupTimeoutMs: 5 * 60_000 });
try {
  log(`server ready on port ${server.port} (pid ${server.pid})`);
  const path = `/api/reports/studentProgress/download?courseIds=${server.extra.courseId}&format=csv`;
  const expected = await (async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/reports/studentProgress?courseIds=${server.extra.courseId}&pageSize=1`, { headers: { authorization: `Bearer ${server.extra.token}` } });
    const body = (await res.json()) as { data?: { total?: number; totalCapped?: boolean } };
    return body.data?.totalCapped ? undefined : body.data?.total;
  })();
  // Let the started server settle (migrations, its first jobs) before the memory baseline.
  await new Promise((r) => setTimeout(r, 3000));

  const runs: Run[] = [];
  for (let i = 0; i < Number(args.runs); i++) {
    const samples: number[] = [];
    const rssBefore = rssMb(server.pid);
    const cpuBefore = server.cpuSeconds() ?? Number.NaN;
    const sampler = setInterval(() => samples.push(rssMb(server.pid)), 50);
    const t0 = performance.now();
    let firstByte = Number.NaN;
    let bytes = 0;
    let newlines = 0;
    await new Promise<void>((resolve, reject) => {
      http.get(`http://127.0.0.1:${server.port}${path}`, { agent: false, headers: { authorization: `Bearer ${server.extra.token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        res.on('data', (c: Buffer) => {
          if (bytes === 0) firstByte = performance.now();
          bytes += c.length;
          for (let j = c.indexOf(10); j !== -1; j = c.indexOf(10, j + 1)) newlines++;
        });
        res.on('end', resolve);
        res.on('error', reject);
      }).on('error', reject);
    });
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const cpuSeconds = (server.cpuSeconds() ?? Number.NaN) - cpuBefore;
    await new Promise((r) => setTimeout(r, 1000));
    const run: Run = {
      seconds, firstByteSeconds: (firstByte - t0) / 1000, bytes, rows: newlines - 1, rssBefore,
      rssPeak: Math.max(rssBefore, ...samples.filter((x) => !Number.isNaN(x))), rssAfter: rssMb(server.pid), samples: samples.length, cpuSeconds,
    };
    runs.push(run);
    log(`run ${i + 1}: ${run.rows} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s (first byte ${run.firstByteSeconds.toFixed(2)} s, server CPU ${cpuSeconds.toFixed(2)} s); server RSS ${rssBefore.toFixed(1)} -> peak ${run.rssPeak.toFixed(1)} -> ${run.rssAfter.toFixed(1)} MB (${samples.length} samples)`);
    if (expected !== undefined && run.rows !== expected) {
      log(`expected ${expected} rows (the report's count), received ${run.rows}`);
      process.exitCode = 1;
    }
  }
  const load = os.loadavg()[0]!;

  if (!args['no-write']) {
    const m = machine();
    const f = (x: number) => x.toFixed(1);
    const section = [
      HEADING,
      '',
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, ${m.os}, load average ${load.toFixed(2)} (other work on the machine: indicative figures). \`npm run bench:reports-export\`.`,
      '',
      '| run | rows | MB | first byte | total | rows/s | server CPU | server RSS before / peak / after |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...runs.map((r, i) => `| ${i + 1} | ${r.rows} | ${f(r.bytes / 1024 / 1024)} | ${r.firstByteSeconds.toFixed(2)} s | ${r.seconds.toFixed(2)} s | ${Math.round(r.rows / r.seconds)} | ${r.cpuSeconds.toFixed(2)} s | ${f(r.rssBefore)} / ${f(r.rssPeak)} / ${f(r.rssAfter)} MB |`),
      '',
      'GET /api/reports/studentProgress/download?format=csv of the bench course (every generated learner, 10 lessons each) as an Admin, on the app of suite "reports" (compiled, PostgreSQL `bench_reports`). The rows are read through a server-side cursor 500 at a time in a read-only transaction, each batch completed with the test figures and written to the response before the next FETCH (back-pressure): memory is sampled every 50 ms from /proc. Read the last runs: over the first ones V8 grows its heap to the size it settles on (garbage not yet collected: with --expose-gc, heapUsed after a full GC is the same after each export), then an export adds nothing; a leak, or an export built in memory, would add as much on every run.',
      '',
    ].join('\n');
    writeSection(fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url)), HEADING, section);
    log('docs/benchmarks.md updated');
  }
} finally {
  await server.stop();
}
