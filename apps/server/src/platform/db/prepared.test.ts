import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { queryRaw } from './prepared.ts';

const statement = { name: 'prepared_test_echo', text: 'select $1::int + 1 as n, $2::jsonb as doc, $1::int = $3::int as same' };

describe('queryRaw', () => {
  for (const kind of ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]) {
    it(`should run a raw statement with its parameters on ${kind}, on the root handle and inside a transaction`, async () => {
      const database = await openDatabase(kind === 'postgres' ? { url: process.env.TEST_DATABASE_URL!, poolMax: 2 } : {});
      try {
        for (let i = 0; i < 3; i++) {
          // named on PostgreSQL: prepared on the first call of each connection, then only executed
          const rows = await queryRaw<{ n: number; doc: unknown; same: boolean }>(database.db, statement, [i, JSON.stringify({ a: [i] }), i]);
          expect(rows).toEqual([{ n: i + 1, doc: { a: [i] }, same: true }]);
        }
        const inTx = await database.db.transaction((tx) => queryRaw<{ n: number; same: boolean }>(tx, statement, [41, 'null', 40]));
        expect(inTx).toEqual([{ n: 42, doc: null, same: false }]);
      } finally {
        await database.close();
      }
    });
  }
});
