import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths.ts';
import { openDatabase } from '../../platform/db/client.ts';

const rows = async <T>(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, q: ReturnType<typeof sql>) => ((await db.execute(q)) as { rows: T[] }).rows;

const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-0049-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 0050 (attempt layouts)', () => {
  it('should keep every started attempt reading the same questions, copies, option orders and answers', async () => {
    // The migrations up to 0049, then attempts stored the old way, then 0050.
    cpSync(migrationsFolder, dir, { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0050');
    writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    const database = await openDatabase({});
    try {
      const db = database.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: dir });
      const options = (order: string[]) => order.map((id) => ({ id, text: `Option ${id}`, correct: id === 'b' }));
      const copy = (text: string, order: string[]) => ({ type: 'single', text, imageUrl: null, options: options(order), numericAnswer: null, numericTolerance: 0, explanation: '', marks: 1, negativeMarks: 0 });
      const when = '2026-03-01T09:00:00Z';
      for (const id of [1, 2, 3]) {
        await db.execute(sql`insert into attempts (id, test_id, user_id, attempt_no, started_on, deadline, max_score, active_since) overriding system value
          values (${id}, 7, ${100 + id}, 1, ${when}, ${when}, 2, ${when})`);
      }
      const stored: [number, number, number, ReturnType<typeof copy>][] = [
        [1, 10, 0, copy('Posting keys', ['a', 'b', 'c'])],
        [1, 11, 1, copy('Company codes', ['a', 'b'])],
        [2, 11, 0, copy('Company codes', ['a', 'b'])],
        [2, 10, 1, copy('Posting keys', ['c', 'a', 'b'])],
        [3, 10, 0, copy('Posting keys, edited', ['a', 'b', 'c'])],
      ];
      for (const [a, q, position, snapshot] of stored) {
        await db.execute(sql`insert into attempt_questions (attempt_id, question_id, position, snapshot) values (${a}, ${q}, ${position}, ${JSON.stringify(snapshot)}::jsonb)`);
      }
      await db.execute(sql`insert into attempt_answers (attempt_id, question_id, answer, seq) values (2, 10, '{"OptionIDs":["b"]}', 4)`);

      await migrate(db, { migrationsFolder });

      const read = await rows<{ attempt_id: number; question_id: number; position: number; snapshot: unknown }>(db, sql`select * from attempt_questions order by attempt_id, position`);
      expect(read.map((r) => [r.attempt_id, r.question_id, r.position, r.snapshot])).toEqual(
        [...stored].sort((x, y) => x[0] - y[0] || x[2] - y[2]).map(([a, q, position, snapshot]) => [a, q, position, snapshot]),
      );
      // Equal copies are stored once: four distinct contents for five questions.
      expect((await rows<{ n: number }>(db, sql`select count(*)::int as n from question_snapshots`))[0]!.n).toBe(4);
      expect(await rows(db, sql`select attempt_id, question_id, seq from attempt_answers`)).toEqual([{ attempt_id: 2, question_id: 10, seq: 4 }]);
      // Answers now belong to their attempt: one removed takes its answers with it.
      await db.execute(sql`delete from attempts where id = 2`);
      expect(await rows(db, sql`select 1 from attempt_answers`)).toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});
