/** The local PostgreSQL server the bench creates its (fresh, throw-away) database on. */
import pg from 'pg';

/** Admin connection of the PostgreSQL server the bench creates its database on. */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PG_BENCH_DB = process.env.BENCH_PG_DATABASE ?? 'bench';

/** Drops and recreates the bench database (or the one named: suites that may run beside another use their own); returns its URL. */
export async function freshPostgresDatabase(name = PG_BENCH_DB): Promise<string> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
