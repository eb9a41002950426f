import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, start, trueFalse } from '../assessments/assessment-factories.ts';
import { admit, buildCourse, createCourse, submit, type User } from '../courses/course-factories.ts';

const HOUR = 3600_000;

let t: TestApp;
let clock: TestClock;
let editor: User;
let admin: User;
let mentor: User;
let otherMentor: User;
let idleMentor: User;
let recruiter: User;
let learner: User;
let second: User;
let mine: Awaited<ReturnType<typeof buildCourse>>;
let theirs: Awaited<ReturnType<typeof buildCourse>>;
let orphan: Awaited<ReturnType<typeof buildCourse>>;

const setMentors = (courseId: number, ids: number[]) => t.as(admin)({ method: 'PUT', url: `/api/courses/${courseId}/mentors`, body: { UserIDs: ids } });

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock });
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
  otherMentor = await t.createUser({ role: 'Mentor' });
  idleMentor = await t.createUser({ role: 'Mentor' });
  recruiter = await t.createUser({ role: 'Recruiter' });
  learner = await t.createUser();
  second = await t.createUser();
  mine = await buildCourse(t, editor, 2, { reattempts: 1 });
  theirs = await buildCourse(t, editor, 1);
  orphan = await buildCourse(t, editor, 1);
  await setMentors(mine.course.ID, [mentor.id]);
  await setMentors(theirs.course.ID, [otherMentor.id]);
  for (const c of [mine, theirs, orphan]) await admit(t, admin, c.course.ID, learner);
  await admit(t, admin, mine.course.ID, second);
  // Oldest first: the second learner's submission in my course, then the first learner's in each course.
  await submit(t, second, mine.course.ID, mine.lessons[0]!.lessonId, { Text: 'first in' });
  clock.advance(HOUR);
  await submit(t, learner, mine.course.ID, mine.lessons[0]!.lessonId);
  clock.advance(HOUR);
  await submit(t, learner, theirs.course.ID, theirs.lessons[0]!.lessonId);
  clock.advance(HOUR);
  await submit(t, learner, orphan.course.ID, orphan.lessons[0]!.lessonId);
}, 120_000);
afterAll(() => t.close());

