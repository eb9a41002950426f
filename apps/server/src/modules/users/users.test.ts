import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let superAdmin: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let mentor: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.createUser({ role: 'SuperAdmin' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
});
afterAll(() => t.close());

const staff = (email: string, role = 'Mentor') => ({
  firstName: 'Kavya', lastName: 'Rao', email, countryCode: '+91', mobileNumber: '9812345678', role,
});

describe('GET /api/users', () => {
  it('should list staff only with role=staff (the Staff Users screen\'s default)', async () => {
    const learner = await t.createUser({ role: 'Trainee' });
    const mentor = await t.createUser({ role: 'Mentor' });
    const items = (await t.as(admin)({ url: '/api/users?role=staff&pageSize=500' })).json().data.items as { ID: number; Role: string }[];
    expect(items.some((u) => u.ID === mentor.id)).toBe(true);
    expect(items.some((u) => u.ID === learner.id)).toBe(false);
    expect(items.every((u) => u.Role !== 'Trainee')).toBe(true);
  });

  it('should page, search and filter by role', async () => {
    const res = await t.as(admin)({ url: '/api/users?role=Mentor&pageSize=10' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.every((u: { Role: string }) => u.Role === 'Mentor')).toBe(true);
    const search = await t.as(admin)({ url: `/api/users?term=${encodeURIComponent(mentor.email.toUpperCase())}` });
    expect(search.json().data.items.map((u: { ID: number }) => u.ID)).toEqual([mentor.id]);
  });

  it('should answer 403 to a mentor', async () => {
    expect((await t.as(mentor)({ url: '/api/users' })).statusCode).toBe(403);
  });
});

describe('POST /api/users', () => {
  // The invitation itself (mail, link, password, resend) is tested in invites.test.ts.
  it('should create a staff user with that role, invitation pending', async () => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/users', body: staff('kavya@example.com', 'Editor') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ Role: 'Editor', Active: true, InvitePending: true });
    const items = (await t.as(admin)({ url: '/api/users?term=kavya%40example.com' })).json().data.items;
    expect(items).toEqual([expect.objectContaining({ Email: 'kavya@example.com', Role: 'Editor', InvitePending: true, InvitedOn: expect.any(String) })]);
  });

  it('should show no pending invitation for accounts that have their password', async () => {
    const items = (await t.as(admin)({ url: `/api/users?term=${encodeURIComponent(mentor.email)}` })).json().data.items;
    expect(items).toEqual([expect.objectContaining({ ID: mentor.id, InvitePending: false, InvitedOn: null })]);
  });

  it('should let only a SuperAdmin create an Admin', async () => {
    expect((await t.as(admin)({ method: 'POST', url: '/api/users', body: staff('a1@example.com', 'Admin') })).statusCode).toBe(403);
    expect((await t.as(superAdmin)({ method: 'POST', url: '/api/users', body: staff('a2@example.com', 'Admin') })).statusCode).toBe(200);
  });

  it('should refuse a Trainee role (learners register themselves)', async () => {
    expect((await t.as(admin)({ method: 'POST', url: '/api/users', body: staff('t@example.com', 'Trainee') })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id/role', () => {
  it("should change a user's role, effective on their next request", async () => {
    const u = await t.createUser({ role: 'Trainee' });
    expect((await t.as(u)({ url: '/api/users' })).statusCode).toBe(403);
    const res = await t.as(admin)({ method: 'PUT', url: `/api/users/${u.id}/role`, body: { role: 'Recruiter' } });
    expect(res.json().data.Role).toBe('Recruiter');
    expect((await t.as(u)({ url: '/api/auth/me' })).json().data.role).toBe('Recruiter');
  });

  it('should refuse to change my own role', async () => {
    const res = await t.as(superAdmin)({ method: 'PUT', url: `/api/users/${superAdmin.id}/role`, body: { role: 'Trainee' } });
    expect(res.statusCode).toBe(422);
  });

  it('should answer 404 for an unknown user', async () => {
    expect((await t.as(admin)({ method: 'PUT', url: '/api/users/999999/role', body: { role: 'Mentor' } })).statusCode).toBe(404);
  });
});

describe('POST /api/users/:id/deactivate', () => {
  it("should end the user's sessions at once", async () => {
    const u = await t.createUser();
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(200);
    const res = await t.as(admin)({ method: 'POST', url: `/api/users/${u.id}/deactivate` });
    expect(res.json().data.Active).toBe(false);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('should let an admin reactivate a user', async () => {
    const u = await t.createUser();
    await t.as(admin)({ method: 'POST', url: `/api/users/${u.id}/deactivate` });
    const res = await t.as(admin)({ method: 'POST', url: `/api/users/${u.id}/activate` });
    expect(res.json().data.Active).toBe(true);
  });
});

describe('sessions admin: getSsoTokenList, getSsoExpireTokenList, force logout', () => {
  it('should force a user out so their token answers 401, and show the session as ended', async () => {
    const u = await t.createUser();
    const active = await t.as(admin)({ url: `/api/users/getSsoTokenList?term=${encodeURIComponent(u.email)}` });
    const row = active.json().data.items[0];
    expect(row).toMatchObject({ ID: u.sessionId, Email: u.email, EndedOn: null });
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/users/sessions/${u.sessionId}` })).statusCode).toBe(200);
    expect((await t.as(u)({ url: '/api/auth/me' })).statusCode).toBe(401);
    const today = t.clock.now().toISOString().slice(0, 10);
    const ended = await t.as(admin)({ url: `/api/users/getSsoExpireTokenList/${today}/${today}?term=${encodeURIComponent(u.email)}` });
    expect(ended.json().data.items[0]).toMatchObject({ ID: u.sessionId });
    expect(ended.json().data.items[0].EndedOn).not.toBeNull();
  });

  it('should reject a date range that ends before it starts', async () => {
    const res = await t.as(admin)({ url: '/api/users/getSsoExpireTokenList/2026-05-02/2026-05-01' });
    expect(res.statusCode).toBe(400);
  });

  it('should answer 403 to a mentor', async () => {
    expect((await t.as(mentor)({ url: '/api/users/getSsoTokenList' })).statusCode).toBe(403);
  });
});
