import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline, Transform } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Config } from '../../config.ts';
import { migrationsFolder } from '../../paths.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { lockDataDir } from '../db/pglite-lock.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalStorage } from '../storage/local-file-storage.ts';
import {
  BackupError,
  backupFilePath,
  qualifiedName,
  readManifest,
  verifyBackupFiles,
  type Manifest,
  type ManifestTable,
} from './manifest.ts';
import {
  dependencyOrder,
  digestTable,
  identifier,
  listTables,
  rowsOf,
  setCanonicalOutput,
  tableSql,
  type Executor,
  type TableInfo,
} from './table-dump.ts';

export type RestoreTarget = Pick<
  Config,
  'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

export type RestoreOptions = {
  /** The backup folder (the one holding manifest.json). */
  from: string;
  /** Where to restore: DATABASE_URL or DATA_DIR/pg, and S3_* or DATA_DIR/files, as the server would read them. */
  target: RestoreTarget;
  s3Client?: S3Client;
  log?: (message: string) => void;
};

/** The URL without its password, for messages. */
function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured database';
  }
}

/**
 * The code's migrations the backed-up database had run: the backup's journal must be a prefix of this code's,
 * migration for migration (same time stamp, same SQL). Newer migrations of this code run after the rows are in,
 * as they would on a server upgraded in place.
 */
export function migrationsOfBackup(manifest: Manifest): MigrationMeta[] {
  const code = readMigrationFiles({ migrationsFolder });
  manifest.migrations.forEach((m, i) => {
    const mine = code[i];
    if (!mine || mine.folderMillis !== m.createdAt) {
      throw new BackupError(
        `The backed-up database ran migration ${i + 1} (of ${new Date(m.createdAt).toISOString()}), which this version of the application ` +
          `does not have. Restore with the version that made the backup (${manifest.appVersion}) or a newer one.`,
      );
    }
    if (mine.hash !== m.hash) {
      throw new BackupError(
        `Migration ${i + 1} (of ${new Date(m.createdAt).toISOString()}) differs between the backed-up database and this code ` +
          `(SQL hash ${m.hash.slice(0, 12)}… there, ${mine.hash.slice(0, 12)}… here). Restore with the version that made the backup (${manifest.appVersion}).`,
      );
    }
  });
  return code.slice(0, manifest.migrations.length);
}

