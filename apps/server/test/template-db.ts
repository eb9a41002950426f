import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Where the migrated PGlite template is dumped once per run. */
export const pgliteTemplatePath = fileURLToPath(new URL('../../../.tmp/pglite-template.tar.gz', import.meta.url));
export const PG_TEMPLATE_DB = 'app_test_template';

/** The same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const templateDir = path.dirname(pgliteTemplatePath);
