import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enquiry = (over: Record<string, unknown> = {}) => ({
  Name: 'Nikhil', LastName: 'Kulkarni', Email: 'nikhil@example.com', CountryCode: '+91', MobileNumber: '9123456780',
  City: 'Pune', EnquiryDescription: 'I am a B.Com graduate and want to become an SAP FICO consultant.', ...over,
});

describe('POST /api/enquiries', () => {
  it('should file an enquiry from a visitor with status New', async () => {
    const res = await t.request({ method: 'POST', url: '/api/enquiries', body: enquiry() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.Status).toBe('New');
    const admin = await t.createUser({ role: 'Admin' });
    const list = await t.as(admin)({ url: '/api/enquiries?term=kulkarni' });
    expect(list.json().data.items[0]).toMatchObject({ Name: 'Nikhil', City: 'Pune', Status: 'New', Purpose: 'contact' });
  });

  it('should list each bad field and store nothing when the input is invalid', async () => {
    const res = await t.request({ method: 'POST', url: '/api/enquiries', body: enquiry({ Email: 'x', MobileNumber: '1', EnquiryDescription: '' }) });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.Email', 'body.MobileNumber', 'body.EnquiryDescription']));
  });
});

describe('POST /api/enquiries phone check', () => {
  it('should put a phone number invalid for its country on MobileNumber', async () => {
    const res = await t.request({ method: 'POST', url: '/api/enquiries', body: enquiry({ MobileNumber: '12345' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.MobileNumber']);
  });
});

describe('GET /api/enquiries', () => {
  it('should filter by status and answer 403 to a learner', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const res = await t.as(admin)({ url: '/api/enquiries?status=Enrolled' });
    expect(res.json().data.total).toBe(0);
    const learner = await t.createUser();
    expect((await t.as(learner)({ url: '/api/enquiries' })).statusCode).toBe(403);
  });
});

describe('POST /api/enquiries rate limit', () => {
  it('should answer 429 past the public form limit from one address (declared beside the endpoint)', async () => {
    const limited = await createTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const send = () => limited.request({ method: 'POST', url: '/api/enquiries', body: enquiry(), ip: '203.0.113.9' });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
