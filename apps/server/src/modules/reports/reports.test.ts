import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { startSmtpPeer as startPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { createMailDelivery } from '../../platform/mail/mail-delivery.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';

/*
 * The hand-computed academy (now = 2026-04-01 10:00 UTC; "dropped" means inactive since before 2026-03-18 10:00).
 *
 * Course C1 (mentor A): Les1 (material, test T1, assignment), Les2 (material), Les3 (material, test T2)
 *   -> 6 items, 2 tests, 1 assignment.  Course C2 (mentor B): Les4 (material, assignment) -> 2 items.
 * Learners: L1 and L2 at acme-erp.com (company Acme), L3 at other.org (company Other).
 *
 *            progress rows (material done / watched s / test)          submissions of Les1 (latest counts)
 *   L1 C1    Les1 done 600 passed (03-20), Les2 done 300 (03-25)        #1 returned (03-15 -> 03-16, 24 h, A), #2 submitted 03-21
 *   L2 C1    Les1 not done 120 failed (03-06)                           none
 *   L3 C1    Les1 done 500 passed, Les2 done 200, Les3 done 400 passed   #1 returned (03-10 10:00 -> 12:00, 2 h, A),
 *            (03-11, 03-12, 03-13)                                      #2 accepted (03-11 12:00 -> 18:00, 6 h, A)
 *   L1 C2    none                                                       Les4 #1 accepted (03-16 08:00 -> 10:00, 2 h, B)
 * Lesson test attempts (best per test, time): L1 T1 40% 300 s and 80% 200 s; L2 T1 30% 60 s; L3 T1 90% 100 s, T2 70% 150 s.
 *
 * Student progress, C1:
 *   L1: items 2 materials + 1 test + 1 assignment (submitted) = 4 of 6; tests 1/2; mean 80; pending 1; last 03-25 10:00;
 *       time 900 + 500 = 1400 s; progress 50
 *   L2: items 0; tests 0; mean 30; no assignment; last 03-06 10:00; time 120 + 60 = 180 s; progress 10
 *   L3: items 3 + 2 + 1 = 6; tests 2; mean (90 + 70) / 2 = 80; accepted 1; last 03-13 10:00; time 1100 + 250 = 1350 s; progress 100
 * Funnel C1: Les1 reached 3, completed 2 (L1, L3), dropped 1 (L2); Les2 reached 2, completed 2; Les3 reached 1, completed 1.
 * Mentors: A week 2026-03-09 checked 2 (1 accepted, 1 returned), median (2 + 6) / 2 = 4 h; A week 2026-03-16 checked 1
 *   returned, 24 h; B week 2026-03-16 checked 1 accepted, 2 h.
 * EUT Acme: rows L1 C1, L1 C2, L2 C1; summary learners 2, enrolments 3, completed 0, mean progress (50 + 0 + 10) / 3 = 20.
 */

type U = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: U, mentorA: U, mentorB: U, recruiter: U, trainee: U;
let L1: U, L2: U, L3: U;
let c1: number, c2: number, acme: number;
const les: number[] = [];

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(new Date('2026-04-01T10:00:00Z')), config: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = await t.createUser({ role: 'Admin' });
  mentorA = await t.createUser({ role: 'Mentor' });
  mentorB = await t.createUser({ role: 'Mentor' });
  recruiter = await t.createUser({ role: 'Recruiter' });
  trainee = await t.createUser();
  L1 = await t.createUser({ email: 'priya.nair@acme-erp.com' });
  L2 = await t.createUser({ email: 'rahul.mehta@acme-erp.com' });
  L3 = await t.createUser({ email: 'sofia.garcia@other.org' });
  const db = t.database.db;
  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0]!;
  c1 = (await one<{ id: number }>(sql`insert into courses (title, slug, status) values ('SAP FICO Basics', 'sap-fico-basics-r', 'published') returning id`)).id;
  c2 = (await one<{ id: number }>(sql`insert into courses (title, slug, status) values ('Oracle HCM Cloud', 'oracle-hcm-r', 'published') returning id`)).id;
  await db.execute(sql`insert into course_mentors (course_id, user_id, user_name) values (${c1}, ${mentorA.id}, 'Asha Iyer'), (${c2}, ${mentorB.id}, 'Ben Fischer')`);
  const mat = async (n: string) => (await one<{ id: number }>(sql`insert into materials (name, kind) values (${n}, 'video') returning id`)).id;
  const asg = async (n: string) => (await one<{ id: number }>(sql`insert into assignments (title) values (${n}) returning id`)).id;
  const a1 = await asg('Post a journal entry');
  const a2 = await asg('Configure an absence plan');
  const lesson = async (course: number, pos: number, title: string, material: number | null, test: number | null, assignment: number | null) =>
    (await one<{ id: number }>(sql`insert into lessons (course_id, position, title, material_id, test_id, assignment_id) values (${course}, ${pos}, ${title}, ${material}, ${test}, ${assignment}) returning id`)).id;
  les.push(await lesson(c1, 0, 'General ledger', await mat('GL video'), 9001, a1));
  les.push(await lesson(c1, 1, 'Accounts payable', await mat('AP video'), null, null));
  les.push(await lesson(c1, 2, 'Asset accounting', await mat('AA video'), 9002, null));
  les.push(await lesson(c2, 0, 'Absence management', await mat('Absence video'), null, a2));
  const admit = (u: U, course: number, name: string, status: string, progress: number, on: string) =>
    db.execute(sql`insert into admissions (course_id, user_id, user_name, user_email, status, progress, created_on) values (${course}, ${u.id}, ${name}, ${u.email}, ${status}, ${progress}, ${on}::timestamptz)`);
  await admit(L1, c1, 'Priya Nair', 'in-progress', 50, '2026-03-01T09:00:00Z');
  await admit(L2, c1, '=HYPERLINK("http://evil")', 'incomplete', 10, '2026-03-05T09:00:00Z');
  await admit(L3, c1, 'Sofia Garcia', 'completed', 100, '2026-03-10T09:00:00Z');
  await admit(L1, c2, 'Priya Nair', 'in-progress', 0, '2026-03-02T09:00:00Z');
  const prog = (u: U, lessonId: number, done: boolean, watched: number, test: string, on: string) =>
    db.execute(sql`insert into lesson_progress (user_id, lesson_id, course_id, watched_seconds, material_done, test_status, updated_on) values (${u.id}, ${lessonId}, ${c1}, ${watched}, ${done}, ${test}, ${on}::timestamptz)`);
  await prog(L1, les[0]!, true, 600, 'passed', '2026-03-20T10:00:00Z');
  await prog(L1, les[1]!, true, 300, 'none', '2026-03-25T10:00:00Z');
  await prog(L2, les[0]!, false, 120, 'failed', '2026-03-06T10:00:00Z');
  await prog(L3, les[0]!, true, 500, 'passed', '2026-03-11T10:00:00Z');
  await prog(L3, les[1]!, true, 200, 'none', '2026-03-12T10:00:00Z');
  await prog(L3, les[2]!, true, 400, 'passed', '2026-03-13T10:00:00Z');
  let req = 0;
  const sub = (u: U, course: number, lessonId: number, assignment: number, no: number, status: string, created: string, decided: string | null, by: U | null, byName: string | null) =>
    db.execute(sql`insert into submissions (user_id, user_name, course_id, lesson_id, assignment_id, attempt_no, status, decided_by, decided_by_name, decided_on, request_id, created_on)
      values (${u.id}, 'x', ${course}, ${lessonId}, ${assignment}, ${no}, ${status}, ${by?.id ?? null}, ${byName}, ${decided}::timestamptz, ${`r${++req}`}, ${created}::timestamptz)`);
  await sub(L1, c1, les[0]!, a1, 1, 'returned', '2026-03-15T10:00:00Z', '2026-03-16T10:00:00Z', mentorA, 'Asha Iyer');
  await sub(L1, c1, les[0]!, a1, 2, 'submitted', '2026-03-21T10:00:00Z', null, null, null);
  await sub(L3, c1, les[0]!, a1, 1, 'returned', '2026-03-10T10:00:00Z', '2026-03-10T12:00:00Z', mentorA, 'Asha Iyer');
  await sub(L3, c1, les[0]!, a1, 2, 'accepted', '2026-03-11T12:00:00Z', '2026-03-11T18:00:00Z', mentorA, 'Asha Iyer');
  await sub(L1, c2, les[3]!, a2, 1, 'accepted', '2026-03-16T08:00:00Z', '2026-03-16T10:00:00Z', mentorB, 'Ben Fischer');
  const attempt = (u: U, test: number, no: number, pct: number, secs: number) =>
    db.execute(sql`insert into attempts (test_id, user_id, attempt_no, status, started_on, deadline, submitted_on, max_score, score, percentage, passed, time_taken_seconds, active_since, context)
      values (${test}, ${u.id}, ${no}, 'submitted', '2026-03-10T00:00:00Z', '2026-03-10T01:00:00Z', '2026-03-10T00:30:00Z', 10, ${pct / 10}, ${pct}, ${pct >= 60}, ${secs}, '2026-03-10T00:00:00Z',
        ${JSON.stringify({ Kind: 'lesson', CourseID: c1 })}::jsonb)`);
  await attempt(L1, 9001, 1, 40, 300);
  await attempt(L1, 9001, 2, 80, 200);
  await attempt(L2, 9001, 1, 30, 60);
  await attempt(L3, 9001, 1, 90, 100);
  await attempt(L3, 9002, 1, 70, 150);
  acme = (await one<{ id: number }>(sql`insert into companies (name, status_id, subdomain, registered_email) values ('Acme ERP Services', 1, 'acme-r', 'hr@acme-erp.com') returning id`)).id;
  await db.execute(sql`insert into companies (name, status_id, subdomain, registered_email) values ('Other Org', 1, 'other-r', 'admin@other.org')`);
});
afterAll(() => t.close());

