import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let trainee: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
  trainee = await t.createUser({ role: 'Trainee' });
});
afterAll(() => t.close());

describe('GET /api/admin/masters', () => {
  it('should list every seeded master type with its count', async () => {
    const res = await t.as(admin)({ url: '/api/admin/masters' });
    const types = res.json().data as { type: string; count: number }[];
    expect(types.map((x) => x.type)).toEqual(expect.arrayContaining(['degrees', 'cities', 'enquiryStatuses', 'demoLeadStatuses', 'ticketStatuses', 'reportTypes']));
    expect(types.find((x) => x.type === 'enquiryStatuses')!.count).toBe(7);
  });
});

describe('GET /api/admin/:masterType', () => {
  it('should answer a page of {ID, Title} entries', async () => {
    const res = await t.as(trainee)({ url: '/api/admin/enquiryStatuses?pageSize=5' });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ pageIndex: 0, pageCount: 2, total: 7 });
    expect(page.items).toHaveLength(5);
    expect(Object.keys(page.items[0]).sort()).toEqual(['ID', 'Title']);
  });

  it('should match the type name case-insensitively', async () => {
    const res = await t.as(admin)({ url: '/api/admin/ENQUIRYSTATUSES' });
    expect(res.json().data.total).toBe(7);
  });

  it('should answer 404 for an unknown master type', async () => {
    const res = await t.as(admin)({ url: '/api/admin/planets' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('should answer 401 to a visitor', async () => {
    expect((await t.request({ url: '/api/admin/degrees' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/:masterType', () => {
  it('should add an entry for masters.manage', async () => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: 'Zaragoza' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.Title).toBe('Zaragoza');
    const list = await t.as(admin)({ url: '/api/admin/cities?term=zarag' });
    expect(list.json().data.items.map((x: { Title: string }) => x.Title)).toEqual(['Zaragoza']);
  });

  it('should answer 409 for a title that exists in another case', async () => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: 'PUNE' } });
    expect(res.statusCode).toBe(409);
  });

  it('should allow the same title in another type', async () => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/admin/tracks', body: { Title: 'Pune' } });
    expect(res.statusCode).toBe(200);
  });

  it('should answer 403 to a trainee and change nothing', async () => {
    const res = await t.as(trainee)({ method: 'POST', url: '/api/admin/cities', body: { Title: 'Atlantis' } });
    expect(res.statusCode).toBe(403);
    expect((await t.as(admin)({ url: '/api/admin/cities?term=atlantis' })).json().data.total).toBe(0);
  });

  it('should answer 400 for an empty or over-long title', async () => {
    expect((await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: '   ' } })).statusCode).toBe(400);
    expect((await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: 'x'.repeat(101) } })).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/:masterType/:id', () => {
  it('should rename an entry, and allow a change of case of its own title', async () => {
    const created = (await t.as(admin)({ method: 'POST', url: '/api/admin/degrees', body: { Title: 'PhD' } })).json().data;
    const res = await t.as(admin)({ method: 'PUT', url: `/api/admin/degrees/${created.ID}`, body: { Title: 'PHD' } });
    expect(res.json().data).toEqual({ ID: created.ID, Title: 'PHD' });
  });

  it('should answer 409 when the new title belongs to another entry', async () => {
    const created = (await t.as(admin)({ method: 'POST', url: '/api/admin/degrees', body: { Title: 'LLB' } })).json().data;
    const res = await t.as(admin)({ method: 'PUT', url: `/api/admin/degrees/${created.ID}`, body: { Title: 'mba' } });
    expect(res.statusCode).toBe(409);
  });

  it('should answer 404 for an entry of another type', async () => {
    const city = (await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: 'Lyon' } })).json().data;
    const res = await t.as(admin)({ method: 'PUT', url: `/api/admin/degrees/${city.ID}`, body: { Title: 'Lyon2' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/:masterType/:id', () => {
  it('should delete an entry once, then answer 404', async () => {
    const created = (await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: 'Porto' } })).json().data;
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/admin/cities/${created.ID}` })).statusCode).toBe(200);
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/admin/cities/${created.ID}` })).statusCode).toBe(404);
  });
});
