import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { OwnedRecord } from '@app/contracts/owned-records';
import type { AccountRole } from '@app/contracts/roles';
import type { TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, multipartFile, single, start } from '../../modules/assessments/assessment-factories.ts';
import { png } from '../../../test/images.ts';
import { jobInvitationOwnerFactory } from '../../modules/jobs/jobs-factories.ts';
import { driveItemBodies, driveItemOwnerFactory, driveItemPrepare } from '../../modules/drive/drive-factories.ts';
import { mediaItemOwnerFactory } from '../../modules/media/media-factories.ts';
import { chatbotMessageOwnerFactory } from '../../modules/chatbot/chatbot-factories.ts';
import { knowledgeItemBodies, knowledgeItemOwnerFactory } from '../../modules/knowledge/knowledge-factories.ts';
import { addLesson, admit, createAssignment, createCourse, createLessonTest, createMaterial, submit } from '../../modules/courses/course-factories.ts';

/*
 * The owner factories of the object-level gate (object-access.test.ts; docs/architecture.md "One endpoint table"):
 * one per kind of user-owned record an endpoint may declare (`owner: '<kind>'`, packages/contracts/src/owned-records.ts).
 * A factory creates the record for `owner` through the real API or services and gives `other` (same role)
 * everything else the owner has (the same course, say), so that only ownership differs; it returns the values of
 * the ids the endpoints of its kind name in their path or query. `bodies` holds the request an endpoint needs to
 * succeed (the gate also sends it as the owner, which must pass, so the 404 it checks is about the record).
 */

export type User = Awaited<ReturnType<TestApp['createUser']>>;
/** Staff who build what the records hang on (courses, tests). */
export type Staff = { editor: User; admin: User };
/** Values of the path and query ids by name (e.g. `{ id: 12, lessonId: 40 }`). */
export type Ids = Record<string, string | number>;
export type OwnerFactory = {
  /** The role of the owner and the other user (default Trainee, the one non-staff role). */
  role?: AccountRole;
  create: (t: TestApp, staff: Staff, owner: User, other: User) => Promise<Ids>;
};
/** What an endpoint sends besides its ids; keyed `METHOD /path` as declared. */
export type RequestOf = (ids: Ids) => { body?: unknown; headers?: Record<string, string> };
/** What the owner does to the fresh record before an endpoint applies (submit an attempt before its result). */
export type Prepare = (t: TestApp, owner: User, ids: Ids) => Promise<void>;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const textFile = () => multipartFile(Buffer.from('My notes on the process'), 'notes.txt', 'text/plain');

/** A published course of one lesson: an uploaded PDF, a one-question test and an assignment with an attachment. */
async function lessonCourse(t: TestApp, { editor }: Staff) {
  const course = await createCourse(t, editor);
  const material = await createMaterial(t, editor, { Name: 'Handbook', Kind: 'pdf', Link: null, ExpectedSeconds: 0 });
  const file = multipartFile(pdf, 'handbook.pdf', 'application/pdf');
  const up = await t.as(editor)({ method: 'POST', url: `/api/materials/${material.ID}/file`, body: file.payload, headers: file.headers });
  expect(up.statusCode, up.body).toBe(200);
  const { testId } = await createLessonTest(t, editor);
  const assignment = await createAssignment(t, editor);
  const attached = textFile();
  const att = await t.as(editor)({ method: 'POST', url: `/api/assignments/${assignment.ID}/files`, body: attached.payload, headers: attached.headers });
  expect(att.statusCode, att.body).toBe(200);
  const lesson = await addLesson(t, editor, course.ID, { Title: 'Handbook', MaterialID: material.ID, TestID: testId, AssignmentID: assignment.ID });
  return { courseId: course.ID, lessonId: lesson.ID, attachmentId: att.json().data.ID as number };
}

