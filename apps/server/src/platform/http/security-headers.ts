import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Runs helmet once and returns the headers it sets. Our policy does not vary per request, and helmet
 * rebuilds the CSP string on every call (measured: about a third of a health request's cost).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as never, res as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sends the precomputed security headers on every response (a route may still override one, e.g. the docs' CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The security policy of every response: a strict CSP the SPA works under (Mantine needs inline styles),
 * embeds from YouTube and Vimeo, no framing by other sites, HSTS only behind TLS.
 */
export function securityPolicy(appUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-http installations (an intranet box) must keep working; TLS deployments get HSTS below.
        upgradeInsecureRequests: null,
      },
    },
    hsts: appUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
  };
}
