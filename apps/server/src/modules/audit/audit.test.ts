import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { admit, buildCourse, createCourse, createLessonTest, submit, type User } from '../courses/course-factories.ts';
import { masters } from '../masters/masters.tables.ts';
import { users } from '../users/users.tables.ts';
import { auditLog } from './audit.tables.ts';

let t: TestApp;
let top: User;
let admin: User;
let editor: User;
let mentor: User;
let learner: User;
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '100000' } });
  top = await t.createUser({ role: 'SuperAdmin' });
  admin = await t.createUser({ role: 'Admin' });
  editor = await t.createUser({ role: 'Editor' });
  mentor = await t.createUser({ role: 'Mentor' });
  learner = await t.createUser({ role: 'Trainee' });
});
afterAll(() => t.close());

type Row = typeof auditLog.$inferSelect;
const db = () => t.database.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The id of the newest entry (0 when the log is empty). */
async function lastId(): Promise<number> {
  const [r] = rowsOf<{ id: string | number | null }>(await db().execute(sql`select max(id) as id from audit_log`));
  return Number(r?.id ?? 0);
}
/** Entries written after `id`, oldest first. */
const entriesAfter = (id: number): Promise<Row[]> => db().select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

let requestNo = 0;
/** A request as `u`, with a request id and a client address the log must keep. */
function act(u: User, o: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }) {
  requestNo += 1;
  return t.request({ ...o, token: u.token, userId: u.id, headers: { 'x-request-id': `audit-test-${String(requestNo).padStart(4, '0')}` }, ip: '203.0.113.7' });
}

/** Runs one staff action and returns the one entry it wrote (fails unless exactly one). */
async function oneEntry(u: User, o: Parameters<typeof act>[1], status = 200): Promise<Row> {
  const before = await lastId();
  const res = await act(u, o);
  expect(res.statusCode, res.body).toBe(status);
  const written = await entriesAfter(before);
  expect(written, `${o.method} ${o.url} should write exactly one entry`).toHaveLength(1);
  const [entry] = written;
  expect(entry).toMatchObject({
    actorUserId: u.id, requestId: `audit-test-${String(requestNo).padStart(4, '0')}`, ip: '203.0.113.7', actorName: expect.stringMatching(/^Test User/),
  });
  return entry!;
}

/** The next insert into audit_log collides with an existing id: the entry fails, so the change in its transaction must too. */
async function breakNextAuditInsert() {
  await db().execute(sql`select setval(pg_get_serial_sequence('audit_log', 'id'), (select min(id) from audit_log) - 1, true)`);
}
async function repairAuditSequence() {
  await db().execute(sql`select setval(pg_get_serial_sequence('audit_log', 'id'), (select max(id) from audit_log), true)`);
}

