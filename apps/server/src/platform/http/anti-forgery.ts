import type { FastifyRequest } from 'fastify';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_MAX_AGE_MS, charShiftedToSpace, decodeAntiForgery } from '@app/contracts/anti-forgery';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Checks the anti-forgery header on every state-changing request and on every request that carries it.
 * A staleness/replay guard, not the security boundary (the bearer token is).
 */
export function checkAntiForgery(request: FastifyRequest, key: number, now = Date.now()): void {
  const raw = request.headers[ANTI_FORGERY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) {
    if (SAFE_METHODS.has(request.method)) return;
    throw new AppError('ANTI_FORGERY', 'Missing anti-forgery header');
  }
  const decoded = decodeAntiForgery(value, key);
  if (!decoded) throw new AppError('ANTI_FORGERY', 'Malformed anti-forgery header');
  if (Math.abs(now - decoded.timeMs) > ANTI_FORGERY_MAX_AGE_MS) throw new AppError('ANTI_FORGERY', 'Stale anti-forgery header');
  // The path as the client sent it, before dot segments were resolved for routing.
  if (!sameSignedPath(decoded.path, request.originalUrl, key)) throw new AppError('ANTI_FORGERY', 'Anti-forgery header does not match the request');
  // Signed in: the header must name this user. Anonymous (or an expired token on a public route): any id.
  if (request.auth && decoded.userId !== String(request.auth.userId)) {
    throw new AppError('ANTI_FORGERY', 'Anti-forgery header does not match the user');
  }
}

/**
 * Whether the signed path is the path sent. The one tolerance: HTTP strips trailing spaces from header values, so the
 * signature of a path ending in the character the key shifts onto a space arrives without those last characters.
 */
function sameSignedPath(signed: string, sent: string, key: number): boolean {
  if (signed === sent) return true;
  if (!sent.startsWith(signed)) return false;
  const dropped = charShiftedToSpace(key);
  return [...sent.slice(signed.length)].every((ch) => ch === dropped);
}