/** A screenshot uploaded for a support message not sent yet. */
async function supportUpload(t: TestApp, u: User): Promise<number> {
  const f = multipartFile(png(), 'screenshot.png', 'image/png');
  const res = await t.as(u)({ method: 'POST', url: '/api/support/attachments', body: f.payload, headers: f.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

async function uploadFor(t: TestApp, learner: User, courseId: number, lessonId: number): Promise<number> {
  const f = textFile();
  const res = await t.as(learner)({ method: 'POST', url: `/api/course/${courseId}/lessons/${lessonId}/assignment/files`, body: f.payload, headers: f.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

export const ownerFactories: Record<OwnedRecord, OwnerFactory> = {
  jobInvitation: jobInvitationOwnerFactory,
  driveItem: driveItemOwnerFactory,
  knowledgeItem: knowledgeItemOwnerFactory,
  mediaItem: mediaItemOwnerFactory,
  chatbotMessage: chatbotMessageOwnerFactory,
  attempt: {
    async create(t, { editor }, owner) {
      const q = await createQuestion(t, editor, single());
      const test = await createTest(t, editor, { QuestionIDs: [q.ID] });
      const res = await start(t, owner, test.ID);
      expect(res.statusCode, res.body).toBe(200);
      return { id: res.json().data.ID, questionId: q.ID };
    },
  },
  admission: {
    // The record is the owner's admission: the other learner is not admitted to the course.
    async create(t, staff, owner) {
      const c = await lessonCourse(t, staff);
      await admit(t, staff.admin, c.courseId, owner);
      return { id: c.courseId, lessonId: c.lessonId, contentUrl: `${c.lessonId}-material`, fileId: c.attachmentId };
    },
  },
  upload: {
    async create(t, staff, owner, other) {
      const c = await lessonCourse(t, staff);
      for (const u of [owner, other]) await admit(t, staff.admin, c.courseId, u);
      return { id: c.courseId, lessonId: c.lessonId, fileId: await uploadFor(t, owner, c.courseId, c.lessonId) };
    },
  },
  submission: {
    async create(t, staff, owner, other) {
      const c = await lessonCourse(t, staff);
      for (const u of [owner, other]) await admit(t, staff.admin, c.courseId, u);
      const fileId = await uploadFor(t, owner, c.courseId, c.lessonId);
      const res = await submit(t, owner, c.courseId, c.lessonId, { FileIDs: [fileId] });
      expect(res.statusCode, res.body).toBe(200);
      return { id: c.courseId, submissionId: res.json().data.ID, fileId };
    },
  },
  certificate: {
    // A course of one document completes (and certifies) when it is opened; the other learner is admitted too.
    async create(t, { editor, admin }, owner, other) {
      const course = await createCourse(t, editor);
      const m = await createMaterial(t, editor, { Kind: 'richtext', Name: 'What ERP is', Link: null, Body: '<p>ERP</p>' });
      const l = await addLesson(t, editor, course.ID, { Title: 'What ERP is', MaterialID: m.ID });
      for (const u of [owner, other]) await admit(t, admin, course.ID, u);
      expect((await t.as(owner)({ url: `/api/CourseContentData/${course.ID}/${l.ID}-material` })).statusCode).toBe(200);
      const mine = (await t.as(owner)({ url: `/api/certificates/getCertificates/${course.ID}` })).json().data.items as { ID: number }[];
      expect(mine).toHaveLength(1);
      return { id: mine[0]!.ID, courseId: course.ID };
    },
  },
  instance: {
    async create(t, { editor, admin }, owner, other) {
      const course = await createCourse(t, editor);
      for (const u of [owner, other]) await admit(t, admin, course.ID, u);
      const res = await t.as(admin)({
        method: 'POST', url: '/api/instances',
        body: { LearnerID: owner.id, CourseID: course.ID, URL: 'https://sandbox.example.com/sap', UserID: 'TRAINEE01', Password: 'Sandbox-Pass-1' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { id: res.json().data.ID };
    },
  },
  learningPath: {
    async create(t, { admin }, owner) {
      const glp = await t.as(admin)({ method: 'POST', url: '/api/glp', body: { Title: `Path ${randomUUID().slice(0, 6)}`, Status: 'published' } });
      expect(glp.statusCode, glp.body).toBe(200);
      const id = glp.json().data.ID as number;
      const res = await t.as(admin)({ method: 'POST', url: `/api/glp/${id}/learners`, body: { UserIDs: [owner.id] } });
      expect(res.statusCode, res.body).toBe(200);
      return { id };
    },
  },
  session: {
    async create(t, _staff, owner) {
      return { id: (await t.services.sessions.start(owner.id, undefined, { ip: '127.0.0.1' })).sessionId };
    },
  },
  rememberedDevice: {
    async create(t, _staff, owner) {
      return { id: (await t.services.twoFactor.rememberDevice(owner.id, 'Mozilla/5.0 Gate')).ID };
    },
  },
  notification: {
    async create(t, _staff, owner) {
      await t.services.notifications.notify(t.database.db, [owner.id], { type: 'assignment.returned', title: 'Returned', text: 'Please revise' });
      const [n] = (await t.as(owner)({ url: '/api/userNotifications' })).json().data.notificationList;
      return { notificationId: n.NotificationID };
    },
  },
  order: {
    // An open order of a priced course through the built-in test checkout; the other learner has one of their own.
    create: async (t, { editor }, owner, other) => {
      const course = await createCourse(t, editor);
      const open = async (u: User) => {
        const res = await t.as(u)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'course', ItemID: course.ID, Currency: 'INR' } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.OrderID as number;
      };
      await open(other);
      return { id: await open(owner) };
    },
  },
  invoice: {
    create: async (t, { editor }, owner) => {
      const course = await createCourse(t, editor);
      const res = await t.as(owner)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'course', ItemID: course.ID, Currency: 'INR' } });
      expect(res.statusCode, res.body).toBe(200);
      const paid = await t.as(owner)({ method: 'POST', url: `/api/payments/testCheckout/${res.json().data.OrderID}`, body: { Outcome: 'pay' } });
      expect(paid.statusCode, paid.body).toBe(200);
      return { id: paid.json().data.InvoiceID };
    },
  },
  supportTicket: {
    // The owner's ticket with a screenshot; the other learner has a ticket of their own.
    async create(t, _staff, owner, other) {
      const open = async (u: User, FileIDs: number[]) => {
        const res = await t.as(u)({ method: 'POST', url: '/api/support/tickets', body: { Subject: 'SAP GUI will not connect', Category: 'ERP system access', Message: 'It times out.', FileIDs, RequestID: randomUUID() } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { ID: number; Messages: { Files: { ID: number }[] }[] };
      };
      await open(other, []);
      const mine = await open(owner, [await supportUpload(t, owner)]);
      return { id: mine.ID, fileId: mine.Messages[0]!.Files[0]!.ID };
    },
  },
  forumPost: {
    // The owner's fresh topic (within the edit window, no answers yet); the other learner asked one of their own.
    async create(t, _staff, owner, other) {
      const ask = async (u: User) => {
        const res = await t.as(u)({ method: 'POST', url: '/api/Topics', body: { Title: 'How is the GR/IR account cleared in SAP MM?', Description: '<p>After MIGO and MIRO the GR/IR account keeps a balance.</p>', Tags: ['SAP MM'] } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.ID as number;
      };
      await ask(other);
      return { id: await ask(owner) };
    },
  },
  supportUpload: {
    create: async (t, _staff, owner, other) => {
      await supportUpload(t, other);
      return { fileId: await supportUpload(t, owner) };
    },
  },
  resumeShareLink: {
    // The owner's share link; the other learner has one of their own.
    async create(t, _staff, owner, other) {
      const make = async (u: User) => {
        const res = await t.as(u)({ method: 'POST', url: '/api/ResumeBuilder/ShareLinks', body: { Label: 'For Acme Consulting' } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.ID as number;
      };
      await make(other);
      return { linkId: await make(owner) };
    },
  },
  resumeUnmaskRequest: {
    // A recruiter asks to unmask the owner's resume (started with a first name so the bank lists it).
    async create(t, _staff, owner, other) {
      const recruiter = await t.createUser({ role: 'Recruiter' });
      const ask = async (u: User) => {
        const saved = await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: 'Asha', ProfileHeadline: 'SAP FICO consultant' } });
        expect(saved.statusCode, saved.body).toBe(200);
        const resumeId = saved.json().data.ID as number;
        const res = await t.as(recruiter)({ method: 'POST', url: `/api/Others/ResumeBank/${resumeId}/unmask`, body: { Message: 'We have an S/4HANA role' } });
        expect(res.statusCode, res.body).toBe(200);
        const list = await t.as(u)({ url: '/api/ResumeBuilder/UnmaskRequests' });
        return list.json().data[0].ID as number;
      };
      await ask(other);
      return { requestId: await ask(owner) };
    },
  },
  resumeExport: {
    async create(t, _staff, owner, other) {
      const make = async (u: User) => {
        const res = await t.as(u)({ method: 'POST', url: '/api/ResumeBuilder/Exports', body: { Template: 'classic', PageSize: 'A4' } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.ID as number;
      };
      await make(other);
      const exportId = await make(owner);
      await t.services.resumeExports.renderPending();
      return { exportId };
    },
  },
};

export const bodies: Record<string, RequestOf> = {
  ...driveItemBodies,
  ...knowledgeItemBodies,
  'POST /api/Chatbot/messages/:id/feedback': () => ({ body: { Helpful: true } }),
  'POST /api/myInvitations/:id/respond': () => ({ body: { Answer: 'decline' } }),
  'PUT /api/Forum/posts/:id': () => ({ body: { Description: '<p>After MIGO and MIRO the GR/IR account (WRX) keeps a balance.</p>' } }),
  'POST /api/ResumeBuilder/UnmaskRequests/:requestId': () => ({ body: { Accept: true } }),
  'POST /api/support/myTickets/:id/replies': () => ({ body: { Message: 'Any news on this?' } }),
  'POST /api/payments/testCheckout/:id': () => ({ body: { Outcome: 'pay' } }),
  'PUT /api/attempts/:id/answers/:questionId': () => ({ body: { Answer: { OptionIDs: ['a'] }, Seq: 1 } }),
  'PUT /api/attempts/:id/flags/:questionId': () => ({ body: { Flagged: true } }),
  'PUT /api/attempts/:id/active': () => ({ body: { ActiveQuestion: 0 } }),
  'POST /api/attempts/:id/issues': (ids) => ({ body: { QuestionID: ids.questionId, Text: 'Option b reads like option a' } }),
  'POST /api/course/:id/lessons/:lessonId/heartbeat': () => ({ body: { Position: 5 } }),
  'POST /api/course/:id/lessons/:lessonId/assignment/files': () => {
    const f = textFile();
    return { body: f.payload, headers: f.headers };
  },
  'POST /api/course/:id/lessons/:lessonId/assignment/submit': () => ({ body: { Text: 'My answer', RequestID: randomUUID() } }),
};

export const prepare: Record<string, Prepare> = {
  ...driveItemPrepare,
  'POST /api/support/myTickets/:id/reopen': async (t, _owner, ids) => {
    const admin = await t.createUser({ role: 'Admin' });
    const res = await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ids.id}/status`, body: { Status: 'Resolved' } });
    expect(res.statusCode, res.body).toBe(200);
  },
  'GET /api/attempts/:id/result': async (t, owner, ids) => {
    const res = await t.as(owner)({ method: 'POST', url: `/api/attempts/${ids.id}/submit` });
    expect(res.statusCode, res.body).toBe(200);
  },
};
