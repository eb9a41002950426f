import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** The built SPA under /app with client-side routes surviving a reload, and the landing page at `/`. */
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
  writeFileSync(path.join(dist, 'landing.html'), '<!doctype html><title>landing</title>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  t = await createTestApp({ config: { WEB_DIST: dist } });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('should serve the landing page at /', async () => {
    const res = await t.request({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('landing');
  });

  it('should serve index.html for a client route under /app, uncached', async () => {
    const res = await t.request({ url: '/app/Others/masters' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('spa');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('should open the SPA at /app and /app/ without redirect loops', async () => {
    for (const url of ['/app', '/app/']) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('spa');
    }
  });

  it('should cache hashed assets for a year', async () => {
    const res = await t.request({ url: '/app/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('should send the precompressed asset to a browser that accepts it', async () => {
    const res = await t.request({ url: '/app/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('should answer 404 for a missing asset rather than the SPA page', async () => {
    expect((await t.request({ url: '/app/assets/missing.js' })).statusCode).toBe(404);
  });

  it('should keep unknown API paths as JSON 404s', async () => {
    const res = await t.request({ url: '/api/app/whatever' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
