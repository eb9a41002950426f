import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { admit, buildCourse, content, watch, type User } from './course-factories.ts';

let t: TestApp;
let editor: User;
let admin: User;
let mentor: User;
let learner: User;
let built: Awaited<ReturnType<typeof buildCourse>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
  learner = await t.createUser();
  built = await buildCourse(t, editor, 2);
});
afterAll(() => t.close());

describe('POST /api/usersAdmissions', () => {
  it('should admit a learner once and count a repeat as already admitted', async () => {
    const first = await t.as(editor)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: built.course.ID, UserIDs: [learner.id] } });
    expect(first.json().data).toEqual({ Admitted: 1, AlreadyAdmitted: 0 });
    const again = await t.as(editor)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: built.course.ID, UserIDs: [learner.id] } });
    expect(again.json().data).toEqual({ Admitted: 0, AlreadyAdmitted: 1 });
  });

  it('should store the first item as the next step when a learner is admitted, before any visit', async () => {
    const fresh = await t.createUser();
    await t.as(admin)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: built.course.ID, UserIDs: [fresh.id] } });
    const [mine] = (await t.as(fresh)({ url: '/api/userCourses' })).json().data;
    expect(mine).toMatchObject({ CourseID: built.course.ID, status: 'incomplete', Progress: 0, NextUrl: `${built.lessons[0]!.lessonId}-material` });
  });

  it('should answer 400 when a staff account is admitted and 403 when a mentor admits', async () => {
    expect((await t.as(admin)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: built.course.ID, UserIDs: [mentor.id] } })).statusCode).toBe(400);
    expect((await t.as(mentor)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: built.course.ID, UserIDs: [learner.id] } })).statusCode).toBe(403);
  });

  it('should find learners to admit by name or email as value, email and contact', async () => {
    const res = await t.as(admin)({ url: `/api/usersAdmissions/candidates?term=${encodeURIComponent(learner.email)}` });
    expect(res.json().data).toEqual([{ ID: learner.id, value: expect.stringMatching(/^Test User/), email: learner.email, contact: '+91 9876543210', AlreadyAdmitted: false }]);
  });

  it('should mark the learners already admitted to the course being admitted to', async () => {
    const other = await t.createUser();
    const find = async (u: { email: string }) =>
      (await t.as(admin)({ url: `/api/usersAdmissions/candidates?term=${encodeURIComponent(u.email)}&courseId=${built.course.ID}` })).json().data[0];
    expect(await find(learner)).toMatchObject({ ID: learner.id, AlreadyAdmitted: true });
    expect(await find(other)).toMatchObject({ ID: other.id, AlreadyAdmitted: false });
    expect((await t.as(admin)({ url: '/api/usersAdmissions/candidates?courseId=0x1' })).statusCode).toBe(400);
  });
});

describe('GET /api/usersAdmissions', () => {
  it('should list rows with UserName, ProgressStatus, Progress and CreatedOn that follow the learner', async () => {
    const row = () => t.as(admin)({ url: `/api/usersAdmissions?courseId=${built.course.ID}` }).then((r) => r.json().data.items.find((x: { UserID: number }) => x.UserID === learner.id));
    expect(await row()).toMatchObject({ ProgressStatus: 'incomplete', Progress: 0, CourseName: built.course.Title, CreatedOn: expect.any(String) });
    await watch(t, learner, built.course.ID, built.lessons[0]!.lessonId);
    expect(await row()).toMatchObject({ ProgressStatus: 'in-progress', Progress: 16 });
  });

  it('should give one learner item-by-item progress when staff open the admission detail', async () => {
    const r = (await t.as(admin)({ url: `/api/usersAdmissions?courseId=${built.course.ID}` })).json().data.items[0];
    const res = await t.as(admin)({ url: `/api/admin/AdmissionStuDetails/${r.ID}/${learner.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.Content.Lessons[0].Contents.map((c: { LockStatus: string | null }) => c.LockStatus)).toEqual(['check-circle', null, null]);
    expect((await t.as(admin)({ url: `/api/admin/AdmissionStuDetails/${r.ID}/${mentor.id}` })).statusCode).toBe(404);
  });
});

describe('DELETE /api/usersAdmissions/:id', () => {
  it('should take the course away so that the learner gets 404', async () => {
    const r = (await t.as(admin)({ url: `/api/usersAdmissions?courseId=${built.course.ID}` })).json().data.items[0];
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/usersAdmissions/${r.ID}` })).statusCode).toBe(200);
    expect((await content(t, learner, built.course.ID)).statusCode).toBe(404);
    expect((await t.as(learner)({ url: '/api/userCourses' })).json().data).toEqual([]);
    // re-admitted, the learner keeps what they had done
    await admit(t, admin, built.course.ID, learner);
    expect((await content(t, learner, built.course.ID)).json().data.Lessons[0].Contents[0].LockStatus).toBe('check-circle');
  });
});
