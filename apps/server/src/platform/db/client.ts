import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { lockDataDir } from './pglite-lock.ts';
import { trackCommits } from './after-commit.ts';
import { PreparingClient } from './preparing-client.ts';

/**
 * The database handle every repository takes; the same type on PGlite and PostgreSQL. Opened without the table
 * schema: nothing uses drizzle's relational queries (db.query.*), and with a schema every transaction built a query
 * helper for each of the ~100 tables (tens of µs per transaction on the hot paths).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PGlite instance when embedded (tests clone it). */
  pglite?: PGlite;
  /** The node-postgres pool on PostgreSQL (metrics read its counts). */
  pool?: pg.Pool;
  /** The connection URL on PostgreSQL (the job queue opens a small pool of its own). */
  url?: string;
};

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  poolMax?: number;
  /**
   * How long opening a PostgreSQL connection may take before the query waiting for it fails (default 5 s).
   * Without it a network that swallows packets leaves the connection, and whatever waits for it, stuck forever.
   */
  connectTimeoutMs?: number;
  /** A dumped PGlite data directory to start from (tests). */
  loadDataDir?: Blob | File;
  /**
   * Told about an error on an idle PostgreSQL connection (the server restarted or ended it): the pool drops that
   * connection and opens another when needed. Without a listener node-postgres would throw it as an uncaught
   * exception and stop the process.
   */
  onIdleError?: (error: Error) => void;
};

/** PostgreSQL over node-postgres when a URL is given, otherwise PGlite (in memory when no dataDir). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      // Frequent parameterised statements are prepared (see PreparingClient).
      Client: PreparingClient,
      max: opts.poolMax ?? 20,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      // TCP keep-alive notices a peer that vanished while a connection sat idle in the pool.
      keepAlive: true,
    });
    pool.on('error', (error) => opts.onIdleError?.(error));
    const db = trackCommits(drizzlePg({ client: pool }) as unknown as Db);
    return { db, kind: 'postgres', pool, url: opts.url, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (opts.dataDir) {
    dataDir = path.resolve(opts.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    // one process at a time (PGlite does not lock its directory): a second server or a backup beside a running one fails here
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = trackCommits(drizzlePglite({ client }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Whether the database answers a trivial query within `timeoutMs` (the readiness probe): a refused or dropped
 * connection fails at once, a network that swallows packets fails at the deadline instead of holding the probe.
 * Nothing is kept between calls, so the answer turns back to true by itself once the database is reachable again.
 */
export async function databaseAnswers(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = database.db.execute('select 1').then(() => true, () => false);
  try {
    return await Promise.race([probe, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
