import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Manage Student in its default order (a learner's newest admission first, then the learner): the page's learners are
 * found in admission_learners (kept by triggers, migration 0056), then grouped for them alone. The pages must be those
 * of the model (every admission grouped): learners with one admission or thirty, admissions made in the same instant,
 * deleted courses, searches and a course filter alike.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let firstCourse = 0;
const rows: { u: number; course: number; name: string; email: string; minute: number; live: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
  const db = t.app.ctx.db;
  const ids = (r: unknown) => (r as { rows: { id: number }[] }).rows.map((x) => x.id);
  const courses = ids(await db.execute(sql`INSERT INTO courses (title, slug, status) SELECT 'Order course ' || g, 'order-course-' || g, 'published' FROM generate_series(1, 30) g RETURNING id`));
  firstCourse = courses[0]!;
  const gone = ids(await db.execute(sql`INSERT INTO courses (title, slug, status, deleted_on) VALUES ('Gone course', 'gone-course', 'published', now()) RETURNING id`))[0]!;
  const learners = ids(await db.execute(sql`INSERT INTO users (first_name, last_name, email, password_hash, role)
    SELECT 'Order', 'Learner ' || g, 'order.learner' || g || '@mail.example', '!', 'Trainee' FROM generate_series(1, 90) g RETURNING id`));
  const names = ['Asha Rao', 'asha rao', 'Bilal Khan', 'Chen Wei', 'Zed Old', 'Ramesh Iyer', 'Óscar Ruiz', 'Priya Nair'];
  learners.forEach((u, i) => {
    // one admission for most, two for some (the newer under another name), thirty for every tenth, and every tenth
    // from the ninth on only in the deleted course
    const many = i % 10 === 9 ? 1 : i % 10 === 3 ? 30 : i % 4 === 1 ? 2 : 1;
    for (let c = 0; c < many; c++) {
      const course = i % 10 === 9 ? gone : courses[(i + c) % 30]!;
      // the thirty-course learners' admissions are the newest, so a short walk meets few learners; every seventh
      // admission is made in the same minute as the one before
      const minute = many === 30 ? 100_000 + rows.length : rows.length - (rows.length % 7 === 0 ? 1 : 0);
      const name = names[(i + c * 3) % names.length]!;
      rows.push({ u, course, name, email: `${name.toLowerCase().replace(/\W/g, '.')}.${u}@mail.example`, minute, live: course !== gone });
    }
  });
  for (const r of rows) {
    await db.execute(sql`INSERT INTO admissions (course_id, user_id, user_name, user_email, created_on)
      VALUES (${r.course}, ${r.u}, ${r.name}, ${r.email}, timestamptz '2026-01-01 00:00:00+00' + ${`${r.minute} minutes`}::interval)`);
  }
});
afterAll(() => t.close());

