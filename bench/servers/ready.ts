/**
 * Handshake between a bench server (child process) and bench/run.ts: the child listens on 127.0.0.1
 * (port from BENCH_PORT, 0 = any free port; the listen queue of apps/server's main.ts) and sends { ready, port, ...extra } over the IPC channel.
 * A child whose parent goes away exits, so no server outlives a run.
 */
import type { FastifyInstance } from 'fastify';
import { LISTEN_BACKLOG } from '../../apps/server/src/platform/http/listen.ts';

export type ReadyMessage = { type: 'ready'; port: number; pid: number; extra: Record<string, string> };

export async function listenAndAnnounce(app: FastifyInstance, extra: Record<string, string> = {}): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0), backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const message: ReadyMessage = { type: 'ready', port, pid: process.pid, extra };
  process.send?.(message);
}

/** Exit when the parent disconnects or asks us to stop. */
export function exitWithParent(cleanup: () => Promise<void> = async () => {}): void {
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    const force = setTimeout(() => process.exit(0), 5_000);
    force.unref();
    cleanup().finally(() => process.exit(0));
  };
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

export function fail(e: unknown): never {
  const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
  process.send?.({ type: 'error', message });
  // stderr is kept by the parent for diagnostics.
  console.error(message);
  process.exit(1);
}
