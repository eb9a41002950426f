import path from 'node:path';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { buildApp } from './app.ts';
import { serveMetrics } from './platform/metrics/metrics.ts';
import { LISTEN_BACKLOG } from './platform/http/listen.ts';
import { createBackgroundJobs } from './background-jobs.ts';
import { demoAccounts, seedDemo, seedMasters } from './seed/demo.seed.ts';

/** The process: config -> database -> migrations -> seed on an empty database -> listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pg'),
    poolMax: config.DATABASE_POOL_MAX,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    onIdleError: (error) => console.warn(`database connection lost while idle (it is replaced on next use): ${error.message}`),
  });
  await runMigrations(database);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  const app = await buildApp({ config, database, redis });
  // Badges are signed with BADGE_SIGNING_KEY: production without it stops here rather than at the first claim.
  if (config.NODE_ENV === 'production') await app.services.capsules.badges.getIssuer();

  const wasEmpty = (await app.services.users.count()) === 0;
  await seedMasters(app.services);
  if (wasEmpty && config.SEED_DEMO) await seedDemo(app.services);

  const jobs = createBackgroundJobs({ config, database, services: app.services, log: app.log, runWorkers: config.RUN_WORKERS, instanceName: 'api' });

  let metricsServer: Server | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    // Keep-alive sockets become idle only as their last response ends: close them as they do.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50).unref();
    try {
      await app.close();
      metricsServer?.close();
      clearInterval(idle);
      await jobs.stop();
      await database.close();
      await redis?.quit();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT, backlog: LISTEN_BACKLOG });
  if (config.METRICS_PORT) metricsServer = await serveMetrics(app.metrics, config.METRICS_HOST, config.METRICS_PORT);
  await jobs.start();
  const url = config.APP_URL;
  const lines = [
    '',
    `  ${config.BRAND} is running at ${url}  (web app: ${url}/app/, API docs: ${url}/api/docs)`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(config.DATA_DIR, 'pg')}` : 'PostgreSQL'}`,
  ];
  if (config.SEED_DEMO) {
    lines.push('  Demo accounts (email / password):');
    for (const a of demoAccounts) lines.push(`    ${a.role.padEnd(10)} ${a.email.padEnd(26)} ${a.password}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
