import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { admit, buildCourse, createCourse, submit, type User } from './course-factories.ts';

let t: TestApp;
let editor: User;
let admin: User;
let mentor: User;
let otherMentor: User;
let learner: User;
let otherLearner: User;
let course: Awaited<ReturnType<typeof buildCourse>>;
let otherCourse: Awaited<ReturnType<typeof buildCourse>>;
let first: { ID: number };
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
  otherMentor = await t.createUser({ role: 'Mentor' });
  course = await buildCourse(t, editor, 1, { reattempts: 2 });
  otherCourse = await buildCourse(t, editor, 1);
  await t.as(admin)({ method: 'PUT', url: `/api/courses/${course.course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
  await t.as(admin)({ method: 'PUT', url: `/api/courses/${otherCourse.course.ID}/mentors`, body: { UserIDs: [otherMentor.id] } });
  learner = await t.createUser();
  otherLearner = await t.createUser();
  await admit(t, admin, course.course.ID, learner);
  await admit(t, admin, course.course.ID, otherLearner);
  await admit(t, admin, otherCourse.course.ID, otherLearner);
  first = (await submit(t, learner, course.course.ID, course.lessons[0]!.lessonId, { Text: 'first answer' })).json().data;
  await submit(t, otherLearner, otherCourse.course.ID, otherCourse.lessons[0]!.lessonId, { Text: 'elsewhere' });
});
afterAll(() => t.close());

const view = (u: User, courseName: string, assignmentName: string, userId: number, query = '') =>
  t.as(u)({ url: `/api/usersProgress/assignmentView/${encodeURIComponent(courseName)}/${encodeURIComponent(assignmentName)}/${userId}${query}` });

describe('GET /api/usersProgress/assignmentView/{courseName}/{assignmentName}/{userId}', () => {
  it('should answer the learner’s submission with its assignment when the mentor of the course asks by names', async () => {
    const res = await view(mentor, course.course.Title, 'Task 1', learner.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      SubmissionID: first.ID, User_ID: learner.id, CourseName: course.course.Title, AssignmentName: 'Task 1', Text: 'first answer',
      Status: 'submitted', MaxScore: 10, ReattemptsAllowed: 2, AttemptNo: 1, History: [],
    });
  });

  it('should match the names case-insensitively', async () => {
    const res = await view(mentor, course.course.Title.toUpperCase(), 'task 1', learner.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.SubmissionID).toBe(first.ID);
  });

  it('should answer the newest attempt, with the earlier ones as history, when the learner resubmitted', async () => {
    const returned = await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${first.ID}/return`, body: { Feedback: 'Add the invoice step' } });
    expect(returned.statusCode, returned.body).toBe(200);
    const second = (await submit(t, learner, course.course.ID, course.lessons[0]!.lessonId, { Text: 'second answer' })).json().data;
    const res = (await view(mentor, course.course.Title, 'Task 1', learner.id)).json().data;
    expect(res).toMatchObject({ SubmissionID: second.ID, AttemptNo: 2, Text: 'second answer', Status: 'submitted' });
    expect(res.History).toMatchObject([{ ID: first.ID, Status: 'returned', Feedback: 'Add the invoice step' }]);
  });

  it('should open exactly the submission given with ?submission= when it is this learner’s', async () => {
    const res = await view(mentor, course.course.Title, 'Task 1', learner.id, `?submission=${first.ID}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ SubmissionID: first.ID, AttemptNo: 1, Status: 'returned' });
  });

  it('should answer 404 when ?submission= names another learner’s submission', async () => {
    expect((await view(mentor, course.course.Title, 'Task 1', otherLearner.id, `?submission=${first.ID}`)).statusCode).toBe(404);
  });

  it('should answer 404 when the learner has no submission of that assignment or the names are unknown', async () => {
    expect((await view(mentor, course.course.Title, 'Task 1', otherLearner.id)).statusCode).toBe(404);
    expect((await view(mentor, 'No such course', 'Task 1', learner.id)).statusCode).toBe(404);
    expect((await view(mentor, course.course.Title, 'No such task', learner.id)).statusCode).toBe(404);
  });

  it('should answer 404 to a mentor of other courses and 200 to an admin', async () => {
    expect((await view(otherMentor, course.course.Title, 'Task 1', learner.id)).statusCode).toBe(404);
    expect((await view(otherMentor, course.course.Title, 'Task 1', learner.id, `?submission=${first.ID}`)).statusCode).toBe(404);
    expect((await view(admin, course.course.Title, 'Task 1', learner.id)).statusCode).toBe(200);
  });

  it('should answer 403 to a trainee and 401 without a session', async () => {
    expect((await view(learner, course.course.Title, 'Task 1', learner.id)).statusCode).toBe(403);
    const anonymous = await t.request({ url: `/api/usersProgress/assignmentView/x/y/${learner.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should answer 400 when the user id is not a number', async () => {
    expect((await t.as(mentor)({ url: '/api/usersProgress/assignmentView/a/b/abc' })).statusCode).toBe(400);
  });

  it('should find a course whose name has a slash or spaces when it is percent-encoded', async () => {
    const c = await createCourse(t, editor, { Title: 'SAP FI/CO: basics & more' });
    const lesson = (await buildCourse(t, editor, 1)).lessons[0]!;
    const added = await t.as(editor)({ method: 'POST', url: `/api/courses/${c.ID}/lessons`, body: { Title: 'L', AssignmentID: lesson.assignmentId } });
    expect(added.statusCode, added.body).toBe(200);
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${c.ID}/mentors`, body: { UserIDs: [mentor.id] } });
    const who = await t.createUser();
    await admit(t, admin, c.ID, who);
    const s = await submit(t, who, c.ID, added.json().data.ID, { Text: 'slash' });
    expect(s.statusCode, s.body).toBe(200);
    const res = await view(mentor, 'SAP FI/CO: basics & more', 'Task 1', who.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.Text).toBe('slash');
  });
});

describe('GET /api/usersProgress/checkingFilters', () => {
  it('should offer a mentor only their courses and the learners who submitted in them', async () => {
    const res = await t.as(mentor)({ url: '/api/usersProgress/checkingFilters' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { Courses: { ID: number; Name: string }[]; Learners: { ID: number; Name: string }[] };
    const courseIds = data.Courses.map((c) => c.ID);
    expect(courseIds).toContain(course.course.ID);
    expect(courseIds).not.toContain(otherCourse.course.ID);
    expect(data.Courses.find((c) => c.ID === course.course.ID)!.Name).toBe(course.course.Title);
    const learnerIds = data.Learners.map((l) => l.ID);
    expect(learnerIds).toContain(learner.id);
    // otherLearner is admitted to this course but submitted only in the other mentor's course
    expect(learnerIds).not.toContain(otherLearner.id);
    expect(data.Learners.find((l) => l.ID === learner.id)!.Name).toMatch(/^Test User/);
  });

  it('should offer an admin every course and every learner who submitted', async () => {
    const data = (await t.as(admin)({ url: '/api/usersProgress/checkingFilters' })).json().data as { Courses: { ID: number }[]; Learners: { ID: number }[] };
    expect(data.Courses.map((c) => c.ID)).toEqual(expect.arrayContaining([course.course.ID, otherCourse.course.ID]));
    expect(data.Learners.map((l) => l.ID)).toEqual(expect.arrayContaining([learner.id, otherLearner.id]));
  });

  it('should answer 403 when a trainee asks', async () => {
    expect((await t.as(learner)({ url: '/api/usersProgress/checkingFilters' })).statusCode).toBe(403);
  });
});
