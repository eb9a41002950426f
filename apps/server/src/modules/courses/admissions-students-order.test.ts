import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Manage Student in its default order (the least lower-cased name among a learner's admissions, then the learner):
 * the page's learners are found by walking the admissions in name order (admissions.repository.ts,
 * `learnersInNameOrder`), then grouped for them alone. The pages must be those of grouping every admission, which is
 * what sorting by UserName does: learners with one admission or thirty, names changed between admissions, ties,
 * deleted courses, searches and a course filter alike.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let firstCourse = 0;

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
  const rows: [number, number, string][] = [];
  learners.forEach((u, i) => {
    // one admission for most, two for some (the newer under another name), thirty for every tenth, and every tenth
    // from the ninth on only in the deleted course
    const many = i % 10 === 3 ? 30 : i % 4 === 1 ? 2 : 1;
    // (the thirty-course learners come first in name order, so a short walk meets few learners)
    for (let c = 0; c < many; c++) rows.push([u, courses[(i + c) % 30]!, many === 30 ? 'Aaron Heavy' : names[(i + c * 3) % names.length]!]);
    if (i % 10 === 9) rows.splice(rows.length - many, many, [u, gone, names[i % names.length]!]);
  });
  for (const [u, c, name] of rows) {
    await db.execute(sql`INSERT INTO admissions (course_id, user_id, user_name, user_email, created_on)
      VALUES (${c}, ${u}, ${name}, ${`${name.toLowerCase().replace(/\W/g, '.')}.${u}@mail.example`}, now() - ${`${rows.length - rows.indexOf(rows.find((r) => r[0] === u && r[1] === c)!)} minutes`}::interval)`);
  }
});
afterAll(() => t.close());

type Page = { items: { UserID: number; UserName: string; CourseCount: number }[]; total: number; pageIndex: number };
const page = async (q: string) => {
  const res = await t.as(admin)({ url: `/api/usersAdmissions/students?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

describe('Manage Student in name order', () => {
  it('should give every page of the default order as grouping every admission gives it', async () => {
    for (const filter of ['', '&term=asha', '&term=ra', '&term=order.learner', '&term=zzqx', '&courseId=COURSE']) {
      const f = filter.replace('COURSE', String(firstCourse));
      const grouped = await page(`pageSize=500&sortBy=UserName&sortDesc=false${f}`);
      const walked = await page(`pageSize=500${f}`);
      expect({ f, ids: walked.items.map((s) => s.UserID) }).toEqual({ f, ids: grouped.items.map((s) => s.UserID) });
      expect(walked.items).toEqual(grouped.items);
      for (const size of [1, 4, 7]) {
        for (let p = 0; p * size < grouped.total + size; p += p < 6 ? 1 : 5) {
          const got = await page(`pageSize=${size}&pageIndex=${p}${f}`);
          const want = p * size < grouped.total ? grouped.items.slice(p * size, p * size + size) : grouped.items.slice(0, size);
          expect({ f, size, p, ids: got.items.map((s) => s.UserID), total: got.total }).toEqual({ f, size, p, ids: want.map((s) => s.UserID), total: grouped.total });
        }
      }
    }
  });

  it('should place a learner by their least name and leave out one admitted to a deleted course only', async () => {
    const all = (await page('pageSize=500')).items;
    const names = all.map((s) => s.UserName.toLowerCase());
    expect(all.length).toBe(90 - 9); // nine learners only in the deleted course
    expect(all.some((s) => s.CourseCount === 30)).toBe(true);
    // names are the newest admission's; the order is the least of each learner's names, so not always sorted by them
    expect(new Set(names).size).toBeGreaterThan(3);
  });
});
