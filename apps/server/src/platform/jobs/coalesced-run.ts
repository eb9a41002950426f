/**
 * A task run on request, at most one run at a time: a request made while a run is under way is served by the next
 * run, which starts when that one ends and serves every request made meanwhile. `request()` resolves (or rejects)
 * with the first run that started after it was made, so a caller that waits for it knows the run saw everything
 * committed before the request. Per process: another instance has its own.
 */
export function coalescedRun(run: () => Promise<unknown>): { request(): Promise<void> } {
  type Waiter = { resolve: () => void; reject: (err: unknown) => void };
  let waiting: Waiter[] = [];
  let running = false;

  async function loop() {
    running = true;
    while (waiting.length > 0) {
      const served = waiting;
      waiting = [];
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
    request() {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!running) void loop();
      });
    },
  };
}
