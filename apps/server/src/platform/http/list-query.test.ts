import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * The shared list rules, checked through a real list (a master type) against a model:
 * term under 2 characters ignored, case-insensitive substring, sort only with exactly one column,
 * a page at or beyond the end resets to 0.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
const rows: { ID: number; Title: string }[] = [];
const TYPE = 'subcategories';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
  // Replace the seeded entries with generated titles (lowercase words: every collation orders them alike).
  const seeded = (await t.as(admin)({ url: `/api/admin/${TYPE}?pageSize=500` })).json().data.items as { ID: number }[];
  for (const r of seeded) await t.as(admin)({ method: 'DELETE', url: `/api/admin/${TYPE}/${r.ID}` });
  const titles = fc.sample(fc.stringMatching(/^[a-z]{1,6}( [a-z]{1,6})?$/), { numRuns: 120, seed: 42 });
  const unique = [...new Set(titles)].slice(0, 70);
  for (const title of unique) {
    const res = await t.as(admin)({ method: 'POST', url: `/api/admin/${TYPE}`, body: { Title: title } });
    rows.push(res.json().data);
  }
});
afterAll(() => t.close());

type Q = { term?: string; sortBy?: string; sortDesc?: boolean; pageIndex: number; pageSize: number };

function model(q: Q) {
  const term = q.term?.trim();
  let items = rows.slice();
  if (term && term.length >= 2) items = items.filter((r) => r.Title.toLowerCase().includes(term.toLowerCase()));
  const cols = q.sortBy ? q.sortBy.split(',').map((s) => s.trim()).filter(Boolean) : [];
  const dir = q.sortDesc ? -1 : 1;
  const byId = (a: { ID: number }, b: { ID: number }) => a.ID - b.ID;
  if (cols.length === 1 && cols[0] === 'ID') items.sort((a, b) => dir * byId(a, b));
  else if (cols.length === 1 && cols[0] === 'Title') items.sort((a, b) => dir * (a.Title < b.Title ? -1 : a.Title > b.Title ? 1 : byId(a, b)));
  else items.sort((a, b) => (a.Title < b.Title ? -1 : a.Title > b.Title ? 1 : byId(a, b)));
  const total = items.length;
  const pageCount = Math.ceil(total / q.pageSize);
  const pageIndex = q.pageIndex >= pageCount ? 0 : q.pageIndex;
  return { items: items.slice(pageIndex * q.pageSize, (pageIndex + 1) * q.pageSize), pageCount, pageIndex, total };
}

function url(q: Q) {
  const p = new URLSearchParams({ pageIndex: String(q.pageIndex), pageSize: String(q.pageSize) });
  if (q.term !== undefined) p.set('term', q.term);
  if (q.sortBy !== undefined) p.set('sortBy', q.sortBy);
  if (q.sortDesc !== undefined) p.set('sortDesc', String(q.sortDesc));
  return `/api/admin/${TYPE}?${p}`;
}

const termArb = fc.oneof(
  fc.constant(undefined),
  fc.stringMatching(/^[a-zA-Z ]{0,4}$/),
  fc.constantFrom('a', 'Z', ' b ', 'AB', 'ab', 'Ab'),
);
const sortArb = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('ID', 'Title', 'ID,Title', 'Title,ID', 'Unknown', ''),
);
const queryArb = fc.record({
  term: termArb,
  sortBy: sortArb,
  sortDesc: fc.option(fc.boolean(), { nil: undefined }),
  pageIndex: fc.integer({ min: 0, max: 40 }),
  pageSize: fc.integer({ min: 1, max: 30 }),
});

