import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { admit, buildCourse, content, createCourse, createMaterial, addLesson, heartbeat, icons, submit, takeTest, watch, type User } from './course-factories.ts';

let t: TestApp;
let editor: User;
let admin: User;
let mentor: User;
beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(new Date('2026-04-01T08:00:00Z')) });
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
  mentor = await t.createUser({ role: 'Mentor' });
});
afterAll(() => t.close());

async function admitted(lessons = 2, over: { reattempts?: number; attempts?: number } = {}) {
  const built = await buildCourse(t, editor, lessons, over);
  const learner = await t.createUser();
  await admit(t, admin, built.course.ID, learner);
  return { ...built, learner };
}

describe('GET /api/CourseContentData/:id', () => {
  it('should lock every later lesson and show no icon on open items when the learner starts', async () => {
    const { course, learner } = await admitted(3);
    expect(await icons(t, learner, course.ID)).toEqual([
      [null, null, null],
      ['lock-on', 'lock-on', 'lock-on'],
      ['lock-on', 'lock-on', 'lock-on'],
    ]);
    const d = (await content(t, learner, course.ID)).json().data;
    expect(d).toMatchObject({ status: 'incomplete', Progress: 0, CertificateID: null });
    expect(d.Lessons[0].Contents[0]).toMatchObject({ Type: 'material', Name: 'Video 1', ExpectedComplitionTime: '01:40', WatchTime: 0, Progress: 0, Url: `${d.Lessons[0].LessonID}-material` });
    expect(d.NextUrl).toBe(`${d.Lessons[0].LessonID}-material`);
  });

  it('should answer 404 when the caller is not admitted, and 404 for a course that does not exist', async () => {
    const { course } = await admitted(1);
    const other = await t.createUser();
    expect((await content(t, other, course.ID)).statusCode).toBe(404);
    expect((await content(t, other, 999999)).statusCode).toBe(404);
    expect((await t.as(other)({ url: `/api/CourseContentData/${course.ID}/1-material` })).statusCode).toBe(404);
  });

  it('should read the course in the same number of queries whatever the number of lessons', async () => {
    const small = await admitted(1);
    const big = await admitted(6);
    const count = async (learner: User, id: number) => {
      let n = 0;
      const db = t.database.db as unknown as { session: { client?: { query: (...a: unknown[]) => unknown } } };
      // Count statements at the driver: PGlite's client.query, or node-postgres' pool.query.
      const client = (db.session as unknown as { client: { query: (...a: unknown[]) => unknown } }).client;
      const original = client.query.bind(client);
      client.query = (...a: unknown[]) => {
        n += 1;
        return original(...a);
      };
      try {
        expect((await content(t, learner, id)).statusCode).toBe(200);
      } finally {
        client.query = original;
      }
      return n;
    };
    const a = await count(small.learner, small.course.ID);
    const b = await count(big.learner, big.course.ID);
    expect(b).toBe(a);
    expect(a).toBeGreaterThan(0);
    expect(a).toBeLessThanOrEqual(10);
  });
});

