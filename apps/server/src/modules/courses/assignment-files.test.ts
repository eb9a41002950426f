import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { png } from '../../../test/images.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';
import { addLesson, admit, createAssignment, createCourse, type User } from './course-factories.ts';

/** Uploads larger than this are refused (the route's own 20 MB limit is capped by the server's). */
const LIMIT = 100_000;

let t: TestApp;
let editor: User;
let mentor: User;
let admin: User;
beforeAll(async () => {
  t = await createTestApp({ config: { UPLOAD_LIMIT_BYTES: String(LIMIT) } });
  editor = await t.createUser({ role: 'Editor' });
  mentor = await t.createUser({ role: 'Mentor' });
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t.close());

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Every file in storage (objects, and anything half-written in its temporary folders). */
function storedFiles(): string[] {
  const root = path.join(t.config.DATA_DIR, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

function upload(user: User, assignmentId: number, data: Buffer, name: string, type = 'application/octet-stream') {
  const f = multipartFile(data, name, type);
  return t.as(user)({ method: 'POST', url: `/api/assignments/${assignmentId}/files`, body: f.payload, headers: f.headers });
}

async function attached(user: User, assignmentId: number, data: Buffer = pdfBytes, name = 'brief.pdf') {
  const res = await upload(user, assignmentId, data, name, 'application/pdf');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Name: string; Size: number; ContentType: string; Url: string };
}

describe('POST /api/assignments/:id/files', () => {
  it('should store the file by its magic bytes and list it on the assignment when a course builder uploads', async () => {
    const a = await createAssignment(t, editor);
    const file = await attached(editor, a.ID);
    expect(file).toMatchObject({ Name: 'brief.pdf', Size: pdfBytes.length, ContentType: 'application/pdf', Url: `/api/assignments/${a.ID}/files/${file.ID}` });
    const got = (await t.as(mentor)({ url: `/api/assignments/${a.ID}` })).json().data;
    expect(got.Attachments).toEqual([file]);
    const png1 = await attached(mentor, a.ID, png(), 'diagram.png');
    expect(png1.ContentType).toBe('image/png');
    const again = (await t.as(editor)({ url: `/api/assignments/${a.ID}` })).json().data;
    expect(again.Attachments.map((x: { Name: string }) => x.Name)).toEqual(['brief.pdf', 'diagram.png']);
  });

  it('should keep the client name for display only and store under a key of the server when the name is a path', async () => {
    const a = await createAssignment(t, editor);
    const before = storedFiles();
    const file = await attached(editor, a.ID, Buffer.from('Columns: order, amount\n'), '../../etc/passwd.txt');
    expect(file.Name).toBe('passwd.txt');
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((f) => f.includes(`${path.sep}assignments${path.sep}`) && !f.includes('passwd'))).toBe(true);
  });

  it('should answer 415 and leave nothing stored when the bytes are not an allowed type whatever the name says', async () => {
    const a = await createAssignment(t, editor);
    const before = storedFiles();
    const exe = await upload(editor, a.ID, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 'tool.pdf', 'application/pdf');
    expect(exe.statusCode).toBe(415);
    const gif = await upload(editor, a.ID, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'picture.png', 'image/png');
    expect(gif.statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
    expect((await t.as(editor)({ url: `/api/assignments/${a.ID}` })).json().data.Attachments).toEqual([]);
  });

  it('should store markup as plain text, never as HTML, when a text file claims to be a PDF', async () => {
    const a = await createAssignment(t, editor);
    const file = await attached(editor, a.ID, Buffer.from('<html><script>alert(1)</script></html>'), 'brief.pdf');
    expect(file.ContentType).toBe('text/plain');
    const res = await t.as(editor)({ url: file.Url });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('should answer 413 and leave nothing stored when the file is over the limit', async () => {
    const a = await createAssignment(t, editor);
    const before = storedFiles();
    const big = Buffer.concat([pdfBytes, Buffer.alloc(LIMIT + 10, 0x20)]);
    const res = await upload(editor, a.ID, big, 'big.pdf', 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
    expect((await t.as(editor)({ url: `/api/assignments/${a.ID}` })).json().data.Attachments).toEqual([]);
  });

  it('should answer 400 when the request has no file part, and 400 for an empty file', async () => {
    const a = await createAssignment(t, editor);
    const boundary = '----nofile';
    const none = await t.as(editor)({
      method: 'POST',
      url: `/api/assignments/${a.ID}/files`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(none.statusCode).toBe(400);
    const empty = await upload(editor, a.ID, Buffer.alloc(0), 'empty.pdf');
    expect(empty.statusCode).toBe(400);
  });

  it('should answer 404 and store nothing when the assignment does not exist or was removed', async () => {
    const a = await createAssignment(t, editor);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/assignments/${a.ID}` })).statusCode).toBe(200);
    const before = storedFiles();
    expect((await upload(editor, a.ID, pdfBytes, 'x.pdf')).statusCode).toBe(404);
    expect((await upload(editor, 999_999, pdfBytes, 'x.pdf')).statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('should answer 403 when a learner or a recruiter uploads', async () => {
    const a = await createAssignment(t, editor);
    const learner = await t.createUser();
    const recruiter = await t.createUser({ role: 'Recruiter' });
    expect((await upload(learner, a.ID, pdfBytes, 'x.pdf')).statusCode).toBe(403);
    expect((await upload(recruiter, a.ID, pdfBytes, 'x.pdf')).statusCode).toBe(403);
  });

  it('should answer 422 when the assignment already has ten attachments', async () => {
    const a = await createAssignment(t, editor);
    for (let i = 0; i < 10; i++) await attached(editor, a.ID, pdfBytes, `part-${i}.pdf`);
    const before = storedFiles();
    const res = await upload(editor, a.ID, pdfBytes, 'eleven.pdf');
    expect(res.statusCode).toBe(422);
    expect(storedFiles()).toEqual(before);
  });
});

describe('GET and DELETE /api/assignments/:id/files/:fileId', () => {
  it('should download the file for staff and answer 404 for a file of another assignment', async () => {
    const a = await createAssignment(t, editor);
    const b = await createAssignment(t, editor);
    const file = await attached(editor, a.ID);
    const res = await t.as(mentor)({ url: file.Url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.body).toBe(pdfBytes.toString());
    expect((await t.as(mentor)({ url: `/api/assignments/${b.ID}/files/${file.ID}` })).statusCode).toBe(404);
    const learner = await t.createUser();
    expect((await t.as(learner)({ url: file.Url })).statusCode).toBe(403);
  });

  it('should remove the row and the stored object when deleted, and answer 404 the second time', async () => {
    const a = await createAssignment(t, editor);
    const before = storedFiles();
    const file = await attached(editor, a.ID);
    expect(storedFiles().length).toBeGreaterThan(before.length);
    const del = await t.as(editor)({ method: 'DELETE', url: `/api/assignments/${a.ID}/files/${file.ID}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(storedFiles().filter((f) => !f.includes(`${path.sep}.meta${path.sep}`))).toEqual(before.filter((f) => !f.includes(`${path.sep}.meta${path.sep}`)));
    expect((await t.as(editor)({ url: `/api/assignments/${a.ID}` })).json().data.Attachments).toEqual([]);
    expect((await t.as(editor)({ url: file.Url })).statusCode).toBe(404);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/assignments/${a.ID}/files/${file.ID}` })).statusCode).toBe(404);
  });

  it('should answer 404 when deleting through another assignment’s id, and keep the file', async () => {
    const a = await createAssignment(t, editor);
    const b = await createAssignment(t, editor);
    const file = await attached(editor, a.ID);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/assignments/${b.ID}/files/${file.ID}` })).statusCode).toBe(404);
    expect((await t.as(editor)({ url: file.Url })).statusCode).toBe(200);
  });

  it('should answer 404 for the files of a removed assignment', async () => {
    const a = await createAssignment(t, editor);
    const file = await attached(editor, a.ID);
    await t.as(editor)({ method: 'DELETE', url: `/api/assignments/${a.ID}` });
    expect((await t.as(editor)({ url: file.Url })).statusCode).toBe(404);
  });
});

describe('learner download of assignment attachments', () => {
  async function courseWithAttachment() {
    const course = await createCourse(t, editor);
    const a = await createAssignment(t, editor, { Title: 'Post a goods receipt' });
    const file = await attached(editor, a.ID, Buffer.from('Vendor,Amount\nACME,100\n'), 'receipts.csv');
    const first = await addLesson(t, editor, course.ID, { Title: 'Lesson 1', AssignmentID: a.ID });
    // the second lesson stays locked until the first one's assignment is submitted
    const second = await addLesson(t, editor, course.ID, { Title: 'Lesson 2', AssignmentID: a.ID });
    const learner = await t.createUser();
    await admit(t, admin, course.ID, learner);
    return { course, a, file, first, second, learner };
  }

  it('should list the attachments with the course address and serve them when an admitted learner opens the assignment', async () => {
    const { course, file, first, learner } = await courseWithAttachment();
    const item = await t.as(learner)({ url: `/api/CourseContentData/${course.ID}/${first.ID}-assignment` });
    expect(item.statusCode, item.body).toBe(200);
    const url = `/api/course/${course.ID}/lessons/${first.ID}/assignment/attachments/${file.ID}`;
    expect(item.json().data.Assignment.Attachments).toEqual([{ ID: file.ID, Name: 'receipts.csv', Size: file.Size, ContentType: 'text/plain', Url: url }]);
    const res = await t.as(learner)({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Vendor,Amount\nACME,100\n');
    // the staff address is not the learner's way in
    expect((await t.as(learner)({ url: file.Url })).statusCode).toBe(403);
  });

  it('should answer 404 when the learner is not admitted to the course', async () => {
    const { course, file, first } = await courseWithAttachment();
    const stranger = await t.createUser();
    expect((await t.as(stranger)({ url: `/api/course/${course.ID}/lessons/${first.ID}/assignment/attachments/${file.ID}` })).statusCode).toBe(404);
  });

  it('should answer 403 when the lesson is still locked', async () => {
    const { course, file, second, learner } = await courseWithAttachment();
    expect((await t.as(learner)({ url: `/api/course/${course.ID}/lessons/${second.ID}/assignment/attachments/${file.ID}` })).statusCode).toBe(403);
  });

  it('should answer 404 for a file of another assignment, a lesson of another course, or a removed file', async () => {
    const { course, first, learner } = await courseWithAttachment();
    const other = await createAssignment(t, editor);
    const foreign = await attached(editor, other.ID);
    expect((await t.as(learner)({ url: `/api/course/${course.ID}/lessons/${first.ID}/assignment/attachments/${foreign.ID}` })).statusCode).toBe(404);
    const elsewhere = await courseWithAttachment();
    expect((await t.as(learner)({ url: `/api/course/${course.ID}/lessons/${elsewhere.first.ID}/assignment/attachments/${elsewhere.file.ID}` })).statusCode).toBe(404);
    await t.as(editor)({ method: 'DELETE', url: `/api/assignments/${elsewhere.a.ID}/files/${elsewhere.file.ID}` });
    expect((await t.as(elsewhere.learner)({ url: `/api/course/${elsewhere.course.ID}/lessons/${elsewhere.first.ID}/assignment/attachments/${elsewhere.file.ID}` })).statusCode).toBe(404);
  });

  it('should answer 403 when a staff member who is not a learner asks through the course address', async () => {
    const { course, file, first } = await courseWithAttachment();
    expect((await t.as(editor)({ url: `/api/course/${course.ID}/lessons/${first.ID}/assignment/attachments/${file.ID}` })).statusCode).toBe(403);
  });
});
