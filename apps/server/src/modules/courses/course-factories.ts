import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';

/** Small builders for the learning core's API tests. */
export type User = Awaited<ReturnType<TestApp['createUser']>>;

let n = 0;
export async function createCourse(t: TestApp, staff: User, over: Record<string, unknown> = {}) {
  n += 1;
  const res = await t.as(staff)({
    method: 'POST',
    url: '/api/courses',
    body: { item: { Title: `Course ${n}`, Url: `course-${n}-${randomUUID().slice(0, 6)}`, Status: 'published', CoursePrice: { INR: 49900, USD: 999 }, Duration: '4 weeks', ...over } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.item as { ID: number; Url: string; Title: string };
}

export async function createMaterial(t: TestApp, staff: User, over: Record<string, unknown> = {}) {
  const res = await t.as(staff)({ method: 'POST', url: '/api/materials', body: { Name: 'Intro video', Kind: 'video-link', Link: 'https://www.youtube-nocookie.com/embed/abc', ExpectedSeconds: 100, ...over } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number };
}

export async function createAssignment(t: TestApp, staff: User, over: Record<string, unknown> = {}) {
  const res = await t.as(staff)({ method: 'POST', url: '/api/assignments', body: { Title: 'Map a process', Description: '<p>Describe it</p>', MaxScore: 10, ReattemptsAllowed: 1, ...over } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number };
}

/** A published test of one true/false question ('true' is right), two attempts. */
export async function createLessonTest(t: TestApp, staff: User, over: Record<string, unknown> = {}) {
  const q = await t.as(staff)({ method: 'POST', url: '/api/questions', body: { Type: 'truefalse', Text: 'ERP integrates business processes.', TrueFalseAnswer: true, Marks: 1, NegativeMarks: 0 } });
  expect(q.statusCode, q.body).toBe(200);
  const res = await t.as(staff)({
    method: 'POST',
    url: '/api/tests',
    body: { Title: 'Lesson check', DurationSeconds: 300, PassPercentage: 50, AttemptsAllowed: 2, Status: 'published', InSeries: false, ShowAnswers: false, QuestionIDs: [q.json().data.ID], ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { testId: res.json().data.ID as number, questionId: q.json().data.ID as number };
}

export async function addLesson(t: TestApp, staff: User, courseId: number, body: Record<string, unknown>) {
  const res = await t.as(staff)({ method: 'POST', url: `/api/courses/${courseId}/lessons`, body: { Title: 'Lesson', ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Position: number };
}

export async function admit(t: TestApp, manager: User, courseId: number, learner: User) {
  const res = await t.as(manager)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: courseId, UserIDs: [learner.id] } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A course of `lessons` lessons, each with a 100 s video link, a one-question test and an assignment. */
export async function buildCourse(t: TestApp, staff: User, lessons = 2, over: { reattempts?: number; attempts?: number } = {}) {
  const course = await createCourse(t, staff);
  const built = [];
  for (let i = 0; i < lessons; i++) {
    const m = await createMaterial(t, staff, { Name: `Video ${i + 1}` });
    const { testId, questionId } = await createLessonTest(t, staff, { Title: `Check ${i + 1}`, AttemptsAllowed: over.attempts ?? 2 });
    const a = await createAssignment(t, staff, { Title: `Task ${i + 1}`, ReattemptsAllowed: over.reattempts ?? 1 });
    const l = await addLesson(t, staff, course.ID, { Title: `Lesson ${i + 1}`, MaterialID: m.ID, TestID: testId, AssignmentID: a.ID });
    built.push({ lessonId: l.ID, materialId: m.ID, testId, questionId, assignmentId: a.ID });
  }
  return { course, lessons: built };
}

export function content(t: TestApp, learner: User, courseId: number) {
  return t.as(learner)({ url: `/api/CourseContentData/${courseId}` });
}

/** Lock icons per lesson as [material, test, assignment]. */
export async function icons(t: TestApp, learner: User, courseId: number) {
  const res = await content(t, learner, courseId);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.Lessons as { Contents: { LockStatus: string | null }[] }[]).map((l) => l.Contents.map((c) => c.LockStatus));
}

export function heartbeat(t: TestApp, learner: User, courseId: number, lessonId: number, Position: number) {
  return t.as(learner)({ method: 'POST', url: `/api/course/${courseId}/lessons/${lessonId}/heartbeat`, body: { Position } });
}

/** Watches a 100 s material to the end, a heartbeat every 10 s of clock time. */
export async function watch(t: TestApp, learner: User, courseId: number, lessonId: number, seconds = 100) {
  for (let p = 10; p <= seconds; p += 10) {
    t.clock.advance(10_000);
    const r = await heartbeat(t, learner, courseId, lessonId, p);
    expect(r.statusCode, r.body).toBe(200);
  }
}

/** Takes the lesson test through the player and the engine; answers right or wrong. */
export async function takeTest(t: TestApp, learner: User, courseId: number, lessonId: number, questionId: number, right: boolean) {
  const start = await t.as(learner)({ method: 'POST', url: `/api/course/${courseId}/lessons/${lessonId}/test/start` });
  expect(start.statusCode, start.body).toBe(200);
  const attempt = start.json().data;
  await t.as(learner)({ method: 'PUT', url: `/api/attempts/${attempt.ID}/answers/${questionId}`, body: { Answer: { OptionIDs: [right ? 'true' : 'false'] }, Seq: 1 } });
  const res = await t.as(learner)({ method: 'POST', url: `/api/attempts/${attempt.ID}/submit` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { Passed: boolean };
}

export function submit(t: TestApp, learner: User, courseId: number, lessonId: number, body: Record<string, unknown> = {}) {
  return t.as(learner)({ method: 'POST', url: `/api/course/${courseId}/lessons/${lessonId}/assignment/submit`, body: { Text: 'My answer', RequestID: randomUUID(), ...body } });
}
