import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addLesson, admit, buildCourse, createCourse, createMaterial, submit, takeTest, watch, type User } from './course-factories.ts';

/** Manage Student, Manage Course(s) and the admission detail's per-lesson records. */
let t: TestApp;
let editor: User;
let admin: User;
let mentor: User;
let ana: User; // two courses: one started, one completed (certificate)
let ben: User; // one course, not started
let outsider: User; // never admitted
let built: Awaited<ReturnType<typeof buildCourse>>;
let docCourse: { ID: number };

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
  ana = await t.createUser();
  ben = await t.createUser();
  outsider = await t.createUser();
  built = await buildCourse(t, editor, 2);
  // A course of one reading completes (and issues the certificate) as soon as the learner opens it.
  docCourse = await createCourse(t, editor, { Title: 'Reading only' });
  const m = await createMaterial(t, editor, { Kind: 'richtext', Name: 'Read me', Link: null, Body: '<p>ERP</p>' });
  const l = await addLesson(t, editor, docCourse.ID, { Title: 'Read', MaterialID: m.ID });
  await admit(t, admin, built.course.ID, ana);
  await admit(t, admin, built.course.ID, ben);
  t.clock.advance(60_000);
  await admit(t, admin, docCourse.ID, ana);
  await watch(t, ana, built.course.ID, built.lessons[0]!.lessonId);
  expect((await t.as(ana)({ url: `/api/CourseContentData/${docCourse.ID}/${l.ID}-material` })).statusCode).toBe(200);
});
afterAll(() => t.close());

type Student = { UserID: number; Courses: { CourseID: number; ProgressStatus: string; HasCertificate: boolean; LastActivity: string }[]; LastActivity: string };
const students = (q = '') => t.as(admin)({ url: `/api/usersAdmissions/students${q}` });
const studentOf = async (u: User, q = '') => ((await students(q)).json().data.items as Student[]).find((s) => s.UserID === u.id);

describe('GET /api/usersAdmissions/students', () => {
  it('should list a learner once with course count, average progress, completed count and their courses when admitted to two courses', async () => {
    const res = await students();
    expect(res.statusCode, res.body).toBe(200);
    const row = await studentOf(ana);
    expect(row).toMatchObject({
      UserName: expect.stringMatching(/^Test User/), Email: ana.email, Contact: '+91 9876543210',
      CourseCount: 2, AverageProgress: Math.floor((16 + 100) / 2), CompletedCount: 1, InProgressCount: 1, CertificateCount: 1,
    });
    // Newest admission first, each with its own status and certificate flag.
    expect(row!.Courses.map((c) => [c.CourseID, c.ProgressStatus, c.HasCertificate])).toEqual([
      [docCourse.ID, 'completed', true],
      [built.course.ID, 'in-progress', false],
    ]);
    expect(await studentOf(ben)).toMatchObject({ CourseCount: 1, AverageProgress: 0, CompletedCount: 0, InProgressCount: 0 });
  });

  it('should leave out learners who were never admitted and staff', async () => {
    const ids = ((await students('?pageSize=500')).json().data.items as Student[]).map((s) => s.UserID);
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(mentor.id);
    expect(ids).toEqual(expect.arrayContaining([ana.id, ben.id]));
  });

  it('should search by email and keep learners of one course with all their courses when courseId is given', async () => {
    const found = (await students(`?term=${encodeURIComponent(ben.email)}`)).json().data;
    expect(found.items.map((s: Student) => s.UserID)).toEqual([ben.id]);
    const ofDoc = (await students(`?courseId=${docCourse.ID}`)).json().data.items as Student[];
    expect(ofDoc.map((s) => s.UserID)).toEqual([ana.id]);
    expect(ofDoc[0]!.Courses).toHaveLength(2);
  });

  it('should page and sort by average progress when asked', async () => {
    const page = (await students('?pageSize=1&sortBy=AverageProgress&sortDesc=true')).json().data;
    expect(page).toMatchObject({ pageCount: 2, total: 2, pageIndex: 0 });
    expect(page.items[0].UserID).toBe(ana.id);
    const asc = (await students('?pageSize=1&pageIndex=1&sortBy=AverageProgress')).json().data;
    expect(asc.items[0].UserID).toBe(ana.id);
  });

  it('should move last activity forward when the learner works later', async () => {
    const before = (await studentOf(ben))!.LastActivity;
    t.clock.advance(3_600_000);
    await watch(t, ben, built.course.ID, built.lessons[0]!.lessonId, 20);
    const after = await studentOf(ben);
    expect(Date.parse(after!.LastActivity)).toBeGreaterThan(Date.parse(before));
    expect(after!.Courses[0]!.LastActivity).toBe(after!.LastActivity);
  });

  it('should answer 403 when a mentor or a learner asks', async () => {
    expect((await t.as(mentor)({ url: '/api/usersAdmissions/students' })).statusCode).toBe(403);
    expect((await t.as(ana)({ url: '/api/usersAdmissions/students' })).statusCode).toBe(403);
  });
});

