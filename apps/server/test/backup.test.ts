import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { createStorage } from '../src/platform/storage/create-storage.ts';
import type { FileStorage } from '../src/platform/storage/file-storage.ts';
import { createBackup } from '../src/platform/backup/backup.ts';
import { readManifest, type Manifest } from '../src/platform/backup/manifest.ts';
import { restoreBackup } from '../src/platform/backup/restore.ts';
import { backupsToKeep, backupTime, pruneBackups } from '../src/platform/backup/retention.ts';
import { listSequences, tableDigests } from '../src/platform/backup/table-dump.ts';
import { seedDemo, seedMasters } from '../src/seed/demo.seed.ts';
import { adminQuery, withDatabase } from './template-db.ts';

/**
 * Backups that restore: a seeded system (demo data plus stored files) is backed up, restored elsewhere, and every
 * table digest and file hash compared; a non-empty target and a tampered backup are refused with nothing written.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const pgUrl = process.env.TEST_DATABASE_URL;

type Snapshot = { tables: Record<string, { rows: number; digest: string }>; files: Record<string, string>; sequences: string };

async function fileHashes(storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const key of storage.list()) {
    out[key] = createHash('sha256').update(await buffer((await storage.get(key)).stream)).digest('hex');
  }
  return out;
}

async function snapshot(database: Database, storage: FileStorage): Promise<Snapshot> {
  return {
    tables: await tableDigests(database.db),
    files: await fileHashes(storage),
    sequences: JSON.stringify(await listSequences(database.db)),
  };
}

/** Runs the CLI as `npm run backup|restore` does (through tsx here, to leave the compiled build alone). */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const tmp = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));

