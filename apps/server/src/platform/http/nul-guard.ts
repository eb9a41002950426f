import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const MAX_DEPTH = 64;

/** The path of the first string (value or key) holding a NUL character, or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
    const found = findNul((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: any NUL in a path parameter, the query or a JSON body is a
 * 400 naming the field, before validation, for every route (today's and tomorrow's).
 */
export function refuseNul(request: FastifyRequest): void {
  const found =
    findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? findNul(request.body, 'body');
  if (found) {
    const message = 'Must not contain a NUL character';
    throw new AppError('VALIDATION', 'Some fields are not valid', [{ path: found, message }]);
  }
}
