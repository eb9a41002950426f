import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { capabilities, hasCapability, type AccountRole } from '@app/contracts/roles';
import type { Access, Endpoint } from '@app/contracts/endpoint';
import { AppError } from '../http/app-error.ts';

/** What a route declares: open to all, any signed-in user, or a capability (declared in the endpoint table). */
export type { Access };

/**
 * Who is calling, resolved from the bearer token. `emailVerified`: the owner confirmed the address (read
 * with the session on every request, so a confirmation counts at once).
 */
export type AuthContext = { userId: number; sessionId: number; role: AccountRole; email: string; emailVerified: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The endpoint table's declaration of a route registered with route(). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set when a token was sent but is not (or no longer) valid. */
    authFailure: 'SESSION_EXPIRED' | null;
  }
}

const valid = new Set<string>(['public', 'authenticated', ...capabilities]);

/** One row of the access table: what each API route declared (and its schemas, read by the route walk tests). */
export type RouteAccess = { method: string; url: string; access: Access; schema?: FastifySchema; endpoint?: Endpoint };

/**
 * Deny by default: every /api route must declare its access, or the app refuses to start.
 * Returns the table of declared routes, filled as routes register (tests walk it).
 */
export function enforceAccessDeclarations(app: FastifyInstance): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.addHook('onRoute', (route) => {
    if (!/^\/api(\/|$)/i.test(route.url)) return;
    // The generated API documentation is public by nature; its plugin cannot declare access itself.
    if (/^\/api\/docs(\/|$)/i.test(route.url)) {
      route.config = { ...(route.config ?? {}), access: 'public' };
      return;
    }
    const access = (route.config as { access?: string } | undefined)?.access;
    if (!access || !valid.has(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares no valid access (config.access)`);
    }
    const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access: access as Access, schema: route.schema, endpoint });
  });
  return table;
}

/** The check run for each request before its handler. */
export function checkAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (access === undefined) throw new AppError('FORBIDDEN', 'You do not have access to this'); // never reached: callers check
  if (access === 'public') return;
  if (!request.auth) {
    throw request.authFailure
      ? new AppError('SESSION_EXPIRED', 'Your session has expired, please log in again')
      : new AppError('UNAUTHENTICATED', 'Please log in');
  }
  if (access !== 'authenticated' && !hasCapability(request.auth.role, access)) {
    throw new AppError('FORBIDDEN', 'You do not have access to this');
  }
}

/** The caller of a route that is not public (the guard has already run). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in');
  return request.auth;
}

/**
 * A caller acting through a request, with what the audit log keeps of it: the request id (the answer's
 * `x-request-id`, also in the access log) and the client's address. Both are absent for work not done through a
 * request (the demo seed); a plain AuthContext is an Actor.
 */
export type Actor = AuthContext & { requestId?: string; ip?: string };

/** The caller of a staff action, for services that write the audit log. */
export function requireActor(request: FastifyRequest): Actor {
  return { ...requireAuth(request), requestId: request.id, ip: request.ip };
}

/**
 * The caller, who must have confirmed their email address: for actions an unverified account may not take
 * (buying, posting in the forum, being shown in the resume bank). 403 EMAIL_UNVERIFIED otherwise; the web
 * app offers to resend the link.
 */
export function requireVerified(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  assertVerified(auth);
  return auth;
}

/** The same check for a service that is given the caller rather than the request. */
export function assertVerified(auth: AuthContext): void {
  if (!auth.emailVerified) {
    throw new AppError('EMAIL_UNVERIFIED', 'Confirm your email address first: open the link we mailed you, or ask for a new one');
  }
}
