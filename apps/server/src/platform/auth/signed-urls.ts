import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses for GETs that cannot send the bearer token: a `<video src>` or an `<iframe src>` (the
 * lesson player's uploaded videos and PDFs). The query names the session (`s`), the expiry in unix seconds
 * (`e`) and carries an HMAC-SHA256 (`sig`) of the path, session and expiry keyed by that session's stored
 * token hash: only the server can make one, it works on every API instance without a shared secret, and it
 * stops working when the session ends (logout, forced logout, expiry) or when `e` passes.
 */
export type SignedQuery = { s: number; e: number; sig: string };

/** The signature of a path for a session until an expiry (paths compare case-insensitively, as routes do). */
export function pathSignature(key: string, path: string, sessionId: number, expires: number): string {
  return createHmac('sha256', key).update(`${path.toLowerCase()}\n${sessionId}\n${expires}`).digest('base64url');
}

/** Constant-time comparison of two signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
