import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { DataDirInUseError } from './platform/db/pglite-lock.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { createBackup } from './platform/backup/backup.ts';
import { BackupError } from './platform/backup/manifest.ts';
import { checkBackup, restoreBackup } from './platform/backup/restore.ts';
import { pruneBackups, type Retention } from './platform/backup/retention.ts';

const usage = `Usage (settings come from the environment, as for the server: DATA_DIR, DATABASE_URL, S3_*):
  npm run backup -- --out DIR [--keep-daily N] [--keep-weekly N] [--keep-monthly N]
      writes DIR/backup-<UTC time>/ (database rows, every stored file, manifest.json with SHA-256s);
      with --keep-*, then deletes the older backups in DIR that the policy does not keep
  npm run restore -- --from DIR/backup-<time> [--check]
      restores into an EMPTY database and file store (refuses anything else); --check only verifies the backup
docs/deploy.md ("Backups") has schedules and retention.`;

class UsageError extends Error {}

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number, not '${value}'`);
  return Number(value);
}

async function backup(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, 'keep-daily': { type: 'string' }, 'keep-weekly': { type: 'string' }, 'keep-monthly': { type: 'string' } },
  });
  if (!values.out) throw new UsageError('--out DIR is required');
  const retention: Retention = {
    daily: count(values['keep-daily'], 'keep-daily'),
    weekly: count(values['keep-weekly'], 'keep-weekly'),
    monthly: count(values['keep-monthly'], 'keep-monthly'),
  };
  const config = loadConfig();
  const dataDir = path.resolve(config.DATA_DIR);
  const out = path.resolve(values.out);
  if (out === dataDir || out.startsWith(dataDir + path.sep)) {
    // inside DATA_DIR a backup would be lost with it, could be copied into the next one (files/), and block a restore
    throw new UsageError(`--out must be outside DATA_DIR (${dataDir})`);
  }
  const pgDir = path.join(dataDir, 'pg');
  if (!config.DATABASE_URL && !existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no PGlite database in ${pgDir} to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  }
  const started = Date.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgDir, poolMax: 2 });
  try {
    const { dir, manifest } = await createBackup({ database, storage: createStorage(config), outDir: values.out, log: console.log });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`backup written to ${dir} (${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files) in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
  if (retention.daily !== undefined || retention.weekly !== undefined || retention.monthly !== undefined) {
    console.log('retention:');
    const { kept, removed } = await pruneBackups(values.out, retention, console.log);
    console.log(`  kept ${kept.length}, removed ${removed.length}`);
  }
}

async function restore(args: string[]) {
  const { values } = parseArgs({ args, options: { from: { type: 'string' }, check: { type: 'boolean', default: false } } });
  if (!values.from) throw new UsageError('--from DIR is required (a folder holding manifest.json)');
  const started = Date.now();
  if (values.check) {
    const manifest = await checkBackup(values.from);
    console.log(
      `${path.resolve(values.from)} is intact: ${manifest.tables.length} tables and ${manifest.files.length} files match their SHA-256, ` +
        `and this version can restore its schema (backup of ${manifest.createdAt}, ${manifest.engine}, app ${manifest.appVersion})`,
    );
    return;
  }
  const config = loadConfig();
  const manifest = await restoreBackup({ from: values.from, target: config, log: console.log });
  const where = config.DATABASE_URL ? 'DATABASE_URL' : path.resolve(config.DATA_DIR, 'pg');
  const files = config.S3_BUCKET ? `bucket ${config.S3_BUCKET}` : path.resolve(config.DATA_DIR, 'files');
  console.log(`restored the backup of ${manifest.createdAt} into ${where} and ${files} in ${Date.now() - started} ms`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'backup') await backup(args);
    else if (command === 'restore') await restore(args);
    else throw new UsageError(command ? `unknown command '${command}'` : 'no command');
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(err as Error).message}\n\n${usage}`);
      process.exit(2);
    }
    if (err instanceof BackupError) console.error(err.message);
    else if (err instanceof DataDirInUseError) console.error(`${err.message}\nWith PGlite, back up and restore while the server is stopped.`);
    else console.error(err);
    process.exit(1);
  }
}

void main();
