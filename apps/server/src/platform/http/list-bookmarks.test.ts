import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BOOKMARK_MS } from './list-query.ts';

/**
 * Deep pages of an indexed default order start from a bookmark, the first or last row of a page read within
 * BOOKMARK_MS (list-query.ts, `bookmarked`): they must hold the rows a walk from the start gives, with ties in the
 * order (learners created in the same instant), for any list parameters.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
  // three learners a minute: ties in created_on, ordered by id
  await t.app.ctx.db.execute(sql`
    INSERT INTO users (first_name, last_name, email, password_hash, role, created_on)
    SELECT 'Paged', 'Learner ' || g, 'paged.learner' || g || '@mail.example', '!', 'Trainee', timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 minute'
    FROM generate_series(1, 420) g`);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const list = async (q: string) => {
  const res = await t.as(admin)({ url: `/api/users?role=Trainee&${q}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { ID: number }[]; total: number; pageIndex: number };
};
const ids = async (q: string) => (await list(q)).items.map((u) => u.ID);

describe('deep pages from bookmarks', () => {
  it('should give each deep page the rows of a walk from the start: page after page, the same page again, pages further on, and with a term', async () => {
    for (const term of ['', '&term=learner', '&term=ed', '&term=paged.learner2']) {
      const all = await ids(`pageSize=500${term}`);
      expect(all.length).toBeGreaterThan(100);
      expect(all.length).toBeLessThan(500);
      const pages = Math.ceil(all.length / 25);
      for (const pageIndex of [4, 5, 6, 6, 9, 8, 4, pages - 1, 5].filter((i) => i < pages)) {
        expect({ term, pageIndex, ids: await ids(`pageSize=25&pageIndex=${pageIndex}${term}`) }).toEqual({ term, pageIndex, ids: all.slice(pageIndex * 25, pageIndex * 25 + 25) });
      }
      // other page sizes share the bookmarks of the list
      if (all.length >= 160) expect(await ids(`pageSize=40&pageIndex=3${term}`)).toEqual(all.slice(120, 160));
      // beyond the end: the first page, still
      expect(await list(`pageSize=25&pageIndex=${pages + 2}${term}`)).toMatchObject({ pageIndex: 0, items: all.slice(0, 25).map((ID) => ({ ID })) });
    }
  });

  it('should walk to a page whose bookmark row is gone, and shift by the rows added before a bookmark for at most BOOKMARK_MS', async () => {
    const before = await ids('pageSize=500');
    expect(await ids('pageSize=25&pageIndex=9')).toEqual(before.slice(225, 250)); // bookmarks at rows 225 and 249
    await t.app.ctx.db.execute(sql`DELETE FROM users WHERE id = ${before[225]!}`);
    const afterDelete = await ids('pageSize=500');
    expect(await ids('pageSize=25&pageIndex=9')).toEqual(afterDelete.slice(225, 250));
    // a learner added now comes first: within BOOKMARK_MS page 10 still starts after row 249 as it was read
    const read = await ids('pageSize=25&pageIndex=9');
    await t.createUser({ role: 'Trainee' });
    const afterAdd = await ids('pageSize=500');
    expect(afterAdd.slice(1)).toEqual(afterDelete);
    const shifted = await ids('pageSize=25&pageIndex=10');
    expect(shifted[0]).toBe(afterDelete[250]);
    expect(read.at(-1)).toBe(afterDelete[249]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + BOOKMARK_MS + 1 });
    expect(await ids('pageSize=25&pageIndex=10')).toEqual(afterAdd.slice(250, 275));
  });
});
