import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { textSql } from './text-sql.ts';

const summary = (title: string, name: string, id: number | string) => `Order #${id} for "${title}" by ${name}; done`;

describe('textSql', () => {
  it('should read as the code makes the text, with the fields taken from the statement\'s columns', async () => {
    const database = await openDatabase({});
    try {
      const rows = async (q: ReturnType<typeof sql>) => (await database.db.execute(q) as unknown as { rows: Record<string, unknown>[] }).rows;
      const title = `It's "50%" off: a\\b $1 ''`;
      const [row] = await rows(sql`
        select ${textSql((col) => summary(col(sql`t.title`), col(sql`t.name`), col(sql`t.id`)))} as text, ${textSql(() => '')} as empty, ${textSql((col) => col(sql`t.name`))} as alone
        from (select ${title}::text as title, 'Asha Rao'::text as name, 42 as id) t`);
      expect(row).toEqual({ text: summary(title, 'Asha Rao', 42), empty: '', alone: 'Asha Rao' });
    } finally {
      await database.close();
    }
  });

  it('should refuse a text that cuts or repeats a column, or holds a NUL of its own', () => {
    expect(() => textSql((col) => col(sql`t.a`).slice(1))).toThrow(/whole, each at most once/);
    expect(() => textSql((col) => { const a = col(sql`t.a`); return `${a}${a}`; })).toThrow(/whole, each at most once/);
    expect(() => textSql(() => 'a\u0000b')).toThrow(/whole, each at most once/);
  });
});
