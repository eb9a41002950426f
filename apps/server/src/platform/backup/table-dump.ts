import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A database handle or an open transaction: what the dump and load queries run on. */
export type Executor = Pick<Db, 'execute'>;

/** The rows of a query, alike on node-postgres and PGlite (both answer `{ rows }`). */
export async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}

export type TableRef = { schema: string; name: string };

export type TableInfo = TableRef & {
  columns: { name: string; generated: boolean; collatable: boolean; notNull: boolean; type: string }[];
  primaryKey: string[];
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const tableSql = (t: TableRef) => sql.raw(`${quote(t.schema)}.${quote(t.name)}`);
export const identifier = (name: string) => sql.raw(quote(name));

/**
 * Makes every value render the same way on every engine and server setting, so a digest computed on PGlite
 * equals one computed on PostgreSQL: UTC offsets, shortest exact floats, hex bytea. Call inside the transaction.
 */
export async function setCanonicalOutput(ex: Executor): Promise<void> {
  await ex.execute(sql`SET LOCAL TimeZone = 'UTC'`);
  await ex.execute(sql`SET LOCAL extra_float_digits = 1`);
  await ex.execute(sql`SET LOCAL bytea_output = 'hex'`);
  await ex.execute(sql`SET LOCAL IntervalStyle = 'postgres'`);
  await ex.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
}

/**
 * Every table holding the application's data: ordinary tables outside the system schemas, not owned by an extension.
 * The job queue's schema (pgboss) is left out: pg-boss creates it at start, schedules are declared again by the
 * code, and the mail outbox (which is in the backup) is what pending mail is delivered from.
 */
export async function listTables(ex: Executor): Promise<TableInfo[]> {
  const tables = await rowsOf<{ schema: string; name: string; oid: string }>(
    ex,
    sql`SELECT n.nspname AS schema, c.relname AS name, c.oid::text AS oid
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pgboss') AND n.nspname NOT LIKE 'pg\\_%'
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
        ORDER BY n.nspname COLLATE "C", c.relname COLLATE "C"`,
  );
  const result: TableInfo[] = [];
  for (const t of tables) {
    const columns = await rowsOf<{ name: string; generated: boolean; collatable: boolean; notNull: boolean; type: string }>(
      ex,
      sql`SELECT a.attname AS name, a.attgenerated <> '' AS generated, a.attcollation <> 0 AS collatable,
                 a.attnotnull AS "notNull", format_type(a.atttypid, NULL) AS type
          FROM pg_attribute a WHERE a.attrelid = ${t.oid}::oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    );
    const pk = await rowsOf<{ name: string }>(
      ex,
      sql`SELECT a.attname AS name
          FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
          WHERE i.indrelid = ${t.oid}::oid AND i.indisprimary ORDER BY k.ord`,
    );
    result.push({ schema: t.schema, name: t.name, columns, primaryKey: pk.map((r) => r.name) });
  }
  return result;
}

/**
 * Streams a table's rows as JSON text in a fixed order (primary key, text compared bytewise so the order does
 * not hang on the database's collation), through a cursor so a large table never sits in memory. Generated columns
 * are left out: a restore computes them again, and their values may differ between server versions (a full-text
 * column stemmed in English is not the same on PostgreSQL 15 and 17), which would fail the check after loading.
 */
export async function dumpTable(ex: Executor, table: TableInfo, onLine: (line: string) => void | Promise<void>): Promise<void> {
  const collatable = new Set(table.columns.filter((c) => c.collatable).map((c) => c.name));
  const stored = table.columns.filter((c) => !c.generated).map((c) => `t.${quote(c.name)}`).join(', ');
  const order =
    table.primaryKey.length > 0
      ? table.primaryKey.map((c) => `t.${quote(c)}${collatable.has(c) ? ' COLLATE "C"' : ''}`).join(', ')
      : 'row_to_json(s)::text COLLATE "C"';
  await ex.execute(
    sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(s)::text AS line FROM ${tableSql(table)} AS t
        CROSS JOIN LATERAL (SELECT ${sql.raw(stored)}) AS s ORDER BY ${sql.raw(order)}`,
  );
  try {
    for (;;) {
      const batch = await rowsOf<{ line: string }>(ex, sql`FETCH FORWARD 1000 FROM backup_rows`);
      for (const row of batch) await onLine(row.line);
      if (batch.length < 1000) break;
    }
  } finally {
    await ex.execute(sql`CLOSE backup_rows`);
  }
}

/** A table's row count and digest: SHA-256 over each row's JSON plus '\n', the bytes of its backup file. */
export async function digestTable(ex: Executor, table: TableInfo): Promise<{ rows: number; digest: string; bytes: number }> {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  await dumpTable(ex, table, (line) => {
    const buf = Buffer.from(`${line}\n`, 'utf8');
    hash.update(buf);
    rows += 1;
    bytes += buf.length;
  });
  return { rows, digest: hash.digest('hex'), bytes };
}

/**
 * Row count and digest of every table, keyed `schema.table`, in one consistent snapshot. Tests and the restore
 * compare them with a backup's manifest.
 */
export async function tableDigests(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  return db.transaction(
    async (tx) => {
      await setCanonicalOutput(tx);
      const out: Record<string, { rows: number; digest: string }> = {};
      for (const table of await listTables(tx)) {
        const { rows, digest } = await digestTable(tx, table);
        out[`${table.schema}.${table.name}`] = { rows, digest };
      }
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Current value of every sequence (null: never used). Sequences are not transactional; read after the rows, they are never behind them. */
export async function listSequences(ex: Executor): Promise<{ schema: string; name: string; lastValue: string | null }[]> {
  return rowsOf(
    ex,
    sql`SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'pgboss') ORDER BY schemaname COLLATE "C", sequencename COLLATE "C"`,
  );
}

/** Parents before children along foreign keys (ties by name); tables in a cycle come last, by name. */
export async function dependencyOrder(ex: Executor, tables: TableRef[]): Promise<TableRef[]> {
  const edges = await rowsOf<{ childSchema: string; child: string; parentSchema: string; parent: string }>(
    ex,
    sql`SELECT cn.nspname AS "childSchema", c.relname AS child, pn.nspname AS "parentSchema", p.relname AS parent
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
        JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
        WHERE k.contype = 'f'`,
  );
  const key = (t: TableRef) => `${t.schema}.${t.name}`;
  const byKey = new Map(tables.map((t) => [key(t), t]));
  const parents = new Map<string, Set<string>>(tables.map((t) => [key(t), new Set<string>()]));
  for (const e of edges) {
    const child = `${e.childSchema}.${e.child}`;
    const parent = `${e.parentSchema}.${e.parent}`;
    if (child !== parent && byKey.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: TableRef[] = [];
  const done = new Set<string>();
  const remaining = [...byKey.keys()].sort();
  while (remaining.length > 0) {
    const next = remaining.findIndex((k) => [...parents.get(k)!].every((p) => done.has(p)));
    const [k] = remaining.splice(next === -1 ? 0 : next, 1);
    done.add(k!);
    ordered.push(byKey.get(k!)!);
  }
  return ordered;
}