describe('list rules (GET /api/admin/:masterType)', () => {
  it('should page, search and sort exactly as the model for any query', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, async (q) => {
        const res = await t.as(admin)({ url: url(q) });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual(model(q));
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it('should ignore a term shorter than 2 characters', async () => {
    const all = (await t.as(admin)({ url: url({ pageIndex: 0, pageSize: 5 }) })).json().data.total;
    expect((await t.as(admin)({ url: url({ term: 'q', pageIndex: 0, pageSize: 5 }) })).json().data.total).toBe(all);
  });

  it('should match LIKE wildcards literally', async () => {
    await t.as(admin)({ method: 'POST', url: `/api/admin/${TYPE}`, body: { Title: '50%_off' } });
    await t.as(admin)({ method: 'POST', url: `/api/admin/${TYPE}`, body: { Title: '50 xoff' } });
    const res = await t.as(admin)({ url: url({ term: '%_', pageIndex: 0, pageSize: 10 }) });
    expect(res.json().data.items.map((r: { Title: string }) => r.Title)).toEqual(['50%_off']);
  });

  it('should answer 400 to a page size over 500', async () => {
    expect((await t.as(admin)({ url: url({ pageIndex: 0, pageSize: 501 }) })).statusCode).toBe(400);
  });
});

describe('counting a long list', () => {
  it('should count up to 10,000 matches, then say the total is a lower bound, and still reach deep pages', async () => {
    const { sql } = await import('drizzle-orm');
    await t.app.ctx.db.execute(sql`INSERT INTO masters (type, title) SELECT 'cities', 'Town ' || g FROM generate_series(1, 10050) g`);
    const first = (await t.as(admin)({ url: '/api/admin/cities?pageSize=25' })).json().data;
    expect(first).toMatchObject({ total: 10_000, totalCapped: true, pageCount: 401, pageIndex: 0 });
    // A page past the cap that exists: counted just past it, answered as asked.
    const deep = (await t.as(admin)({ url: '/api/admin/cities?pageSize=25&pageIndex=401' })).json().data;
    expect(deep.pageIndex).toBe(401);
    expect(deep.items).toHaveLength(25);
    expect(deep.total).toBeGreaterThanOrEqual(402 * 25);
    // Past the real end: back to the first page, as every list does.
    const beyond = (await t.as(admin)({ url: '/api/admin/cities?pageSize=25&pageIndex=100000' })).json().data;
    expect(beyond.pageIndex).toBe(0);
    // A search that matches fewer rows is counted exactly.
    const few = (await t.as(admin)({ url: '/api/admin/cities?term=Town%201005' })).json().data;
    expect(few.total).toBe(2); // Town 1005 and Town 10050
    expect(few.totalCapped).toBeUndefined();
  });

  it('should keep a count that reached the cap for a few seconds, and never one below it', async () => {
    const { sql } = await import('drizzle-orm');
    const { CAPPED_COUNT_MS } = await import('./list-query.ts');
    await t.app.ctx.db.execute(sql`INSERT INTO masters (type, title) SELECT 'degrees', 'Region ' || g FROM generate_series(1, 10005) g`);
    const list = async (q = '') => (await t.as(admin)({ url: `/api/admin/degrees?pageSize=25${q}` })).json().data;
    expect(await list()).toMatchObject({ total: 10_000, totalCapped: true });
    await t.app.ctx.db.execute(sql`DELETE FROM masters WHERE type = 'degrees' AND title LIKE 'Region 98__'`);
    // Under the cap now, but the kept count still says "10,000+"; the page itself is read afresh.
    const kept = await list('&term=Region%209850');
    expect(kept.items).toHaveLength(0);
    expect(await list()).toMatchObject({ total: 10_000, totalCapped: true });
    // A count below its cap is exact at once.
    expect((await list('&term=Region%209999')).total).toBe(1);
    await t.app.ctx.db.execute(sql`DELETE FROM masters WHERE title = 'Region 9999'`);
    expect((await list('&term=Region%209999')).total).toBe(0);
    await new Promise((r) => setTimeout(r, CAPPED_COUNT_MS + 100));
    const fresh = await list();
    expect(fresh.totalCapped).toBeUndefined();
    expect(fresh.total).toBeLessThan(10_000);
  });
});