type Summary = { CourseID: number; Learners: number; NotStarted: number; InProgress: number; Completed: number; AverageProgress: number; CertificatesIssued: number; CertificatesRevoked: number; LessonCount: number };
const summaries = async (q = '') => (await t.as(editor)({ url: `/api/usersAdmissions/courses${q}` })).json().data;

describe('GET /api/usersAdmissions/courses', () => {
  it('should give each course its learners by status, average progress and certificates', async () => {
    const items = (await summaries('?pageSize=100')).items as Summary[];
    const built2 = items.find((c) => c.CourseID === built.course.ID)!;
    expect(built2).toMatchObject({ LessonCount: 2, Learners: 2, Completed: 0, CertificatesIssued: 0 });
    expect(built2.InProgress + built2.NotStarted).toBe(2);
    const doc = items.find((c) => c.CourseID === docCourse.ID)!;
    expect(doc).toMatchObject({ LessonCount: 1, Learners: 1, Completed: 1, NotStarted: 0, AverageProgress: 100, CertificatesIssued: 1, CertificatesRevoked: 0 });
  });

  it('should list a course without learners with zeros and sort by learners', async () => {
    const empty = await createCourse(t, editor, { Title: 'Nobody here yet' });
    const items = (await summaries('?sortBy=Learners&sortDesc=true&pageSize=100')).items as Summary[];
    expect(items.at(-1)).toMatchObject({ CourseID: empty.ID, Learners: 0, AverageProgress: 0, CertificatesIssued: 0 });
    expect(items[0]!.CourseID).toBe(built.course.ID);
    const found = await summaries('?term=Nobody');
    expect(found.items.map((c: Summary) => c.CourseID)).toEqual([empty.ID]);
  });

  it('should count a revoked certificate as issued and revoked', async () => {
    const cert = (await t.as(admin)({ url: `/api/certificates/getCertificates/${docCourse.ID}` })).json().data.items[0];
    expect((await t.as(admin)({ method: 'POST', url: `/api/certificates/${cert.ID}/revoke`, body: { Reason: 'Issued by mistake' } })).statusCode).toBe(200);
    const one = await t.as(editor)({ url: `/api/usersAdmissions/courses/${docCourse.ID}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ CourseID: docCourse.ID, CertificatesIssued: 1, CertificatesRevoked: 1, Learners: 1 });
  });

  it('should answer 404 for an unknown or deleted course and 403 for a mentor', async () => {
    expect((await t.as(editor)({ url: '/api/usersAdmissions/courses/999999' })).statusCode).toBe(404);
    const gone = await createCourse(t, editor, { Title: 'Short-lived' });
    await t.as(editor)({ method: 'DELETE', url: '/api/courses', body: { ids: [gone.ID] } });
    expect((await t.as(editor)({ url: `/api/usersAdmissions/courses/${gone.ID}` })).statusCode).toBe(404);
    expect(((await summaries('?pageSize=100')).items as Summary[]).some((c) => c.CourseID === gone.ID)).toBe(false);
    expect((await t.as(mentor)({ url: '/api/usersAdmissions/courses' })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/AdmissionStuDetails/:subsId/:userId (records)', () => {
  it("should give each lesson's test attempts and assignment submissions when the learner took and submitted them", async () => {
    const lesson = built.lessons[0]!;
    expect((await takeTest(t, ana, built.course.ID, lesson.lessonId, lesson.questionId, false)).Passed).toBe(false);
    expect((await takeTest(t, ana, built.course.ID, lesson.lessonId, lesson.questionId, true)).Passed).toBe(true);
    expect((await submit(t, ana, built.course.ID, lesson.lessonId, { Text: 'My process map' })).statusCode).toBe(200);
    const adm = (await t.as(admin)({ url: `/api/usersAdmissions?courseId=${built.course.ID}` })).json().data.items.find((r: { UserID: number }) => r.UserID === ana.id);
    const res = await t.as(admin)({ url: `/api/admin/AdmissionStuDetails/${adm.ID}/${ana.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const { Records, Content } = res.json().data;
    expect(Records).toHaveLength(2);
    expect(Records[0]).toMatchObject({ LessonID: lesson.lessonId, TestID: lesson.testId, AssignmentID: lesson.assignmentId });
    expect(Records[0].TestResults.map((r: { AttemptNo: number; Passed: boolean }) => [r.AttemptNo, r.Passed])).toEqual([[1, false], [2, true]]);
    expect(Records[0].Submissions).toEqual([
      expect.objectContaining({ AttemptNo: 1, Status: 'submitted', Score: null, MaxScore: 10, DecidedOn: null, CreatedOn: expect.any(String) }),
    ]);
    expect(Records[1]).toMatchObject({ TestResults: [], Submissions: [] });
    expect(Content.Lessons[0].Contents.map((c: { LockStatus: string | null }) => c.LockStatus)).toEqual(['check-circle', 'check-circle', 'hourglass']);
  });
});
