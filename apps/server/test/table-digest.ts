import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client.ts';

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A digest of every table of the public schema but the `skip`ped ones, by name: compare two to tell whether a
 * request changed any row (the fuzzer, the ownership gate).
 */
export async function tableDigester(database: Database, skip: ReadonlySet<string> = new Set()): Promise<() => Promise<Map<string, string>>> {
  const tables = rowsOf<{ name: string }>(await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`))
    .map((r) => r.name)
    .filter((name) => !skip.has(name));
  const digestSql = sql.raw(tables.map((name) => `select '${name}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`).join(' union all '));
  return async () => new Map(rowsOf<{ name: string; digest: string }>(await database.db.execute(digestSql)).map((r) => [r.name, r.digest]));
}

/** The names of the tables whose digest differs between two. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([name, d]) => before.get(name) !== d).map(([name]) => name);
