import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { envelope, type Envelope } from '@app/contracts/envelope';
import type { Endpoint, EndpointBody, EndpointData, EndpointParams, EndpointQuery } from '@app/contracts/endpoint';

/** The request a handler of endpoint E receives, validated against E's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** A handler returns the success envelope of E's data (ok(...)), or, for a file endpoint, sends the reply itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['response'] extends z.ZodType ? Envelope<EndpointData<E>> : unknown>;

/** Route options the table does not hold: per-route limits and hooks (e.g. a tighter rate limit). */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'onRequest'> & {
  config?: Record<string, unknown>;
};

/**
 * Registers endpoint E from the table: its method, path, schemas, access and documentation come from the
 * declaration, so only the handler is written in the module. The one place routes are registered (lint).
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>, extras: RouteExtras = {}): void {
  const { config, ...rest } = extras;
  app.route({
    method: e.method,
    url: e.path,
    schema: {
      tags: [...e.tags],
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(e.produces ? { produces: [...e.produces] } : {}),
      ...(e.response === 'file' ? {} : { response: { 200: envelope(e.response) } }),
    },
    ...rest,
    // The declaration rides along for the gates that read the access table (ownership, audit coverage).
    config: { ...config, access: e.access, endpoint: e },
    handler: handler as never,
  });
}