describe('backup and restore', () => {
  let sourceConfig: Config;
  let source: Snapshot;
  let backupsDir: string;
  let backupDir: string;
  let manifest: Manifest;
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    // a seeded system as the server leaves it: PGlite in DATA_DIR/pg, files in DATA_DIR/files
    sourceConfig = testConfig({ DATA_DIR: await tmp('backup-src-') });
    cleanup.push(() => rm(sourceConfig.DATA_DIR, { recursive: true, force: true }));
    // from the run's migrated template when it is PGlite (a fresh PGlite directory costs an initdb of several seconds)
    const template = inject('dbTemplate');
    const database = await openDatabase({
      dataDir: path.join(sourceConfig.DATA_DIR, 'pg'),
      ...(template.kind === 'pglite' ? { loadDataDir: new Blob([await readFile(template.file)]) } : {}),
    });
    await runMigrations(database);
    const storage = createStorage(sourceConfig);
    const app = await buildApp({ config: sourceConfig, database, storage });
    await seedMasters(app.services);
    await seedDemo(app.services);
    await app.services.users.createAccount({
      firstName: 'Zoë 𝄞',
      lastName: `O'Brien "quoted" \\ back\tslash`,
      email: 'zoe@example.com',
      password: 'Correct-Horse-42',
      countryCode: '+91',
      mobileNumber: '9876543210',
      role: 'Trainee',
      emailVerified: true,
    });
    // values whose text form is easy to get wrong: a float that needs 17 digits, a jsonb with unicode
    await database.db.execute(sql`UPDATE questions SET numeric_answer = 0.30000000000000004, numeric_tolerance = 1e-300 WHERE id = (SELECT min(id) FROM questions)`);
    // the newest row gone: the sequence is ahead of max(id), and must stay so (ids are never handed out twice)
    await database.db.execute(sql`DELETE FROM masters WHERE id = (SELECT max(id) FROM masters)`);
    await storage.put('backup-test/2025/01/report.pdf', randomBytes(200_000), { contentType: 'application/pdf' });
    await storage.put('backup-test/2025/01/notes.txt', Buffer.from('notes, ünïcode\n'), { contentType: 'text/plain; charset=utf-8' });
    source = await snapshot(database, storage);
    await app.close();
    await database.close();
    expect(Object.keys(source.files).length).toBeGreaterThanOrEqual(3); // the demo video and the two above

    backupsDir = await tmp('backup-out-');
    cleanup.push(() => rm(backupsDir, { recursive: true, force: true }));
    const reopened = await openDatabase({ dataDir: path.join(sourceConfig.DATA_DIR, 'pg') });
    try {
      ({ dir: backupDir, manifest } = await createBackup({ database: reopened, storage, outDir: backupsDir }));
    } finally {
      await reopened.close();
    }
    // Seeding a whole demo system: over a minute when the machine is busy.
  }, 240_000);

  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('should record every table with its digest and every file with its SHA-256 in the manifest', async () => {
    expect(await readManifest(backupDir)).toEqual(manifest);
    expect(path.basename(backupDir)).toMatch(/^backup-\d{8}T\d{6}Z$/);
    expect(manifest).toMatchObject({ formatVersion: 1, engine: 'pglite', fileStore: 'local' });
    expect(manifest.migrations.length).toBeGreaterThan(0);
    expect(Object.fromEntries(manifest.tables.map((t) => [`${t.schema}.${t.name}`, { rows: t.rows, digest: t.digest }]))).toEqual(source.tables);
    expect(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256]))).toEqual(source.files);
    expect(source.tables['public.users']!.rows).toBeGreaterThan(5);
    // nothing half-written is left beside it
    expect(await readdir(backupsDir)).toEqual([path.basename(backupDir)]);
  });

  it('should restore into an empty DATA_DIR with every table digest, sequence and file hash equal', async () => {
    const target = testConfig({ DATA_DIR: await tmp('backup-dst-') });
    cleanup.push(() => rm(target.DATA_DIR, { recursive: true, force: true }));
    await restoreBackup({ from: backupDir, target });
    const database = await openDatabase({ dataDir: path.join(target.DATA_DIR, 'pg') });
    try {
      expect(await snapshot(database, createStorage(target))).toEqual(source);
      // the restored system works: the demo admin signs in
      const app = await buildApp({ config: target, database });
      const user = await app.services.users.findByEmail('admin@demo.academy');
      expect(user?.role).toBe('Admin');
      await app.close();
    } finally {
      await database.close();
    }
    // Besides the restored database and files, only the drive's working folder of unfinished uploads, which the started app makes.
    expect((await readdir(target.DATA_DIR)).filter((d) => d !== 'drive-uploads').sort()).toEqual(['files', 'pg']);

    // a second restore into the same place is refused and changes nothing
    await expect(restoreBackup({ from: backupDir, target })).rejects.toThrow(/already holds a database/);
    const again = await openDatabase({ dataDir: path.join(target.DATA_DIR, 'pg') });
    try {
      expect((await tableDigests(again.db))['public.users']).toEqual(source.tables['public.users']);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('should refuse a DATA_DIR that already holds files, writing nothing', async () => {
    const target = testConfig({ DATA_DIR: await tmp('backup-dst-') });
    cleanup.push(() => rm(target.DATA_DIR, { recursive: true, force: true }));
    await createStorage(target).put('drive/2025/01/mine', Buffer.from('keep me'), { contentType: 'text/plain' });
    await expect(restoreBackup({ from: backupDir, target })).rejects.toThrow(/already holds files/);
    expect(await readdir(target.DATA_DIR)).toEqual(['files']);
    expect(await fileHashes(createStorage(target))).toEqual({ 'drive/2025/01/mine': createHash('sha256').update('keep me').digest('hex') });
  });

  it('should refuse a backup with one changed byte, naming the file, and write nothing', async () => {
    for (const victim of ['files/backup-test/2025/01/report.pdf', manifest.tables.find((t) => t.name === 'users')!.file]) {
      const tampered = await tmp('backup-tampered-');
      cleanup.push(() => rm(tampered, { recursive: true, force: true }));
      await cp(backupDir, tampered, { recursive: true });
      const file = path.join(tampered, victim);
      const bytes = await readFile(file);
      const at = Math.floor(bytes.length / 2);
      bytes[at] = bytes[at]! ^ 0x01;
      await writeFile(file, bytes);

      const target = testConfig({ DATA_DIR: await tmp('backup-dst-') });
      cleanup.push(() => rm(target.DATA_DIR, { recursive: true, force: true }));
      const error = await restoreBackup({ from: tampered, target }).then(() => null, (e: Error) => e);
      expect(error?.message).toMatch(/is damaged; nothing was restored/);
      expect(error?.message).toContain(`${victim}: SHA-256`);
      expect(await readdir(target.DATA_DIR)).toEqual([]);
    }
  });

  it('should refuse, through the CLI, to back up a PGlite database another process has open', async () => {
    const database = await openDatabase({ dataDir: path.join(sourceConfig.DATA_DIR, 'pg') });
    try {
      const run = await cli(['backup', '--out', backupsDir], { DATA_DIR: sourceConfig.DATA_DIR });
      expect(run.code).toBe(1);
      expect(run.output).toContain(`is in use by process ${process.pid}`);
    } finally {
      await database.close();
    }
    expect(await readdir(backupsDir)).toEqual([path.basename(backupDir)]);
    const check = await cli(['restore', '--from', backupDir, '--check'], {});
    expect(check.output).toContain('is intact');
    expect(check.code).toBe(0);
  }, 30_000);

  it('should keep the newest backup of each of the last N days and M weeks', async () => {
    const names = ['2025-03-03T02:00:00Z', '2025-03-02T02:00:00Z', '2025-03-02T01:00:00Z', '2025-03-01T02:00:00Z', '2025-02-20T02:00:00Z', '2025-02-10T02:00:00Z', '2025-01-05T02:00:00Z'].map(
      (iso) => `backup-${iso.replace(/[-:]/g, '')}`,
    );
    const backups = names.map((name) => ({ name, at: backupTime(name)! }));
    expect(backups.every((b) => b.at instanceof Date && !Number.isNaN(b.at.getTime()))).toBe(true);
    // 2 days: 03-03 and the later of 03-02; 3 weeks: 03-03 (W10), 03-02 02:00 (W09), 02-20 (W08)
    expect([...backupsToKeep(backups, { daily: 2, weekly: 3 })].sort()).toEqual(
      ['backup-20250220T020000Z', 'backup-20250302T020000Z', 'backup-20250303T020000Z'],
    );
    expect([...backupsToKeep(backups, {})]).toEqual(['backup-20250303T020000Z']);

    const dir = await tmp('backup-prune-');
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    for (const name of names) await cp(path.join(backupDir, 'manifest.json'), path.join(dir, name, 'manifest.json'), { recursive: true });
    await cp(path.join(backupDir, 'manifest.json'), path.join(dir, 'not-a-backup', 'manifest.json'));
    const { removed } = await pruneBackups(dir, { daily: 2, weekly: 3 });
    expect(removed).toHaveLength(4);
    expect((await readdir(dir)).sort()).toEqual(['backup-20250220T020000Z', 'backup-20250302T020000Z', 'backup-20250303T020000Z', 'not-a-backup']);
  });

  it('should restore the files into an empty S3 bucket, refuse it once it holds some, and back up from it', async () => {
    const S3rver = createRequire(import.meta.url)('s3rver') as new (o: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
    const s3Dir = await tmp('backup-s3-');
    cleanup.push(() => rm(s3Dir, { recursive: true, force: true }));
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'academy' }] });
    const { port } = await s3.run();
    cleanup.push(() => s3.close());
    const onS3 = async () =>
      testConfig({
        DATA_DIR: await tmp('backup-dst-'),
        S3_BUCKET: 'academy',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      });
    const target = await onS3();
    cleanup.push(() => rm(target.DATA_DIR, { recursive: true, force: true }));
    await restoreBackup({ from: backupDir, target });
    expect(await fileHashes(createStorage(target))).toEqual(source.files);

    const second = await onS3();
    cleanup.push(() => rm(second.DATA_DIR, { recursive: true, force: true }));
    await expect(restoreBackup({ from: backupDir, target: second })).rejects.toThrow(/bucket academy is not empty/);
    expect(await readdir(second.DATA_DIR)).toEqual([]);

    const database = await openDatabase({ dataDir: path.join(target.DATA_DIR, 'pg') });
    try {
      const fromS3 = await createBackup({ database, storage: createStorage(target), outDir: await tmp('backup-out-s3-') });
      cleanup.push(() => rm(path.dirname(fromS3.dir), { recursive: true, force: true }));
      expect(fromS3.manifest.fileStore).toBe('s3');
      // key, size, content type and hash of every file came through
      expect(fromS3.manifest.files).toEqual(manifest.files);
      expect(fromS3.manifest.tables).toEqual(manifest.tables);
    } finally {
      await database.close();
    }
  }, 60_000);

  describe.runIf(pgUrl)('on PostgreSQL', () => {
    const name = `backup_test_${randomBytes(5).toString('hex')}`;
    const role = `backup_owner_${randomBytes(5).toString('hex')}`;

    afterAll(async () => {
      await adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${name}_owned WITH (FORCE)`);
      await adminQuery(pgUrl!, `DROP ROLE IF EXISTS ${role}`);
    });

    it('should restore a PGlite backup into an empty PostgreSQL database, and that one back into PGlite, equal at every step', async () => {
      await adminQuery(pgUrl!, `CREATE DATABASE ${name}`);
      const url = withDatabase(pgUrl!, name);
      const target = testConfig({ DATA_DIR: await tmp('backup-dst-'), DATABASE_URL: url });
      cleanup.push(() => rm(target.DATA_DIR, { recursive: true, force: true }));
      await restoreBackup({ from: backupDir, target });
      const database = await openDatabase({ url });
      let pgBackup: string;
      try {
        expect(await snapshot(database, createStorage(target))).toEqual(source);
        await expect(restoreBackup({ from: backupDir, target: { ...target, DATA_DIR: await tmp('backup-dst-') } })).rejects.toThrow(/is not empty/);
        ({ dir: pgBackup } = await createBackup({ database, storage: createStorage(target), outDir: backupsDir }));
      } finally {
        await database.close();
      }
      expect((await readManifest(pgBackup)).engine).toBe('postgres');

      const back = testConfig({ DATA_DIR: await tmp('backup-back-') });
      cleanup.push(() => rm(back.DATA_DIR, { recursive: true, force: true }));
      await restoreBackup({ from: pgBackup, target: back });
      const restored = await openDatabase({ dataDir: path.join(back.DATA_DIR, 'pg') });
      try {
        expect(await snapshot(restored, createStorage(back))).toEqual(source);
      } finally {
        await restored.close();
      }
    }, 60_000);

    it('should restore as a database owner without superuser rights (no replica mode: triggers off per table, parents first)', async () => {
      await adminQuery(pgUrl!, `CREATE ROLE ${role} LOGIN`);
      await adminQuery(pgUrl!, `CREATE DATABASE ${name}_owned OWNER ${role}`);
      const u = new URL(withDatabase(pgUrl!, `${name}_owned`));
      u.username = role;
      const target = testConfig({ DATA_DIR: await tmp('backup-dst-'), DATABASE_URL: u.toString() });
      cleanup.push(() => rm(target.DATA_DIR, { recursive: true, force: true }));
      await restoreBackup({ from: backupDir, target });
      const database = await openDatabase({ url: u.toString() });
      try {
        expect(await snapshot(database, createStorage(target))).toEqual(source);
      } finally {
        await database.close();
      }
    }, 60_000);
  });

  it('should leave no lock behind', () => {
    expect(existsSync(path.join(sourceConfig.DATA_DIR, 'pg.lock'))).toBe(false);
  });
});
