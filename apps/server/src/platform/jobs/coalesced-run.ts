/**
 * A task run on request, at most one run at a time: a request made while a run is under way is served by the next
 * run, which starts when that one ends and serves every request made meanwhile. `request()` resolves (or rejects)
 * with the first run that started after it was made, so a caller that waits for it knows the run saw everything
 * committed before the request. With `spacingMs`, a run starts at least that long after the previous one started
 * (requests pile up in between, so one run serves many), unless a request asks for one `now` (a reader waiting for
 * it). Per process: another instance has its own.
 */
export function coalescedRun(run: () => Promise<unknown>, opts: { spacingMs?: number } = {}): { request(o?: { now?: boolean }): Promise<void> } {
  type Waiter = { resolve: () => void; reject: (err: unknown) => void };
  const spacing = opts.spacingMs ?? 0;
  let waiting: Waiter[] = [];
  let running = false;
  let lastStart = -Infinity;
  /** A request waiting now asked for its run at once. */
  let urgent = false;
  /** Ends the pause before the next run (a request asked for one now). */
  let wake: (() => void) | undefined;

  async function loop() {
    running = true;
    while (waiting.length > 0) {
      const pause = lastStart + spacing - Date.now();
      if (pause > 0 && !urgent) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      const served = waiting;
      waiting = [];
      urgent = false;
      lastStart = Date.now();
      try {
        await run();
        for (const w of served) w.resolve();
      } catch (err) {
        for (const w of served) w.reject(err);
      }
    }
    running = false;
  }

  return {
    request(o = {}) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (o.now) {
          urgent = true;
          wake?.();
        }
        if (!running) void loop();
      });
    },
  };
}
