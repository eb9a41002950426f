/** Budget helpers: each reads the results of named scenarios and gives a verdict with the value it saw. */
import type { Budget, Results, ScenarioResult, Verdict } from './types.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Why a result cannot be judged (missing, failed, or with non-2xx/errors), or undefined when it can. */
function unusable(r: ScenarioResult | undefined, id: string): string | undefined {
  if (!r) return `${id} not run`;
  if (r.error) return `${id} failed: ${r.error.split('\n')[0]}`;
  const m = r.measurement!;
  if (m.non2xx > 0 || m.errors > 0) return `${id} invalid: ${m.non2xx} non-2xx, ${m.errors} errors`;
  return undefined;
}

function judged(results: Results, ids: string[], fn: () => { verdict: Verdict; value: string }) {
  for (const id of ids) {
    const problem = unusable(results.get(id), id);
    if (problem) return { verdict: (results.has(id) ? 'FAIL' : 'N/A') as Verdict, value: problem };
  }
  return fn();
}

const rps = (results: Results, id: string) => results.get(id)!.measurement!.reqPerSec;

/** req/s of `id` >= min x req/s of `base`. */
export function ratioAtLeast(label: string, id: string, base: string, min: number): Budget {
  return {
    label,
    evaluate: (results) =>
      judged(results, [id, base], () => {
        const ratio = rps(results, id) / rps(results, base);
        return { verdict: ratio >= min ? 'PASS' : 'FAIL', value: `${pct(ratio)} (needs >= ${pct(min)})` };
      }),
  };
}

/** p99 latency of `id` below `ms`. */
export function p99Below(label: string, id: string, ms: number): Budget {
  return {
    label,
    evaluate: (results) =>
      judged(results, [id], () => {
        const p99 = results.get(id)!.measurement!.p99;
        return { verdict: p99 < ms ? 'PASS' : 'FAIL', value: `${p99} ms (needs < ${ms} ms)` };
      }),
  };
}

/** Reported, not judged: req/s of `id` relative to `base`. */
export function ratioReport(label: string, id: string, base: string): Budget {
  return {
    label,
    evaluate: (results) =>
      judged(results, [id, base], () => ({ verdict: 'INFO', value: pct(rps(results, id) / rps(results, base)) })),
  };
}
