import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Serves the built SPA at /app/* (fallback to index.html) and the public landing page at `/`. */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    app.get('/', { config: { access: 'public' } }, async (_req, reply) =>
      reply.type('text/plain').send('The web app is not built yet. Run `npm run build`, then restart.'));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    index: false,
    wildcard: true,
    // The build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const landing = existsSync(path.join(distDir, 'landing.html')) ? 'landing.html' : undefined;
  app.get('/', { config: { access: 'public' } }, async (_req, reply) =>
    landing ? reply.header('cache-control', 'no-cache').sendFile(landing) : reply.redirect('/app/home'));
  // `/app` and `/app/` (one route: trailing slashes are ignored) open the SPA, which routes to the home screen.
  app.get('/app', { config: { access: 'public' } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'));
}

/** For a GET under /app that is not a file: the SPA's index.html, so client routes survive a reload. */
export function isSpaRequest(method: string, url: string) {
  return (method === 'GET' || method === 'HEAD') && url.startsWith('/app/') && !url.startsWith('/app/assets/');
}
