import type { FastifyInstance, FastifyRequest } from 'fastify';
import { capabilities, hasCapability, type AccountRole, type Capability } from '@app/contracts/roles';
import { AppError } from '../http/app-error.ts';

/** What a route declares: open to all, any signed-in user, or a capability. */
export type Access = 'public' | 'authenticated' | Capability;

/** Who is calling, resolved from the bearer token. */
export type AuthContext = { userId: number; sessionId: number; role: AccountRole; email: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set when a token was sent but is not (or no longer) valid. */
    authFailure: 'SESSION_EXPIRED' | null;
  }
}

const valid = new Set<string>(['public', 'authenticated', ...capabilities]);

/** One row of the access table: what each API route declared. */
export type RouteAccess = { method: string; url: string; access: Access };

/**
 * Deny by default: every /api route must declare its access, or the app refuses to start.
 * Returns the table of declared routes, filled as routes register (tests walk it).
 */
export function enforceAccessDeclarations(app: FastifyInstance): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The generated API documentation is public by nature; its plugin cannot declare access itself.
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config ?? {}), access: 'public' };
      return;
    }
    const access = (route.config as { access?: string } | undefined)?.access;
    if (!access || !valid.has(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares no valid access (config.access)`);
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access: access as Access });
  });
  return table;
}

/** The check run for each request before its handler. */
export function checkAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (access === undefined) return; // not an API route (static files, 404)
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
