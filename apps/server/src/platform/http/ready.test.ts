import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut: 'refuse' ends every open connection and every new one
 * (the server went away), 'swallow' accepts and never forwards (a network that drops packets), 'pass' forwards.
 */
function cuttableProxy(target: { host: string; port: number }) {
  let mode: 'pass' | 'refuse' | 'swallow' = 'pass';
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'swallow') return;
    const upstream = net.connect(target);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    set(next: typeof mode) {
      mode = next;
      if (next !== 'pass') for (const s of open) s.destroy();
    },
    close: () => {
      for (const s of open) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('GET /api/ready while the database is unreachable (PostgreSQL)', () => {
  let direct: Database;
  let viaProxy: Database;
  let proxy: ReturnType<typeof cuttableProxy>;
  let t: TestApp;
  const idleErrors: Error[] = [];

  beforeAll(async () => {
    direct = await openTestDatabase();
    const url = new URL(direct.url!);
    proxy = cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.listen());
    // The app reaches the (cloned) test database only through the proxy.
    viaProxy = await openDatabase({ url: url.toString(), poolMax: 3, connectTimeoutMs: 1_000, onIdleError: (e) => idleErrors.push(e) });
    t = await createTestApp({ database: viaProxy });
  });

  afterAll(async () => {
    await t?.app.close();
    await viaProxy?.close().catch(() => {});
    await proxy?.close();
    await direct?.close();
  });

  const ready = async () => {
    const res = await t.request({ url: '/api/ready' });
    return { status: res.statusCode, body: res.json() };
  };

  it('should answer 503 while the database refuses connections and 200 again once it is back, without a restart', async () => {
    expect((await ready()).status).toBe(200);

    proxy.set('refuse');
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'Database unreachable' });
    // Still down on the next probes: no pooled connection is left that could answer.
    expect((await ready()).status).toBe(503);
    // The liveness probe does not depend on the database.
    expect((await t.request({ url: '/api/health' })).statusCode).toBe(200);

    proxy.set('pass');
    await expect.poll(async () => (await ready()).status, { timeout: 10_000, interval: 200 }).toBe(200);
    // The same app instance serves database work again.
    expect((await t.request({ url: '/api/courses' })).statusCode).toBe(200);
  });

  it('should answer 503 within its deadline while the network swallows packets, and 200 again once it passes them', async () => {
    proxy.set('swallow');
    const started = Date.now();
    expect((await ready()).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);

    proxy.set('pass');
    await expect.poll(async () => (await ready()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it('should fail a query whose connection cannot be opened within the connect timeout, and leave no connection stuck in the pool', async () => {
    proxy.set('swallow');
    // Every pooled connection was cut (the pool drops them); new ones hang in the handshake until the connect timeout.
    await expect.poll(() => viaProxy.pool!.totalCount).toBe(0);
    const attempts = Array.from({ length: 5 }, () => viaProxy.db.execute(sql`select 1 as ok`));
    for (const a of attempts) {
      const error = (await a.then(() => null, (e: Error) => e)) as (Error & { cause?: Error }) | null;
      // drizzle wraps the driver's error; the cause is node-postgres' connect timeout
      expect(error?.cause?.message ?? error?.message).toMatch(/timeout/i);
    }
    expect(viaProxy.pool!.totalCount).toBe(0);

    proxy.set('pass');
    const back = (await viaProxy.db.execute(sql`select 1 as ok`)) as unknown as { rows: { ok: number }[] };
    expect(back.rows[0]!.ok).toBe(1);
  });
});
