import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, start, trueFalse } from '../assessments/assessment-factories.ts';
import { admit, buildCourse, createCourse, submit, watch, type User } from '../courses/course-factories.ts';
import { bankResumeOf, companyWithRecruiter, createJob, createSkill, inDays, inviteFromBank, publishedTest } from '../jobs/jobs-factories.ts';
import { contribute, openFolder } from '../knowledge/knowledge-factories.ts';

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

type Who = 'mentor' | 'editor' | 'recruiter' | 'learner';
const home = (u: User | null, who: Who) => (u ? t.as(u)({ url: `/api/home/${who}` }) : t.request({ url: `/api/home/${who}` }));
const data = async (u: User, who: Who) => {
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

  it('should list the knowledge items waiting for review, the oldest first, and drop one once approved', async () => {
    const folder = await openFolder(t, editor, 'MM notes');
    const older = await contribute(t, learner, folder, { Title: 'GR/IR clearing with MR11' });
    clock.advance(HOUR);
    const newer = await contribute(t, second, folder, { Title: 'Vendor evaluation in MM' });
    clock.advance(HOUR);
    const third = await contribute(t, second, folder, { Title: 'Split valuation' });
    let d = await data(editor, 'editor');
    expect(d.Knowledge.Pending).toBe(3);
    expect(d.Knowledge.Items.map((k: { ID: number }) => k.ID)).toEqual([older, newer, third]);
    expect(d.Knowledge.Items[0]).toEqual({ ID: older, Title: 'GR/IR clearing with MR11', FolderName: 'MM notes', AuthorName: expect.any(String), UpdatedOn: expect.any(String) });
    const approved = await t.as(editor)({ method: 'POST', url: `/api/KnowledgeRepository/items/${newer}/review`, body: { Action: 'approve', Comment: '' } });
    expect(approved.statusCode, approved.body).toBe(200);
    d = await data(editor, 'editor');
    expect(d.Knowledge.Pending).toBe(2);
    expect(d.Knowledge.Items.map((k: { ID: number }) => k.ID)).toEqual([older, third]);
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
  it("should list the company's open jobs, newest first, with the bank's matching candidates not invited yet", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const { recruiter: r } = await companyWithRecruiter(t, admin);
    const other = await companyWithRecruiter(t, admin);
    const gl = await createSkill(t, admin, { Module: `FI-GL-${tag}`, Name: `General Ledger ${tag}`, Synonyms: [] });
    const aa = await createSkill(t, admin, { Module: `FI-AA-${tag}`, Name: `Asset Accounting ${tag}`, Synonyms: [] });
    const glJob = await createJob(t, r, { Title: 'GL accountant', SkillIDs: [gl.ID], Openings: 2 });
    clock.advance(HOUR);
    const bothJob = await createJob(t, r, { Title: 'FICO consultant', SkillIDs: [gl.ID, aa.ID], Openings: 1 });
    await createJob(t, r, { Title: 'On hold', SkillIDs: [gl.ID], Status: 'on hold' });
    await createJob(t, other.recruiter, { Title: 'Not theirs', SkillIDs: [gl.ID] });
    const resume = async (u: User, first: string, skills: string[]) => {
      expect((await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: first, LastName: `L${tag}`, ProfileHeadline: `ERP ${tag}`, CurrentCity: 'Pune', CurrentCountry: 'India' } })).statusCode).toBe(200);
      const res = await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/ContactInfo', body: { EmailID: `${first.toLowerCase()}.${tag}@example.com`, MobileNumberCountryCode: '+91', MobileNumber: '98450 12345', Relocation: true, Travel: false, NightShift: false, Skills: skills, Languages: ['English'] } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const [anita, rahul, sara] = [await t.createUser(), await t.createUser(), await t.createUser()];
    await resume(anita, 'Anita', [`General Ledger ${tag}`, `Asset Accounting ${tag}`]);
    await resume(rahul, 'Rahul', [`General Ledger ${tag}`]);
    await resume(sara, 'Sara', ['Workday HCM']);
    // Rahul is invited to the GL job already: not a new match there.
    await inviteFromBank(t, r, [rahul], { JobID: glJob.ID });

    const d = await data(r, 'recruiter');
    expect(d.OpenJobs).toBe(2);
    expect(d.Jobs.map((j: { Title: string }) => j.Title)).toEqual(['FICO consultant', 'GL accountant']);
    // FICO needs both skills: Anita names 2, Rahul 1; Sara none. GL: Anita (1); Rahul invited.
    expect(d.Jobs[0]).toEqual({
      ID: bothJob.ID, Title: 'FICO consultant', CompanyName: expect.any(String), Openings: 1, NewMatches: 2,
      // Named by their resumes: a company is not shown a masked candidate's account.
      Top: [{ ID: await bankResumeOf(t, anita), Name: 'Anita', Headline: `ERP ${tag}`, Match: 2 }, { ID: await bankResumeOf(t, rahul), Name: 'Rahul', Headline: `ERP ${tag}`, Match: 1 }],
    });
    expect(d.Jobs[1]).toMatchObject({ ID: glJob.ID, Openings: 2, NewMatches: 1, Top: [{ ID: await bankResumeOf(t, anita), Match: 1 }] });
    expect(JSON.stringify(d)).not.toContain('Not theirs');
  });

  it('should give the published curriculum and the certificates issued, and no drafts', async () => {
    const d = await data(recruiter, 'recruiter');
    // A recruiter not attached to a company has no jobs.
    expect(d.OpenJobs).toBe(0);
    expect(d.Jobs).toEqual([]);
    expect(d.PublishedCourses).toBe(3);
    expect(d.Courses).toHaveLength(3);
    expect(d.Courses.map((c: { Title: string }) => c.Title)).not.toContain('SAP FICO essentials');
    expect(d.Courses[0]).toEqual({ ID: expect.any(Number), Title: expect.any(String), Url: expect.any(String), LessonCount: expect.any(Number), Duration: '4 weeks' });
    expect(d.CertificatesIssued).toBe(0);
  });
});

