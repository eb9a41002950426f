import { describe, expect, it, vi } from 'vitest';
import { coalescedRun } from './coalesced-run.ts';

describe('coalescedRun', () => {
  it('should run one at a time, serve the requests made during a run by one next run, and pass a failure to its requests', async () => {
    let inFlight = 0;
    let most = 0;
    const ends: Array<(err?: Error) => void> = [];
    const started: number[] = [];
    const c = coalescedRun(() => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      started.push(started.length + 1);
      return new Promise<void>((resolve, reject) => ends.push((err) => { inFlight -= 1; if (err) reject(err); else resolve(); }));
    });
    const settled: string[] = [];
    const track = (name: string, p: Promise<void>) => p.then(() => settled.push(`${name} ok`), (e: Error) => settled.push(`${name} ${e.message}`));
    const flush = () => new Promise((r) => setTimeout(r, 0));

    const a = track('a', c.request());
    await flush();
    const b = track('b', c.request());
    const d = track('d', c.request());
    await flush();
    // a's run is under way: b and d wait for the next one, which has not started.
    expect(started).toEqual([1]);
    ends[0]!();
    await flush();
    expect(settled).toEqual(['a ok']);
    expect(started).toEqual([1, 2]);
    const e = track('e', c.request());
    ends[1]!(new Error('failed'));
    await flush();
    expect(settled).toEqual(['a ok', 'b failed', 'd failed']);
    expect(started).toEqual([1, 2, 3]);
    ends[2]!();
    await Promise.all([a, b, d, e]);
    expect(settled).toEqual(['a ok', 'b failed', 'd failed', 'e ok']);
    expect(most).toBe(1);
    // Idle again: a request starts a run at once.
    const f = track('f', c.request());
    await flush();
    expect(started).toEqual([1, 2, 3, 4]);
    ends[3]!();
    await f;
  });

  it('should start a run no sooner than spacingMs after the previous one started, unless a request asks for one now', async () => {
    vi.useFakeTimers();
    try {
      const starts: number[] = [];
      const c = coalescedRun(async () => void starts.push(Date.now()), { spacingMs: 200 });
      await c.request();
      const both = Promise.all([c.request(), c.request()]);
      await vi.advanceTimersByTimeAsync(199);
      expect(starts).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await both;
      expect(starts).toHaveLength(2);
      expect(starts[1]! - starts[0]!).toBe(200);
      const later = c.request();
      await vi.advanceTimersByTimeAsync(10);
      expect(starts).toHaveLength(2);
      await Promise.all([later, c.request({ now: true })]);
      expect(starts).toHaveLength(3);
      expect(starts[2]! - starts[1]!).toBe(10);
      // Asked for now while a run is under way: the next run starts as that one ends, without the pause.
      let end: () => void = () => {};
      const slow = coalescedRun(() => { starts.push(Date.now()); return new Promise<void>((r) => (end = r)); }, { spacingMs: 200 });
      const first = slow.request();
      await vi.advanceTimersByTimeAsync(0);
      const second = slow.request({ now: true });
      await vi.advanceTimersByTimeAsync(5);
      end();
      await first;
      await vi.advanceTimersByTimeAsync(0);
      expect(starts).toHaveLength(5);
      end();
      await second;
    } finally {
      vi.useRealTimers();
    }
  });
});
