import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * A query prepared once per database handle (PostgreSQL plans it once per connection), for the queries every
 * request runs: `const q = preparedPerDb((db) => db.select()...prepare('name'))`, then `q(db).execute({...})`.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    let q = cache.get(db);
    if (!q) cache.set(db, (q = build(db)));
    return q;
  };
}

/**
 * A hand-written statement with `$1..$n` parameters, for the few hottest writes where drizzle's query building
 * and an unnamed statement (parsed and planned by PostgreSQL on every call) cost more than the work itself.
 * `name` must be unique in the process and always go with the same `text`.
 */
export type RawStatement = { name: string; text: string };

type PgliteClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

/** The driver under a root handle: the node-postgres pool, or PGlite; undefined for a transaction handle. */
function driverOf(db: Db): { pool: pg.Pool } | { pglite: PgliteClient } | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client || typeof client !== 'object') return undefined;
  if ('dumpDataDir' in client) return { pglite: client as unknown as PgliteClient };
  if ('totalCount' in client && 'connect' in client) return { pool: client as pg.Pool };
  return undefined;
}

/** The statement as drizzle SQL with the same parameters (for a handle without a driver of its own: a transaction). */
function asSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${values[Number(parts[i]) - 1]}`);
  return sql.join(chunks);
}

/**
 * Runs a raw statement and answers its rows (objects keyed by column name, with node-postgres' and PGlite's own
 * type parsing: numbers, booleans, parsed json; timestamps as Date). On PostgreSQL it is a named prepared statement
 * (parsed and planned once per connection, then only bound and executed); on PGlite, and on a transaction handle,
 * the same text with the same parameters.
 */
export async function queryRaw<T>(db: Db, st: RawStatement, values: unknown[]): Promise<T[]> {
  const driver = driverOf(db);
  if (driver && 'pool' in driver) return (await driver.pool.query({ name: st.name, text: st.text, values })).rows as T[];
  if (driver) return (await driver.pglite.query(st.text, values)).rows as T[];
  return ((await db.execute(asSql(st.text, values))) as unknown as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * Runs a statement built with drizzle as a named prepared statement, its name `prefix` and a hash of its text: each
 * shape the statement takes (the filters present, how many values a list holds) is parsed once per connection, and
 * once PostgreSQL finds its generic plan as good as the custom ones (after five runs), it is no longer planned
 * either. Only for statements whose shapes are few (a list of values that varies in length belongs in one array
 * parameter, `sql.param(values)`), as each shape stays prepared on every connection.
 */
export function namedQuery<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const q = dialect.sqlToQuery(query);
  return namedText<T>(db, prefix, q.sql, q.params);
}

/** `namedQuery` for a statement already compiled to its text and parameters. */
export function namedText<T>(db: Db, prefix: string, text: string, params: unknown[]): Promise<T[]> {
  return queryRaw<T>(db, { name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text }, params);
}
