import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { AppError } from '../http/app-error.ts';
import { serverRoot } from '../../paths.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  backupFilePath,
  type Manifest,
  type ManifestTable,
} from './manifest.ts';
import { dumpTable, listSequences, listTables, rowsOf, setCanonicalOutput, type Executor } from './table-dump.ts';

export type BackupOptions = {
  database: Database;
  storage: FileStorage;
  /** The folder that receives the backup as `backup-<UTC time>/` (created when missing). */
  outDir: string;
  now?: () => Date;
  log?: (message: string) => void;
};

/** Name of a backup folder: `backup-20250131T020000Z` (UTC), sortable, and what retention reads the date from. */
export const backupName = (at: Date) => `backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
export const BACKUP_NAME = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?$/;

/** The application's version as recorded in backups (apps/server/package.json). */
export function appVersion(): string {
  try {
    return String((JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version?: unknown }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

const SAFE_NAME = /^[A-Za-z0-9_$-]+$/;

async function writeLines(file: string, produce: (write: (line: string) => Promise<void>) => Promise<void>) {
  const out = createWriteStream(file, { flags: 'wx' });
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    await produce(async (line) => {
      const buf = Buffer.from(`${line}\n`, 'utf8');
      hash.update(buf);
      rows += 1;
      bytes += buf.length;
      if (!out.write(buf)) await once(out, 'drain');
    });
  } finally {
    out.end();
    await finished(out);
  }
  return { rows, bytes, digest: hash.digest('hex') };
}

/**
 * Every table as JSON lines, the migration journal and the sequences, all from one REPEATABLE READ snapshot:
 * rows written while it runs are either all in it or not at all. Read-only, so it runs beside a live server on
 * PostgreSQL.
 */
async function dumpDatabase(database: Database, dir: string, log: (m: string) => void) {
  return database.db.transaction(
    async (tx) => {
      await setCanonicalOutput(tx);
      const tables: ManifestTable[] = [];
      const infos = await listTables(tx);
      for (const [i, table] of infos.entries()) {
        const file = SAFE_NAME.test(table.schema) && SAFE_NAME.test(table.name) ? `db/${table.schema}.${table.name}.jsonl` : `db/table-${i}.jsonl`;
        const written = await writeLines(path.join(dir, file), (write) => dumpTable(tx, table, write));
        tables.push({ schema: table.schema, name: table.name, file, columns: table.columns.map((c) => c.name), ...written });
        log(`  ${table.schema}.${table.name}: ${written.rows} rows`);
      }
      const migrations = infos.some((t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations')
        ? (await rowsOf<{ hash: string; createdAt: string }>(
            tx,
            sql`SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
          )).map((m) => ({ hash: m.hash, createdAt: Number(m.createdAt) }))
        : [];
      const sequences = await listSequences(tx);
      const [server] = await rowsOf<{ version: string }>(tx as Executor, sql`SELECT current_setting('server_version') AS version`);
      return { tables, migrations, sequences, serverVersion: server?.version ?? 'unknown' };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Copies every object of the store into `<dir>/files/<key>`, hashing as it goes. */
async function copyFiles(storage: FileStorage, dir: string, log: (m: string) => void): Promise<Manifest['files']> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  keys.sort();
  const files: Manifest['files'] = [];
  for (const key of keys) {
    let stored;
    try {
      stored = await storage.get(key);
    } catch (err) {
      // deleted since the listing: it is not part of the snapshot
      if (err instanceof AppError && err.code === 'NOT_FOUND') continue;
      throw err;
    }
    const target = backupFilePath(dir, key);
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const hasher = new Transform({
      transform(chunk: Buffer, _enc, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    await pipeline(stored.stream, hasher, createWriteStream(target, { flags: 'wx' }));
    files.push({ key, size, contentType: stored.contentType, sha256: hash.digest('hex') });
  }
  log(`  files: ${files.length} (${files.reduce((n, f) => n + f.size, 0)} bytes)`);
  return files;
}

/**
 * Writes a backup of the database and the file store into a new folder under outDir and returns it. The folder
 * is assembled under a hidden name and renamed into place once its manifest is written, so a backup that was
 * interrupted never looks complete.
 *
 * Consistency: the database is one snapshot; files are copied after it, so a file uploaded meanwhile may be in
 * the backup without a row pointing at it (harmless), and one deleted meanwhile may be missing (with PGlite the
 * server is stopped during a backup, so neither happens).
 */
export async function createBackup(opts: BackupOptions): Promise<{ dir: string; manifest: Manifest }> {
  const log = opts.log ?? (() => {});
  const createdAt = (opts.now ?? (() => new Date()))();
  const outDir = path.resolve(opts.outDir);
  await mkdir(outDir, { recursive: true });
  let name = backupName(createdAt);
  for (let n = 2; existsSync(path.join(outDir, name)); n++) name = `${backupName(createdAt)}-${n}`;
  const staging = path.join(outDir, `.${name}.partial-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(staging, 'db'), { recursive: true });
  try {
    log(`database (${opts.database.kind}):`);
    const db = await dumpDatabase(opts.database, staging, log);
    const files = await copyFiles(opts.storage, staging, log);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: appVersion(),
      engine: opts.database.kind,
      serverVersion: db.serverVersion,
      fileStore: opts.storage.kind,
      migrations: db.migrations,
      tables: db.tables,
      sequences: db.sequences,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    const dir = path.join(outDir, name);
    await rename(staging, dir);
    return { dir, manifest };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}
