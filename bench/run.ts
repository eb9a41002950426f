/**
 * npm run bench [-- --suite platform] [--only id,id] [--duration 10] [--warmup 2] [--connections 50] [--no-write]
 *
 * Runs each suite: prepares and starts its servers (child processes, side by side, one port each), measures its
 * scenarios one after another with autocannon, prints req/s, p50/p99 and ratios, judges the budgets, and
 * replaces the suite's section in docs/benchmarks.md (not with --only / --no-write). Budgets are a report:
 * the exit code is 0 whatever they say, 1 only when a scenario could not be measured.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { measure, type LoadOptions } from './lib/load.ts';
import { budgetRows, machine, markdownSection, rows, tableHeader, textTable, writeSection } from './lib/report.ts';
import { startServer, type RunningServer } from './lib/servers.ts';
import type { Results, Suite } from './lib/types.ts';
import { suites } from './suites/index.ts';

const { values: args } = parseArgs({
  options: {
    suite: { type: 'string' },
    only: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'no-write': { type: 'boolean', default: false },
  },
});

const load: LoadOptions = {
  connections: Number(args.connections),
  warmupSeconds: Number(args.warmup),
  durationSeconds: Number(args.duration),
};
const only = args.only ? new Set(args.only.split(',')) : undefined;
const chosen = args.suite ? suites.filter((s) => args.suite!.split(',').includes(s.name)) : suites.filter((s) => !s.optional);
const docFile = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

const log = (msg: string) => console.log(`[bench] ${msg}`);
const cleanups: (() => Promise<void>)[] = [];

// Bound the whole run: whatever hangs, everything stops by itself.
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MS ?? 8 * 60_000);
const watchdog = setTimeout(() => {
  console.error(`[bench] still running after ${WATCHDOG_MS / 1000} s, stopping`);
  void Promise.allSettled(cleanups.map((c) => c())).finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');

async function runSuite(suite: Suite): Promise<boolean> {
  const suiteLoad = { ...load, connections: suite.connections ?? load.connections };
  const loadBefore = loadAverage();
  const scenarios = suite.scenarios.filter((s) => !only || only.has(s.id) || s.id === suite.baseline);
  const needed = suite.servers.filter((spec) => scenarios.some((s) => s.server === spec.key));
  log(`suite ${suite.name}: starting ${needed.map((s) => s.key).join(', ')}`);

  const started = new Map<string, RunningServer>();
  const failed = new Map<string, string>();
  await Promise.all(
    needed.map(async (spec) => {
      try {
        const prepared = spec.prepare ? await spec.prepare() : { env: {} };
        if (prepared.cleanup) cleanups.push(prepared.cleanup);
        const server = await startServer({ key: spec.key, entry: spec.entry, env: prepared.env, compiled: spec.compiled, startupTimeoutMs: spec.startupTimeoutMs });
        cleanups.unshift(server.stop); // servers stop before their folders are removed
        started.set(spec.key, server);
        log(`  ${spec.key} ready on 127.0.0.1:${server.port} (pid ${server.pid})`);
      } catch (e) {
        failed.set(spec.key, (e as Error).message);
        log(`  ${spec.key} FAILED: ${(e as Error).message}`);
      }
    }),
  );

  const results: Results = new Map();
  for (const scenario of scenarios) {
    const server = started.get(scenario.server);
    if (!server) {
      results.set(scenario.id, { scenario, error: `server ${scenario.server} did not start: ${failed.get(scenario.server)}` });
      continue;
    }
    const headers = scenario.headers?.(server) ?? {};
    const target = typeof scenario.path === 'function' ? scenario.path(server) : scenario.path;
    const next = scenario.requests?.(server, started);
    try {
      const probe = next?.() ?? { method: 'GET', path: target, headers };
      const res = await fetch(`http://127.0.0.1:${server.port}${probe.path}`, { method: probe.method, headers: probe.headers, body: probe.body });
      const body = await res.json().catch(() => undefined);
      const problem = scenario.check?.(res.status, body);
      if (problem) throw new Error(`probe: ${problem}`);
      log(`${scenario.id}: ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s, ${suiteLoad.connections} connections (load average ${loadAverage()})`);
      const measurement = await measure(server, target, headers, suiteLoad, next);
      results.set(scenario.id, { scenario, measurement });
    } catch (e) {
      results.set(scenario.id, { scenario, error: (e as Error).message });
    }
  }
  for (const r of results.values()) {
    const base = results.get(r.scenario.ratioTo ?? suite.baseline)?.measurement;
    if (r.measurement && base) r.ratio = r.measurement.reqPerSec / base.reqPerSec;
  }

  const m = { ...machine(), loadBefore, loadAfter: loadAverage() };
  console.log(`\n${suite.heading.replace(/^#+\s*/, '')}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}\n`);
  console.log(textTable(tableHeader, rows({ ...suite, scenarios }, results)));
  console.log('');
  for (const t of suite.tables?.(results) ?? []) console.log(`${textTable(t.header, t.rows)}\n`);
  console.log(`load average (1, 5, 15 min): ${m.loadBefore} before, ${m.loadAfter} after\n`);
  const budgets = budgetRows(suite.budgets, results);
  for (const b of budgets) console.log(`${b.verdict.padEnd(4)}  ${b.label}: ${b.value}`);
  console.log('');

  const complete = scenarios.length === suite.scenarios.length;
  if (args['no-write'] || !complete) {
    log(`docs/benchmarks.md not written (${args['no-write'] ? '--no-write' : '--only'})`);
  } else {
    writeSection(docFile, suite.heading, markdownSection(suite, results, m, suiteLoad, new Date()));
    log(`wrote "${suite.heading}" in docs/benchmarks.md`);
  }

  while (cleanups.length) await cleanups.shift()!().catch(() => {});
  return [...results.values()].every((r) => !r.error);
}

let ok = true;
try {
  for (const suite of chosen) ok = (await runSuite(suite)) && ok;
} catch (e) {
  console.error(e);
  ok = false;
} finally {
  while (cleanups.length) await cleanups.shift()!().catch(() => {});
}
clearTimeout(watchdog);
process.exit(ok ? 0 : 1);
