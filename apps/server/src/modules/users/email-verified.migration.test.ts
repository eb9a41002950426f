import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase } from '../../platform/db/client.ts';
import { migrationsFolder } from '../../paths.ts';

const TAG = '0007_email_verification';
const work = mkdtempSync(path.join(tmpdir(), 'migration-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The committed migrations up to (not including) the one that added email_verified_on. */
function foldersBefore(tag: string): string {
  const before = path.join(work, 'before');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

describe(`migration ${TAG}`, () => {
  it('should count accounts that existed before it as verified, and leave new accounts unverified by default', async () => {
    const database = await openDatabase({});
    try {
      const db = database.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: foldersBefore(TAG) });
      await database.db.execute(sql`
        insert into users (first_name, last_name, email, password_hash, role)
        values ('Old', 'Account', 'old@example.com', 'x', 'Trainee')`);
      await migrate(db, { migrationsFolder });
      await database.db.execute(sql`
        insert into users (first_name, last_name, email, password_hash, role)
        values ('New', 'Account', 'new@example.com', 'x', 'Trainee')`);
      const result = await database.pglite!.query<{ email: string; verified: boolean }>(
        'select email, email_verified_on is not null as verified from users order by id',
      );
      expect(result.rows).toEqual([
        { email: 'old@example.com', verified: true },
        { email: 'new@example.com', verified: false },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
