import type { Redis } from 'ioredis';
import type { AuthContext } from './access.ts';

/** A resolved session kept for a few seconds, with what renewal and expiry need. */
export type CachedSession = {
  auth: AuthContext;
  cachedAt: number;
  lastRenewedOn: number;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
};

type Invalidation = { sessionIds?: number[]; userIds?: number[] };

const CHANNEL = 'academy:sessions:invalidate';

/**
 * Resolved bearer tokens kept in process for `ttlMs` (SESSION_CACHE_SECONDS), keyed by the token's hash, so a
 * request does not pay a database round trip to learn who is calling. Anything that ends a session or changes
 * what a session carries (role, active, email verified) invalidates the affected entries here and, through Redis
 * pub/sub when REDIS_URL is set, on every other instance at once; without Redis the TTL bounds the delay.
 *
 * With Redis the cache is trusted only while this instance is subscribed: pub/sub delivers a message to those
 * listening when it is published and to no one later, so when the subscription's connection drops, every entry is
 * forgotten and nothing is served from the cache until it is subscribed again (sessions are read from the database
 * meanwhile). That is what lets the TTL be longer with Redis than without.
 */
export function createSessionCache(opts: { ttlMs: number; maxEntries?: number; redis: Redis | null; onError?: (e: Error) => void }) {
  const entries = new Map<string, CachedSession>();
  const maxEntries = opts.maxEntries ?? 50_000;
  let subscriber: Redis | null = null;
  /** Without Redis, always; with it, while subscribed (invalidations from other instances reach this one). */
  let trusted = !opts.redis;
  /**
   * Moves on at every invalidation and every lost subscription: a session read from the database before one of them
   * is not cached (the invalidation may have come between the read and the caching, and found nothing to drop).
   */
  let generation = 0;

  function drop(inv: Invalidation) {
    if (!inv.sessionIds?.length && !inv.userIds?.length) return;
    generation++;
    const sessions = new Set(inv.sessionIds ?? []);
    const users = new Set(inv.userIds ?? []);
    for (const [key, e] of entries) {
      if (sessions.has(e.auth.sessionId) || users.has(e.auth.userId)) entries.delete(key);
    }
  }

  if (opts.redis && opts.ttlMs > 0) {
    subscriber = opts.redis.duplicate();
    subscriber.on('error', (e: Error) => opts.onError?.(e));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        drop(JSON.parse(message) as Invalidation);
      } catch {
        // not ours
      }
    });
    const sub = subscriber;
    // Trusted once Redis has confirmed the subscription on the connection now open.
    const subscribe = () =>
      void sub
        .subscribe(CHANNEL)
        .then(() => {
          trusted = sub.status === 'ready';
        })
        .catch((e: Error) => opts.onError?.(e));
    // Connection lost: the invalidations published until it is back would be missed.
    sub.on('close', () => {
      trusted = false;
      generation++;
      entries.clear();
    });
    // Connected again (ioredis resubscribes too; a second SUBSCRIBE of the channel changes nothing in Redis).
    let connectedBefore = false;
    sub.on('ready', () => {
      if (connectedBefore) subscribe();
      connectedBefore = true;
    });
    subscribe();
  }

  return {
    /** The cached entry of a token hash while it is fresh and the session has not expired by time. */
    get(tokenHash: string, now: number): CachedSession | undefined {
      if (opts.ttlMs <= 0 || !trusted) return undefined;
      const e = entries.get(tokenHash);
      if (!e) return undefined;
      if (now - e.cachedAt >= opts.ttlMs || now >= e.idleExpiresAt || now >= e.absoluteExpiresAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return e;
    },
    /** The current generation: read it before reading a session from the database, and give it to `set`. */
    generation: () => generation,
    /** Caches a session read from the database at `readAt` (a `generation()`), unless something was invalidated since. */
    set(tokenHash: string, entry: CachedSession, readAt: number) {
      if (opts.ttlMs <= 0 || !trusted || readAt !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, entry);
    },
    /** Forgets the sessions and users named, here and on every instance. */
    async invalidate(inv: Invalidation) {
      drop(inv);
      if (opts.redis && opts.ttlMs > 0) await opts.redis.publish(CHANNEL, JSON.stringify(inv)).catch((e: Error) => opts.onError?.(e));
    },
    size: () => entries.size,
    /** Whether entries are served (with Redis: while subscribed). */
    trusted: () => trusted,
    async close() {
      entries.clear();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