type Page = { items: { UserID: number; UserName: string; CourseCount: number }[]; total: number; pageIndex: number };
const page = async (q: string) => {
  const res = await t.as(admin)({ url: `/api/usersAdmissions/students?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

/**
 * The learners in order: those with an admission to a live course (in the course, with a course filter) and one whose
 * name and email hold the term, by their newest admission to a live course, then by id.
 */
function model(term: string, courseId?: number): number[] {
  const newest = new Map<number, number>();
  for (const r of rows) if (r.live) newest.set(r.u, Math.max(newest.get(r.u) ?? -Infinity, r.minute));
  const keep = (u: number) =>
    (!courseId || rows.some((r) => r.u === u && r.course === courseId)) && rows.some((r) => r.u === u && r.live && `${r.name} ${r.email}`.toLowerCase().includes(term));
  return [...newest].filter(([u]) => keep(u)).sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([u]) => u);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const learner = async (first: string, last: string) =>
  ((await t.app.ctx.db.execute(sql`INSERT INTO users (first_name, last_name, email, password_hash, role) VALUES (${first}, ${last}, ${`${first}.${last}@mail.example`.toLowerCase()}, '!', 'Trainee') RETURNING id`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
/** An admission written with `db` (a transaction's, say), and kept in the model. */
async function admit(db: Db, u: number, course: number, name: string, minute: number, live = true) {
  const email = `${name.toLowerCase().replace(/\W/g, '.')}.${u}@mail.example`;
  await db.execute(sql`INSERT INTO admissions (course_id, user_id, user_name, user_email, created_on)
    VALUES (${course}, ${u}, ${name}, ${email}, timestamptz '2026-01-01 00:00:00+00' + ${`${minute} minutes`}::interval)`);
  rows.push({ u, course, name, email, minute, live });
}

describe('Manage Student newest first', () => {
  it('should give every page of the default order as grouping every admission gives it', async () => {
    for (const [term, courseId] of [['', undefined], ['asha', undefined], ['ra', undefined], ['priya', undefined], ['mail.ex', undefined], ['zzqx', undefined], ['', 'first']] as const) {
      const course = courseId ? firstCourse : undefined;
      const f = `${term ? `&term=${term}` : ''}${course ? `&courseId=${course}` : ''}`;
      const want = model(term, course);
      expect(want.length).toBeLessThan(500);
      expect({ f, ids: (await page(`pageSize=500${f}`)).items.map((s) => s.UserID) }).toEqual({ f, ids: want });
      for (const size of [1, 4, 7]) {
        for (let p = 0; p * size < want.length + size; p += p < 6 ? 1 : 5) {
          const got = await page(`pageSize=${size}&pageIndex=${p}${f}`);
          const ids = p * size < want.length ? want.slice(p * size, p * size + size) : want.slice(0, size);
          expect({ f, size, p, ids: got.items.map((s) => s.UserID), total: got.total }).toEqual({ f, size, p, ids, total: want.length });
        }
      }
    }
  });

  it('should leave out a learner admitted to a deleted course only, and list one with thirty courses once', async () => {
    const all = (await page('pageSize=500')).items;
    expect(all.length).toBe(90 - 9);
    expect(all.filter((s) => s.CourseCount === 30).length).toBe(9);
  });
  it('should follow admissions and courses as they change: a rename, a course deleted and restored, admissions removed and added', async () => {
    const db = t.app.ctx.db;
    const all = async (term = '') => (await page(`pageSize=500${term ? `&term=${term}` : ''}`)).items.map((s) => s.UserID);
    const two = rows.find((r, i) => rows.findIndex((x) => x.u === r.u) !== i && r.live)!;
    await db.execute(sql`UPDATE admissions SET user_name = 'Xavier Quint', user_email = 'xavier.quint@mail.example' WHERE user_id = ${two.u} AND course_id = ${two.course}`);
    Object.assign(two, { name: 'Xavier Quint', email: 'xavier.quint@mail.example' });
    expect(await all('xavier')).toEqual(model('xavier'));
    expect(await all('xavier')).toEqual([two.u]);

    const course = firstCourse + 4;
    await db.execute(sql`UPDATE courses SET deleted_on = now() WHERE id = ${course}`);
    for (const r of rows) if (r.course === course) r.live = false;
    expect(await all()).toEqual(model(''));
    await db.execute(sql`UPDATE courses SET deleted_on = null WHERE id = ${course}`);
    for (const r of rows) if (r.course === course) r.live = true;
    expect(await all()).toEqual(model(''));

    const removed = rows.filter((r) => r.u === two.u);
    await db.execute(sql`DELETE FROM admissions WHERE user_id = ${two.u}`);
    rows.splice(0, rows.length, ...rows.filter((r) => r.u !== two.u));
    expect(await all()).toEqual(model(''));
    expect(await all('xavier')).toEqual([]);

    // One statement admitting two learners, one of them to three courses at once, the newest of all.
    const back = removed.slice(0, 1).map((r) => ({ ...r, course: firstCourse + 20, minute: 300_000 }));
    const more = [1, 2, 3].map((c) => ({ ...rows[0]!, course: firstCourse + 10 + c, minute: 300_000 + c, name: 'Yara Quint', email: `yara.${c}@mail.example`, live: true }));
    for (const r of [...back, ...more]) rows.push(r);
    await db.execute(sql`INSERT INTO admissions (course_id, user_id, user_name, user_email, created_on) VALUES ${sql.join(
      [...back, ...more].map((r) => sql`(${r.course}, ${r.u}, ${r.name}, ${r.email}, timestamptz '2026-01-01 00:00:00+00' + ${`${r.minute} minutes`}::interval)`),
      sql`, `,
    )}`);
    expect(await all()).toEqual(model(''));
    expect((await all()).slice(0, 2)).toEqual([rows[0]!.u, two.u]);
    expect(await all('quint')).toEqual(model('quint'));

    // Sorted by a figure, a term matches the same learners, each with all their courses.
    const sorted = (await page('pageSize=500&term=quint&sortBy=CourseCount&sortDesc=true')).items;
    expect(sorted.map((s) => s.UserID).sort()).toEqual(model('quint').sort());
    expect(sorted.find((s) => s.UserID === rows[0]!.u)?.CourseCount).toBe(rows.filter((r) => r.u === rows[0]!.u && r.live).length);
  });
  it('should count both admissions of one new learner made at once in two transactions', async () => {
    const db = t.app.ctx.db;
    const u = await learner('Zia', 'Both');
    // The newer admission's transaction writes the learner's row first and holds it while the older one's waits.
    await Promise.all([
      db.transaction(async (tx) => {
        await admit(tx as unknown as Db, u, firstCourse + 1, 'Zia Newer', 400_000);
        await sleep(300);
      }),
      sleep(100).then(() => admit(db, u, firstCourse + 2, 'Zia Older', 399_000)),
    ]);
    expect((await page('pageSize=1')).items.map((s) => s.UserID)).toEqual([u]);
    for (const term of ['newer', 'older']) expect((await page(`pageSize=500&term=${term}`)).items.map((s) => s.UserID)).toEqual([u]);
    expect((await page('pageSize=500')).items.map((s) => s.UserID)).toEqual(model(''));
  });

  it('should count a first live admission made while the learner\'s deleted course is restored', async () => {
    const db = t.app.ctx.db;
    const u = await learner('Uma', 'Restore');
    const restored = ((await db.execute(sql`INSERT INTO courses (title, slug, status, deleted_on) VALUES ('Restored course', 'restored-course', 'published', now()) RETURNING id`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await admit(db, u, restored, 'Uma Restore', 500_000, false);
    expect((await page('pageSize=500&term=uma')).items).toEqual([]);
    // The new admission's transaction has written the learner's row when the restore comes to compute it.
    await Promise.all([
      db.transaction(async (tx) => {
        await admit(tx as unknown as Db, u, firstCourse + 5, 'Uma Newer', 500_100);
        await sleep(300);
      }),
      sleep(100).then(() => db.execute(sql`UPDATE courses SET deleted_on = null WHERE id = ${restored}`)),
    ]);
    for (const r of rows) if (r.course === restored) r.live = true;
    expect((await page('pageSize=1')).items.map((s) => s.UserID)).toEqual([u]);
    for (const term of ['uma newer', 'uma restore']) expect((await page(`pageSize=500&term=${encodeURIComponent(term)}`)).items.map((s) => s.UserID)).toEqual([u]);
    expect((await page('pageSize=500')).items.map((s) => s.UserID)).toEqual(model(''));
  });
});