const home = (u: User | null, who: 'mentor' | 'editor' | 'recruiter') => (u ? t.as(u)({ url: `/api/home/${who}` }) : t.request({ url: `/api/home/${who}` }));
const data = async (u: User, who: 'mentor' | 'editor' | 'recruiter') => {
  const res = await home(u, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/home/mentor', () => {
  it("should count only the checks of the mentor's own courses, with the oldest waiting one and its link ids", async () => {
    const d = await data(mentor, 'mentor');
    expect(d).toMatchObject({ Pending: 2, Reattempted: 0, CourseCount: 1 });
    expect(d.Oldest).toMatchObject({
      User_ID: second.id, CourseID: mine.course.ID, CourseName: mine.course.Title, AssignmentName: 'Task 1', AttemptNo: 1,
      LessonID: mine.lessons[0]!.lessonId, SubmissionID: expect.any(Number), CreatedOn: expect.any(String),
    });
    expect(d.Courses).toEqual([
      { ID: mine.course.ID, Title: mine.course.Title, Status: 'published', Learners: 2, Pending: 2, Reattempted: 0, OldestOn: d.Oldest.CreatedOn },
    ]);
  });

  it('should move a returned and resubmitted check to the reattempted count', async () => {
    const d = await data(mentor, 'mentor');
    const returned = await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${d.Oldest.SubmissionID}/return`, body: { Feedback: 'Add the numbers' } });
    expect(returned.statusCode, returned.body).toBe(200);
    clock.advance(HOUR);
    expect(await data(mentor, 'mentor')).toMatchObject({ Pending: 1, Reattempted: 0, Oldest: { User_ID: learner.id } });
    expect((await submit(t, second, mine.course.ID, mine.lessons[0]!.lessonId, { Text: 'second try' })).statusCode).toBe(200);
    const after = await data(mentor, 'mentor');
    expect(after).toMatchObject({ Pending: 1, Reattempted: 1, Oldest: { User_ID: learner.id, AttemptNo: 1 } });
    expect(after.Courses[0]).toMatchObject({ Pending: 1, Reattempted: 1 });
  });

  it('should show a mentor without courses an empty queue, not someone else’s', async () => {
    expect(await data(idleMentor, 'mentor')).toEqual({ Pending: 0, Reattempted: 0, Oldest: null, Courses: [], CourseCount: 0 });
  });

  it('should show the admin kind every course, the busiest first, and the oldest check of all', async () => {
    const d = await data(admin, 'mentor');
    expect(d).toMatchObject({ Pending: 3, Reattempted: 1, CourseCount: 3, Oldest: { User_ID: learner.id, CourseID: mine.course.ID } });
    expect(d.Courses.map((c: { ID: number }) => c.ID)).toEqual([mine.course.ID, ...[theirs.course.ID, orphan.course.ID].sort((a, b) => {
      const title = (id: number) => (id === theirs.course.ID ? theirs : orphan).course.Title.toLowerCase();
      return title(a).localeCompare(title(b));
    })]);
    expect(d.Courses[1]).toMatchObject({ Pending: 1, Reattempted: 0, Learners: 1 });
  });
});

describe('GET /api/home/editor', () => {
  let draftCourse: { ID: number; Title: string };
  let draftTest: { ID: number };
  beforeAll(async () => {
    clock.advance(HOUR);
    draftCourse = await createCourse(t, editor, { Title: 'SAP FICO essentials', Status: 'draft' });
    const q = await createQuestion(t, editor, trueFalse());
    draftTest = await createTest(t, editor, { Title: 'FICO draft quiz', Status: 'draft', InSeries: false, QuestionIDs: [q.ID] });
    const series = await createTest(t, editor, { Title: 'Series quiz', QuestionIDs: [q.ID] });
    const attempt = (await start(t, learner, series.ID)).json().data;
    const issue = await t.as(learner)({ method: 'POST', url: `/api/attempts/${attempt.ID}/issues`, body: { QuestionID: q.ID, Text: 'Two answers look right' } });
    expect(issue.statusCode, issue.body).toBe(200);
  });

  it('should list drafts, the most recently changed courses and tests first, and what waits for review', async () => {
    const d = await data(editor, 'editor');
    expect(d.Drafts).toMatchObject({ CourseCount: 1, TestCount: 1 });
    expect(d.Drafts.Courses).toEqual([{ ID: draftCourse.ID, Title: 'SAP FICO essentials', Status: 'draft', LessonCount: 0, UpdatedOn: expect.any(String) }]);
    expect(d.Drafts.Tests).toEqual([{ ID: draftTest.ID, Title: 'FICO draft quiz', Status: 'draft', InSeries: false, UpdatedOn: expect.any(String) }]);
    expect(d.Recent.Tests.map((x: { Title: string }) => x.Title).slice(0, 2)).toEqual(['Series quiz', 'FICO draft quiz']);
    expect(d.Recent.Courses.length).toBeLessThanOrEqual(6);
    expect(d.Review).toMatchObject({ WaitingChecks: 4, OldestCheckOn: expect.any(String), OpenIssues: 1, OldestIssueOn: expect.any(String) });
    // Nobody mentors the third course: its waiting submission is flagged; mentored courses are not.
    expect(d.Review.Unmentored).toEqual([{ ID: orphan.course.ID, Title: orphan.course.Title, Waiting: 1 }]);
  });

  it('should put a course edited just now at the top of the recently changed', async () => {
    clock.advance(HOUR);
    const res = await t.as(editor)({
      method: 'PUT', url: '/api/courses',
      body: { item: { ID: theirs.course.ID, Title: `${theirs.course.Title} (revised)`, Url: theirs.course.Url, Status: 'published', CoursePrice: { INR: 49900, USD: 999 }, Duration: '4 weeks' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = await data(editor, 'editor');
    expect(d.Recent.Courses[0]).toMatchObject({ ID: theirs.course.ID, Title: `${theirs.course.Title} (revised)`, Status: 'published', LessonCount: 1 });
  });
});

describe('GET /api/home/recruiter', () => {
  it('should give the published curriculum and the certificates issued, and no drafts', async () => {
    const d = await data(recruiter, 'recruiter');
    expect(d.PublishedCourses).toBe(3);
    expect(d.Courses).toHaveLength(3);
    expect(d.Courses.map((c: { Title: string }) => c.Title)).not.toContain('SAP FICO essentials');
    expect(d.Courses[0]).toEqual({ ID: expect.any(Number), Title: expect.any(String), Url: expect.any(String), LessonCount: expect.any(Number), Duration: '4 weeks' });
    expect(d.CertificatesIssued).toBe(0);
  });
});

describe('access to the staff homes', () => {
  it('should answer 401 when nobody is signed in', async () => {
    for (const who of ['mentor', 'editor', 'recruiter'] as const) expect((await home(null, who)).statusCode).toBe(401);
  });

  it('should answer 403 when a trainee asks for any staff home', async () => {
    for (const who of ['mentor', 'editor', 'recruiter'] as const) expect((await home(learner, who)).statusCode).toBe(403);
  });

  it("should answer 403 when a staff member asks for another role's home", async () => {
    expect((await home(mentor, 'editor')).statusCode).toBe(403);
    expect((await home(mentor, 'recruiter')).statusCode).toBe(403);
    expect((await home(editor, 'mentor')).statusCode).toBe(403);
    expect((await home(editor, 'recruiter')).statusCode).toBe(403);
    expect((await home(recruiter, 'mentor')).statusCode).toBe(403);
    expect((await home(recruiter, 'editor')).statusCode).toBe(403);
  });
});
