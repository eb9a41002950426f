import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { encodeAntiForgery } from '@app/contracts/anti-forgery';
import type { AccountRole } from '@app/contracts/roles';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/platform/db/client.ts';
import { seedMasters } from '../src/seed/demo.seed.ts';
import { inject } from 'vitest';
import { adminQuery, withDatabase } from './template-db.ts';

/** A database to start from other than the migrated template: a PGlite dump, or a PostgreSQL database no one is connected to. */
export type DatabaseCopy = { dump: Blob } | { database: string };

/**
 * A fresh database for one test file: a clone of the migrated template, or of `from` (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL).
 */
export async function openTestDatabase(from?: DatabaseCopy): Promise<Database> {
  const template = inject('dbTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template.kind === 'postgres' && url) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const source = from && 'database' in from ? from.database : template.database;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${source}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolMax: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (template.kind !== 'pglite') throw new Error('TEST_DATABASE_URL changed during the run');
  return openDatabase({ loadDataDir: from && 'dump' in from ? from.dump : pgliteTemplate(template.file) });
}

// Read once per worker (its files share the module cache).
let templateBlob: { file: string; blob: Blob } | undefined;
function pgliteTemplate(file: string): Blob {
  if (templateBlob?.file !== file) templateBlob = { file, blob: new Blob([readFileSync(file)]) };
  return templateBlob.blob;
}

/** A controllable clock for expiry tests. */
export class TestClock {
  constructor(public time = new Date()) {}
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time = new Date(this.time.getTime() + ms);
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The app on a fresh database with the masters seeded; call close() in afterAll. */
export async function createTestApp(opts: {
  config?: Partial<Record<keyof Config, string>>;
  database?: Database;
  redis?: Redis | null;
  clock?: TestClock;
  /** Test-only routes, registered before the app is ready (e.g. to exercise a guard no real route uses yet). */
  routes?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
} = {}) {
  const database = opts.database ?? (await openTestDatabase());
  const clock = opts.clock ?? new TestClock();
  const config = testConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'app-test-')), ...opts.config });
  const app = await buildApp({ config, database, redis: opts.redis ?? null, now: clock.now });
  opts.routes?.(app);
  await app.ready();
  await seedMasters(app.services);
  let counter = 0;

  /** A request as the web client sends it: bearer token and a fresh anti-forgery header. */
  async function request(
    o: { method?: InjectOptions['method']; url: string; body?: unknown; token?: string; userId?: number; headers?: Record<string, string>; forgery?: boolean; ip?: string },
    // Tests read responses loosely; the contract schemas are what the server checks them against.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<LightMyRequestResponse & { body: string; json: <T = any>() => T }> {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    // Signed as sent: inject parses the address as a browser does (dot segments resolved), so the header names that.
    const sent = new URL(`http://localhost${o.url}`);
    if (o.forgery !== false) headers['x-anti-forgery'] = encodeAntiForgery(o.userId ?? 0, Date.now(), sent.pathname + sent.search, config.ANTI_FORGERY_KEY);
    return app.inject({
      method: o.method ?? 'GET',
      url: o.url,
      headers,
      ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
      ...(o.ip ? { remoteAddress: o.ip } : {}),
    }) as never;
  }

  /** Creates an account of a role and signs it in; returns its token and id. */
  async function createUser(o: { role?: AccountRole; email?: string; password?: string; emailVerified?: boolean } = {}) {
    counter += 1;
    const email = o.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
    const password = o.password ?? 'Correct-Horse-42';
    const user = await app.services.users.createAccount({
      firstName: 'Test',
      lastName: `User ${counter}`,
      email,
      password,
      countryCode: '+91',
      mobileNumber: '9876543210',
      role: o.role ?? 'Trainee',
      // Most tests are about something else than the email check: their users have confirmed their address.
      emailVerified: o.emailVerified ?? true,
    });
    const session = await app.services.sessions.start(user.id, undefined, { ip: '127.0.0.1' });
    return { id: user.id, email, password, token: session.token, sessionId: session.sessionId };
  }

  /** A request made as a user created with createUser. */
  const as = (u: { token: string; id: number }) => (o: Parameters<typeof request>[0]) =>
    request({ ...o, token: u.token, userId: u.id });

  return {
    app,
    config,
    clock,
    database,
    services: app.services,
    request,
    createUser,
    as,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
