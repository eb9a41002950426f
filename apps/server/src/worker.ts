import path from 'node:path';
import pino from 'pino';
import { Redis } from 'ioredis';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { runMigrations } from './platform/db/migrate.ts';
import { createOutboxMailer } from './platform/mail/mailer.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { AppContext } from './platform/context.ts';
import { createServices } from './services.ts';
import { createBackgroundJobs } from './background-jobs.ts';

/**
 * `npm run worker`: a worker-only process (no HTTP) for deployments that run the API with RUN_WORKERS=false.
 * config -> database -> migrations -> services -> job workers; SIGTERM lets running jobs finish.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL, base: { pid: process.pid, role: 'worker' } });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pg'),
    poolMax: Math.min(config.DATABASE_POOL_MAX, 5),
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    onIdleError: (error) => log.warn({ error: error.message }, 'database connection lost while idle (it is replaced on next use)'),
  });
  await runMigrations(database);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: createOutboxMailer(database.db),
    storage: createStorage(config),
    redis,
    now: () => new Date(),
  };
  const jobs = createBackgroundJobs({ config, database, services: createServices(ctx), log, runWorkers: true, instanceName: 'worker' });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing running jobs');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await jobs.stop();
      await database.close();
      await redis?.quit();
    } finally {
      clearTimeout(force);
      log.flush();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await jobs.start();
  log.info({ database: database.kind }, 'worker ready (no HTTP)');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
