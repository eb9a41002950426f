import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/access.ts';
import { frame, type LiveConnection, type LiveEvent, type LiveHub } from './live-hub.ts';

/** An open stream is closed after this long (plus up to RENEW_JITTER_MS) so the client reconnects with a fresh address. */
const RENEW_AFTER_MS = 10 * 60_000;
const RENEW_JITTER_MS = 5 * 60_000;
/** What EventSource waits before reconnecting after a dropped connection. */
const RETRY_MS = 3000;

/**
 * Turns the reply into a Server-Sent Events stream of one signed-in user and registers it with the hub. Plain
 * `reply.raw` (hijacked) rather than a plugin: a stream is a socket plus one small object, no timer or buffer of
 * its own (the hub beats for all), which is what keeps thousands of idle streams cheap. No database connection is
 * held: the caller read the starting state before.
 */
export function openStream(req: FastifyRequest, reply: FastifyReply, hub: LiveHub, actor: AuthContext, state: { unread: number; muted: string[] }) {
  reply.hijack();
  const res = reply.raw;
  const socket = req.raw.socket;
  socket.setTimeout(0);
  socket.setNoDelay(true);
  socket.setKeepAlive(true, 60_000);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would buffer the stream otherwise
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': req.id,
  });
  let closed = false;
  const conn: LiveConnection = {
    userId: actor.userId,
    sessionId: actor.sessionId,
    role: actor.role,
    mutedTypes: new Set(state.muted),
    renewAt: Date.now() + RENEW_AFTER_MS + Math.floor(Math.random() * RENEW_JITTER_MS),
    send(event: LiveEvent, data: unknown) {
      conn.write(frame(event, data));
    },
    write(framed: string) {
      if (closed) return;
      res.write(framed);
      if (res.writableLength > hub.maxBufferedBytes) conn.close();
    },
    ping() {
      if (closed) return false;
      res.write(': ping\n\n');
      return res.writableLength <= hub.maxBufferedBytes;
    },
    close() {
      if (closed) return;
      closed = true;
      hub.remove(conn);
      res.end();
    },
  };
  res.write(`retry: ${RETRY_MS}\n\n`);
  conn.send('count', { Unread: state.unread });
  hub.add(conn);
  // The client went away (or the socket failed): forget the stream.
  res.on('close', () => conn.close());
  res.on('error', () => conn.close());
}
