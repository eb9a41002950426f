import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The migrated template every test file copies. Named per run, so two runs at once (two terminals, CI
 * beside a developer) never drop or overwrite each other's template.
 */
export type DbTemplate = { kind: 'postgres'; database: string } | { kind: 'pglite'; file: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export const templateDir = fileURLToPath(new URL('../../../.tmp/', import.meta.url));

/** Names of the seeded demo databases of a run (test/seeded-demo.ts, one per worker), dropped with its template. */
export const seededPrefix = (template: string) => `${template}_seeded_`;

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
