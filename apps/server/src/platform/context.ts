import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What every service is built with. */
export type AppContext = {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Files: local disk, or S3-compatible storage when S3_BUCKET is set. */
  storage: FileStorage;
  /** Shared Redis when REDIS_URL is set (rate limits, pub/sub). */
  redis: Redis | null;
  /** The clock; tests may replace it. */
  now: () => Date;
};
