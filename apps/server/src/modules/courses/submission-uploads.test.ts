import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';
import { admit, buildCourse, submit, type User } from './course-factories.ts';
import { cleanPendingUploadsJob } from './submissions.service.ts';
import { submissionFiles } from './submissions.tables.ts';

/*
 * Pending assignment uploads (security review M5): at most five waiting per learner and lesson, a storage allowance
 * per learner, removal from the form, and a clean-up of uploads never submitted within a day.
 */
let t: TestApp;
let editor: User;
let admin: User;
const clock = new TestClock(new Date('2026-05-04T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ clock, config: { USER_UPLOAD_QUOTA_BYTES: '4096' } });
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t.close());

async function learnerInCourse() {
  const built = await buildCourse(t, editor, 1);
  const learner = await t.createUser();
  await admit(t, admin, built.course.ID, learner);
  return { courseId: built.course.ID, lessonId: built.lessons[0]!.lessonId, learner };
}

function upload(u: User, courseId: number, lessonId: number, bytes = 100, name = 'notes.txt') {
  const f = multipartFile(Buffer.from('n'.repeat(bytes)), name, 'text/plain');
  return t.as(u)({ method: 'POST', url: `/api/course/${courseId}/lessons/${lessonId}/assignment/files`, body: f.payload, headers: f.headers });
}

/** Storage keys of the files in the local store under submissions/. */
async function storedSubmissionKeys(): Promise<string[]> {
  const root = path.join(t.config.DATA_DIR, 'files');
  const entries = await readdir(path.join(root, 'submissions'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

async function keysOf(ids: number[]): Promise<string[]> {
  const rows = await t.database.db.select({ key: submissionFiles.fileKey }).from(submissionFiles).where(inArray(submissionFiles.id, ids));
  return rows.map((r) => r.key);
}

/** Files in the local store under submissions/. */
async function storedSubmissionFiles(): Promise<number> {
  const dir = path.join(t.config.DATA_DIR, 'files', 'submissions');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

describe('pending assignment uploads', () => {
  it('should keep at most five waiting per learner and lesson, dropping the oldest (even when uploads race)', async () => {
    const { courseId, lessonId, learner } = await learnerInCourse();
    const before = await storedSubmissionFiles();
    const first = (await upload(learner, courseId, lessonId)).json().data;
    for (let i = 0; i < 4; i++) expect((await upload(learner, courseId, lessonId)).statusCode).toBe(200);
    const raced = await Promise.all([upload(learner, courseId, lessonId), upload(learner, courseId, lessonId)]);
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await storedSubmissionFiles()) - before).toBe(5);
    // The oldest upload is gone: submitting it is refused, the newest five are accepted.
    expect((await submit(t, learner, courseId, lessonId, { FileIDs: [first.ID] })).statusCode).toBe(400);
    const newest = raced.map((r) => r.json().data.ID);
    const ok = await submit(t, learner, courseId, lessonId, { FileIDs: newest });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('should refuse an upload past the learner\'s storage allowance with 422 and keep nothing of it', async () => {
    const { courseId, lessonId, learner } = await learnerInCourse();
    expect((await upload(learner, courseId, lessonId, 3000)).statusCode).toBe(200);
    const before = await storedSubmissionFiles();
    const over = await upload(learner, courseId, lessonId, 2000);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toMatch(/storage allowance/);
    expect(await storedSubmissionFiles()).toBe(before);
  });

  it('should let a learner remove an upload from the form, and nobody else', async () => {
    const { courseId, lessonId, learner } = await learnerInCourse();
    const other = await learnerInCourse();
    const file = (await upload(learner, courseId, lessonId)).json().data;
    const url = `/api/course/${courseId}/lessons/${lessonId}/assignment/files/${file.ID}`;
    expect((await t.as(other.learner)({ method: 'DELETE', url })).statusCode).toBe(404);
    const before = await storedSubmissionFiles();
    expect((await t.as(learner)({ method: 'DELETE', url })).statusCode).toBe(200);
    expect(await storedSubmissionFiles()).toBe(before - 1);
    expect((await t.as(learner)({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('should delete uploads never submitted after a day, from the storage too, and keep submitted ones when the job runs', async () => {
    const { courseId, lessonId, learner } = await learnerInCourse();
    const kept = (await upload(learner, courseId, lessonId)).json().data;
    expect((await submit(t, learner, courseId, lessonId, { FileIDs: [kept.ID] })).statusCode).toBe(200);
    // A fresh form for a later reattempt, abandoned.
    const abandoned: number[] = [(await upload(learner, courseId, lessonId)).json().data.ID, (await upload(learner, courseId, lessonId)).json().data.ID];
    const [keptKey] = await keysOf([kept.ID]);
    const abandonedKeys = await keysOf(abandoned);
    expect(abandonedKeys).toHaveLength(2);
    expect(await storedSubmissionKeys()).toEqual(expect.arrayContaining([keptKey, ...abandonedKeys]));

    // The job as main.ts registers it, on the app's clock.
    const job = cleanPendingUploadsJob(t.services.learning.submissions);
    expect(await job.run()).toBe(0); // not a day old yet
    clock.advance(25 * 3600 * 1000);
    expect(await job.run()).toBeGreaterThanOrEqual(abandoned.length);

    const stored = await storedSubmissionKeys();
    for (const key of abandonedKeys) expect(stored).not.toContain(key);
    expect(stored).toContain(keptKey);
    // Every upload of this file is past a day now: what the storage still holds is exactly the submitted files.
    const rows = await t.database.db.select({ key: submissionFiles.fileKey, submissionId: submissionFiles.submissionId }).from(submissionFiles);
    expect(rows.filter((r) => r.submissionId === null)).toEqual([]);
    expect(stored.sort()).toEqual(rows.map((r) => r.key).sort());

    // A day later the learner signs in again: the submitted file downloads, the abandoned ones are gone.
    const again = { ...learner, token: (await t.services.sessions.start(learner.id, undefined, { ip: '127.0.0.1' })).token };
    const submitted = (await t.as(again)({ url: `/api/CourseContentData/${courseId}/${lessonId}-assignment` })).json().data.Assignment.Submissions[0];
    expect((await t.as(again)({ url: submitted.Files[0].Url })).statusCode).toBe(200);
    for (const id of abandoned) {
      expect((await t.as(again)({ method: 'DELETE', url: `/api/course/${courseId}/lessons/${lessonId}/assignment/files/${id}` })).statusCode).toBe(404);
    }
    expect(await job.run()).toBe(0);
  });
});
