import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '@app/contracts/envelope';
import type { z } from 'zod';

/**
 * For the few hottest answers, whose JSON the server writes itself instead of the response serializer checking it
 * against the declared schema on every request (for the course content that check cost more than a tenth of the
 * request): `const send = prebuiltJson(app, endpoint)`, then `return send(reply, json)` with the envelope's JSON.
 * Outside production (every test) the JSON is still checked against the schema, member for member: a member the
 * schema does not declare, or one of the wrong type, fails the request as the serializer would have.
 */
export function prebuiltJson(app: FastifyInstance, e: { method: string; path: string; response: z.ZodType }) {
  const schema = app.ctx.config.NODE_ENV === 'production' ? undefined : envelope(e.response);
  return (reply: FastifyReply, json: string): never => {
    if (schema) {
      const sent: unknown = JSON.parse(json);
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(schema.parse(sent))), sent)) throw new Error(`${e.method} ${e.path}: the answer does not match its schema`);
    }
    reply.type('application/json; charset=utf-8');
    return json as never;
  };
}
