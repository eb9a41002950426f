import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, single } from '../../modules/assessments/assessment-factories.ts';
import { jobsAuditedChanges } from '../../modules/jobs/jobs-factories.ts';
import { knowledgeAuditedChanges } from '../../modules/knowledge/knowledge-factories.ts';
import { chatbotAuditedChanges } from '../../modules/chatbot/chatbot-factories.ts';
import { mediaAuditedChanges } from '../../modules/media/media-audit.fixtures.ts';
import { crmAuditedChanges } from '../../modules/crm/crm-factories.ts';
import { addLesson, admit, buildCourse, createCourse, createMaterial, submit } from '../../modules/courses/course-factories.ts';
import { capsuleAuditedChanges } from '../../modules/capsules/capsule-factories.ts';
import { resumesAuditedChanges } from '../../modules/resumes/resumes-factories.ts';

/*
 * The audit gate's fixtures (audit-coverage.test.ts; docs/architecture.md "Staff audit log"): for each staff change
 * that must be on record, the request that makes one real change, prepared through the API. Keyed `METHOD /path`
 * as declared in the endpoint table. An endpoint that writes no entry on purpose declares `audit: 'none: why'`
 * instead.
 */

export type User = Awaited<ReturnType<TestApp['createUser']>>;
export type Staff = { editor: User; mentor: User; admin: User; superAdmin: User };
/** The request that changes something, and who sends it. */
/** A staff change to make: a JSON body, or a multipart one with its headers (a CSV import). */
export type Change = { as: User; url: string; body?: unknown; headers?: Record<string, string> };
export type ChangeFixture = (t: TestApp, staff: Staff) => Promise<Change>;

const newStaff = () => ({ firstName: 'Kavya', lastName: 'Rao', email: `kavya.${randomUUID().slice(0, 8)}@example.com`, countryCode: '+91', mobileNumber: '9812345678', role: 'Mentor' });

