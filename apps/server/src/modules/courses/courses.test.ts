import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addLesson, admit, createAssignment, createCourse, createLessonTest, createMaterial, type User } from './course-factories.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';

let t: TestApp;
let editor: User;
let mentor: User;
let admin: User;
let trainee: User;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  mentor = await t.createUser({ role: 'Mentor' });
  admin = await t.createUser({ role: 'Admin' });
  trainee = await t.createUser({ role: 'Trainee' });
});
afterAll(() => t.close());

describe('POST/PUT/DELETE /api/courses', () => {
  it('should create a course and answer the page with the item when a builder posts an item', async () => {
    const res = await t.as(editor)({
      method: 'POST',
      url: '/api/courses',
      body: { item: { Title: 'SAP FICO Basics', Url: 'sap-fico-basics', Description: '<p>Hi<script>alert(1)</script></p>', CoursePrice: { INR: 1999900, USD: 24900 }, Duration: '6 weeks' }, pageSize: 5, pageIndex: 0, sortBy: 'Title' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.item).toMatchObject({ Title: 'SAP FICO Basics', Name: 'SAP FICO Basics', Url: 'sap-fico-basics', Status: 'draft', CoursePrice: { INR: 1999900, USD: 24900 }, LessonCount: 0 });
    expect(d).toHaveProperty('pageCount');
    expect(d.items.some((c: { ID: number }) => c.ID === d.item.ID)).toBe(true);
    const detail = (await t.as(editor)({ url: `/api/courses/${d.item.ID}` })).json().data;
    expect(detail.Description).toBe('<p>Hi</p>');
  });

  it('should answer 409 when the URL slug is taken', async () => {
    await createCourse(t, editor, { Url: 'taken-slug' });
    const res = await t.as(editor)({ method: 'POST', url: '/api/courses', body: { item: { Title: 'Other', Url: 'taken-slug' } } });
    expect(res.statusCode).toBe(409);
  });

  it('should answer 400 when a price is not an integer of minor units', async () => {
    const res = await t.as(editor)({ method: 'POST', url: '/api/courses', body: { item: { Title: 'X', Url: 'price-x', CoursePrice: { INR: 10.5, USD: 1 } } } });
    expect(res.statusCode).toBe(400);
  });

  it('should update with PUT and soft-delete with DELETE when given ids', async () => {
    const c = await createCourse(t, editor);
    const put = await t.as(editor)({ method: 'PUT', url: '/api/courses', body: { item: { ID: c.ID, Title: 'Renamed', Url: c.Url, Status: 'draft' } } });
    expect(put.json().data.item).toMatchObject({ ID: c.ID, Title: 'Renamed', Status: 'draft' });
    const del = await t.as(editor)({ method: 'DELETE', url: '/api/courses', body: { ids: [c.ID] } });
    expect(del.statusCode).toBe(200);
    expect((await t.as(editor)({ url: `/api/courses/${c.ID}` })).statusCode).toBe(404);
    expect((await t.as(editor)({ method: 'DELETE', url: '/api/courses', body: { ids: [c.ID] } })).statusCode).toBe(404);
  });

  it('should answer 403 when a trainee tries to create a course', async () => {
    const res = await t.as(trainee)({ method: 'POST', url: '/api/courses', body: { item: { Title: 'Nope', Url: 'nope' } } });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/courses and /api/courses/:courseid', () => {
  it('should list only published courses in the public catalogue when a visitor asks', async () => {
    const pub = await createCourse(t, editor, { Status: 'published', Title: 'Catalogue Visible' });
    const draft = await createCourse(t, editor, { Status: 'draft', Title: 'Catalogue Hidden' });
    const res = await t.request({ url: '/api/courses?term=catalogue' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.items.map((c: { ID: number }) => c.ID);
    expect(ids).toContain(pub.ID);
    expect(ids).not.toContain(draft.ID);
    expect((await t.request({ url: `/api/courses/${draft.ID}` })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/courses/${pub.Url}` })).json().data.ID).toBe(pub.ID);
  });

  it('should count every lesson and learner of the course in the catalogue and builder rows when it has several', async () => {
    const c = await createCourse(t, editor, { Status: 'published', Title: 'Counted Lessons' });
    for (const title of ['One', 'Two', 'Three']) await addLesson(t, editor, c.ID, { Title: title });
    await admit(t, admin, c.ID, trainee);
    const row = (await t.request({ url: '/api/courses?term=counted%20lessons' })).json().data.items.find((r: { ID: number }) => r.ID === c.ID);
    expect(row).toMatchObject({ LessonCount: 3 });
    const built = (await t.as(editor)({ url: '/api/courseBuilding/courses?term=counted%20lessons' })).json().data.items.find((r: { ID: number }) => r.ID === c.ID);
    expect(built).toMatchObject({ LessonCount: 3, LearnerCount: 1 });
  });

  it('should include AllowedUsers and AllowedUsersDetails only for courses.manage', async () => {
    const c = await createCourse(t, editor);
    await admit(t, admin, c.ID, trainee);
    const staff = (await t.as(admin)({ url: `/api/courses/${c.ID}` })).json().data;
    expect(staff.AllowedUsers).toEqual([trainee.id]);
    expect(staff.AllowedUsersDetails[0]).toMatchObject({ ID: trainee.id, email: trainee.email });
    expect(staff.AllowedUsersDetails[0].value).toMatch(/^Test User/);
    const visitor = (await t.request({ url: `/api/courses/${c.ID}` })).json().data;
    expect(visitor).not.toHaveProperty('AllowedUsers');
    expect(visitor).not.toHaveProperty('Mentors');
  });

  it('should give the landing item with counts and status incomplete when a visitor opens it', async () => {
    const c = await createCourse(t, editor);
    const m = await createMaterial(t, editor);
    const { testId } = await createLessonTest(t, editor);
    await addLesson(t, editor, c.ID, { Title: 'One', MaterialID: m.ID, TestID: testId });
    const res = await t.request({ url: `/api/courselanding/${c.Url}` });
    expect(res.json().data).toMatchObject({ courseURL: c.Url, MaterialCount: 1, TestCount: 1, AssignmentCount: 0, status: 'incomplete', Admitted: false });
    expect(res.json().data.Contents[0].Items.map((i: { Type: string }) => i.Type)).toEqual(['material', 'test']);
  });
});

describe('lessons', () => {
  it('should append lessons in order and reorder them when every id is given once', async () => {
    const c = await createCourse(t, editor);
    const a = await addLesson(t, editor, c.ID, { Title: 'A' });
    const b = await addLesson(t, editor, c.ID, { Title: 'B' });
    const d = await addLesson(t, editor, c.ID, { Title: 'C' });
    expect([a.Position, b.Position, d.Position]).toEqual([0, 1, 2]);
    const res = await t.as(editor)({ method: 'PUT', url: `/api/courses/${c.ID}/lessons/order`, body: { LessonIDs: [d.ID, a.ID, b.ID] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((l: { Title: string }) => l.Title)).toEqual(['C', 'A', 'B']);
    const bad = await t.as(editor)({ method: 'PUT', url: `/api/courses/${c.ID}/lessons/order`, body: { LessonIDs: [d.ID, a.ID] } });
    expect(bad.statusCode).toBe(400);
  });

  it('should answer 400 when a lesson picks a test or material that does not exist', async () => {
    const c = await createCourse(t, editor);
    const res = await t.as(editor)({ method: 'POST', url: `/api/courses/${c.ID}/lessons`, body: { Title: 'X', TestID: 999999, MaterialID: 999999 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.MaterialID', 'body.TestID']);
  });

  it('should show the test title from the engine when a lesson picks a test', async () => {
    const c = await createCourse(t, editor);
    const { testId } = await createLessonTest(t, editor, { Title: 'Order to cash check' });
    await addLesson(t, editor, c.ID, { Title: 'O2C', TestID: testId });
    const lessons = (await t.as(mentor)({ url: `/api/courses/${c.ID}/lessons` })).json().data;
    expect(lessons[0]).toMatchObject({ TestID: testId, TestTitle: 'Order to cash check' });
  });
});

describe('materials and assignments libraries', () => {
  it('should store an uploaded PDF by its magic bytes and refuse a disguised file when uploading', async () => {
    const m = await createMaterial(t, editor, { Kind: 'pdf', Name: 'Handbook', Link: null, ExpectedSeconds: 0 });
    const pdf = multipartFile(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'handbook.pdf', 'application/pdf');
    const ok = await t.as(editor)({ method: 'POST', url: `/api/materials/${m.ID}/file`, body: pdf.payload, headers: pdf.headers });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ HasFile: true, FileName: 'handbook.pdf', ContentType: 'application/pdf' });
    const fake = multipartFile(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.pdf', 'application/pdf');
    const bad = await t.as(editor)({ method: 'POST', url: `/api/materials/${m.ID}/file`, body: fake.payload, headers: fake.headers });
    expect(bad.statusCode).toBe(415);
    const file = await t.as(editor)({ url: `/api/materials/${m.ID}/file`, headers: { range: 'bytes=0-3' } });
    expect(file.statusCode).toBe(206);
    expect(file.body).toBe('%PDF');
  });

  it('should list materials with Name and CreatedByName when searched', async () => {
    await createMaterial(t, editor, { Name: 'Procure to pay walkthrough' });
    const res = await t.as(mentor)({ url: '/api/materials?term=procure' });
    expect(res.json().data.items[0]).toMatchObject({ Name: 'Procure to pay walkthrough', CreatedByName: expect.stringMatching(/^Test User/) });
  });

  it('should sanitize an assignment description when saved', async () => {
    const a = await createAssignment(t, editor, { Description: '<p onclick="x()">Do <b>this</b></p><iframe src="x"></iframe>' });
    const got = (await t.as(editor)({ url: `/api/assignments/${a.ID}` })).json().data;
    expect(got.Description).toBe('<p>Do <b>this</b></p>');
  });

  it('should answer 400 when a video link has no address', async () => {
    const res = await t.as(editor)({ method: 'POST', url: '/api/materials', body: { Name: 'x', Kind: 'video-link', ExpectedSeconds: 10 } });
    expect(res.statusCode).toBe(400);
  });
});