/** Reads the manifest and checks every file's hash and the migrations against this code. Writes nothing. */
export async function checkBackup(from: string): Promise<Manifest> {
  const dir = path.resolve(from);
  const manifest = await readManifest(dir);
  await verifyBackupFiles(dir, manifest);
  migrationsOfBackup(manifest);
  return manifest;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

async function firstKey(storage: FileStorage): Promise<string | null> {
  for await (const key of storage.list()) return key;
  return null;
}

/** Tables in the target database (any schema but the system ones): an empty database has none. */
async function existingTables(db: Executor): Promise<string[]> {
  return (await listTables(db)).map(qualifiedName);
}

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Inserts one table's rows from its JSON lines, a batch per statement; the database parses the JSON into its own types. */
async function loadTable(tx: Executor, from: string, table: ManifestTable, target: TableInfo): Promise<number> {
  const targetColumns = new Map(target.columns.map((c) => [c.name, c]));
  const unknown = table.columns.filter((c) => !targetColumns.has(c));
  if (unknown.length > 0) throw new BackupError(`${qualifiedName(table)}: the backup has columns this schema lacks (${unknown.join(', ')}).`);
  // generated columns are computed again from the others
  const columns = table.columns.filter((c) => !targetColumns.get(c)!.generated);
  const insertList = sql.join(columns.map(identifier), sql`, `);
  // JSON null and SQL NULL look alike in row_to_json; in a NOT NULL json column it can only have been JSON null
  const selectList = sql.join(
    columns.map((c) => {
      const col = targetColumns.get(c)!;
      const ref = sql`r.${identifier(c)}`;
      return col.notNull && (col.type === 'jsonb' || col.type === 'json') ? sql`COALESCE(${ref}, ${sql.raw(`'null'::${col.type}`)})` : ref;
    }),
    sql`, `,
  );
  let rows = 0;
  let batch: string[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(
      sql`INSERT INTO ${tableSql(table)} (${insertList}) OVERRIDING SYSTEM VALUE
          SELECT ${selectList} FROM json_populate_recordset(NULL::${tableSql(table)}, ${`[${batch.join(',')}]`}::json) AS r`,
    );
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  const lines = createInterface({ input: createReadStream(path.join(from, table.file), 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/**
 * Loads the backup into an empty database in one transaction: the backup's migrations, then every table's rows
 * (triggers and foreign-key checks off, as for a replica, so rows go in as they were), the sequences, and a
 * final comparison of every table's digest with the manifest. Any difference rolls everything back.
 */
async function loadDatabase(database: Database, from: string, manifest: Manifest, migrations: MigrationMeta[], log: (m: string) => void) {
  await database.db.transaction(async (tx) => {
    if (manifest.tables.some((t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations')) {
      // drizzle's own journal table, as its migrator creates it; the rows come from the backup
      await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
      await tx.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    }
    for (const m of migrations) for (const statement of m.sql) await tx.execute(sql.raw(statement));
    await setCanonicalOutput(tx);

    const targetTables = new Map((await listTables(tx)).map((t) => [qualifiedName(t), t]));
    const missing = manifest.tables.map(qualifiedName).filter((n) => !targetTables.has(n));
    const extra = [...targetTables.keys()].filter((n) => !manifest.tables.some((t) => qualifiedName(t) === n));
    if (missing.length > 0 || extra.length > 0) {
      throw new BackupError(
        `The schema made by the backup's migrations does not match the backup's tables (missing: ${missing.join(', ') || 'none'}; not in the backup: ${extra.join(', ') || 'none'}).`,
      );
    }
    // rows a migration may have inserted are in the backup too; the audit log refuses TRUNCATE unless the
    // transaction says it is restoring (migration 0015)
    await tx.execute(sql`SELECT set_config('app.restoring', 'on', true)`);
    if (targetTables.size > 0) await tx.execute(sql`TRUNCATE ${sql.join([...targetTables.values()].map(tableSql), sql`, `)}`);

    // As a replica: no triggers (they would bump counters the rows already carry), no foreign-key checks. That needs
    // a superuser (PGlite is one; a managed PostgreSQL may not grant it): otherwise user triggers are switched off
    // table by table and rows go in parents first.
    let replica = true;
    try {
      await tx.transaction(async (sp) => {
        await sp.execute(sql`SET LOCAL session_replication_role = replica`);
      });
    } catch {
      replica = false;
    }
    const order = await dependencyOrder(tx, manifest.tables);
    for (const ref of order) {
      const table = manifest.tables.find((t) => t.schema === ref.schema && t.name === ref.name)!;
      if (!replica) await tx.execute(sql`ALTER TABLE ${tableSql(table)} DISABLE TRIGGER USER`);
      const rows = await loadTable(tx, from, table, targetTables.get(qualifiedName(table))!);
      if (!replica) await tx.execute(sql`ALTER TABLE ${tableSql(table)} ENABLE TRIGGER USER`);
      if (rows !== table.rows) throw new BackupError(`${qualifiedName(table)}: ${rows} rows read, the manifest says ${table.rows}.`);
    }
    if (replica) await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);

    for (const s of manifest.sequences) {
      const name = `"${s.schema.replace(/"/g, '""')}"."${s.name.replace(/"/g, '""')}"`;
      const [found] = await rowsOf<{ oid: string | null }>(tx, sql`SELECT to_regclass(${name})::text AS oid`);
      if (!found?.oid) throw new BackupError(`Sequence ${s.schema}.${s.name} of the backup does not exist in the restored schema.`);
      if (s.lastValue !== null) await tx.execute(sql`SELECT setval(${name}::regclass, ${s.lastValue}::bigint, true)`);
    }

    const differing: string[] = [];
    for (const table of manifest.tables) {
      const actual = await digestTable(tx, targetTables.get(qualifiedName(table))!);
      if (actual.digest !== table.digest || actual.rows !== table.rows) differing.push(qualifiedName(table));
    }
    if (differing.length > 0) {
      throw new BackupError(`After loading, these tables differ from the backup, so nothing was kept: ${differing.join(', ')}.`);
    }
    log(`  ${manifest.tables.length} tables, ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows; every table digest matches`);
  });
}

/** Puts every file of the backup into the store, hashing each byte as it is written; returns the keys written. */
async function restoreFiles(from: string, manifest: Manifest, storage: FileStorage, written: string[]) {
  for (const f of manifest.files) {
    const hash = createHash('sha256');
    const hasher = new Transform({
      transform(chunk: Buffer, _enc, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    const body = pipeline(createReadStream(backupFilePath(from, f.key)), hasher, () => {});
    written.push(f.key);
    await storage.put(f.key, body, { contentType: f.contentType });
    const sha256 = hash.digest('hex');
    if (sha256 !== f.sha256) throw new BackupError(`files/${f.key} changed while it was restored (SHA-256 ${sha256}, expected ${f.sha256}).`);
  }
}

/** Removes a folder that holds no files (only empty folders, or the file store's .tmp/.meta leftovers); throws otherwise. */
async function removeIfHoldsNoKeys(dir: string) {
  if (!existsSync(dir)) return;
  if (await firstKey(createLocalStorage({ root: dir }))) throw new BackupError(`${dir} is not empty.`);
  await rm(dir, { recursive: true });
}

/**
 * Restores a backup into an empty target and returns its manifest. Before writing anything it checks every
 * hash in the backup, that this code can rebuild its schema, and that the target database and file store are
 * empty; it refuses otherwise (there is no --force: emptying a live system is a step an operator takes on
 * purpose, see docs/deploy.md). On any failure nothing is left behind: PGlite and local files are assembled in a
 * hidden folder of DATA_DIR and renamed into place at the end, PostgreSQL is loaded in one transaction, and
 * objects already put into S3 are deleted again.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  const from = path.resolve(opts.from);
  const { target } = opts;
  const manifest = await readManifest(from);
  log(`checking ${manifest.tables.length} tables and ${manifest.files.length} files of the backup made ${manifest.createdAt} (${manifest.engine})`);
  await verifyBackupFiles(from, manifest);
  const migrations = migrationsOfBackup(manifest);

  const dataDir = path.resolve(target.DATA_DIR);
  const pgDir = path.join(dataDir, 'pg');
  const filesDir = path.join(dataDir, 'files');
  const onS3 = Boolean(target.S3_BUCKET);
  const releases: (() => void | Promise<void>)[] = [];
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  let storage: FileStorage | null = null;
  const written: string[] = [];
  let committed = false;
  try {
    // the target must be empty, and stay ours while we write
    let postgres: Database | null = null;
    if (target.DATABASE_URL) {
      postgres = await openDatabase({ url: target.DATABASE_URL, poolMax: 2 });
      releases.push(() => postgres!.close());
      const tables = await existingTables(postgres.db);
      if (tables.length > 0) {
        throw new BackupError(
          `The database ${shownUrl(target.DATABASE_URL)} is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}). ` +
            `Restore into a new database (createdb), or empty this one on purpose first (docs/deploy.md, "Restore").`,
        );
      }
    } else {
      await mkdir(dataDir, { recursive: true });
      releases.push(lockDataDir(pgDir));
      if (!(await isEmptyDir(pgDir))) {
        throw new BackupError(
          `${pgDir} already holds a database. Restore into an empty DATA_DIR, or move this one aside first (e.g. mv ${pgDir} ${pgDir}.old).`,
        );
      }
    }
    if (onS3) {
      storage = createStorage(target, opts.s3Client ? { s3Client: opts.s3Client } : {});
      const key = await firstKey(storage);
      if (key) throw new BackupError(`The bucket ${target.S3_BUCKET} is not empty (it holds ${key}, among others). Restore into an empty bucket.`);
    } else if (await firstKey(createLocalStorage({ root: filesDir }))) {
      throw new BackupError(`${filesDir} already holds files. Restore into an empty DATA_DIR, or move this folder aside first.`);
    }

    await mkdir(staging, { recursive: true });
    log(`files: ${manifest.files.length}`);
    await restoreFiles(from, manifest, storage ?? createLocalStorage({ root: path.join(staging, 'files') }), written);

    log('database:');
    if (postgres) {
      await loadDatabase(postgres, from, manifest, migrations, log);
      committed = true;
      await runMigrations(postgres);
    } else {
      const pglite = await openDatabase({ dataDir: path.join(staging, 'pg') });
      try {
        await loadDatabase(pglite, from, manifest, migrations, log);
        await runMigrations(pglite);
      } finally {
        await pglite.close();
      }
      if (existsSync(pgDir)) await rmdir(pgDir);
      await rename(path.join(staging, 'pg'), pgDir);
      committed = true;
    }
    if (!onS3) {
      await removeIfHoldsNoKeys(filesDir);
      if (existsSync(path.join(staging, 'files'))) await rename(path.join(staging, 'files'), filesDir);
    }
    return manifest;
  } catch (err) {
    if (storage && !committed) {
      for (const key of written) await storage.delete(key).catch(() => {});
    }
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
    for (const release of releases.reverse()) await release();
  }
}
