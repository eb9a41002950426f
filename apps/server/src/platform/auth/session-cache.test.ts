import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache.ts';

const redisUrl = process.env.REDIS_URL;

const entry = (userId: number, now: number): CachedSession => ({
  auth: { userId, sessionId: userId * 10, role: 'Trainee', email: `u${userId}@example.com`, emailVerified: true },
  cachedAt: now,
  lastRenewedOn: now,
  idleExpiresAt: now + 3_600_000,
  absoluteExpiresAt: now + 7_200_000,
});

describe('session cache without Redis', () => {
  it('should serve an entry for its TTL only, and forget the sessions and users invalidated', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, redis: null });
    const now = Date.now();
    cache.set('a', entry(1, now), cache.generation());
    cache.set('b', entry(2, now), cache.generation());
    expect(cache.get('a', now + 4_999)?.auth.userId).toBe(1);
    expect(cache.get('a', now + 5_000)).toBeUndefined();
    await cache.invalidate({ userIds: [2] });
    expect(cache.get('b', now)).toBeUndefined();
  });

  it('should not cache a session read before an invalidation that came meanwhile', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, redis: null });
    const now = Date.now();
    // A request reads session 1 from the database; user 1 is invalidated before it caches what it read.
    const readAt = cache.generation();
    await cache.invalidate({ userIds: [1] });
    cache.set('a', entry(1, now), readAt);
    expect(cache.get('a', now)).toBeUndefined();
    cache.set('a', entry(1, now), cache.generation());
    expect(cache.get('a', now)?.auth.userId).toBe(1);
  });
});

describe.skipIf(!redisUrl)('session cache with Redis', () => {
  // A name of our own, so the test ends only this cache's subscription (the cache's connection inherits it).
  const name = `session-cache-test-${randomUUID()}`;
  const redis = new Redis(redisUrl!, { connectionName: name });
  const admin = new Redis(redisUrl!);
  afterAll(async () => {
    await redis.quit();
    await admin.quit();
  });

  it('should serve nothing while its subscription is down, forget what it held, and serve again once subscribed', async () => {
    const cache = createSessionCache({ ttlMs: 60_000, redis });
    try {
      await expect.poll(() => cache.trusted()).toBe(true);
      const now = Date.now();
      cache.set('a', entry(1, now), cache.generation());
      expect(cache.get('a', now)?.auth.userId).toBe(1);

      const clients = String(await admin.client('LIST')).split('\n').filter((l) => l.includes(`name=${name}`) && /\bsub=[1-9]/.test(l));
      expect(clients).toHaveLength(1);
      const id = /\bid=(\d+)/.exec(clients[0]!)![1]!;
      await admin.client('KILL', 'ID', id);

      await expect.poll(() => cache.size()).toBe(0);
      // An invalidation published now could be missed: nothing is cached or served until subscribed again.
      cache.set('b', entry(2, now), cache.generation());
      expect(cache.get('b', now)).toBeUndefined();

      await expect.poll(() => cache.trusted(), { timeout: 10_000 }).toBe(true);
      cache.set('c', entry(3, now), cache.generation());
      expect(cache.get('c', now)?.auth.userId).toBe(3);
      // And it hears invalidations again.
      const other = createSessionCache({ ttlMs: 60_000, redis: admin });
      await other.invalidate({ userIds: [3] });
      await expect.poll(() => cache.get('c', now)).toBeUndefined();
      await other.close();
    } finally {
      await cache.close();
    }
  });
});
