import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { isEmbeddable } from './security-headers.ts';

/** /app/embed pages may be framed by the EMBED_ORIGINS sites; everything else only by the app itself. */
function webDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
  return dist;
}
const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { WEB_DIST: webDist(), EMBED_ORIGINS: 'https://partner.example, https://*.school.example' } });
});
afterAll(() => t.close());

describe('framing of /app/embed', () => {
  it('should let the configured origins frame the embed pages and send no X-Frame-Options when EMBED_ORIGINS is set', async () => {
    for (const url of ['/app/embed', '/app/embed/12/34-material', '/app/EMBED/12/34-material?x=1']) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('spa');
      expect(frameAncestors(res.headers['content-security-policy']), url).toBe("'self' https://partner.example https://*.school.example");
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('should keep framing by other sites denied everywhere else when EMBED_ORIGINS is set', async () => {
    for (const url of ['/app/home', '/app/course/12/34-material', '/app/embedded', '/api/health', '/']) {
      const res = await t.request({ url });
      expect(frameAncestors(res.headers['content-security-policy']), url).toBe("'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('should let the configured origins frame the signed material stream an embed page shows', async () => {
    const res = await t.request({ url: '/api/course/1/lessons/2/material/stream?s=1&e=1&sig=aaaaaaaaaaaaaaaaaaaa' });
    expect(res.statusCode).toBe(403);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self' https://partner.example https://*.school.example");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('should allow only the app itself to frame the embed pages when EMBED_ORIGINS is empty', async () => {
    const plain = await createTestApp({ config: { WEB_DIST: webDist() } });
    try {
      const res = await plain.request({ url: '/app/embed/12/34-material' });
      expect(frameAncestors(res.headers['content-security-policy'])).toBe("'self'");
      expect((await plain.request({ url: '/app/home' })).headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await plain.close();
    }
  });
});

describe('EMBED_ORIGINS', () => {
  it('should read comma-separated origins when configured', () => {
    expect(loadConfig({ EMBED_ORIGINS: ' https://a.example ,http://localhost:8080,' }).EMBED_ORIGINS).toEqual(['https://a.example', 'http://localhost:8080']);
    expect(loadConfig({}).EMBED_ORIGINS).toEqual([]);
  });

  it('should stop naming EMBED_ORIGINS when an entry is not an origin', () => {
    for (const bad of ['https://a.example/path', 'a.example', "https://a.example 'unsafe-inline'", '*']) {
      expect(() => loadConfig({ EMBED_ORIGINS: bad }), bad).toThrow(/EMBED_ORIGINS/);
    }
  });

  it('should treat only the embed pages and the material stream as embeddable', () => {
    expect(['/app/embed', '/app/embed/', '/app/embed/1/2-material', '/app/embed?a=1', '/api/course/1/lessons/2/material/stream?s=1'].every(isEmbeddable)).toBe(true);
    expect(['/app/embedded', '/app/home', '/api/course/1/lessons/2/material/file', '/app/assets/embed.js', '/embed'].some(isEmbeddable)).toBe(false);
  });
});
