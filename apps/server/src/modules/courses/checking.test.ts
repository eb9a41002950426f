import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { admit, buildCourse, icons, submit, type User } from './course-factories.ts';

let t: TestApp;
let editor: User;
let admin: User;
let mentor: User;
let otherMentor: User;
let learner: User;
let course: Awaited<ReturnType<typeof buildCourse>>;
let otherCourse: Awaited<ReturnType<typeof buildCourse>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
  otherMentor = await t.createUser({ role: 'Mentor' });
  course = await buildCourse(t, editor, 1, { reattempts: 1 });
  otherCourse = await buildCourse(t, editor, 1);
  await t.as(admin)({ method: 'PUT', url: `/api/courses/${course.course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
  await t.as(admin)({ method: 'PUT', url: `/api/courses/${otherCourse.course.ID}/mentors`, body: { UserIDs: [otherMentor.id] } });
  learner = await t.createUser();
  await admit(t, admin, course.course.ID, learner);
  await admit(t, admin, otherCourse.course.ID, learner);
});
afterAll(() => t.close());

const pending = (u: User, courses = 'all', users = 'all') => t.as(u)({ url: `/api/usersProgress/getPendingAssignments/${courses}/${users}` });
const reattempted = (u: User, courses = 'all', users = 'all') => t.as(u)({ url: `/api/usersProgress/getReattemptedAssignments/${courses}/${users}` });

describe('checking lists', () => {
  it('should show a mentor only the submissions of their courses, and an admin all of them', async () => {
    const s1 = (await submit(t, learner, course.course.ID, course.lessons[0]!.lessonId)).json().data;
    const s2 = (await submit(t, learner, otherCourse.course.ID, otherCourse.lessons[0]!.lessonId)).json().data;
    const mine = (await pending(mentor)).json().data.items;
    expect(mine.map((r: { SubmissionID: number }) => r.SubmissionID)).toEqual([s1.ID]);
    expect(mine[0]).toMatchObject({ User_ID: learner.id, CourseName: course.course.Title, AssignmentName: 'Task 1', UserName: expect.stringMatching(/^Test User/), CreatedOn: expect.any(String) });
    const all = (await pending(admin)).json().data.items.map((r: { SubmissionID: number }) => r.SubmissionID);
    expect(all).toEqual(expect.arrayContaining([s1.ID, s2.ID]));
    // the other mentor's submission answers 404 to this mentor
    expect((await t.as(mentor)({ url: `/api/usersProgress/submissions/${s2.ID}` })).statusCode).toBe(404);
    expect((await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${s2.ID}/accept`, body: { Score: 1 } })).statusCode).toBe(404);
  });

  it('should filter by course and user ids joined with a dash, and treat all or 0 as no filter', async () => {
    expect((await pending(admin, `${course.course.ID}`, '0')).json().data.items).toHaveLength(1);
    expect((await pending(admin, `${course.course.ID}-${otherCourse.course.ID}`, `${learner.id}`)).json().data.items).toHaveLength(2);
    expect((await pending(admin, '0', '999999')).json().data.items).toHaveLength(0);
    expect((await pending(admin, 'abc', 'all')).statusCode).toBe(400);
  });

  it('should answer 403 when a trainee asks for the checking list', async () => {
    expect((await pending(learner)).statusCode).toBe(403);
  });
});

describe('decisions', () => {
  it('should let the first of two concurrent decisions win and answer the second with 409', async () => {
    const id = (await pending(mentor)).json().data.items[0].SubmissionID;
    const [a, b] = await Promise.all([
      t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${id}/return`, body: { Feedback: 'Add the goods issue step' } }),
      t.as(admin)({ method: 'POST', url: `/api/usersProgress/submissions/${id}/accept`, body: { Score: 8, Feedback: 'ok' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'returned' : 'accepted';
    expect((await t.as(admin)({ url: `/api/usersProgress/submissions/${id}` })).json().data.Status).toBe(winner);
  });

  it('should walk return, resubmit, reattempted list and accept, with the icons following', async () => {
    const l = (await buildCourse(t, editor, 1, { reattempts: 1 }));
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${l.course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
    const who = await t.createUser();
    await admit(t, admin, l.course.ID, who);
    const lessonId = l.lessons[0]!.lessonId;
    const first = (await submit(t, who, l.course.ID, lessonId, { Text: 'v1' })).json().data;
    expect((await icons(t, who, l.course.ID))[0]![2]).toBe('hourglass');
    const returned = await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${first.ID}/return`, body: { Feedback: 'Explain the three-way match' } });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await icons(t, who, l.course.ID))[0]![2]).toBe('rotate-right');
    // The return reopens the lesson everywhere: the learner's lesson list and the staff progress page agree.
    const content = (await t.as(who)({ url: `/api/CourseContentData/${l.course.ID}` })).json().data;
    expect(content.Lessons[0]).toMatchObject({ Finished: false, Locked: false });
    const admissionId = (await t.as(admin)({ url: `/api/usersAdmissions?courseId=${l.course.ID}` })).json().data.items[0].ID;
    const staffView = (await t.as(admin)({ url: `/api/admin/AdmissionStuDetails/${admissionId}/${who.id}` })).json().data;
    expect(staffView.Content.Lessons[0]).toMatchObject({ Finished: false });
    const item = (await t.as(who)({ url: `/api/CourseContentData/${l.course.ID}/${lessonId}-assignment` })).json().data;
    expect(item.Assignment).toMatchObject({ CanSubmit: true });
    expect(item.Assignment.Submissions[0]).toMatchObject({ Status: 'returned', Feedback: 'Explain the three-way match' });
    const second = (await submit(t, who, l.course.ID, lessonId, { Text: 'v2' })).json().data;
    expect(second.AttemptNo).toBe(2);
    const re = (await reattempted(mentor, `${l.course.ID}`, 'all')).json().data.items;
    expect(re.map((r: { SubmissionID: number }) => r.SubmissionID)).toEqual([second.ID]);
    expect((await pending(mentor, `${l.course.ID}`, 'all')).json().data.items).toHaveLength(0);
    const detail = (await t.as(mentor)({ url: `/api/usersProgress/submissions/${second.ID}` })).json().data;
    expect(detail).toMatchObject({ Text: 'v2', AttemptNo: 2, MaxScore: 10 });
    expect(detail.History.map((h: { Text: string }) => h.Text)).toEqual(['v1']);
    expect((await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${second.ID}/accept`, body: { Score: 11 } })).statusCode).toBe(400);
    expect((await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${second.ID}/accept`, body: { Score: 10, Feedback: 'Great' } })).statusCode).toBe(200);
    expect((await icons(t, who, l.course.ID))[0]![2]).toBe('check-circle');
    expect((await submit(t, who, l.course.ID, lessonId)).statusCode).toBe(409);
  });

  it('should show warning-hexagon and refuse a resubmission with 422 when no reattempts are left', async () => {
    const l = await buildCourse(t, editor, 1, { reattempts: 0 });
    const who = await t.createUser();
    await admit(t, admin, l.course.ID, who);
    const lessonId = l.lessons[0]!.lessonId;
    const s = (await submit(t, who, l.course.ID, lessonId)).json().data;
    await t.as(admin)({ method: 'POST', url: `/api/usersProgress/submissions/${s.ID}/return`, body: { Feedback: 'Incomplete' } });
    expect((await icons(t, who, l.course.ID))[0]![2]).toBe('warning-hexagon');
    expect((await submit(t, who, l.course.ID, lessonId)).statusCode).toBe(422);
  });
});