describe('course structure seen by learners', () => {
  it('should show lesson, material and assignment changes at once when the course was read before', async () => {
    const { course, lessons, learner } = await admitted(2);
    const before = (await content(t, learner, course.ID)).json().data;
    const materialId = before.Lessons[0].Contents[0].ID;
    const assignmentId = before.Lessons[0].Contents[2].ID;

    const m = await t.as(editor)({ method: 'PUT', url: `/api/materials/${materialId}`, body: { Name: 'Renamed video', Kind: 'video-link', Link: 'https://vimeo.com/1', ExpectedSeconds: 200 } });
    expect(m.statusCode, m.body).toBe(200);
    let d = (await content(t, learner, course.ID)).json().data;
    expect(d.Lessons[0].Contents[0]).toMatchObject({ Name: 'Renamed video', ExpectedComplitionTime: '03:20' });

    const a = await t.as(editor)({ method: 'PUT', url: `/api/assignments/${assignmentId}`, body: { Title: 'Renamed task', Description: '', MaxScore: 10, ReattemptsAllowed: 1 } });
    expect(a.statusCode, a.body).toBe(200);
    d = (await content(t, learner, course.ID)).json().data;
    expect(d.Lessons[0].Contents[2].Name).toBe('Renamed task');

    const order = await t.as(editor)({ method: 'PUT', url: `/api/courses/${course.ID}/lessons/order`, body: { LessonIDs: [lessons[1]!.lessonId, lessons[0]!.lessonId] } });
    expect(order.statusCode, order.body).toBe(200);
    d = (await content(t, learner, course.ID)).json().data;
    expect(d.Lessons.map((l: { LessonID: number }) => l.LessonID)).toEqual([lessons[1]!.lessonId, lessons[0]!.lessonId]);

    await addLesson(t, editor, course.ID, { Title: 'Added later' });
    d = (await content(t, learner, course.ID)).json().data;
    expect(d.Lessons).toHaveLength(3);
    expect(d.Lessons[2].Title).toBe('Added later');

    const del = await t.as(editor)({ method: 'DELETE', url: `/api/courses/${course.ID}/lessons/${lessons[0]!.lessonId}` });
    expect(del.statusCode, del.body).toBe(200);
    d = (await content(t, learner, course.ID)).json().data;
    expect(d.Lessons.map((l: { Title: string }) => l.Title)).not.toContain('Lesson 1');
    expect(d.Lessons).toHaveLength(2);
  });
});