async function invited(t: TestApp, admin: User): Promise<number> {
  const res = await t.as(admin)({ method: 'POST', url: '/api/users', body: newStaff() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

/** A learner's submission of a one-lesson course, waiting for review. */
async function waitingSubmission(t: TestApp, { editor, admin }: Staff): Promise<number> {
  const built = await buildCourse(t, editor, 1);
  const learner = await t.createUser();
  await admit(t, admin, built.course.ID, learner);
  const res = await submit(t, learner, built.course.ID, built.lessons[0]!.lessonId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

async function testOf(t: TestApp, editor: User, status: 'draft' | 'published') {
  const q = await createQuestion(t, editor, single());
  return (await createTest(t, editor, { QuestionIDs: [q.ID], Status: status })).ID;
}

const courseBody = (over: Record<string, unknown> = {}) => ({
  Title: 'SAP MM essentials', Url: `sap-mm-${randomUUID().slice(0, 8)}`, Status: 'published', CoursePrice: { INR: 49900, USD: 999 }, Duration: '4 weeks', ...over,
});

/** A learner's fresh support ticket. */
async function supportTicket(t: TestApp, learner?: User): Promise<{ id: number; learner: User }> {
  const u = learner ?? (await t.createUser());
  const res = await t.as(u)({ method: 'POST', url: '/api/support/tickets', body: { Subject: 'Certificate shows the wrong name', Category: 'Certificates', Message: 'Please correct it.', RequestID: randomUUID() } });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.ID, learner: u };
}

async function cannedAnswer(t: TestApp, admin: User): Promise<number> {
  const res = await t.as(admin)({ method: 'POST', url: '/api/support/cannedAnswers', body: { Title: `Reset ${randomUUID().slice(0, 8)}`, Body: 'Use Forgot password.' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

/** A learner's forum topic reported by another learner. */
async function forumReportedPost(t: TestApp): Promise<{ postId: number; reportId: number }> {
  const [author, reporter] = [await t.createUser(), await t.createUser()];
  const topic = await t.as(author)({ method: 'POST', url: '/api/Topics', body: { Title: 'Where is the tolerance key for price variances?', Description: '<p>OMR6 or OMEO?</p>', Tags: ['SAP MM'] } });
  expect(topic.statusCode, topic.body).toBe(200);
  const postId = topic.json().data.ID as number;
  const rep = await t.as(reporter)({ method: 'POST', url: '/api/Reports', body: { PostID: postId, ReportType: 'Spam', Explaination: 'Advertising' } });
  expect(rep.statusCode, rep.body).toBe(200);
  return { postId, reportId: rep.json().data.ReportID };
}
const forumReport = async (t: TestApp) => (await forumReportedPost(t)).reportId;

export const auditedChanges: Record<string, ChangeFixture> = {
  ...capsuleAuditedChanges,
  ...resumesAuditedChanges,
  ...jobsAuditedChanges,
  ...knowledgeAuditedChanges,
  ...chatbotAuditedChanges,
  ...mediaAuditedChanges,
  ...crmAuditedChanges,
  // ----------------------------------------------------------------- support desk
  'POST /api/support/tickets/:id/status': async (t, { admin }) => ({ as: admin, url: `/api/support/tickets/${(await supportTicket(t)).id}/status`, body: { Status: 'Resolved' } }),
  'POST /api/support/tickets/:id/assign': async (t, { admin }) => ({ as: admin, url: `/api/support/tickets/${(await supportTicket(t)).id}/assign`, body: { AssigneeID: admin.id } }),
  'POST /api/support/tickets/:id/merge': async (t, { admin }) => {
    const kept = await supportTicket(t);
    const dup = await supportTicket(t, kept.learner);
    return { as: admin, url: `/api/support/tickets/${dup.id}/merge`, body: { IntoTicketID: kept.id } };
  },
  'POST /api/support/cannedAnswers': async (_t, { admin }) => ({ as: admin, url: '/api/support/cannedAnswers', body: { Title: `Invoice ${randomUUID().slice(0, 8)}`, Body: 'Invoices are under All Transactions.' } }),
  'PUT /api/support/cannedAnswers/:id': async (t, { admin }) => ({ as: admin, url: `/api/support/cannedAnswers/${await cannedAnswer(t, admin)}`, body: { Title: `Changed ${randomUUID().slice(0, 8)}`, Body: 'New text.' } }),
  'DELETE /api/support/cannedAnswers/:id': async (t, { admin }) => ({ as: admin, url: `/api/support/cannedAnswers/${await cannedAnswer(t, admin)}` }),
  // ----------------------------------------------------------------- forum moderation
  'POST /api/Reports/:id/resolve': async (t, { admin }) => ({ as: admin, url: `/api/Reports/${await forumReport(t)}/resolve`, body: { Action: 'hide' } }),
  'POST /api/Forum/posts/:id/moderate': async (t, { admin }) => ({ as: admin, url: `/api/Forum/posts/${(await forumReportedPost(t)).postId}/moderate`, body: { Action: 'hide' } }),
  // ----------------------------------------------------------------- announcements
  'POST /api/announcements': async (t, { admin }) => ({
    as: admin, url: '/api/announcements', body: { title: 'Holiday on Monday', text: 'The academy is closed on Monday.', audience: { kind: 'users', userIds: [(await t.createUser()).id] } },
  }),
  'DELETE /api/announcements/:announcementId': async (t, { admin }) => {
    const sendAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const res = await t.as(admin)({ method: 'POST', url: '/api/announcements', body: { title: 'Exam week', text: 'Exams start Monday.', audience: { kind: 'everyone' }, sendAt } });
    expect(res.statusCode, res.body).toBe(200);
    return { as: admin, url: `/api/announcements/${res.json().data.AnnouncementID}` };
  },
  // ----------------------------------------------------------------- people, roles, sessions
  'POST /api/users': async (_t, { admin }) => ({ as: admin, url: '/api/users', body: newStaff() }),
  'POST /api/users/:id/resend-invite': async (t, { admin }) => ({ as: admin, url: `/api/users/${await invited(t, admin)}/resend-invite` }),
  'PUT /api/users/:id/role': async (t, { admin }) => ({ as: admin, url: `/api/users/${(await t.createUser({ role: 'Mentor' })).id}/role`, body: { role: 'Editor' } }),
  'POST /api/users/:id/deactivate': async (t, { admin }) => ({ as: admin, url: `/api/users/${(await t.createUser()).id}/deactivate` }),
  'POST /api/users/:id/activate': async (t, { admin }) => {
    const u = await t.createUser();
    expect((await t.as(admin)({ method: 'POST', url: `/api/users/${u.id}/deactivate` })).statusCode).toBe(200);
    return { as: admin, url: `/api/users/${u.id}/activate` };
  },
  'DELETE /api/users/sessions/:id': async (t, { admin }) => ({ as: admin, url: `/api/users/sessions/${(await t.createUser()).sessionId}` }),
  'POST /api/users/:id/two-factor/reset': async (t, { superAdmin }) => {
    const u = await t.createUser({ role: 'Editor' });
    const setup = await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/setup' });
    const code = new TOTP({ secret: Secret.fromBase32(setup.json().data.Secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: t.clock.time.getTime() });
    expect((await t.as(u)({ method: 'POST', url: '/api/auth/two-factor/enable', body: { Code: code } })).statusCode).toBe(200);
    return { as: superAdmin, url: `/api/users/${u.id}/two-factor/reset` };
  },
  // ----------------------------------------------------------------- masters
  'POST /api/admin/:masterType': async (_t, { admin }) => ({ as: admin, url: '/api/admin/cities', body: { Title: `Nashik ${randomUUID().slice(0, 6)}` } }),
  'PUT /api/admin/:masterType/:id': async (t, { admin }) => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: `Thane ${randomUUID().slice(0, 6)}` } });
    return { as: admin, url: `/api/admin/cities/${res.json().data.ID}`, body: { Title: `Kalyan ${randomUUID().slice(0, 6)}` } };
  },
  'DELETE /api/admin/:masterType/:id': async (t, { admin }) => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/admin/cities', body: { Title: `Vapi ${randomUUID().slice(0, 6)}` } });
    return { as: admin, url: `/api/admin/cities/${res.json().data.ID}` };
  },
  // ----------------------------------------------------------------- admissions, grades, certificates
  'POST /api/usersAdmissions': async (t, { editor, admin }) => {
    const course = await createCourse(t, editor);
    return { as: admin, url: '/api/usersAdmissions', body: { CourseID: course.ID, UserIDs: [(await t.createUser()).id] } };
  },
  'DELETE /api/usersAdmissions/:id': async (t, { editor, admin }) => {
    const course = await createCourse(t, editor);
    await admit(t, admin, course.ID, await t.createUser());
    const row = (await t.as(admin)({ url: `/api/usersAdmissions?courseId=${course.ID}` })).json().data.items[0];
    return { as: admin, url: `/api/usersAdmissions/${row.ID}` };
  },
  'POST /api/usersProgress/submissions/:id/accept': async (t, staff) => ({
    as: staff.admin, url: `/api/usersProgress/submissions/${await waitingSubmission(t, staff)}/accept`, body: { Score: 8, Feedback: 'Clear process map' },
  }),
  'POST /api/usersProgress/submissions/:id/return': async (t, staff) => ({
    as: staff.admin, url: `/api/usersProgress/submissions/${await waitingSubmission(t, staff)}/return`, body: { Feedback: 'Add the goods receipt step' },
  }),
  'POST /api/certificates/:id/revoke': async (t, { editor, admin }) => {
    const course = await createCourse(t, editor);
    const m = await createMaterial(t, editor, { Kind: 'richtext', Name: 'What ERP is', Link: null, Body: '<p>ERP</p>' });
    const l = await addLesson(t, editor, course.ID, { Title: 'What ERP is', MaterialID: m.ID });
    const learner = await t.createUser();
    await admit(t, admin, course.ID, learner);
    await t.as(learner)({ url: `/api/CourseContentData/${course.ID}/${l.ID}-material` });
    const cert = (await t.as(learner)({ url: `/api/certificates/getCertificates/${course.ID}` })).json().data.items[0];
    return { as: admin, url: `/api/certificates/${cert.ID}/revoke`, body: { Reason: 'Issued to the wrong account' } };
  },
  // ----------------------------------------------------------------- content publication
  'POST /api/courses': async (_t, { editor }) => ({ as: editor, url: '/api/courses', body: { item: courseBody() } }),
  'PUT /api/courses': async (t, { editor }) => {
    const c = await createCourse(t, editor, { Status: 'draft' });
    return { as: editor, url: '/api/courses', body: { item: courseBody({ ID: c.ID, Title: c.Title, Url: c.Url }) } };
  },
  'DELETE /api/courses': async (t, { editor }) => ({ as: editor, url: '/api/courses', body: { ids: [(await createCourse(t, editor)).ID] } }),
  'PUT /api/courses/:id/mentors': async (t, { editor, admin, mentor }) => ({ as: admin, url: `/api/courses/${(await createCourse(t, editor)).ID}/mentors`, body: { UserIDs: [mentor.id] } }),
  'POST /api/tests': async (t, { editor }) => {
    const q = await createQuestion(t, editor, single());
    return {
      as: editor, url: '/api/tests',
      body: { Title: 'SAP basics', DurationSeconds: 600, PassPercentage: 50, AttemptsAllowed: 2, Status: 'published', InSeries: true, ShowAnswers: true, QuestionIDs: [q.ID] },
    };
  },
  'PUT /api/tests/:id': async (t, { editor }) => {
    const id = await testOf(t, editor, 'draft');
    const current = (await t.as(editor)({ url: `/api/tests/${id}` })).json().data;
    return {
      as: editor, url: `/api/tests/${id}`,
      body: {
        Title: current.Title, DurationSeconds: 600, PassPercentage: 50, AttemptsAllowed: 2, Status: 'published', InSeries: true, ShowAnswers: true,
        QuestionIDs: current.QuestionIDs,
      },
    };
  },
  'DELETE /api/tests/:id': async (t, { editor }) => ({ as: editor, url: `/api/tests/${await testOf(t, editor, 'published')}` }),
  // ----------------------------------------------------------------- coins
  'POST /api/coins/adjust': async (t, { admin }) => ({
    as: admin, url: '/api/coins/adjust',
    body: { userId: (await t.createUser()).id, direction: 'credit', amount: 25, reason: 'Useful answer in the forum on GR/IR clearing', idempotencyKey: randomUUID() },
  }),
  'PUT /api/coins/rules/:id': async (t, { admin }) => {
    const [rule] = (await t.as(admin)({ url: '/api/coins/rules' })).json().data as { ID: number; Coins: number }[];
    return { as: admin, url: `/api/coins/rules/${rule!.ID}`, body: { coins: rule!.Coins + 1, active: true } };
  },
  // ----------------------------------------------------------------- money
  'POST /api/payments/orders/manual': async (t, { editor, admin }) => ({
    as: admin, url: '/api/payments/orders/manual',
    body: { UserID: (await t.createUser()).id, Kind: 'course', ItemID: (await createCourse(t, editor)).ID, Currency: 'INR', Method: 'bank_transfer', Reference: `NEFT-${randomUUID().slice(0, 8)}` },
  }),
  'POST /api/payments/orders/:id/refund': async (t, { editor, admin }) => {
    const paid = await t.as(admin)({
      method: 'POST', url: '/api/payments/orders/manual',
      body: { UserID: (await t.createUser()).id, Kind: 'course', ItemID: (await createCourse(t, editor)).ID, Currency: 'USD', Method: 'cash', Reference: `CASH-${randomUUID().slice(0, 8)}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { as: admin, url: `/api/payments/orders/${paid.json().data.ID}/refund`, body: { Reason: 'Paid twice by mistake' } };
  },
};
