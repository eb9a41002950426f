import type { FastifyRequest } from 'fastify';

/** Who is asking, for session records and rate limits. */
export function requestMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
