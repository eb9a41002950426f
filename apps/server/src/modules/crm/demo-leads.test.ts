import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** Demo leads are recorded by the registration of a demo (self-registered) account, through the CRM service. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
const tag = Math.random().toString(36).slice(2, 8);
const registration = (email: string) => ({
  firstName: 'Asha', lastName: 'Menon', email, password: 'Quiet-Harbour-4821', countryCode: '+91', mobileNumber: '9876543210',
});
const leadsOf = async (email: string) => (await t.as(admin)({ url: `/api/demoLeads?term=${encodeURIComponent(email)}` })).json().data.items as { ID: number; EmailID: string; StatusName: string }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t?.close());

describe('demo leads from registration', () => {
  it('should record a lead when someone registers a demo account, once per address', async () => {
    const email = `asha.${tag}@example.com`;
    expect(await leadsOf(email)).toEqual([]);
    const res = await t.request({ method: 'POST', url: '/api/auth/register', body: registration(email) });
    expect(res.statusCode).toBe(200);
    const leads = await leadsOf(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.EmailID).toBe(email);
    expect(leads[0]!.StatusName).not.toBe('');
    // The same address again (in other case): the answer is alike and no second lead appears.
    const again = await t.request({ method: 'POST', url: '/api/auth/register', body: registration(email.toUpperCase()) });
    expect(again.json()).toEqual(res.json());
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('should not make a lead of a registration that is refused, nor of an account staff created', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/auth/register', body: { ...registration(`bad.${tag}@example.com`), mobileNumber: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(await leadsOf(`bad.${tag}@example.com`)).toEqual([]);
    const staffMade = await t.createUser({ role: 'Trainee' });
    expect(await leadsOf(staffMade.email)).toEqual([]);
  });

  it('should show demo leads to CRM staff only', async () => {
    const learner = await t.createUser();
    expect((await t.as(learner)({ url: '/api/demoLeads' })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/demoLeads' })).statusCode).toBe(401);
  });
});
