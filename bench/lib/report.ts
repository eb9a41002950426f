/** Console table and the docs/benchmarks.md section of a suite. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadOptions } from './load.ts';
import type { Budget, Results, Suite, Verdict } from './types.ts';

export type Machine = {
  cpus: number; cpuModel: string; memoryGb: number; node: string; os: string;
  /** Load averages (1, 5, 15 min) when the suite started and ended: the machine is shared, so say how busy it was. */
  loadBefore?: string; loadAfter?: string;
};

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

const fmt = {
  rps: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => `${n}`,
  ratio: (n: number | undefined) => (n === undefined ? '-' : `${(n * 100).toFixed(1)}%`),
  cpu: (n: number | undefined) => (n === undefined ? '-' : `${Math.round(n)}%`),
  us: (n: number | undefined) => (n === undefined ? '-' : `${Math.round(n)} µs`),
};

export type Row = string[];
export const tableHeader = ['Scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'server CPU', 'CPU/req', 'client CPU', 'machine CPU', 'non-2xx/errors'];

export function rows(suite: Suite, results: Results): Row[] {
  return suite.scenarios.map((s) => {
    const r = results.get(s.id);
    if (!r) return [s.title, 'not run', '', '', '', '', '', '', '', ''];
    if (r.error) return [s.title, 'ERROR', '', '', '', '', '', '', '', r.error.split('\n')[0]!.slice(0, 80)];
    const m = r.measurement!;
    return [s.title, fmt.rps(m.reqPerSec), fmt.ms(m.p50), fmt.ms(m.p99), fmt.ratio(r.ratio), fmt.cpu(m.serverCpu), fmt.us(m.cpuPerRequestUs), fmt.cpu(m.clientCpu), fmt.cpu(m.machineCpu), `${m.non2xx}/${m.errors}`];
  });
}

export function budgetRows(budgets: Budget[], results: Results): { label: string; verdict: Verdict; value: string }[] {
  return budgets.map((b) => ({ label: b.label, ...b.evaluate(results) }));
}

/** A plain aligned text table for the console. */
export function textTable(header: Row, body: Row[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (r: Row) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function mdTable(header: Row, body: Row[], rightAlignFrom = 1): string {
  const sep = header.map((_, i) => (i >= rightAlignFrom ? '---:' : '---'));
  const line = (r: Row) => `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${sep.join('|')}|`, ...body.map(line)].join('\n');
}

export function markdownSection(suite: Suite, results: Results, m: Machine, load: LoadOptions, date: Date): string {
  const budgets = budgetRows(suite.budgets, results);
  return [
    suite.heading,
    '',
    `Measured ${date.toISOString().replace(/\.\d+Z$/, 'Z')} with \`npm run bench\` on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ` +
      `Node ${m.node}, ${m.os}. autocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up then ${load.durationSeconds} s per scenario, ` +
      'all scenarios in one run.' +
      (m.loadBefore ? ` Load average (1, 5, 15 min) ${m.loadBefore} at the start, ${m.loadAfter} at the end.` : ''),
    '',
    mdTable(tableHeader, rows(suite, results)),
    '',
    ...(suite.tables?.(results) ?? []).flatMap((t) => [mdTable(t.header, t.rows), '']),
    mdTable(['Budget', 'Result', 'Value'], budgets.map((b) => [b.label, `**${b.verdict}**`, b.value]), 3),
    '',
    ...suite.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}

const DOC_INTRO = `# Benchmarks

Figures written by \`npm run bench\` (bench/run.ts). Each section belongs to one bench suite
(bench/suites/*.ts) and is replaced whenever that suite runs; add a suite for new scenarios.
Budgets are in DESIGN.md section 8. Figures are only comparable within one section (same run, same machine).
`;

/** Replaces (or appends) the suite's section, from its heading to the next "## " heading. */
export function writeSection(file: string, heading: string, section: string): void {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : DOC_INTRO;
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  let next: string;
  if (start === -1) {
    next = `${doc.replace(/\n*$/, '')}\n\n${section}`;
  } else {
    let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
    if (end === -1) end = lines.length;
    next = [...lines.slice(0, start), ...section.replace(/\n*$/, '').split('\n'), ...(end < lines.length ? ['', ...lines.slice(end)] : [''])].join('\n');
  }
  writeFileSync(file, next.replace(/\n*$/, '\n'));
}
