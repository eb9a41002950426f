/**
 * Hook-chain breakdown (suite "hook-chain"): a Fastify instance with only the layers named in BENCH_LAYERS,
 * each configured as apps/server/src/app.ts does, serving GET /api/health like the app. Layers:
 *   logger     pino at info (request logging), redaction and randomUUID request ids as in buildApp; stdout -> /dev/null
 *   zod        zod validator/serializer compilers and the envelope response schema on the route
 *   helmet     the app's security headers (helmet, computed once)
 *   ratelimit  @fastify/rate-limit, global, in memory
 *   swagger    @fastify/swagger + swagger-ui
 *   hook       the app's onRequest hook (x-request-id, bearer check, checkAccess, checkAntiForgery) and error handler
 * Keep in step with buildApp when it changes; the "app" scenario of the suite is the real thing for comparison.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders, securityPolicy } from '../../apps/server/src/platform/http/security-headers.ts';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { envelope } from '../../packages/contracts/src/envelope.ts';
import { checkAccess, enforceAccessDeclarations } from '../../apps/server/src/platform/auth/access.ts';
import { checkAntiForgery } from '../../apps/server/src/platform/http/anti-forgery.ts';
import { registerErrorHandling } from '../../apps/server/src/platform/http/error-handler.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';

const layers = new Set((process.env.BENCH_LAYERS ?? '').split(',').filter(Boolean));
const has = (l: string) => layers.has(l) || layers.has('all');

try {
  const app: FastifyInstance = Fastify(
    has('logger')
      ? {
          logger: { level: 'info', redact: ['req.headers.authorization', 'req.headers["x-anti-forgery"]'] },
          genReqId: (req) => {
            const given = req.headers['x-request-id'];
            return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
          },
          routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
        }
      : { routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } },
  );
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  if (has('zod')) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  }
  if (has('hook')) {
    enforceAccessDeclarations(app);
    registerErrorHandling(app);
  }
  if (has('helmet')) registerSecurityHeaders(app, securityPolicy('http://127.0.0.1'));
  if (has('ratelimit')) await app.register(rateLimit, { global: true, max: 1_000_000_000, timeWindow: 60_000 });
  if (has('swagger')) {
    await app.register(swagger, { openapi: { info: { title: 'bench', version: '1.0.0' } }, ...(has('zod') ? { transform: jsonSchemaTransform } : {}) });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
  if (has('hook')) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) request.authFailure = 'SESSION_EXPIRED';
      if (request.url.startsWith('/api/')) {
        checkAccess(request);
        checkAntiForgery(request, 7);
      }
    });
  }
  app.get('/api/health', {
    ...(has('zod') ? { schema: { response: { 200: envelope(z.object({ up: z.boolean() })) } } } : {}),
    config: { access: 'public' },
  }, async () => ({ status: 200, message: 'Success', data: { up: true } }));

  exitWithParent(() => app.close());
  await listenAndAnnounce(app);
} catch (e) {
  fail(e);
}
