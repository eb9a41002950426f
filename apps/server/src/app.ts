import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Redis } from 'ioredis';
import { platformEndpoints } from '@app/contracts/platform.endpoints';
import type { Config } from './config.ts';
import { defaultWebDist } from './paths.ts';
import { databaseAnswers, type Database } from './platform/db/client.ts';
import type { AppContext } from './platform/context.ts';
import { createOutboxMailer, type Mailer } from './platform/mail/mailer.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { checkAccess, enforceAccessDeclarations, type RouteAccess } from './platform/auth/access.ts';
import { AppError } from './platform/http/app-error.ts';
import { checkAntiForgery } from './platform/http/anti-forgery.ts';
import { refuseNul } from './platform/http/nul-guard.ts';
import { normalizeUrl } from './platform/http/normalize-url.ts';
import { redactUrl } from './platform/http/redact-url.ts';
import { requestContext } from './platform/http/request-context.ts';
import { embedPolicy, registerSecurityHeaders, securityPolicy } from './platform/http/security-headers.ts';
import { frameworkErrorReply, registerErrorHandling } from './platform/http/error-handler.ts';
import { ok } from './platform/http/envelope.ts';
import { route } from './platform/http/route.ts';
import { isSpaRequest, registerWebApp } from './platform/http/web-app.ts';
import { skipIfClientGone } from './platform/http/client-gone.ts';
import { responseSerializerCompiler } from './platform/http/serializer.ts';
import { createServices, type Services } from './services.ts';
import { createMetrics, type Metrics } from './platform/metrics/metrics.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { mastersRoutes } from './modules/masters/masters.routes.ts';
import { crmRoutes } from './modules/crm/crm.routes.ts';
import { assessmentsRoutes } from './modules/assessments/assessments.routes.ts';
import { learningRoutes } from './modules/courses/learning.routes.ts';
import { glpsRoutes } from './modules/glps/glps.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { dashboardRoutes } from './modules/reports/dashboard.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { resumesRoutes } from './modules/resumes/resumes.routes.ts';
import { forumRoutes } from './modules/forum/forum.routes.ts';
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes.ts';
import { reportsHubRoutes } from './modules/reports/reports.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mobileRoutes } from './modules/mobile/mobile.routes.ts';
import { chatbotRoutes } from './modules/chatbot/chatbot.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { driveRoutes } from './modules/drive/drive.routes.ts';
import { coinsRoutes } from './modules/coins/coins.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { capsulesRoutes } from './modules/capsules/capsules.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';

/** How long the readiness probe waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

export type BuildOptions = {
  config: Config;
  database: Database;
  redis?: Redis | null;
  mailer?: Mailer;
  storage?: FileStorage;
  now?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    ctx: AppContext;
    /** Every API route with its declared access. */
    accessTable: RouteAccess[];
    /** Prometheus metrics of this instance (served on METRICS_PORT by main.ts). */
    metrics: Metrics;
  }
}

