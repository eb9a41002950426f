import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { openDatabase } from '../src/platform/db/client.ts';
import { seedDemo } from '../src/seed/demo.seed.ts';
import { createTestApp, openTestDatabase, type DatabaseCopy, type TestApp } from './harness.ts';
import { adminQuery, seededPrefix, withDatabase } from './template-db.ts';

/** The seeded demo every seed test file starts from: its database to copy and its data folder (uploaded files, keys). */
type SeededDemo = { from: DatabaseCopy; dataDir: string };

// Seeded once per worker process: the files of a worker share their modules (isolate: false), so each seed test file
// copies this instead of seeding the whole demo again (about 15 s a file).
let seeded: Promise<SeededDemo> | undefined;

async function seedOnce(): Promise<SeededDemo> {
  const template = inject('dbTemplate');
  const url = process.env.TEST_DATABASE_URL;
  // PostgreSQL: seeded into a database of its own that each file then takes as its template (dropped after the run).
  const source = template.kind === 'postgres' && url ? template.database : undefined;
  const name = source ? `${seededPrefix(source)}${process.pid}` : undefined;
  if (name) await adminQuery(url!, `CREATE DATABASE ${name} TEMPLATE ${source}`);
  const app = await createTestApp(name ? { database: await openDatabase({ url: withDatabase(url!, name), poolMax: 5 }) } : {});
  try {
    await seedDemo(app.services);
    // A second run must add nothing, as on every restart.
    await seedDemo(app.services);
    const from: DatabaseCopy = name ? { database: name } : { dump: await app.database.pglite!.dumpDataDir('none') };
    return { from, dataDir: app.config.DATA_DIR };
  } finally {
    await app.close();
  }
}

/**
 * For a seed test file: the app on a copy of the database seeded with the demo (twice: the second run must add
 * nothing), with a copy of its data folder, closed after the file; `login` signs a demo account in with its README
 * password.
 */
export function useSeededDemo() {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const demo = await (seeded ??= seedOnce());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
    cpSync(demo.dataDir, dataDir, { recursive: true });
    app = await createTestApp({ database: await openTestDatabase(demo.from), config: { DATA_DIR: dataDir } });
  }, 240_000);
  afterAll(() => app?.close());

  const demo = {
    get t(): TestApp {
      if (!app) throw new Error('useSeededDemo: the app is ready only inside tests');
      return app;
    },
    async login(email: string, password: string) {
      const res = await demo.t.request({ method: 'POST', url: '/api/auth/login', body: { email, password } });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      return { token: d.token as string, id: d.user.id as number };
    },
  };
  return demo;
}
