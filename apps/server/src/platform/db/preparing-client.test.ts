import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { PLAN_PER_RUN, statementName } from './preparing-client.ts';

describe('statementName', () => {
  it('should name a text from its third run on, always the same name, and other texts other names', () => {
    const text = `select $1::int as n -- ${randomUUID()}`;
    expect([statementName(text), statementName(text)]).toEqual([undefined, undefined]);
    const name = statementName(text);
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(statementName(text)).toBe(name);
    const other = `select $1::text as t -- ${randomUUID()}`;
    for (let i = 0; i < 3; i++) statementName(other);
    expect(statementName(other)).not.toBe(name);
  });

  it('should never name a text marked to be planned for its values on every run', () => {
    const text = `select $1::text as t where ${PLAN_PER_RUN} true -- ${randomUUID()}`;
    expect(Array.from({ length: 6 }, () => statementName(text))).toEqual(Array(6).fill(undefined));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PreparingClient on PostgreSQL', () => {
  it('should prepare a frequent parameterised statement on its connection, answer the same rows, and leave statements without parameters unnamed', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolMax: 1 });
    try {
      const tag = randomUUID();
      for (let i = 0; i < 6; i++) {
        const rows = (await database.db.execute(sql`select ${i}::int + 1 as n, ${tag}::text as tag`)) as unknown as { rows: { n: number; tag: string }[] };
        expect(rows.rows).toEqual([{ n: i + 1, tag }]);
      }
      // inside a transaction too (the same connection: the pool has one)
      const inTx = await database.db.transaction(async (tx) => ((await tx.execute(sql`select ${41}::int + 1 as n, ${tag}::text as tag`)) as unknown as { rows: unknown[] }).rows);
      expect(inTx).toEqual([{ n: 42, tag }]);
      const prepared = (await database.db.execute(sql.raw(`select statement from pg_prepared_statements`))) as unknown as { rows: { statement: string }[] };
      const texts = prepared.rows.map((r) => r.statement);
      expect(texts.filter((t) => t.includes('::int + 1 as n'))).toHaveLength(1);
      expect(texts.some((t) => t.includes('pg_prepared_statements'))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