/** The whole HTTP app, without listen(): platform plugins first, then every module. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  // Production logs go through an asynchronous buffered stream (flushed on close): a synchronous write per
  // line costs more than the rest of a small request.
  const logStream = config.NODE_ENV === 'production' ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : undefined;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // One access line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Every spelling of a path reaches the route the canonical one reaches, so it gets the same answer (access
    // checks are decided by the matched route): case, a trailing slash, doubled slashes, `;` parameters, dot segments.
    // (useSemicolonDelimiter is read from routerOptions at run time; Fastify 5's types do not list it there yet.)
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, ...({ useSemicolonDelimiter: true } as object) },
    rewriteUrl: (req) => normalizeUrl(req.url ?? '/'),
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: opts.mailer ?? createOutboxMailer(database.db),
    storage: opts.storage ?? createStorage(config),
    redis: opts.redis ?? null,
    now: opts.now ?? (() => new Date()),
  };
  const services = createServices(ctx);
  app.decorate('ctx', ctx);
  app.decorate('services', services);
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);

  app.decorate('accessTable', enforceAccessDeclarations(app));
  app.decorate('metrics', createMetrics(app, database));
  registerErrorHandling(app);

  registerSecurityHeaders(app, securityPolicy(config.APP_URL), embedPolicy(config.APP_URL, config.EMBED_ORIGINS));
  if (config.CORS_ORIGINS.length) {
    await app.register(cors, { origin: config.CORS_ORIGINS, credentials: false, maxAge: 600 });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: 'rl:' } : {}),
    errorResponseBuilder: (_req, c) => ({
      statusCode: 429,
      status: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests, try again in ${Math.ceil(c.ttl / 1000)} seconds`,
    }),
  });

  // The plugin's default file limit is the JSON body limit; uploads have their own.
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.BRAND} API`, version: '1.0.0', description: 'Every response is an envelope { status, message, data }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const token = header.slice(7).trim();
      request.auth = token ? await services.sessions.resolve(token) : null;
      if (!request.auth) request.authFailure = 'SESSION_EXPIRED';
    }
    // Decided by the route the router matched (whatever spelling of the URL reached it: /API/, /%61pi/, //api),
    // never by the URL's text: every API route declares its access, other routes (web app, 404) declare none.
    if (request.routeOptions.config.access !== undefined) {
      checkAccess(request);
      // A provider's webhook is signed by the provider (checked by its handler); it cannot carry our header.
      if (!request.routeOptions.config.endpoint?.webhook) checkAntiForgery(request, config.ANTI_FORGERY_KEY);
    }
  });
  app.addHook('preValidation', async (request) => refuseNul(request));
  // The handler (and everything it awaits) runs inside the request's context: the mail outbox records its id.
  // A request whose client has gone meanwhile (timed out behind a busy server) is not handled at all.
  app.addHook('preHandler', (request, reply, done) => {
    if (!skipIfClientGone(request, reply)) requestContext.run({ requestId: request.id }, done);
  });

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, user: request.auth?.userId },
      'request',
    );
    done();
  });
  app.addHook('onClose', async () => services.sessions.close());
  app.addHook('onClose', async () => services.notifications.close());
  if (logStream) app.addHook('onClose', (_app, done) => {
    logStream.flushSync();
    done();
  });

  route(app, platformEndpoints.health, async () => ok({ up: true }));

  route(app, platformEndpoints.ready, async () => {
    if (!(await databaseAnswers(database, READY_TIMEOUT_MS))) throw new AppError('UNAVAILABLE', 'Database unreachable');
    // Optional tools that are missing degrade a feature (drive previews) rather than fail readiness: said here.
    const warnings = await services.drive.warnings();
    return ok({ database: database.kind, ...(warnings.length ? { warnings } : {}) });
  });

  // Not in the table: it answers the generated document itself (no envelope) and is hidden from it.
  // eslint-disable-next-line no-restricted-syntax
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  await app.register(authRoutes, { services, authRateLimit: config.AUTH_RATE_LIMIT_PER_MINUTE });
  await app.register(usersRoutes, { services });
  await app.register(mastersRoutes, { services });
  await app.register(crmRoutes, { services, publicFormLimit: config.AUTH_RATE_LIMIT_PER_MINUTE });
  await app.register(assessmentsRoutes, { services });
  await app.register(learningRoutes, { services });
  await app.register(glpsRoutes, { services });
  await app.register(homeRoutes, { services });
  await app.register(dashboardRoutes, { services });
  await app.register(auditRoutes, { services });
  await app.register(notificationsRoutes, { services });
  await app.register(supportRoutes, { services });
  await app.register(resumesRoutes, { services });
  await app.register(forumRoutes, { services });
  await app.register(knowledgeRoutes, { services });
  await app.register(reportsHubRoutes, { services });
  await app.register(mediaRoutes, { services });
  await app.register(mobileRoutes, { services, registerLimit: config.AUTH_RATE_LIMIT_PER_MINUTE });
  await app.register(chatbotRoutes, { services });
  await app.register(groupsRoutes, { services });
  await app.register(driveRoutes, { services });
  await app.register(coinsRoutes, { services });
  await app.register(paymentsRoutes, { services });
  await app.register(capsulesRoutes, { services });
  await app.register(jobsRoutes, { services });

  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist);
  app.setNotFoundHandler((request, reply) => {
    if (isSpaRequest(request.method, request.url) && app.hasReplyDecorator('sendFile')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: 404, message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  return app;
}
