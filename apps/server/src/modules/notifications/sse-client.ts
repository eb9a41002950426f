/**
 * A small Server-Sent Events reader over fetch for tests and the bench (Node has no EventSource): opens the
 * address, parses `event:`/`data:` blocks as they arrive, and hands them out in order with `next(name)`.
 */
export type EventStream = {
  status: number;
  /** The data (JSON) of the next event of this name; earlier events of other names are skipped. */
  next(name: string, timeoutMs?: number): Promise<unknown>;
  /** Events received and not taken yet. */
  pending: { event: string; data: unknown }[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openEventStream(url: string): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const pending: { event: string; data: unknown }[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let done = false;
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) {
            pending.push({ event, data: JSON.parse(data.join('\n')) });
            wake();
          }
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      wake();
    }
  })();

  async function next(name: string, timeoutMs = 5000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = pending.findIndex((p) => p.event === name);
      if (i >= 0) {
        const [hit] = pending.splice(0, i + 1).slice(-1);
        return hit!.data;
      }
      if (done) throw new Error(`stream ended before a '${name}' event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${name}' event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return { status: res.status, next, pending, ended, close: () => abort.abort() };
}
