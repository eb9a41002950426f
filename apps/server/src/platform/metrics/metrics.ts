import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** Extra gauges a module reports at scrape time (e.g. live connections); each returns the current value. */
export type GaugeSource = { name: string; help: string; read: () => number | Promise<number> };

/**
 * Prometheus metrics of one API instance: requests per route (the matched pattern, so the label set stays
 * bounded whatever URLs arrive), their duration, 5xx answers, the database pool and the mail outbox queue,
 * plus Node's process metrics. Served by `serveMetrics` on its own port, never through the public API.
 */
export function createMetrics(app: FastifyInstance, database: Database, sources: GaugeSource[] = []) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total', help: 'HTTP requests answered, by method, matched route and status code',
    labelNames: ['method', 'route', 'status'] as const, registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer, by method and matched route',
    labelNames: ['method', 'route'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total', help: 'Answers with a 5xx status, by matched route',
    labelNames: ['route'] as const, registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status: String(status) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route });
    done();
  });

  const pool = database.pool;
  if (pool) {
    new Gauge({ name: 'db_pool_connections', help: 'Open PostgreSQL connections of this instance', registers: [registry], collect() { this.set(pool.totalCount); } });
    new Gauge({ name: 'db_pool_idle_connections', help: 'Idle PostgreSQL connections', registers: [registry], collect() { this.set(pool.idleCount); } });
    new Gauge({ name: 'db_pool_waiting_requests', help: 'Queries waiting for a free connection', registers: [registry], collect() { this.set(pool.waitingCount); } });
  }
  new Gauge({
    name: 'db_pool_max_connections', help: 'Largest pool size (1 for the embedded PGlite)', registers: [registry],
    collect() { this.set(pool?.options.max ?? 1); },
  });

  const queue = new Gauge({ name: 'job_queue_depth', help: 'Jobs waiting, by queue', labelNames: ['queue'] as const, registers: [registry] });
  const age = new Gauge({ name: 'job_queue_oldest_age_seconds', help: 'Age of the oldest waiting job, by queue', labelNames: ['queue'] as const, registers: [registry] });
  const readQueues = async () => {
    const rows = await database.db.execute<{ n: number; oldest: number | null }>(sql`
      SELECT count(*)::int AS n, extract(epoch FROM now() - min(created_on))::float AS oldest
      FROM mail_outbox WHERE status = 'pending'`);
    const row = (rows as unknown as { rows: { n: number; oldest: number | null }[] }).rows[0];
    queue.set({ queue: 'mail' }, row?.n ?? 0);
    age.set({ queue: 'mail' }, row?.oldest ?? 0);
  };

  for (const source of sources) {
    new Gauge({ name: source.name, help: source.help, registers: [registry], async collect() { this.set(await source.read()); } });
  }

  return {
    registry,
    /** The exposition text; queue figures are read from the database at scrape time. */
    async text(): Promise<string> {
      await readQueues().catch(() => undefined); // a database outage must not hide the other figures
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** A plain HTTP server for Prometheus on its own port (METRICS_PORT): GET /metrics, nothing else. */
export function serveMetrics(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'content-type': metrics.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
