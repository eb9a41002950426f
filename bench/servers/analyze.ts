import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/platform/db/client.ts';

/**
 * ANALYZE of the tables the seeding wrote, and only those. A table left empty is left never analyzed, as in a
 * database whose autovacuum is on, where the planner sizes it by its pages as it grows (and autovacuum analyzes it
 * again): an ANALYZE of an empty table records 0 rows, and with autovacuum off (this machine's PostgreSQL:
 * conf.d/90-ci.conf) those figures stay for the whole run. A statement prepared while the table is small then keeps a
 * sequential scan of it: exam day's answer saves scanned a growing attempt_answers (4,153 scans reading 89 million
 * rows in a 2,000-learner run), which no production database with autovacuum would keep.
 */
export async function analyzeSeeded(db: Db): Promise<void> {
  await db.execute(sql`
    do $$
    declare t regclass;
    begin
      for t in select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = 'public' and pg_relation_size(c.oid) > 0
      loop
        execute format('analyze %s', t);
      end loop;
    end $$`);
}
