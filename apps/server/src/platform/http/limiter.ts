import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/** A counter over a window, shared through Redis when configured so all API instances count together. */
export function createLimiter(redis: Redis | null, opts: { keyPrefix: string; points: number; durationSec: number }): RateLimiterAbstract {
  const base = { keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.durationSec };
  return redis ? new RateLimiterRedis({ ...base, storeClient: redis }) : new RateLimiterMemory(base);
}

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts, try again in ${seconds} seconds`, undefined, 429, {
    'retry-after': String(seconds),
  });
}

/** Counts one attempt; throws 429 with Retry-After when the window is used up. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooMany(e.msBeforeNext);
    throw e;
  }
}

/** Throws 429 when the key has already used up its window, without counting. */
export async function assertNotBlocked(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) throw tooMany(res.msBeforeNext);
}
