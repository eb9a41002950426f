import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@app/contracts/list';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bigramLookup, blindPairs, forgetBigramStatistics, rareTerm, sampledShare, unsampled } from './list-query.ts';
import { users } from '../../modules/users/users.tables.ts';

/**
 * Searches through the indexes made for a million rows (migration 0017): a two-character term is looked up in the
 * bigram index beside the ILIKE (bigramIndexed lists), longer ones in the trigram index; the answers must be the
 * same as a plain case-insensitive substring match. A searched list counts up to SEARCH_COUNT_CAP.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
const people = [
  ['Rahul', 'Sharma'], ['Priya', 'Nair'], ['José', 'García'], ['Jonas', 'Müller'], ['Aurora', 'Rao'], ['Chloé', "O'Brien"],
  ['Wei', 'Zhang'], ['Zoya', 'Khan'], ['Ananya', 'Iyer'], ['Omar', 'Qureshi'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
  for (const [i, [first, last]] of people.entries()) {
    const email = `${first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${i}@mail.example`;
    await t.app.ctx.db.execute(sql`INSERT INTO users (first_name, last_name, email, password_hash, role) VALUES (${first}, ${last}, ${email}, '!', 'Trainee')`);
  }
});
afterAll(() => t.close());

const learners = async (term: string) => {
  const res = await t.as(admin)({ url: `/api/users?role=Trainee&pageSize=500&term=${encodeURIComponent(term)}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as { FirstName: string; LastName: string; Email: string }[]).map((u) => `${u.FirstName} ${u.LastName}`).sort();
};
const expected = (term: string) =>
  people
    .filter(([f, l], i) => `${f} ${l} ${f.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${i}@mail.example`.toLowerCase().includes(term.toLowerCase()))
    .map(([f, l]) => `${f} ${l}`)
    .sort();

describe('searching through the bigram and trigram indexes', () => {
  it('should give every two-character fragment of the lower-cased text, and none for a shorter or NULL text (text_bigrams, migration 0052)', async () => {
    const texts = ['Asha Rao asha.rao@mail.example', 'ab', 'AB', 'a', '', 'Jonas Müller ÄÖ', 'नमस्ते', 'line\nnext', 'aaaa', 'a&b\\1c', '  x ', "Chloé O'Brien"];
    for (const text of texts) {
      const [row] = ((await t.app.ctx.db.execute(sql`select text_bigrams(${text}::text) as pairs`)) as unknown as { rows: { pairs: string[] }[] }).rows;
      const chars = [...text.toLowerCase()];
      const want = [...new Set(chars.slice(1).map((c, i) => chars[i] + c))].sort();
      expect({ text, pairs: [...new Set(row!.pairs)].sort() }).toEqual({ text, pairs: want });
    }
    const [none] = ((await t.app.ctx.db.execute(sql`select text_bigrams(null::text) is null as empty`)) as unknown as { rows: { empty: boolean }[] }).rows;
    expect(none!.empty).toBe(true);
  });

  it('should find every two-character fragment anywhere in names and emails, in any case, and nothing else', async () => {
    const terms = ['ra', 'RA', 'ur', 'ül', 'é ', "'b", '.3', '@m', 'qu', 'zq', 'ya'].filter((x) => x.trim().length === 2);
    for (const term of terms) expect({ term, found: await learners(term) }).toEqual({ term, found: expected(term) });
  });

  it('should find longer fragments (trigram index) the same way', async () => {
    for (const term of ['sharma', 'rao', 'García', 'müller', 'ora r', 'mail.ex', 'nothing-like-it']) {
      expect({ term, found: await learners(term) }).toEqual({ term, found: expected(term) });
    }
  });

  it('should find admissions by the learner or by the course title', async () => {
    const learner = await t.createUser({ role: 'Trainee' });
    const course = (await t.app.ctx.db.execute(sql`INSERT INTO courses (title, slug, status) VALUES ('Zeta Ledger Basics', 'zeta-ledger', 'published') RETURNING id`)) as unknown as { rows: { id: number }[] };
    const courseId = course.rows[0]!.id;
    expect((await t.as(admin)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: courseId, UserIDs: [learner.id] } })).statusCode).toBe(200);
    const find = async (term: string) =>
      ((await t.as(admin)({ url: `/api/usersAdmissions?term=${encodeURIComponent(term)}` })).json().data.items as { UserID: number; CourseID: number }[]).map((a) => a.CourseID);
    expect(await find('Zeta Ledger')).toEqual([courseId]);
    expect(await find('ze')).toEqual([courseId]);
    expect(await find(learner.email.slice(0, 8))).toEqual([courseId]);
    expect(await find('no-such-learner-or-course')).toEqual([]);
  });

  it(`should count a searched list up to ${SEARCH_COUNT_CAP} and say the total is a lower bound`, async () => {
    await t.app.ctx.db.execute(sql`
      INSERT INTO users (first_name, last_name, email, password_hash, role)
      SELECT 'Kapil', 'Capped ' || g, 'kapil.capped' || g || '@mail.example', '!', 'Trainee' FROM generate_series(1, ${SEARCH_COUNT_CAP + 50}) g`);
    const page = (await t.as(admin)({ url: '/api/users?role=Trainee&pageSize=25&term=pp' })).json().data;
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, pageIndex: 0 });
    const exact = (await t.as(admin)({ url: '/api/users?role=Trainee&pageSize=25&term=capped 10' })).json().data;
    expect(exact.totalCapped).toBeUndefined();
    // Capped 10, Capped 100 to 109 (and 1000 to 1049 if the cap is that large)
    expect(exact.total).toBe(Array.from({ length: SEARCH_COUNT_CAP + 50 }, (_, i) => String(i + 1)).filter((g) => g.startsWith('10')).length);
  });

  it('should answer the same pages whether a frequent pair is looked up in the bigram index or found by walking the order, deep pages and pages past the cap alike', async () => {
    const db = t.app.ctx.db;
    const page = async (q: string) => (await t.as(admin)({ url: `/api/users?role=Trainee&${q}` })).json().data;
    const pages = async () => ({
      all: (await page('pageSize=500&term=pp')).items.map((u: { ID: number }) => u.ID) as number[],
      deep: await page('pageSize=25&pageIndex=5&term=pp'), // rows 126-150: numbered by key (deepPagesByKey)
      pastCap: await page(`pageSize=25&pageIndex=${SEARCH_COUNT_CAP / 25 + 1}&term=pp`), // not counted: its rows prove the cap
      beyond: await page('pageSize=25&pageIndex=100000&term=pp'), // past the most rows the table can hold
      // with statistics, a term they prove rare: its matches read and sorted (unindexedOrder), in the same order
      rare: (await page('pageSize=500&term=capped 1')).items.map((u: { ID: number }) => u.ID) as number[],
      rareDeep: await page('pageSize=25&pageIndex=4&term=capped 1'),
      found: await Promise.all(['sharma', 'García', 'ora r', 'ra', 'zq'].map(async (term) => ({ term, found: await learners(term) }))),
    });
    forgetBigramStatistics(db);
    expect(await bigramLookup(db, 'users_search_bigrams', 'pp', 25)).toBe(true); // no statistics yet: the index
    expect(await rareTerm(db, 'users_search_bigrams', 'capped 1')).toBe(false); // and the planner's order
    const byIndex = await pages();
    await db.execute(sql`ANALYZE users`);
    forgetBigramStatistics(db);
    expect(await bigramLookup(db, 'users_search_bigrams', 'pp', 25)).toBe(false); // most learners have it: the walk
    expect(await bigramLookup(db, 'users_search_bigrams', 'zq', 25)).toBe(true);
    expect(await rareTerm(db, 'users_search_bigrams', 'capped 1')).toBe(true); // at most ~110 rows: read and sorted
    const byWalk = await pages();
    expect(byWalk).toEqual(byIndex);
    const { all, deep, pastCap, beyond } = byWalk;
    expect(all.length).toBe(SEARCH_COUNT_CAP + 50);
    expect(deep.items.map((u: { ID: number }) => u.ID)).toEqual(all.slice(125, 150));
    expect(pastCap).toMatchObject({ pageIndex: SEARCH_COUNT_CAP / 25 + 1, total: SEARCH_COUNT_CAP + 50, totalCapped: true });
    expect(pastCap.items.map((u: { ID: number }) => u.ID)).toEqual(all.slice(SEARCH_COUNT_CAP + 25, SEARCH_COUNT_CAP + 50));
    expect(beyond).toMatchObject({ pageIndex: 0, total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(beyond.items.map((u: { ID: number }) => u.ID)).toEqual(all.slice(0, 25));
    expect(byWalk.rare.length).toBe(Array.from({ length: SEARCH_COUNT_CAP + 50 }, (_, i) => String(i + 1)).filter((g) => g.startsWith('1')).length);
    expect(byWalk.rareDeep.items.map((u: { ID: number }) => u.ID)).toEqual(byWalk.rare.slice(100, 125));
    // a rare term's page goes out first: a full one is counted, one that is not full counts itself
    expect(await page('pageSize=25&term=capped 1')).toMatchObject({ total: byWalk.rare.length, pageIndex: 0 });
    expect(await page('pageSize=500&term=capped 1')).toMatchObject({ total: byWalk.rare.length, pageIndex: 0 });
    expect(await page(`pageSize=25&pageIndex=${Math.floor(byWalk.rare.length / 25)}&term=capped 1`)).toMatchObject({ total: byWalk.rare.length });
    expect(await page('pageSize=25&pageIndex=3&term=zq')).toMatchObject({ total: 0, pageIndex: 0, items: [] }); // beyond the end
    expect(byWalk.found).toEqual(byWalk.found.map(({ term }) => ({ term, found: expected(term) })));
  });

  it('should find a punctuated term through its pairs in the bigram index too when the statistics sample has no row of it, the same rows as without', async () => {
    const db = t.app.ctx.db;
    expect(blindPairs('Nair.')).toEqual(['r.']);
    expect(blindPairs('o@m.x')).toEqual(['o@', '@m', 'm.', '.x']);
    expect(blindPairs('kumar')).toEqual([]);
    await db.execute(sql`
      INSERT INTO users (first_name, last_name, email, password_hash, role)
      SELECT 'Sampled', 'Out ' || g, 'sampled.out' || g || '@mail.example', '!', 'Trainee' FROM generate_series(1, 1500) g`);
    const spec = { searchable: [users.searchText] };
    // what a plain case-insensitive substring match finds
    const plain = async (term: string) =>
      ((await db.execute(sql`SELECT first_name || ' ' || last_name AS name FROM users WHERE role = 'Trainee'
        AND (first_name || ' ' || last_name || ' ' || email) ILIKE ${`%${term}%`}`)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).sort();
    await db.execute(sql`ANALYZE users`);
    forgetBigramStatistics(db);
    // an email the 500-row histogram does not hold (1,760 learners now)
    const [{ n } = { n: 0 }] = (
      (await db.execute(sql`SELECT min(g) AS n FROM generate_series(1, 1500) g WHERE NOT EXISTS (
        SELECT 1 FROM pg_stats s WHERE s.tablename = 'users' AND s.attname = 'search_text'
          AND ('sampled out ' || g || ' sampled.out' || g || '@mail.example') = ANY (s.histogram_bounds::text::text[]))`)) as unknown as { rows: { n: number }[] }
    ).rows;
    const term = `t${n}@`;
    expect(await unsampled(db, spec, term)).toBe(true);
    expect(await unsampled(db, spec, 'sampled.out')).toBe(false);
    expect(await learners(term)).toEqual([`Sampled Out ${n}`]);
    expect((await t.as(admin)({ url: `/api/users?role=Trainee&pageSize=25&term=${encodeURIComponent(term)}` })).json().data).toMatchObject({ total: 1, pageCount: 1 });
    const after = await Promise.all([term, 't1499@', 'ut.x', '0@m', 'Out 7@'].map(async (term) => ({ term, found: await learners(term) })));
    expect(after).toEqual(await Promise.all(after.map(async ({ term }) => ({ term, found: await plain(term) }))));
    // a frequent longer term is counted in the walk of the newest-first index: the same totals
    expect(await sampledShare(db, spec, 'out 14')).toBeGreaterThan(0.01);
    const counted = async (term: string) => (await t.as(admin)({ url: `/api/users?role=Trainee&pageSize=25&term=${encodeURIComponent(term)}` })).json().data;
    expect(await counted('out 14')).toMatchObject({ total: 111, pageIndex: 0 }); // 14, 140-149, 1400-1499
    expect(await counted('sampled.out')).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
  });
});