describe('GET /api/home/learner', () => {
  it('should list the courses to continue with their next item, the tests due and the invitations to answer', async () => {
    const fresh = await t.createUser();
    await admit(t, admin, mine.course.ID, fresh);
    clock.advance(HOUR);
    await admit(t, admin, theirs.course.ID, fresh);
    let d = await data(fresh, 'learner');
    // Nothing started: newest admission first, both on their first lesson's material.
    expect(d.Continue.map((c: { CourseID: number; NextUrl: string; Started: boolean }) => [c.CourseID, c.NextUrl, c.Started])).toEqual([
      [theirs.course.ID, `${theirs.lessons[0]!.lessonId}-material`, false],
      [mine.course.ID, `${mine.lessons[0]!.lessonId}-material`, false],
    ]);
    expect(d).toMatchObject({ ContinueCount: 2, TestsDue: { Lessons: [], Assessments: [] }, Invitations: [], InvitationCount: 0 });

    // Watching the first video of my course makes its lesson test the next item: started, and a test due.
    await watch(t, fresh, mine.course.ID, mine.lessons[0]!.lessonId);
    const { recruiter: r } = await companyWithRecruiter(t, admin);
    const testId = await publishedTest(t, editor);
    const later = await createJob(t, r, { Title: 'AP clerk' });
    const sooner = await createJob(t, r, { Title: 'GL analyst' });
    const gone = await createJob(t, r, { Title: 'Past deadline' });
    await inviteFromBank(t, r, [fresh], { JobID: later.ID, Deadline: inDays(t, 5) });
    await inviteFromBank(t, r, [fresh], { JobID: sooner.ID, Deadline: inDays(t, 2), TestID: testId });
    await inviteFromBank(t, r, [fresh], { JobID: gone.ID, Deadline: inDays(t, 1 / 24) });
    clock.advance(2 * HOUR);

    d = await data(fresh, 'learner');
    const progress = (await t.as(fresh)({ url: '/api/userCourses' })).json().data.find((c: { CourseID: number }) => c.CourseID === mine.course.ID).Progress;
    expect(progress).toBeGreaterThan(0);
    expect(d.Continue[0]).toEqual({
      CourseID: mine.course.ID, Title: mine.course.Title, CourseUrl: mine.course.Url, NextUrl: `${mine.lessons[0]!.lessonId}-test`, NextKind: 'test', Progress: progress, Started: true,
    });
    expect(d.Continue[1]).toMatchObject({ CourseID: theirs.course.ID, Started: false, NextKind: 'material' });
    expect(d.TestsDue.Lessons.map((c: { CourseID: number }) => c.CourseID)).toEqual([mine.course.ID]);
    // The invitation past its deadline is gone; the nearest deadline first; only the one with a test is an assessment due.
    expect(d.Invitations.map((i: { JobTitle: string }) => i.JobTitle)).toEqual(['GL analyst', 'AP clerk']);
    expect(d.InvitationCount).toBe(2);
    expect(d.Invitations[0]).toEqual({ ID: expect.any(Number), JobTitle: 'GL analyst', CompanyName: expect.any(String), Status: 'Sent', Deadline: expect.any(String), AssessmentOpen: true });
    expect(d.TestsDue.Assessments.map((i: { JobTitle: string }) => i.JobTitle)).toEqual(['GL analyst']);
    // Someone else's home shows none of it.
    const stranger = await data(await t.createUser(), 'learner');
    expect(stranger).toEqual({ Continue: [], ContinueCount: 0, TestsDue: { Lessons: [], Assessments: [] }, Invitations: [], InvitationCount: 0 });
  });

  it('should answer 403 to a recruiter and 401 when signed out', async () => {
    expect((await home(recruiter, 'learner')).statusCode).toBe(403);
    expect((await home(null, 'learner')).statusCode).toBe(401);
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
