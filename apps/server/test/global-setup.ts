import { mkdirSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/platform/db/client.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { adminQuery, PG_TEMPLATE_DB, pgliteTemplatePath, templateDir, withDatabase } from './template-db.ts';

/** Migrates once per run; every test file then starts from a copy (DESIGN section 7). */
export async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${PG_TEMPLATE_DB}`);
    const database = await openDatabase({ url: withDatabase(url, PG_TEMPLATE_DB), poolMax: 1 });
    await runMigrations(database);
    await database.close();
    return;
  }
  const database = await openDatabase({});
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  mkdirSync(templateDir, { recursive: true });
  writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
