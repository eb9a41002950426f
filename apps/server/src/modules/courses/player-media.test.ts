import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';
import { SUBMISSION_FILE_MAX_BYTES as CONTRACT_MAX, submissionFileTypes } from '@app/contracts/courses';
import { addLesson, admit, createCourse, createMaterial, type User } from './course-factories.ts';
import { SUBMISSION_FILE_MAX_BYTES, SUBMISSION_FILE_TYPES } from './submissions.service.ts';

/**
 * Uploaded videos and PDFs in the lesson player: a `<video src>` or `<iframe src>` cannot send the bearer token,
 * so opening the item answers a signed, short-lived address bound to the learner's session.
 */
let t: TestApp;
let editor: User;
let admin: User;
const video = readFileSync(new URL('../../seed/assets/procure-to-pay.webm', import.meta.url));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp({ clock: new TestClock(new Date('2026-04-01T08:00:00Z')) });
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t.close());

/** A course whose first lesson is an uploaded video (or PDF), the second a reading; a learner admitted. */
async function courseWithUpload(kind: 'video-upload' | 'pdf' = 'video-upload') {
  const course = await createCourse(t, editor);
  const m = await createMaterial(t, editor, { Name: 'Upload', Kind: kind, Link: null, ExpectedSeconds: kind === 'pdf' ? 0 : 42 });
  const file = kind === 'pdf' ? multipartFile(pdf, 'handbook.pdf', 'application/pdf') : multipartFile(video, 'p2p.webm', 'video/webm');
  const up = await t.as(editor)({ method: 'POST', url: `/api/materials/${m.ID}/file`, body: file.payload, headers: file.headers });
  expect(up.statusCode, up.body).toBe(200);
  const l1 = await addLesson(t, editor, course.ID, { Title: 'One', MaterialID: m.ID });
  const reading = await createMaterial(t, editor, { Name: 'Reading', Kind: 'richtext', Link: null, Body: '<p>Text</p>', ExpectedSeconds: 60 });
  const l2 = await addLesson(t, editor, course.ID, { Title: 'Two', MaterialID: reading.ID });
  const learner = await t.createUser();
  await admit(t, admin, course.ID, learner);
  return { course, l1: l1.ID, l2: l2.ID, learner };
}

async function openMaterial(learner: User, courseId: number, lessonId: number) {
  const res = await t.as(learner)({ url: `/api/CourseContentData/${courseId}/${lessonId}-material` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.Material as { Kind: string; Url: string };
}

describe('GET /api/course/:id/lessons/:lessonId/material/stream', () => {
  it('should answer a signed stream address that plays with range requests and no bearer token when an uploaded video is opened', async () => {
    const { course, l1, learner } = await courseWithUpload();
    const m = await openMaterial(learner, course.ID, l1);
    expect(m.Url).toMatch(new RegExp(`^/api/course/${course.ID}/lessons/${l1}/material/stream\\?s=\\d+&e=\\d+&sig=[\\w-]{20,}$`));
    const whole = await t.request({ url: m.Url, forgery: false });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(Number(whole.headers['content-length'])).toBe(video.length);
    const part = await t.request({ url: m.Url, forgery: false, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(video.subarray(0, 4));
    expect(part.headers['content-range']).toBe(`bytes 0-3/${video.length}`);
  });

  it('should answer a signed address for an uploaded PDF shown inline', async () => {
    const { course, l1, learner } = await courseWithUpload('pdf');
    const m = await openMaterial(learner, course.ID, l1);
    const res = await t.request({ url: m.Url, forgery: false });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
  });

  it('should answer 403 when the signature, the session, the expiry or the lesson of the address is changed', async () => {
    const { course, l1, l2, learner } = await courseWithUpload();
    const m = await openMaterial(learner, course.ID, l1);
    const url = new URL(m.Url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const variant = (change: (q: URLSearchParams) => void, path = url.pathname) => {
      const q = new URLSearchParams(url.search);
      change(q);
      return `${path}?${q}`;
    };
    const forged = [
      variant((q) => q.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`)),
      variant((q) => q.set('e', String(Number(q.get('e')) + 3600))),
      variant((q) => q.set('s', String(Number(q.get('s')) + 1))),
      variant(() => undefined, `/api/course/${course.ID}/lessons/${l2}/material/stream`),
    ];
    for (const f of forged) expect((await t.request({ url: f, forgery: false })).statusCode, f).toBe(403);
    expect((await t.request({ url: url.pathname, forgery: false })).statusCode).toBe(400);
    expect((await t.request({ url: m.Url, forgery: false })).statusCode).toBe(200);
  });

  it('should answer 403 when the address has expired, and a new opening gives a working one', async () => {
    const { course, l1, learner } = await courseWithUpload();
    const m = await openMaterial(learner, course.ID, l1);
    t.clock.advance(4 * 3600 * 1000 + 1000);
    const late = await t.request({ url: m.Url, forgery: false });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('FORBIDDEN');
    const again = await openMaterial(learner, course.ID, l1);
    expect((await t.request({ url: again.Url, forgery: false })).statusCode).toBe(200);
  });

  it('should answer 403 when the session that opened the item has logged out', async () => {
    const { course, l1, learner } = await courseWithUpload();
    const m = await openMaterial(learner, course.ID, l1);
    expect((await t.as(learner)({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.request({ url: m.Url, forgery: false })).statusCode).toBe(403);
  });

  it('should answer 404 when the learner is no longer admitted to the course', async () => {
    const { course, l1, learner } = await courseWithUpload();
    const m = await openMaterial(learner, course.ID, l1);
    const rows = (await t.as(admin)({ url: `/api/usersAdmissions?courseId=${course.ID}` })).json().data.items as { ID: number }[];
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/usersAdmissions/${rows[0]!.ID}` })).statusCode).toBe(200);
    expect((await t.request({ url: m.Url, forgery: false })).statusCode).toBe(404);
  });

  it('should keep the bearer-token file address working for API clients', async () => {
    const { course, l1, learner } = await courseWithUpload();
    const res = await t.as(learner)({ url: `/api/course/${course.ID}/lessons/${l1}/material/file`, headers: { range: 'bytes=0-3' } });
    expect(res.statusCode).toBe(206);
    expect((await t.request({ url: `/api/course/${course.ID}/lessons/${l1}/material/file` })).statusCode).toBe(401);
  });

  it('should return the external link as it is for a video link and no address for rich text', async () => {
    const course = await createCourse(t, editor);
    const link = await createMaterial(t, editor, { Name: 'YouTube', Link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const l1 = await addLesson(t, editor, course.ID, { Title: 'Link', MaterialID: link.ID });
    const learner = await t.createUser();
    await admit(t, admin, course.ID, learner);
    expect((await openMaterial(learner, course.ID, l1.ID)).Url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('assignment upload limits', () => {
  it('should tell the web app the same size and types the server enforces when the contract is read', () => {
    expect(CONTRACT_MAX).toBe(SUBMISSION_FILE_MAX_BYTES);
    expect([...submissionFileTypes].sort()).toEqual([...SUBMISSION_FILE_TYPES].sort());
  });
});