describe('locks', () => {
  it('should answer 403 when a learner opens, starts or submits an item of a locked lesson', async () => {
    const { course, lessons, learner } = await admitted(2);
    const l2 = lessons[1]!.lessonId;
    expect((await t.as(learner)({ url: `/api/CourseContentData/${course.ID}/${l2}-material` })).statusCode).toBe(403);
    expect((await heartbeat(t, learner, course.ID, l2, 10)).statusCode).toBe(403);
    expect((await t.as(learner)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l2}/test/start` })).statusCode).toBe(403);
    expect((await submit(t, learner, course.ID, l2)).statusCode).toBe(403);
  });

  it('should unlock the next lesson when the material is watched, the test passed and the assignment submitted', async () => {
    const { course, lessons, learner } = await admitted(2);
    const l1 = lessons[0]!;
    await watch(t, learner, course.ID, l1.lessonId, 90);
    expect((await icons(t, learner, course.ID))[0]).toEqual(['check-circle', null, null]);
    await takeTest(t, learner, course.ID, l1.lessonId, l1.questionId, true);
    expect((await icons(t, learner, course.ID))[1]).toEqual(['lock-on', 'lock-on', 'lock-on']);
    expect((await submit(t, learner, course.ID, l1.lessonId)).statusCode).toBe(200);
    expect(await icons(t, learner, course.ID)).toEqual([
      ['check-circle', 'check-circle', 'hourglass'],
      [null, null, null],
    ]);
    const d = (await content(t, learner, course.ID)).json().data;
    expect(d.status).toBe('in-progress');
    expect(d.Lessons[0]).toMatchObject({ Finished: true, Locked: false });
    expect(d.Progress).toBe(33); // 2 of 6 items done: material and test (the assignment is not accepted yet)
  });

  it('should show rotate-right when a test is failed with attempts left and warning-hexagon when none are left', async () => {
    const { course, lessons, learner } = await admitted(1, { attempts: 2 });
    const l1 = lessons[0]!;
    await takeTest(t, learner, course.ID, l1.lessonId, l1.questionId, false);
    expect((await icons(t, learner, course.ID))[0]![1]).toBe('rotate-right');
    await takeTest(t, learner, course.ID, l1.lessonId, l1.questionId, false);
    expect((await icons(t, learner, course.ID))[0]![1]).toBe('warning-hexagon');
    expect((await t.as(learner)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l1.lessonId}/test/start` })).statusCode).toBe(422);
  });

  it('should show a running lesson test as open, counted and resumable, with the server\'s remaining time', async () => {
    const { course, lessons, learner } = await admitted(1, { attempts: 3 });
    const l1 = lessons[0]!;
    const started = (await t.as(learner)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l1.lessonId}/test/start` })).json().data;
    t.clock.advance(60_000);
    const item = async () => (await t.as(learner)({ url: `/api/CourseContentData/${course.ID}/${l1.lessonId}-test` })).json().data.Test;
    const running = await item();
    expect(running).toMatchObject({ AttemptsUsed: 1, CanStart: false, OpenAttempt: { ID: started.ID, AttemptNo: 1 } });
    expect(running.OpenAttempt.RemainingSeconds).toBe(started.RemainingSeconds - 60);
    const resumed = (await t.as(learner)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l1.lessonId}/test/start` })).json().data;
    expect(resumed.ID).toBe(started.ID);
    // Past the deadline the server closes it: no longer open, still used, and a new attempt may start.
    t.clock.advance(started.RemainingSeconds * 1000);
    expect(await item()).toMatchObject({ AttemptsUsed: 1, CanStart: true, OpenAttempt: null });
  });

  it('should start a lesson test through POST /api/attempts only from a lesson the player would open, storing the context it verified', async () => {
    const { course, lessons, learner } = await admitted(2);
    const [l1, l2] = [lessons[0]!, lessons[1]!];
    const startAs = (TestID: number, Context?: Record<string, unknown>) =>
      t.as(learner)({ method: 'POST', url: '/api/attempts', body: { TestID, ...(Context ? { Context } : {}) } });
    const lesson = (CourseID: number, LessonID: number) => ({ Kind: 'lesson', CourseID, LessonID });
    // Not a Test Series test, and no lesson named: not there.
    expect((await startAs(l1.testId)).statusCode).toBe(404);
    // Lesson 2 is locked: its test does not start, whatever the client says.
    expect((await startAs(l2.testId, lesson(course.ID, l2.lessonId))).statusCode).toBe(404);
    // A lesson the learner may open, but the test is another lesson's.
    expect((await startAs(l2.testId, lesson(course.ID, l1.lessonId))).statusCode).toBe(404);
    expect((await startAs(l1.testId, lesson(course.ID, l2.lessonId))).statusCode).toBe(404);
    expect(await t.services.assessments.attempts.resultsOf(learner.id, l2.testId)).toHaveLength(0);
    expect(await t.services.assessments.attempts.openOf(learner.id, l2.testId)).toBeNull();
    expect(await t.services.assessments.attempts.openOf(learner.id, l1.testId)).toBeNull();

    // The lesson's own test from an open lesson starts as the player starts it, and moves the lesson's progress.
    const res = await startAs(l1.testId, { ...lesson(course.ID, l1.lessonId), Extra: 'ignored' });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a.Context).toEqual({ Kind: 'lesson', CourseID: course.ID, LessonID: l1.lessonId });
    await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/answers/${l1.questionId}`, body: { Answer: { OptionIDs: ['true'] }, Seq: 1 } });
    expect((await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` })).statusCode).toBe(200);
    expect((await icons(t, learner, course.ID))[0]![1]).toBe('check-circle');
    // The player resumes or counts the same attempt: one engine attempt, not two.
    expect(await t.services.assessments.attempts.resultsOf(learner.id, l1.testId)).toEqual([expect.objectContaining({ ID: a.ID })]);
  });

  it('should answer 404 to a learner not admitted to the course, through the lesson or directly, leaving no attempt', async () => {
    const { course, lessons } = await admitted(2);
    const stranger = await t.createUser();
    const l1 = lessons[0]!;
    expect((await t.as(stranger)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l1.lessonId}/test/start` })).statusCode).toBe(404);
    expect((await t.as(stranger)({ method: 'POST', url: '/api/attempts', body: { TestID: l1.testId } })).statusCode).toBe(404);
    const claimed = await t.as(stranger)({ method: 'POST', url: '/api/attempts', body: { TestID: l1.testId, Context: { Kind: 'lesson', CourseID: course.ID, LessonID: l1.lessonId } } });
    expect(claimed.statusCode).toBe(404);
    expect(claimed.body).not.toContain('Check 1');
    expect(await t.services.assessments.attempts.resultsOf(stranger.id, l1.testId)).toHaveLength(0);
    expect(await t.services.assessments.attempts.openOf(stranger.id, l1.testId)).toBeNull();
  });
});

describe('POST /api/course/:id/lessons/:lessonId/heartbeat', () => {
  it('should not count a repeated heartbeat twice', async () => {
    const { course, lessons, learner } = await admitted(1);
    const l = lessons[0]!.lessonId;
    t.clock.advance(10_000);
    const first = (await heartbeat(t, learner, course.ID, l, 10)).json().data;
    const again = (await heartbeat(t, learner, course.ID, l, 10)).json().data;
    expect(first.WatchTime).toBe(10);
    expect(again.WatchTime).toBe(10);
    t.clock.advance(10_000);
    expect((await heartbeat(t, learner, course.ID, l, 20)).json().data.WatchTime).toBe(20);
  });

  it('should not credit a jump to the end when the learner seeks ahead', async () => {
    const { course, lessons, learner } = await admitted(1);
    const l = lessons[0]!.lessonId;
    t.clock.advance(5_000);
    const r = (await heartbeat(t, learner, course.ID, l, 100)).json().data;
    expect(r.WatchTime).toBe(15);
    expect(r.Done).toBe(false);
    // rapid repeats within the same second earn nothing more
    for (let i = 0; i < 5; i++) await heartbeat(t, learner, course.ID, l, 100);
    expect((await content(t, learner, course.ID)).json().data.Lessons[0].Contents[0]).toMatchObject({ WatchTime: 15, LockStatus: null });
  });

  it('should complete a video at 90% of its expected time and resume at the last position', async () => {
    const { course, lessons, learner } = await admitted(1);
    const l = lessons[0]!.lessonId;
    await watch(t, learner, course.ID, l, 80);
    expect((await icons(t, learner, course.ID))[0]![0]).toBe(null);
    t.clock.advance(10_000);
    expect((await heartbeat(t, learner, course.ID, l, 90)).json().data).toMatchObject({ Done: true, Progress: 100 });
    const item = (await t.as(learner)({ url: `/api/CourseContentData/${course.ID}/${l}-material` })).json().data;
    expect(item.Material).toMatchObject({ Kind: 'video-link', ResumePosition: 90 });
    expect(item.Entry.LockStatus).toBe('check-circle');
  });

  it('should complete a document when the learner opens it', async () => {
    const c = await createCourse(t, editor);
    const doc = await createMaterial(t, editor, { Kind: 'richtext', Name: 'Reading', Link: null, Body: '<h2>ERP</h2><p>text</p>', ExpectedSeconds: 600 });
    const l = await addLesson(t, editor, c.ID, { Title: 'Read', MaterialID: doc.ID });
    const learner = await t.createUser();
    await admit(t, admin, c.ID, learner);
    const item = (await t.as(learner)({ url: `/api/CourseContentData/${c.ID}/${l.ID}-material` })).json().data;
    expect(item.Material.Body).toBe('<h2>ERP</h2><p>text</p>');
    expect(item.Entry.LockStatus).toBe('check-circle');
    // a course of materials only completes when every material is done
    const d = (await content(t, learner, c.ID)).json().data;
    expect(d).toMatchObject({ status: 'completed', Progress: 100 });
    expect(d.CertificateID).toEqual(expect.any(String));
  });
});

describe('assignment submissions', () => {
  it('should answer a repeated submission with the first and not create a second', async () => {
    const { course, lessons, learner } = await admitted(1);
    const l = lessons[0]!.lessonId;
    const RequestID = '6c1f5b0e-8d1a-4c2e-9f4b-1a2b3c4d5e6f';
    const [a, b] = await Promise.all([submit(t, learner, course.ID, l, { RequestID }), submit(t, learner, course.ID, l, { RequestID })]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data.ID).toBe(b.json().data.ID);
    const again = await submit(t, learner, course.ID, l);
    expect(again.statusCode).toBe(409);
    const item = (await t.as(learner)({ url: `/api/CourseContentData/${course.ID}/${l}-assignment` })).json().data;
    expect(item.Assignment.Submissions).toHaveLength(1);
    expect(item.Assignment.CanSubmit).toBe(false);
  });

  it('should attach uploaded files and refuse another learner’s file when submitting', async () => {
    const { course, lessons, learner } = await admitted(1);
    const l = lessons[0]!.lessonId;
    const { multipartFile } = await import('../assessments/assessment-factories.ts');
    const f = multipartFile(Buffer.from('My process notes\n'), 'notes.txt', 'text/plain');
    const up = await t.as(learner)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l}/assignment/files`, body: f.payload, headers: f.headers });
    expect(up.statusCode, up.body).toBe(200);
    const exe = multipartFile(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 'run.exe');
    expect((await t.as(learner)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l}/assignment/files`, body: exe.payload, headers: exe.headers })).statusCode).toBe(415);
    const other = await admitted(1);
    const stolen = await submit(t, other.learner, other.course.ID, other.lessons[0]!.lessonId, { FileIDs: [up.json().data.ID] });
    expect(stolen.statusCode).toBe(400);
    const res = await submit(t, learner, course.ID, l, { FileIDs: [up.json().data.ID] });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data.Files[0];
    expect(file).toMatchObject({ Name: 'notes.txt', ContentType: 'text/plain' });
    expect((await t.as(learner)({ url: file.Url })).body).toBe('My process notes\n');
    expect((await t.as(other.learner)({ url: file.Url })).statusCode).toBe(404);
  });

  it('should serve a learner-uploaded PDF as a download, never inline, to the learner and to the mentor', async () => {
    const { course, lessons, learner } = await admitted(1);
    const l = lessons[0]!.lessonId;
    const { multipartFile } = await import('../assessments/assessment-factories.ts');
    const pdf = multipartFile(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'answer.pdf', 'application/pdf');
    const up = await t.as(learner)({ method: 'POST', url: `/api/course/${course.ID}/lessons/${l}/assignment/files`, body: pdf.payload, headers: pdf.headers });
    expect(up.statusCode, up.body).toBe(200);
    const submitted = (await submit(t, learner, course.ID, l, { FileIDs: [up.json().data.ID] })).json().data;
    const own = await t.as(learner)({ url: submitted.Files[0].Url });
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
    const checked = await t.as(mentor)({ url: `/api/usersProgress/submissions/${submitted.ID}/files/${submitted.Files[0].ID}` });
    expect(checked.statusCode).toBe(200);
    expect(checked.headers['content-disposition']).toMatch(/^attachment/);
    expect(checked.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('course completion', () => {
  it('should complete the course and issue the certificate exactly once when every test is passed and every assignment accepted', async () => {
    const { course, lessons, learner } = await admitted(2);
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${course.ID}/mentors`, body: { UserIDs: [mentor.id] } });
    for (const l of lessons) {
      await watch(t, learner, course.ID, l.lessonId);
      await takeTest(t, learner, course.ID, l.lessonId, l.questionId, true);
      const s = (await submit(t, learner, course.ID, l.lessonId)).json().data;
      expect((await t.as(mentor)({ method: 'POST', url: `/api/usersProgress/submissions/${s.ID}/accept`, body: { Score: 9, Feedback: 'Good' } })).statusCode).toBe(200);
    }
    const d = (await content(t, learner, course.ID)).json().data;
    expect(d).toMatchObject({ status: 'completed', Progress: 100, NextUrl: null });
    expect(d.Lessons.flatMap((l: { Contents: { LockStatus: string }[] }) => l.Contents.map((c) => c.LockStatus)).every((i: string) => i === 'check-circle')).toBe(true);
    // further syncs (a heartbeat, a re-read) issue nothing new
    await heartbeat(t, learner, course.ID, lessons[0]!.lessonId, 100);
    await t.services.learning.progress.sync(learner.id, course.ID);
    const mine = (await t.as(learner)({ url: '/api/certificates' })).json().data;
    expect(mine.items.filter((c: { CourseID: number }) => c.CourseID === course.ID)).toHaveLength(1);
    expect(mine.items[0].PublicID).toBe(d.CertificateID);
    const courses = (await t.as(learner)({ url: '/api/userCourses' })).json().data;
    expect(courses.find((c: { CourseID: number }) => c.CourseID === course.ID)).toMatchObject({ status: 'completed', Progress: 100, CertificateID: d.CertificateID });
  });
});
