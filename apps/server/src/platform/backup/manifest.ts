import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isValidKey } from '../storage/file-storage.ts';

/**
 * A backup is a directory:
 *
 *   manifest.json                 what is in it, with a SHA-256 per file (written last: no manifest, no backup)
 *   db/<schema>.<table>.jsonl     one JSON object per row (PostgreSQL's row_to_json), ordered by primary key
 *   files/<key>                   every object of the file store under its storage key
 *
 * The database part is logical (rows, not PostgreSQL's files), so a backup of PGlite restores into PostgreSQL
 * and back. A table's digest is the SHA-256 of its .jsonl file, which is every row's JSON followed by '\n' in
 * primary-key order: the same figure can be computed from any live database (tableDigests) and compared.
 */
export const BACKUP_FORMAT = 'erp-academy-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The engine the backup was taken from; any engine restores it. */
  engine: z.enum(['pglite', 'postgres']),
  serverVersion: z.string(),
  fileStore: z.enum(['local', 's3']),
  /** drizzle's journal of applied migrations (drizzle.__drizzle_migrations), oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
  tables: z.array(
    z.object({
      schema: z.string().min(1),
      name: z.string().min(1),
      /** Inside the backup, always db/<something>.jsonl (checked: a manifest never points outside its directory). */
      file: z.string().regex(/^db\/[A-Za-z0-9_$.-]+\.jsonl$/),
      columns: z.array(z.string().min(1)),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      digest: sha256Hex,
    }),
  ),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), lastValue: z.string().regex(/^-?\d+$/).nullable() })),
  files: z.array(
    z.object({
      key: z.string().refine(isValidKey, 'not a valid storage key'),
      size: z.number().int().min(0),
      contentType: z.string(),
      sha256: sha256Hex,
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];

/** Why a backup cannot be used; the message is meant for the operator as is. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export const qualifiedName = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;

/** Where a stored file sits inside the backup directory. */
export const backupFilePath = (dir: string, key: string) => path.join(dir, 'files', ...key.split('/'));

/** SHA-256 and size of a file on disk. */
export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Reads and checks the manifest of a backup directory. */
export async function readManifest(dir: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST_FILE} (an interrupted backup never gets one).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not valid JSON: the backup is damaged.`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format === BACKUP_FORMAT && typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${dir} is backup format ${format.formatVersion}; this version of the application reads format ${BACKUP_FORMAT_VERSION} and older. Restore it with a newer version.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not a valid backup manifest (${first.join('; ')}).`);
  }
  return parsed.data;
}

/**
 * Checks every file the manifest lists against its size and SHA-256, reading each byte once. Throws a
 * BackupError naming each damaged or missing file; writes nothing.
 */
export async function verifyBackupFiles(dir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  const check = async (label: string, file: string, expected: { sha256: string; size: number }) => {
    let actual;
    try {
      actual = await hashFile(file);
    } catch {
      problems.push(`${label}: missing`);
      return;
    }
    if (actual.size !== expected.size) problems.push(`${label}: ${actual.size} bytes, the manifest says ${expected.size}`);
    else if (actual.sha256 !== expected.sha256) problems.push(`${label}: SHA-256 ${actual.sha256} does not match the manifest (${expected.sha256})`);
  };
  for (const t of manifest.tables) await check(t.file, path.join(dir, t.file), { sha256: t.digest, size: t.bytes });
  for (const f of manifest.files) await check(`files/${f.key}`, backupFilePath(dir, f.key), f);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((p) => `  ${p}`);
    if (problems.length > 10) shown.push(`  … and ${problems.length - 10} more`);
    throw new BackupError(`The backup in ${dir} is damaged; nothing was restored:\n${shown.join('\n')}`);
  }
}
