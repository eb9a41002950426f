import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@app/contracts/envelope';
import { errorStatus, type ErrorCode } from '@app/contracts/errors';
import { AppError } from './app-error.ts';

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION',
  FST_ERR_VALIDATION: 'VALIDATION',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function body(code: ErrorCode, message: string, status = errorStatus[code], errors?: ErrorEnvelope['errors'], data?: ErrorEnvelope['data']): ErrorEnvelope {
  const out: ErrorEnvelope = errors?.length ? { status, message, code, errors } : { status, message, code };
  return data ? { ...out, data } : out;
}

/**
 * Errors the router raises before any route matches (a malformed percent-escape, an over-long path parameter):
 * the same envelope as every other answer (Fastify's `frameworkErrors` option).
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body('URI_TOO_LONG', 'The address is too long'));
  }
  return reply.status(400).send(body('VALIDATION', 'The address is not valid'));
}

/** Seconds a client is asked to wait (Retry-After) when the server refuses work because it is overloaded. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

/**
 * node-postgres gave up waiting for a database connection (the pool's acquisition timeout, DATABASE connect
 * timeout): every connection is busy and the queue in front of them is longer than that. The statement that waited
 * was not sent (an answer save, one statement, was not stored: the client sends it again as it is). Drizzle wraps the
 * driver's error as its cause.
 */
export function isPoolTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e.message === 'timeout exceeded when trying to connect' || e.message === 'Connection terminated due to connection timeout') return true;
  }
  return false;
}

/** One place that turns every failure into the error envelope; 5xx never carry internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.httpStatus).send(body(error.code, error.message, error.httpStatus, error.details, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath ?? '').split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(body('VALIDATION', 'Some fields are not valid', 400, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong, please try again later'));
    }
    if (isPoolTimeout(error)) {
      // Refused early rather than queued past the client's patience: 503 with Retry-After, the work not done.
      request.log.warn({ url: request.url }, 'database pool busy: answered 503');
      reply.header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS));
      return reply.status(503).send(body('UNAVAILABLE', 'The server is busy, please try again in a moment'));
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      const message =
        mapped === 'PAYLOAD_TOO_LARGE' ? 'The request is too large' :
        mapped === 'UNSUPPORTED_MEDIA_TYPE' ? 'Unsupported content type' : 'The request body is not valid';
      return reply.status(errorStatus[mapped]).send(body(mapped, message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED', error.message || 'Too many requests, please try again later'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION';
      return reply.status(error.statusCode).send(body(code, code === 'VALIDATION' ? 'The request is not valid' : error.message, error.statusCode));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong, please try again later'));
  });

}
