import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp, openTestDatabase, type TestApp } from './harness.ts';

/** Two API instances on one database and one Redis: what they must agree on lives there. */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing PostgreSQL/PGlite and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let redisA: Redis;
  let redisB: Redis;
  beforeAll(async () => {
    const database = await openTestDatabase();
    redisA = new Redis(redisUrl!);
    redisB = new Redis(redisUrl!);
    const config = { LOGIN_FAILURES_PER_ACCOUNT: '4', LOGIN_ATTEMPTS_PER_IP: '1000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
    a = await createTestApp({ database, redis: redisA, config });
    b = await createTestApp({ database, redis: redisB, config });
  });
  afterAll(async () => {
    await a.app.close();
    await b.close();
    await redisA.quit();
    await redisB.quit();
  });

  it('should accept on one instance a session made on the other', async () => {
    const u = await a.createUser();
    const login = await a.request({ method: 'POST', url: '/api/auth/login', body: { email: u.email, password: u.password } });
    const token = login.json().data.token;
    const me = await b.request({ url: '/api/auth/me', token, userId: u.id });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(u.id);
    await b.request({ method: 'POST', url: '/api/auth/logout', token, userId: u.id });
    expect((await a.request({ url: '/api/auth/me', token, userId: u.id })).statusCode).toBe(401);
  });

  it('should stop a revoked session on the other instance within a second, though it keeps sessions in memory', async () => {
    const u = await a.createUser();
    const token = (await a.request({ method: 'POST', url: '/api/auth/login', body: { email: u.email, password: u.password } })).json().data.token;
    // Both instances have resolved (and cached) the session.
    expect((await a.request({ url: '/api/auth/me', token, userId: u.id })).statusCode).toBe(200);
    expect((await b.request({ url: '/api/auth/me', token, userId: u.id })).statusCode).toBe(200);
    const started = Date.now();
    await a.request({ method: 'POST', url: '/api/auth/logout', token, userId: u.id });
    let status = 200;
    while (status === 200 && Date.now() - started < 3000) {
      status = (await b.request({ url: '/api/auth/me', token, userId: u.id })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('should apply a role change made on one instance to a session cached on the other', async () => {
    const admin = await a.createUser({ role: 'SuperAdmin' });
    const u = await a.createUser({ role: 'Trainee' });
    expect((await b.as(u)({ url: '/api/admin/masters' })).statusCode).toBe(200);
    expect((await b.as(u)({ url: '/api/users' })).statusCode).toBe(403);
    expect((await a.as(admin)({ method: 'PUT', url: `/api/users/${u.id}/role`, body: { role: 'Admin' } })).statusCode).toBe(200);
    const started = Date.now();
    let status = 403;
    while (status === 403 && Date.now() - started < 3000) {
      status = (await b.as(u)({ url: '/api/users' })).statusCode;
      if (status === 403) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('should count failed logins across both instances', async () => {
    const u = await a.createUser();
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const attempt = (app: TestApp, password: string) =>
      app.request({ method: 'POST', url: '/api/auth/login', body: { email: u.email, password }, ip });
    expect((await attempt(a, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await attempt(b, 'Wrong-Password-2')).statusCode).toBe(401);
    expect((await attempt(a, 'Wrong-Password-3')).statusCode).toBe(401);
    expect((await attempt(b, 'Wrong-Password-4')).statusCode).toBe(401);
    const locked = await attempt(a, u.password);
    expect(locked.statusCode).toBe(429);
    expect((await attempt(b, u.password)).statusCode).toBe(429);
  });

  it('should share the per-IP request limit across both instances', async () => {
    const database = await openTestDatabase();
    const r1 = new Redis(redisUrl!);
    const r2 = new Redis(redisUrl!);
    const c = await createTestApp({ database, redis: r1, config: { RATE_LIMIT_PER_MINUTE: '4' } });
    const d = await createTestApp({ database, redis: r2, config: { RATE_LIMIT_PER_MINUTE: '4' } });
    try {
      const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
      const codes = [];
      for (const app of [c, d, c, d, c]) codes.push((await app.request({ url: '/api/health', ip })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await c.app.close();
      await d.close();
      await r1.quit();
      await r2.quit();
    }
  });
});
