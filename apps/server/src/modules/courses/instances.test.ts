import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { testConfig } from '../../config.ts';
import { admit, createCourse, type User } from './course-factories.ts';
import { decryptSecret, encryptSecret, instanceKey } from './instance-crypto.ts';

let t: TestApp;
let admin: User;
let editor: User;
let learner: User;
let other: User;
let courseId: number;
const PASSWORD = 'S4ndbox!Pass-2026';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
  editor = await t.createUser({ role: 'Editor' });
  learner = await t.createUser();
  other = await t.createUser();
  courseId = (await createCourse(t, editor)).ID;
  await admit(t, admin, courseId, learner);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown> = {}) =>
  t.as(admin)({ method: 'POST', url: '/api/instances', body: { LearnerID: learner.id, CourseID: courseId, URL: 'https://sandbox.example.com/sap', UserID: 'TRAINEE01', Password: PASSWORD, ...body } });

describe('instances', () => {
  it('should store the password encrypted, never as plaintext, when credentials are added', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ URL: 'https://sandbox.example.com/sap', UserID: 'TRAINEE01', Password: '********', LearnerID: learner.id });
    const rows = (await t.database.db.execute(sql`select password_enc from instances`)) as unknown as { rows: { password_enc: string }[] };
    const stored = rows.rows[0]!.password_enc;
    expect(stored).not.toContain(PASSWORD);
    expect(stored).toMatch(/^v1\./);
    expect(Buffer.from(stored.split('.')[3]!, 'base64url').toString('utf8')).not.toBe(PASSWORD);
  });

  it('should answer 409 when the learner already has an instance for the course, and 422 when not admitted', async () => {
    expect((await create()).statusCode).toBe(409);
    expect((await create({ LearnerID: other.id })).statusCode).toBe(422);
  });

  it('should list passwords masked and reveal them with a log entry for each reveal', async () => {
    const list = (await t.as(admin)({ url: '/api/instances' })).json().data.items;
    expect(list[0].Password).toBe('********');
    const id = list[0].ID;
    const r1 = await t.as(admin)({ method: 'POST', url: `/api/instances/${id}/reveal` });
    expect(r1.json().data.Password).toBe(PASSWORD);
    const mine = (await t.as(learner)({ url: '/api/myInstances' })).json().data.items;
    expect(mine.map((i: { ID: number }) => i.ID)).toEqual([id]);
    expect((await t.as(learner)({ method: 'POST', url: `/api/myInstances/${id}/reveal` })).json().data.Password).toBe(PASSWORD);
    expect((await t.as(other)({ method: 'POST', url: `/api/myInstances/${id}/reveal` })).statusCode).toBe(404);
    const log = (await t.as(admin)({ url: `/api/instances/${id}/reveals` })).json().data;
    expect(log.map((l: { RevealedBy: number }) => l.RevealedBy).sort()).toEqual([admin.id, learner.id].sort());
  });

  it('should answer 403 when a learner calls the staff instances endpoints', async () => {
    expect((await t.as(learner)({ url: '/api/instances' })).statusCode).toBe(403);
    expect((await t.as(learner)({ method: 'POST', url: '/api/instances/1/reveal' })).statusCode).toBe(403);
  });

  it('should keep the password when an update leaves it out and re-encrypt when it is given', async () => {
    const id = (await t.as(admin)({ url: '/api/instances' })).json().data.items[0].ID;
    await t.as(admin)({ method: 'PUT', url: `/api/instances/${id}`, body: { URL: 'https://sandbox2.example.com', UserID: 'TRAINEE02' } });
    expect((await t.as(admin)({ method: 'POST', url: `/api/instances/${id}/reveal` })).json().data.Password).toBe(PASSWORD);
    await t.as(admin)({ method: 'PUT', url: `/api/instances/${id}`, body: { URL: 'https://sandbox2.example.com', UserID: 'TRAINEE02', Password: 'New-Pass-1' } });
    expect((await t.as(admin)({ method: 'POST', url: `/api/instances/${id}/reveal` })).json().data.Password).toBe('New-Pass-1');
  });
});

describe('GET /api/instances/status', () => {
  it('should say configured when the server has a key, and 403 to a learner', async () => {
    const res = await t.as(admin)({ url: '/api/instances/status' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ Configured: true });
    expect((await t.as(learner)({ url: '/api/instances/status' })).statusCode).toBe(403);
  });

  it('should say not configured and answer 503 on adding when production runs without INSTANCE_ENCRYPTION_KEY', async () => {
    const p = await createTestApp({ config: { NODE_ENV: 'production', TWO_FACTOR_REQUIRED_ROLES: '' } });
    try {
      const a = await p.createUser({ role: 'Admin' });
      const e = await p.createUser({ role: 'Editor' });
      const l = await p.createUser();
      const c = (await createCourse(p, e)).ID;
      await admit(p, a, c, l);
      expect((await p.as(a)({ url: '/api/instances/status' })).json().data).toEqual({ Configured: false });
      const res = await p.as(a)({ method: 'POST', url: '/api/instances', body: { LearnerID: l.id, CourseID: c, URL: 'https://sandbox.example.com', UserID: 'T1', Password: 'x' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('UNAVAILABLE');
    } finally {
      await p.close();
    }
  });
});

describe('instance-crypto', () => {
  it('should fail to decrypt when the ciphertext is moved to another row or the key differs', () => {
    const key = instanceKey(testConfig())!;
    const enc = encryptSecret(key, 'secret', 'instance:1:2');
    expect(decryptSecret(key, enc, 'instance:1:2')).toBe('secret');
    expect(() => decryptSecret(key, enc, 'instance:9:2')).toThrow();
    expect(() => decryptSecret(instanceKey(testConfig({ INSTANCE_ENCRYPTION_KEY: 'ab'.repeat(32) }))!, enc, 'instance:1:2')).toThrow();
  });

  it('should have no key in production when INSTANCE_ENCRYPTION_KEY is unset', () => {
    expect(instanceKey(testConfig({ NODE_ENV: 'production', TWO_FACTOR_REQUIRED_ROLES: '' }))).toBeNull();
    expect(() => instanceKey(testConfig({ INSTANCE_ENCRYPTION_KEY: 'short' }))).toThrow(/32 bytes/);
  });
});
