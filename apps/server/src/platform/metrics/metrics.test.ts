import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { serveMetrics } from './metrics.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/api/health",status="200"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `) ? wanted.every((w) => l.includes(w)) : false);
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}

describe('metrics', () => {
  it('should count requests by the matched route pattern, not the URL sent', async () => {
    await t.request({ url: '/api/health' });
    await t.request({ url: '/API/health' });
    await t.request({ url: '/api/admin/cities/123' }); // 401: a pattern with a parameter
    await t.request({ url: '/api/no-such-route-anywhere' });
    const text = await t.app.metrics.text();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { route: '/api/admin/:masterType/:id', status: '401' })).toBeUndefined();
    expect(text).not.toContain('no-such-route-anywhere');
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health' })).toBe(2);
  });

  it('should report the waiting mail queue and its oldest age', async () => {
    await t.app.ctx.mailer.enqueue({ to: 'a@example.com', subject: 'Hi', text: 'Hello', idempotencyKey: `metrics-${Date.now()}` });
    const text = await t.app.metrics.text();
    expect(sample(text, 'job_queue_depth', { queue: 'mail' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_queue_oldest_age_seconds', { queue: 'mail' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('should serve /metrics on its own port and nothing else there', async () => {
    const server = await serveMetrics(t.app.metrics, '127.0.0.1', 0);
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