describe('audit.record', () => {
  it('should commit the entry with the change and roll it back with it', async () => {
    const before = await lastId();
    await expect(db().transaction(async (tx) => {
      await t.services.audit.record(tx, { userId: top.id, role: 'SuperAdmin' }, { action: 'masters.create', entityType: 'master', entityId: 1, summary: 'never kept' });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await entriesAfter(before)).toEqual([]);

    await db().transaction((tx) => t.services.audit.record(tx, { userId: null }, { action: 'system.check', entityType: 'system', summary: 'kept' }));
    expect(await entriesAfter(before)).toMatchObject([{ actorUserId: null, actorName: 'System', action: 'system.check', before: null, after: null, requestId: null }]);
  });
});

describe('masters', () => {
  it('should write one entry per add, rename and delete, with the fields before and after', async () => {
    const added = await oneEntry(top, { method: 'POST', url: '/api/admin/cities', body: { Title: 'Audit Town' } });
    expect(added).toMatchObject({ action: 'masters.create', entityType: 'master', before: null, after: { Type: 'cities', Title: 'Audit Town' }, actorRole: 'SuperAdmin' });
    const id = Number(added.entityId);

    const renamed = await oneEntry(top, { method: 'PUT', url: `/api/admin/cities/${id}`, body: { Title: 'Audit City' } });
    expect(renamed).toMatchObject({ action: 'masters.rename', entityId: String(id), before: { Title: 'Audit Town' }, after: { Title: 'Audit City' }, summary: 'Renamed "Audit Town" to "Audit City" in cities' });

    const deleted = await oneEntry(top, { method: 'DELETE', url: `/api/admin/cities/${id}` });
    expect(deleted).toMatchObject({ action: 'masters.delete', before: { Type: 'cities', Title: 'Audit City' }, after: null });
  });

  it('should write nothing for a refused change (duplicate title) or a rename to the same title', async () => {
    const before = await lastId();
    expect((await act(top, { method: 'POST', url: '/api/admin/cities', body: { Title: 'pune' } })).statusCode).toBe(409);
    const [pune] = await db().select().from(masters).where(sql`${masters.type} = 'cities' and lower(${masters.title}) = 'pune'`);
    expect((await act(top, { method: 'PUT', url: `/api/admin/cities/${pune!.id}`, body: { Title: pune!.title } })).statusCode).toBe(200);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('should keep neither the change nor the entry when the entry cannot be written', async () => {
    const before = await lastId();
    await breakNextAuditInsert();
    try {
      const res = await act(top, { method: 'POST', url: '/api/admin/cities', body: { Title: 'Never Added' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await repairAuditSequence();
    }
    expect(await db().select().from(masters).where(eq(masters.title, 'Never Added'))).toEqual([]);
    expect(await entriesAfter(before)).toEqual([]);
  });
});

describe('users and sessions', () => {
  it('should write one entry when a staff account is created, with its fields after', async () => {
    const email = `audit.staff.${Date.now()}@example.com`;
    const e = await oneEntry(top, {
      method: 'POST', url: '/api/users',
      body: { firstName: 'Audit', lastName: 'Staff', email, countryCode: '+91', mobileNumber: '9876543210', role: 'Mentor' },
    });
    expect(e).toMatchObject({ action: 'users.create', entityType: 'user', before: null, after: { FirstName: 'Audit', LastName: 'Staff', Email: email, Role: 'Mentor', Active: true } });
  });

  it('should write one entry per role change, deactivation and reactivation', async () => {
    const target = await t.createUser({ role: 'Mentor' });
    const role = await oneEntry(top, { method: 'PUT', url: `/api/users/${target.id}/role`, body: { role: 'Editor' } });
    expect(role).toMatchObject({ action: 'users.role.change', entityId: String(target.id), before: { Role: 'Mentor' }, after: { Role: 'Editor' } });
    expect(role.summary).toMatch(/^Changed the role of Test User \d+ from Mentor to Editor$/);

    const off = await oneEntry(top, { method: 'POST', url: `/api/users/${target.id}/deactivate` });
    expect(off).toMatchObject({ action: 'users.deactivate', before: { Active: true }, after: { Active: false } });
    const on = await oneEntry(admin, { method: 'POST', url: `/api/users/${target.id}/activate` });
    expect(on).toMatchObject({ action: 'users.activate', actorRole: 'Admin', before: { Active: false }, after: { Active: true } });
  });

  it('should keep the old role and write no entry when the entry cannot be written', async () => {
    const target = await t.createUser({ role: 'Mentor' });
    const before = await lastId();
    await breakNextAuditInsert();
    try {
      expect((await act(top, { method: 'PUT', url: `/api/users/${target.id}/role`, body: { role: 'Recruiter' } })).statusCode).toBe(500);
    } finally {
      await repairAuditSequence();
    }
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe('Mentor');
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('should write one entry for a forced logout', async () => {
    const target = await t.createUser({ role: 'Trainee' });
    const e = await oneEntry(top, { method: 'DELETE', url: `/api/users/sessions/${target.sessionId}` });
    expect(e).toMatchObject({ action: 'sessions.revoke', entityType: 'session', entityId: String(target.sessionId), before: { UserID: target.id, EndedOn: null }, after: { UserID: target.id, EndReason: 'forced' } });
    expect((await t.as(target)({ url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('learning: admissions, grades, certificates, publication', () => {
  let built: Awaited<ReturnType<typeof buildCourse>>;
  beforeAll(async () => {
    built = await buildCourse(t, editor, 1, { reattempts: 1 });
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${built.course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
  });

  it('should write one entry for an admission (naming the learners) and one for its removal', async () => {
    const other = await t.createUser({ role: 'Trainee' });
    const e = await oneEntry(admin, { method: 'POST', url: '/api/usersAdmissions', body: { CourseID: built.course.ID, UserIDs: [learner.id, other.id] } });
    expect(e).toMatchObject({ action: 'admissions.admit', entityType: 'course', entityId: String(built.course.ID), before: null });
    expect((e.after as { Learners: { UserID: number }[] }).Learners.map((l) => l.UserID).sort()).toEqual([learner.id, other.id].sort());
    expect(e.summary).toMatch(/^Admitted 2 learners \(Test User .*\) to "Course \d+"$/);

    // Admitting the same learners again changes nothing and writes nothing.
    const before = await lastId();
    await admit(t, admin, built.course.ID, learner);
    expect(await entriesAfter(before)).toEqual([]);

    const admissionId = (e.after as { Learners: { UserID: number; AdmissionID: number }[] }).Learners.find((l) => l.UserID === other.id)!.AdmissionID;
    const removed = await oneEntry(admin, { method: 'DELETE', url: `/api/usersAdmissions/${admissionId}` });
    expect(removed).toMatchObject({ action: 'admissions.remove', entityType: 'admission', entityId: String(admissionId), after: null, before: { UserID: other.id, CourseID: built.course.ID, Progress: 0 } });
  });

  it('should write one entry when a mentor returns a submission and one when they accept it with a score', async () => {
    const lesson = built.lessons[0]!;
    const first = (await submit(t, learner, built.course.ID, lesson.lessonId)).json().data;
    const returned = await oneEntry(mentor, { method: 'POST', url: `/api/usersProgress/submissions/${first.ID}/return`, body: { Feedback: 'Add an example' } });
    expect(returned).toMatchObject({
      action: 'assignments.return', entityType: 'submission', entityId: String(first.ID),
      before: { Status: 'submitted', Score: null }, after: { Status: 'returned', Score: null, Feedback: 'Add an example' },
    });
    const second = (await submit(t, learner, built.course.ID, lesson.lessonId)).json().data;
    const accepted = await oneEntry(mentor, { method: 'POST', url: `/api/usersProgress/submissions/${second.ID}/accept`, body: { Score: 8, Feedback: 'Good' } });
    expect(accepted).toMatchObject({ action: 'assignments.accept', before: { Status: 'submitted', AttemptNo: 2 }, after: { Status: 'accepted', Score: 8 }, });
    expect(accepted.summary).toMatch(/^Accepted attempt 2 of "Task 1" by Test User \d+ with 8\/10$/);

    // A second decision is refused (409) and writes nothing.
    const before = await lastId();
    expect((await act(mentor, { method: 'POST', url: `/api/usersProgress/submissions/${second.ID}/accept`, body: { Score: 9 } })).statusCode).toBe(409);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('should write one entry when a certificate is revoked', async () => {
    const cert = await t.services.learning.certificates.issue({ userId: learner.id, courseId: built.course.ID, holderName: 'Rahul Audit', courseName: built.course.Title, courseSlug: built.course.Url });
    const e = await oneEntry(admin, { method: 'POST', url: `/api/certificates/${cert!.id}/revoke`, body: { Reason: 'Issued by mistake' } });
    expect(e).toMatchObject({ action: 'certificates.revoke', entityType: 'certificate', before: { Status: 'valid' }, after: { Status: 'revoked', RevokedReason: 'Issued by mistake' } });
  });

  it('should write one entry when a course is published or unpublished, and none for other edits', async () => {
    const draft = await createCourse(t, editor, { Status: 'draft' });
    const item = { ID: draft.ID, Title: draft.Title, Url: draft.Url, CoursePrice: { INR: 49900, USD: 999 }, Duration: '4 weeks' };
    const put = (over: Record<string, unknown>) => ({ method: 'PUT' as const, url: '/api/courses', body: { item: { ...item, ...over } } });
    const published = await oneEntry(editor, put({ Status: 'published' }));
    expect(published).toMatchObject({ action: 'courses.publish', entityType: 'course', entityId: String(draft.ID), before: { Status: 'draft' }, after: { Status: 'published' } });
    const before = await lastId();
    expect((await act(editor, put({ Status: 'published', Duration: '5 weeks' }))).statusCode).toBe(200);
    expect(await entriesAfter(before)).toEqual([]);
    const unpublished = await oneEntry(editor, put({ Status: 'draft' }));
    expect(unpublished).toMatchObject({ action: 'courses.unpublish', before: { Status: 'published' }, after: { Status: 'draft' } });
  });

  it('should write one entry when a test is published or unpublished', async () => {
    const { testId, questionId } = await createLessonTest(t, editor, { Status: 'draft', Title: 'Audit check' });
    const body = (Status: string) => ({ Title: 'Audit check', DurationSeconds: 300, PassPercentage: 50, AttemptsAllowed: 2, Status, InSeries: false, ShowAnswers: false, QuestionIDs: [questionId] });
    const on = await oneEntry(editor, { method: 'PUT', url: `/api/tests/${testId}`, body: body('published') });
    expect(on).toMatchObject({ action: 'tests.publish', entityType: 'test', entityId: String(testId), before: { Status: 'draft' }, after: { Status: 'published' }, summary: 'Published the test "Audit check"' });
    const off = await oneEntry(editor, { method: 'PUT', url: `/api/tests/${testId}`, body: body('draft') });
    expect(off).toMatchObject({ action: 'tests.unpublish' });
  });
});

describe('GET /api/auditLog', () => {
  const list = (u: User, query = '') => act(u, { url: `/api/auditLog${query}` });

  it('should answer the newest entries first, with who, what, before and after', async () => {
    const res = await list(top, '?pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.items).toHaveLength(5);
    const ids = page.items.map((e: { ID: number }) => e.ID);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(page.items[0]).toMatchObject({ OccurredOn: expect.stringMatching(/Z$/), ActorName: expect.any(String), Action: expect.any(String), Summary: expect.any(String) });
    expect(Object.keys(page.items[0]).sort()).toEqual(
      ['Action', 'ActorEmail', 'ActorName', 'ActorRole', 'ActorUserID', 'After', 'Before', 'EntityID', 'EntityType', 'ID', 'IP', 'OccurredOn', 'RequestID', 'Summary'],
    );
  });

  it('should filter by actor, action prefix, record kind and id, and search the summary', async () => {
    const byMentor = (await list(top, `?actorId=${mentor.id}&pageSize=100`)).json().data.items as { Action: string; ActorUserID: number }[];
    expect(byMentor.map((e) => e.Action).sort()).toEqual(['assignments.accept', 'assignments.return']);

    const usersArea = (await list(top, '?action=users.&pageSize=100')).json().data.items as { Action: string }[];
    expect(new Set(usersArea.map((e) => e.Action))).toEqual(new Set(['users.create', 'users.role.change', 'users.deactivate', 'users.activate']));
    const roleOnly = (await list(top, '?action=users.role.change')).json().data;
    expect(roleOnly.total).toBe(1);

    const masterRows = (await list(top, '?entityType=master&pageSize=100')).json().data.items as { EntityType: string }[];
    expect(masterRows.length).toBe(3);
    const one = masterRows[0] as unknown as { EntityID: string };
    expect((await list(top, `?entityType=master&entityId=${one.EntityID}`)).json().data.total).toBe(3);

    const found = (await list(top, '?term=audit%20city')).json().data.items as { Summary: string }[];
    expect(found.map((e) => e.Summary)).toEqual(['Deleted "Audit City" from cities', 'Renamed "Audit Town" to "Audit City" in cities']);
    // The term matches the actor's email as well.
    expect((await list(top, `?term=${encodeURIComponent(mentor.email)}`)).json().data.total).toBe(2);
  });

  it('should filter by a day range (UTC, both days included) and refuse a range that ends before it starts', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const all = (await list(top)).json().data.total;
    expect((await list(top, `?from=${today}&to=${today}`)).json().data.total).toBe(all);
    expect((await list(top, '?from=2000-01-01&to=2000-01-31')).json().data.total).toBe(0);
    const bad = await list(top, `?from=${today}&to=2000-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('query.to');
    expect((await list(top, '?from=yesterday')).statusCode).toBe(400);
    expect((await list(top, '?action=users%25')).statusCode).toBe(400);
  });

  it('should let only the top admin read it: 401 signed out, 403 for an admin and other staff', async () => {
    expect((await t.request({ url: '/api/auditLog' })).statusCode).toBe(401);
    for (const u of [admin, editor, mentor, learner]) expect((await list(u)).statusCode).toBe(403);
    expect((await list(top)).statusCode).toBe(200);
    for (const url of ['/api/auditLog/actors', '/api/auditLog/download']) {
      expect((await t.request({ url })).statusCode).toBe(401);
      expect((await act(admin, { url })).statusCode).toBe(403);
      expect((await act(top, { url })).statusCode).toBe(200);
    }
  });

  it('should have no route that changes or removes an entry', async () => {
    const routes = t.app.accessTable.filter((r) => /^\/api\/auditLog/i.test(r.url));
    expect(routes.map((r) => r.method).every((m) => m === 'GET' || m === 'HEAD')).toBe(true);
    const entry = (await list(top, '?pageSize=1')).json().data.items[0];
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.request({ method, url: `/api/auditLog/${entry.ID}`, token: top.token, userId: top.id, body: method === 'DELETE' ? undefined : { Summary: 'x' } });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('GET /api/auditLog/actors', () => {
  it('should list each staff member in the log once, with name and role', async () => {
    const actors = (await act(top, { url: '/api/auditLog/actors' })).json().data as { ID: number; Name: string; Role: string }[];
    expect(actors.map((a) => a.ID).sort((a, b) => a - b)).toEqual([top.id, admin.id, editor.id, mentor.id].sort((a, b) => a - b));
    expect(actors.find((a) => a.ID === mentor.id)).toMatchObject({ Name: expect.stringMatching(/^Test User/), Role: 'Mentor' });
  });
});

describe('GET /api/auditLog/download', () => {
  it('should answer the filtered entries as CSV, newest first, with a header row', async () => {
    const res = await act(top, { url: '/api/auditLog/download?action=masters.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,When (UTC),Actor ID,Actor,Actor email,Actor role,Action,Record type,Record ID,Summary,Before,After,Request ID,IP');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('masters.delete');
    expect(lines[3]).toContain('masters.create');
    expect(lines[3]).toContain('"{""Type"":""cities"",""Title"":""Audit Town""}"');
    expect(lines[3]).toContain('203.0.113.7');
  });

  it('should stream more rows than one batch in order, and answer 400 for a bad filter before any byte', async () => {
    const base = await lastId();
    await db().transaction(async (tx) => {
      for (let i = 0; i < 1205; i += 1) {
        await t.services.audit.record(tx, { userId: null }, { action: 'bulk.test', entityType: 'bulk', entityId: i, summary: `bulk ${i}` });
      }
    });
    const res = await act(top, { url: '/api/auditLog/download?action=bulk.' });
    const lines = res.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(1205);
    const ids = lines.map((l) => Number(l.split(',')[0]));
    expect(ids[0]).toBe(base + 1205);
    expect(ids.at(-1)).toBe(base + 1);
    expect(new Set(ids).size).toBe(1205);
    expect((await act(top, { url: '/api/auditLog/download?from=2026-01-02&to=2026-01-01' })).statusCode).toBe(400);
  });
});

describe('the audit_log table', () => {
  it('should refuse UPDATE and DELETE in the database, whoever sends them', async () => {
    const n = await lastId();
    await expect(db().execute(sql`update audit_log set summary = 'rewritten' where id = ${n}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where id = ${n}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db().update(auditLog).set({ summary: 'x' }).where(eq(auditLog.id, n))).rejects.toThrow();
    const [row] = await db().select().from(auditLog).where(eq(auditLog.id, n));
    expect(row!.summary).not.toBe('rewritten');
    expect(await lastId()).toBe(n);
  });

  it('should refuse TRUNCATE unless the transaction says a backup is being restored', async () => {
    const n = await lastId();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
    // A setting of the session, not of the restore's transaction, does not count either.
    await expect(db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.restoring', 'off', true)`);
      await tx.execute(sql`truncate audit_log`);
    })).rejects.toThrow();
    expect(await lastId()).toBe(n);
    // What restore.ts does, rolled back here so the log keeps its entries.
    const rolledBack = new Error('roll back');
    await expect(db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.restoring', 'on', true)`);
      await tx.execute(sql`truncate audit_log`);
      throw rolledBack;
    })).rejects.toBe(rolledBack);
    expect(await lastId()).toBe(n);
  });
});
