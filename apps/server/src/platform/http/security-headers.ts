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

/**
 * Addresses whose documents other sites may show in an iframe (EMBED_ORIGINS): the SPA's `/app/embed` pages and
 * the signed material stream they display (a PDF frame inside an embedded page is checked against every ancestor).
 */
export function isEmbeddable(url: string): boolean {
  return /^\/app\/embed(?:[/?#]|$)/i.test(url) || /^\/api\/course\/\d+\/lessons\/\d+\/material\/stream(?:[?#]|$)/i.test(url);
}

/**
 * Sends the precomputed security headers on every response (a route may still override one, e.g. the docs' CSP);
 * embeddable addresses get the `embed` policy instead.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions, embed?: HelmetOptions) {
  const headers = computeSecurityHeaders(options);
  const embedHeaders = embed ? computeSecurityHeaders(embed) : headers;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(embed && isEmbeddable(request.url) ? embedHeaders : headers);
    done();
  });
}

/**
 * The security policy of every response: a strict CSP the SPA works under (Mantine needs inline styles),
 * embeds from YouTube and Vimeo, no framing by other sites, HSTS only behind TLS.
 */
export function securityPolicy(appUrl: string, embedOrigins?: readonly string[]): HelmetOptions {
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
        frameAncestors: ["'self'", ...(embedOrigins ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-http installations (an intranet box) must keep working; TLS deployments get HSTS below.
        upgradeInsecureRequests: null,
      },
    },
    hsts: appUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
    ...(embedOrigins ? { xFrameOptions: false } : {}),
  };
}

/**
 * The policy of embeddable addresses: the same, except that the configured origins (EMBED_ORIGINS) may frame them
 * (`frame-ancestors 'self' <origins>`) and X-Frame-Options is left out (it cannot name origins; browsers follow
 * frame-ancestors when both are sent).
 */
export function embedPolicy(appUrl: string, origins: readonly string[]): HelmetOptions {
  return securityPolicy(appUrl, origins);
}
