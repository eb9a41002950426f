import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery } from '../../../test/template-db.ts';
import { openDatabase } from './client.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('should report an idle connection ended by the server and answer the next query on a new one', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const errors: Error[] = [];
    const database = await openDatabase({ url, poolMax: 1, onIdleError: (e) => errors.push(e) });
    try {
      const first = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      const pid = first.rows[0]!.pid;
      await adminQuery(url, `select pg_terminate_backend(${Number(pid)})`);
      await expect.poll(() => errors.length).toBe(1);
      const next = (await database.db.execute(sql`select 1 as ok`)) as unknown as { rows: { ok: number }[] };
      expect(next.rows[0]!.ok).toBe(1);
    } finally {
      await database.close();
    }
  });
});