const progressUrl = (q: string) => `/api/reports/studentProgress?${q}`;

describe('GET /api/reports/studentProgress', () => {
  it('should compute every figure per learner and course when an admin picks a course', async () => {
    const res = await t.as(admin)({ url: progressUrl(`courseIds=${c1}&sortBy=UserID`) });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.items as Record<string, unknown>[];
    const by = new Map(rows.map((r) => [r.UserID, r]));
    expect(res.json().data.total).toBe(3);
    expect(by.get(L1.id)).toMatchObject({
      CourseTitle: 'SAP FICO Basics', Status: 'in-progress', Progress: 50, ItemsDone: 4, ItemsTotal: 6, TestsPassed: 1, TestsTotal: 2, MeanTestScore: 80,
      AssignmentsAccepted: 0, AssignmentsPending: 1, AssignmentsReturned: 0, AssignmentsTotal: 1, LastActiveOn: '2026-03-25T10:00:00.000Z', TimeSpentSeconds: 1400,
    });
    expect(by.get(L2.id)).toMatchObject({ ItemsDone: 0, TestsPassed: 0, MeanTestScore: 30, AssignmentsPending: 0, LastActiveOn: '2026-03-06T10:00:00.000Z', TimeSpentSeconds: 180 });
    expect(by.get(L3.id)).toMatchObject({ Status: 'completed', ItemsDone: 6, TestsPassed: 2, MeanTestScore: 80, AssignmentsAccepted: 1, AssignmentsReturned: 0, LastActiveOn: '2026-03-13T10:00:00.000Z', TimeSpentSeconds: 1350 });
  });

  it('should sort and page on the server when asked', async () => {
    const res = await t.as(admin)({ url: progressUrl(`courseIds=${c1}&sortBy=Progress&sortDesc=true&pageSize=2`) });
    const d = res.json().data;
    expect(d.items.map((r: { UserID: number }) => r.UserID)).toEqual([L3.id, L1.id]);
    expect(d).toMatchObject({ total: 3, pageCount: 2, pageIndex: 0 });
    const p2 = (await t.as(admin)({ url: progressUrl(`courseIds=${c1}&sortBy=Progress&sortDesc=true&pageSize=2&pageIndex=1`) })).json().data;
    expect(p2.items.map((r: { UserID: number }) => r.UserID)).toEqual([L2.id]);
  });

  it('should filter by learner and by the admission period when given', async () => {
    const res = await t.as(admin)({ url: progressUrl(`userIds=${L1.id}`) });
    expect(res.json().data.items.map((r: { CourseID: number }) => r.CourseID).sort()).toEqual([c1, c2].sort());
    const period = await t.as(admin)({ url: progressUrl(`courseIds=${c1}&from=2026-03-04&to=2026-03-10`) });
    expect(period.json().data.items.map((r: { UserID: number }) => r.UserID).sort()).toEqual([L2.id, L3.id].sort());
  });

  it("should show a mentor only their own courses' learners when they ask for more", async () => {
    const res = await t.as(mentorA)({ url: progressUrl(`courseIds=${c1},${c2}`) });
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().data.items.map((r: { CourseID: number }) => r.CourseID))).toEqual(new Set([c1]));
    const b = await t.as(mentorB)({ url: progressUrl(`userIds=${L1.id}`) });
    expect(b.json().data.items.map((r: { CourseID: number }) => r.CourseID)).toEqual([c2]);
  });

  it('should answer 403 when a recruiter or a learner asks for a learning report', async () => {
    for (const u of [recruiter, trainee]) {
      expect((await t.as(u)({ url: progressUrl(`courseIds=${c1}`) })).statusCode).toBe(403);
      expect((await t.as(u)({ url: `/api/reports/courseFunnel?courseId=${c1}` })).statusCode).toBe(403);
      expect((await t.as(u)({ url: '/api/reports/mentorChecking' })).statusCode).toBe(403);
      expect((await t.as(u)({ url: `/api/reports/studentProgress/download?courseIds=${c1}` })).statusCode).toBe(403);
    }
  });

  it('should answer 400 when the filters are bad', async () => {
    const cases = [
      progressUrl(''),
      progressUrl(`courseIds=${c1}&from=2026-03-10&to=2026-03-01`),
      progressUrl(`courseIds=${c1}&from=2023-01-01&to=2026-01-02`),
      progressUrl(`courseIds=${c1}&from=2026-02-30`),
      progressUrl('courseIds=abc'),
      '/api/reports/courseFunnel',
      `/api/reports/mentorChecking?from=2026-05-01&to=2026-04-01`,
      `/api/reports/studentProgress/download?courseIds=${c1}&format=pdf`,
    ];
    for (const url of cases) {
      const res = await t.as(admin)({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const msg = (await t.as(admin)({ url: progressUrl(`courseIds=${c1}&from=2026-03-10&to=2026-03-01`) })).json();
    expect(JSON.stringify(msg)).toContain('before its start');
  });

  it('should take a period of exactly two years (731 days, both ends counted) and refuse one day more, as the dashboard', async () => {
    expect((await t.as(admin)({ url: progressUrl(`courseIds=${c1}&from=2024-03-15&to=2026-03-15`) })).statusCode).toBe(200);
    const over = await t.as(admin)({ url: progressUrl(`courseIds=${c1}&from=2024-03-15&to=2026-03-16`) });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('at most two years');
    expect((await t.as(admin)({ url: '/api/reports/mentorChecking?from=2024-03-15&to=2026-03-16' })).statusCode).toBe(400);
  });
});

describe('GET /api/reports/studentProgress/download', () => {
  it('should stream the full result as CSV with formula cells escaped when asked for csv', async () => {
    const res = await t.as(admin)({ url: `/api/reports/studentProgress/download?courseIds=${c1}&format=csv&sortBy=UserName` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Learner,Email,Course,Status,Progress %,Items done');
    expect(lines).toHaveLength(4);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines.find((l) => l.startsWith('Priya Nair'))).toBe(
      'Priya Nair,priya.nair@acme-erp.com,SAP FICO Basics,in-progress,50,4,6,1,2,80,0,1,0,1,2026-03-25T10:00:00.000Z,1400,2026-03-01T09:00:00.000Z',
    );
  });

  it('should stream an XLSX that exceljs opens with the same rows when asked for xlsx', async () => {
    const res = await t.as(admin)({ url: `/api/reports/studentProgress/download?courseIds=${c1}&format=xlsx&sortBy=UserName` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/student-progress-.*\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(1).getCell(1).value).toBe('Learner');
    const sofia = [2, 3, 4].map((i) => ws.getRow(i)).find((r) => r.getCell(1).value === 'Sofia Garcia')!;
    expect([3, 4, 5, 6, 7, 10, 11, 16].map((c) => sofia.getCell(c).value)).toEqual(['SAP FICO Basics', 'completed', 100, 6, 6, 80, 1, 1350]);
  });

  it('should export only the mentor\'s courses when a mentor downloads', async () => {
    const res = await t.as(mentorB)({ url: `/api/reports/studentProgress/download?userIds=${L1.id},${L2.id},${L3.id}&format=csv` });
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Oracle HCM Cloud');
  });
});

describe('GET /api/reports/courseFunnel', () => {
  it('should count reached, completed and dropped per lesson when an admin asks', async () => {
    const res = await t.as(admin)({ url: `/api/reports/courseFunnel?courseId=${c1}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((r: Record<string, unknown>) => [r.Position, r.LessonTitle, r.Reached, r.Completed, r.Dropped])).toEqual([
      [1, 'General ledger', 3, 2, 1],
      [2, 'Accounts payable', 2, 2, 0],
      [3, 'Asset accounting', 1, 1, 0],
    ]);
  });

  it("should answer 404 when a mentor asks for another mentor's course", async () => {
    expect((await t.as(mentorA)({ url: `/api/reports/courseFunnel?courseId=${c2}` })).statusCode).toBe(404);
    expect((await t.as(mentorA)({ url: `/api/reports/courseFunnel/download?courseId=${c2}` })).statusCode).toBe(404);
    expect((await t.as(mentorA)({ url: `/api/reports/courseFunnel?courseId=${c1}` })).statusCode).toBe(200);
  });

  it('should export the funnel as CSV when asked', async () => {
    const res = await t.as(admin)({ url: `/api/reports/courseFunnel/download?courseId=${c1}&format=csv` });
    expect(res.body.trim().split('\r\n')).toEqual(['Lesson #,Lesson,Reached,Completed,Dropped', '1,General ledger,3,2,1', '2,Accounts payable,2,2,0', '3,Asset accounting,1,1,0']);
  });
});

describe('GET /api/reports/mentorChecking', () => {
  it('should count checks per mentor and week with the median hours when an admin asks', async () => {
    const res = await t.as(admin)({ url: '/api/reports/mentorChecking?sortBy=RowKey' });
    const rows = res.json().data.items.map((r: Record<string, unknown>) => [r.MentorName, r.Week, r.Checked, r.Accepted, r.Returned, r.MedianHoursToCheck]);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(expect.arrayContaining([
      ['Asha Iyer', '2026-03-09', 2, 1, 1, 4],
      ['Asha Iyer', '2026-03-16', 1, 0, 1, 24],
      ['Ben Fischer', '2026-03-16', 1, 1, 0, 2],
    ]));
  });

  it("should show a mentor only their courses' checking when a mentor asks", async () => {
    const res = await t.as(mentorB)({ url: '/api/reports/mentorChecking' });
    expect(res.json().data.items.map((r: { MentorName: string }) => r.MentorName)).toEqual(['Ben Fischer']);
  });

  it('should keep to the period when one is given', async () => {
    const res = await t.as(admin)({ url: '/api/reports/mentorChecking?from=2026-03-09&to=2026-03-15' });
    expect(res.json().data.items).toHaveLength(1);
    expect(res.json().data.items[0]).toMatchObject({ Week: '2026-03-09', Checked: 2, MedianHoursToCheck: 4 });
  });
});

describe('GET /api/reports/eutProgress', () => {
  it("should report a company's staff with the cohort summary when an admin picks the company", async () => {
    const res = await t.as(admin)({ url: `/api/reports/eutProgress?companyIds=${acme}&sortBy=Progress` });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Record<string, unknown>[];
    expect(items.map((r) => [r.UserID, r.CourseID, r.CompanyName])).toEqual([
      [L1.id, c2, 'Acme ERP Services'],
      [L2.id, c1, 'Acme ERP Services'],
      [L1.id, c1, 'Acme ERP Services'],
    ]);
    const summary = (await t.as(admin)({ url: `/api/reports/eutProgress/summary?companyIds=${acme}` })).json().data;
    expect(summary).toEqual([{ CompanyID: acme, CompanyName: 'Acme ERP Services', Learners: 2, Enrolments: 3, Completed: 0, MeanProgress: 20 }]);
  });

  it('should answer 400 without a company and 404 for an unknown one', async () => {
    expect((await t.as(admin)({ url: '/api/reports/eutProgress' })).statusCode).toBe(400);
    expect((await t.as(admin)({ url: '/api/reports/eutProgress?companyIds=999999' })).statusCode).toBe(404);
  });
});

describe('GET /api/reports/testResults', () => {
  // The lesson tests of the academy above need their rows (the attempts name tests 9001 and 9002).
  beforeAll(async () => {
    await t.database.db.execute(sql`insert into tests (id, title, duration_seconds) overriding system value values (9001, 'GL check', 600), (9002, 'Asset check', 600) on conflict do nothing`);
  });
  type Row = { UserID: number; TestTitle: string; Attempts: number; BestScore: number; BestPercentage: number; Passed: boolean };
  const pick = (r: Row) => [r.UserID, r.TestTitle, r.Attempts, r.BestScore, r.BestPercentage, r.Passed];

  it('should give per learner and test the attempts, best score and result, sorted and paged by the server', async () => {
    const res = await t.as(admin)({ url: '/api/reports/testResults?sortBy=BestPercentage&sortDesc=true' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.total).toBe(4);
    // L3 T1 90 %, L1 T1 best of 40 and 80 over 2 attempts, L3 T2 70 %, L2 T1 30 % (failed).
    expect(d.items.map(pick)).toEqual([
      [L3.id, 'GL check', 1, 9, 90, true], [L1.id, 'GL check', 2, 8, 80, true], [L3.id, 'Asset check', 1, 7, 70, true], [L2.id, 'GL check', 1, 3, 30, false],
    ]);
    const page2 = (await t.as(admin)({ url: '/api/reports/testResults?sortBy=BestPercentage&sortDesc=true&pageSize=3&pageIndex=1' })).json().data;
    expect(page2).toMatchObject({ total: 4, pageCount: 2, pageIndex: 1 });
    expect(page2.items.map(pick)).toEqual([[L2.id, 'GL check', 1, 3, 30, false]]);
    const oneTest = (await t.as(admin)({ url: '/api/reports/testResults?testId=9002' })).json().data;
    expect(oneTest.items.map(pick)).toEqual([[L3.id, 'Asset check', 1, 7, 70, true]]);
    const oneLearner = (await t.as(admin)({ url: `/api/reports/testResults?userId=${L1.id}` })).json().data;
    expect(oneLearner.items.map(pick)).toEqual([[L1.id, 'GL check', 2, 8, 80, true]]);
  });

  it("should show a mentor only their courses' tests, refuse a recruiter and a learner, and answer 400 to bad filters", async () => {
    expect((await t.as(mentorA)({ url: '/api/reports/testResults' })).json().data.total).toBe(4);
    // Mentor B's course has no lesson test: none of course 1's results.
    expect((await t.as(mentorB)({ url: '/api/reports/testResults' })).json().data).toMatchObject({ total: 0, items: [] });
    expect((await t.as(recruiter)({ url: '/api/reports/testResults' })).statusCode).toBe(403);
    expect((await t.as(trainee)({ url: '/api/reports/testResults/download' })).statusCode).toBe(403);
    for (const url of ['/api/reports/testResults?testId=abc', '/api/reports/testResults/download?format=pdf']) {
      expect((await t.as(admin)({ url })).statusCode, url).toBe(400);
    }
  });

  it('should export the full result as CSV and as an XLSX that opens with the same rows', async () => {
    const csv = await t.as(admin)({ url: '/api/reports/testResults/download?format=csv&sortBy=BestPercentage&sortDesc=true' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/test-results-.*\.csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Learner,Email,Test,Attempts,Best score,Best %,Passed,Last attempt');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^,,GL check,2,8,80,true,2026-03-10T00:30:00\.000Z$/);
    const xlsx = await t.as(admin)({ url: '/api/reports/testResults/download?format=xlsx&testId=9001&sortBy=BestPercentage' });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(4);
    expect((ws.getRow(2).values as unknown[]).slice(3, 8)).toEqual(['GL check', 1, 3, 30, false]);
    expect((ws.getRow(4).values as unknown[]).slice(3, 8)).toEqual(['GL check', 1, 9, 90, true]);
  });

  it('should be scheduled by e-mail with its filters like every hub report', async () => {
    const res = await t.as(admin)({
      method: 'POST', url: '/api/reports/schedules',
      body: { Report: 'testResults', Filters: { testId: 9001 }, Frequency: 'daily', Hour: 7, Format: 'csv', Recipients: [admin.email] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ Report: 'testResults', Filters: { testId: 9001 } });
    const bad = await t.as(admin)({
      method: 'POST', url: '/api/reports/schedules',
      body: { Report: 'testResults', Filters: { testId: 'x' }, Frequency: 'daily', Hour: 7, Format: 'csv', Recipients: [admin.email] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/reports/schedules/${res.json().data.ID}` })).statusCode).toBe(200);
  });
});

describe('scheduled reports', () => {
  it('should refuse a recipient who is not staff, a weekly schedule without weekday and bad filters', async () => {
    const base = { Report: 'studentProgress', Filters: { courseIds: [c1] }, Frequency: 'daily', Hour: 6, Format: 'xlsx', Recipients: [admin.email] };
    const bad = [
      { ...base, Recipients: [L1.email] },
      // A mentor sees only their courses: the admin's all-courses report is not theirs to receive.
      { ...base, Recipients: [mentorA.email] },
      { ...base, Frequency: 'weekly' },
      { ...base, Filters: { courseIds: [c1], from: '2026-03-10', to: '2026-03-01' } },
      { ...base, Filters: {} },
      { ...base, Hour: 24 },
    ];
    for (const body of bad) expect((await t.as(admin)({ method: 'POST', url: '/api/reports/schedules', body })).statusCode, JSON.stringify(body)).toBe(400);
    expect((await t.as(admin)({ url: '/api/reports/schedules' })).json().data).toHaveLength(0);
    // A mentor cannot schedule another mentor's course funnel, nor mail their own learners to another mentor.
    expect((await t.as(mentorA)({ method: 'POST', url: '/api/reports/schedules', body: { ...base, Recipients: [mentorA.email], Report: 'courseFunnel', Filters: { courseId: c2 } } })).statusCode).toBe(404);
    const toOther = await t.as(mentorA)({ method: 'POST', url: '/api/reports/schedules', body: { ...base, Recipients: [mentorB.email] } });
    expect(toOther.statusCode).toBe(400);
    expect(toOther.json().message).toMatch(/cannot receive this report/);
  });

  it('should run a schedule as its maker is today: a maker switched off sends nothing', async () => {
    const made = await t.as(mentorA)({ method: 'POST', url: '/api/reports/schedules', body: { Report: 'studentProgress', Filters: { courseIds: [c1] }, Frequency: 'daily', Hour: 6, Format: 'csv', Recipients: [mentorA.email, admin.email] } });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.ID as number;
    await t.database.db.execute(sql`update users set active = false where id = ${mentorA.id}`);
    try {
      expect(await t.services.reportsHub.mailSchedule(id, 'manual-check')).toEqual({ skipped: 'maker may no longer read reports' });
    } finally {
      await t.database.db.execute(sql`update users set active = true where id = ${mentorA.id}`);
    }
    expect((await t.as(mentorA)({ method: 'DELETE', url: `/api/reports/schedules/${id}` })).statusCode).toBe(200);
  });

  it('should mail the report with its first rows and the full export attached through a real SMTP peer when the schedule is due', async () => {
    const peer = await startPeer();
    try {
      const created = await t.as(admin)({
        method: 'POST', url: '/api/reports/schedules',
        body: { Report: 'studentProgress', Filters: { courseIds: [c1], sortBy: 'UserName' }, Frequency: 'weekly', Weekday: 3, Hour: 6, Format: 'xlsx', Recipients: [admin.email] },
      });
      expect(created.statusCode).toBe(200);
      const s = created.json().data;
      // 2026-04-01 is a Wednesday after 06:00: the next Wednesday 06:00 UTC.
      expect(s.NextRunOn).toBe('2026-04-08T06:00:00.000Z');
      expect((await t.as(mentorB)({ method: 'DELETE', url: `/api/reports/schedules/${s.ID}` })).statusCode).toBe(404);

      // Nothing is due now; a week later the schedule is claimed once and moved on a week.
      expect(await t.services.reportsHub.claimDue()).toEqual([]);
      t.clock.advance(7 * 86_400_000);
      const due = await t.services.reportsHub.claimDue();
      expect(due).toEqual([{ id: s.ID, runKey: '2026-04-08T06:00:00.000Z' }]);
      expect(await t.services.reportsHub.claimDue()).toEqual([]);
      const listed = await t.services.reportsHub.listSchedules({ userId: admin.id, role: 'Admin' });
      expect(listed[0]?.NextRunOn).toBe('2026-04-15T06:00:00.000Z');

      const result = await t.services.reportsHub.mailSchedule(s.ID, due[0]!.runKey, 2);
      expect(result).toEqual({ total: 3, shown: 2, recipients: 1 });
      const delivery = createMailDelivery({
        db: t.database.db, config: { ...t.config, SMTP_URL: peer.url, MAIL_FROM: 'Reports <reports@academy.test>' }, log: { info() {}, warn() {}, error() {} },
        storage: createStorage(t.config), now: () => new Date(Date.now() + 86_400_000 * 30),
      });
      await delivery.runOnce();
      await delivery.close();
      const mails = peer.received.filter((m) => m.raw.includes('Student progress report'));
      expect(mails.map((m) => m.to)).toEqual([admin.email]);
      const raw = mails[0]!.raw;
      expect(raw).toContain('First 2 of 3 rows');
      expect(raw).toMatch(/filename="?studentProgress-2026-04-08\.xlsx/);
      // The attachment is the full export: an XLSX with the header and all three rows.
      const part = raw.split(/filename="?studentProgress-2026-04-08\.xlsx"?/)[1]!.split(/\r?\n\r?\n/).slice(1).join('\n').split('\n--')[0]!;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(part.replace(/\s+/g, ''), 'base64') as unknown as ArrayBuffer);
      expect(wb.worksheets[0]!.rowCount).toBe(4);
      expect(wb.worksheets[0]!.getRow(2).getCell(1).value).toBe("=HYPERLINK(\"http://evil\")");
    } finally {
      await peer.close();
    }
  });
});
