import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contracts/endpoint';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { png } from '../../../test/images.ts';
import { cleanMessage } from './support-message.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let learner: User;
let other: User;
let admin: User;
let top: User;

beforeAll(async () => {
  t = await createTestApp();
  [learner, other, admin, top] = await Promise.all([
    t.createUser({ role: 'Trainee' }), t.createUser({ role: 'Trainee' }), t.createUser({ role: 'Admin' }), t.createUser({ role: 'SuperAdmin' }),
  ]);
});
afterAll(() => t.close());

/** New sessions for everyone, after the clock jumped past the sessions' lifetime. */
async function signInAgain() {
  for (const u of [learner, other, admin, top]) u.token = (await t.services.sessions.start(u.id, undefined, { ip: '127.0.0.1' })).token;
}

/** A multipart/form-data body with one file part named "file". */
function multipart(data: Buffer, filename: string) {
  const boundary = `----support${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(u: User, data: Buffer, name: string) {
  const { body, headers } = multipart(data, name);
  return t.as(u)({ method: 'POST', url: '/api/support/attachments', body, headers });
}

async function openTicket(u: User, extra: Record<string, unknown> = {}) {
  const res = await t.as(u)({
    method: 'POST', url: '/api/support/tickets',
    body: { Subject: 'Cannot log in to the SAP FICO training client', Category: 'ERP system access', Message: 'The SAP GUI says my user is locked.', RequestID: randomUUID(), ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; TicketStatus: string; Messages: { Message: string; Files: { Url: string }[] }[] };
}

const staffReply = (id: number, Message: string, Internal = false, u: User = admin) =>
  t.as(u)({ method: 'POST', url: `/api/support/tickets/${id}/replies`, body: { Message, Internal } });

describe('POST /api/support/tickets', () => {
  it('should open a ticket with a screenshot whose type is read from its bytes', async () => {
    const up = await upload(learner, png(2000), 'error.png');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ Name: 'error.png', ContentType: 'image/png' });
    const ticket = await openTicket(learner, { FileIDs: [up.json().data.ID] });
    expect(ticket.TicketStatus).toBe('Open');
    expect(ticket.Messages[0]!.Files).toHaveLength(1);
    const row = (await t.as(learner)({ url: '/api/support/myTickets?pageSize=500' })).json().data.items.find((r: { ID: number }) => r.ID === ticket.ID);
    expect(row).toMatchObject({ Subject: 'Cannot log in to the SAP FICO training client', TicketStatus: 'Open', FirstMessage: 'The SAP GUI says my user is locked.' });
    const file = await t.as(learner)({ url: ticket.Messages[0]!.Files[0]!.Url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('should open one ticket for a request sent twice', async () => {
    const RequestID = randomUUID();
    const a = await openTicket(learner, { RequestID });
    const b = await openTicket(learner, { RequestID });
    expect(b.ID).toBe(a.ID);
  });

  it('should answer 400 for a category that is not in the support categories master', async () => {
    const res = await t.as(learner)({ method: 'POST', url: '/api/support/tickets', body: { Subject: 'Help please', Category: 'Astrology', Message: 'x', RequestID: randomUUID() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.Category');
  });

  it('should strip markup from messages and refuse one that is only markup', async () => {
    const ticket = await openTicket(learner, { Message: 'Hello <b>team</b><script>alert(1)</script><img src=x onerror=alert(1)>\nline two & more' });
    expect(ticket.Messages[0]!.Message).toBe('Hello team\nline two & more');
    const res = await t.as(learner)({ method: 'POST', url: '/api/support/tickets', body: { Subject: 'Only markup', Category: 'Other', Message: '<script>x</script>', RequestID: randomUUID() } });
    expect(res.statusCode).toBe(400);
    expect(cleanMessage('a < b and 5 > 3')).toBe('a < b and 5 > 3');
  });

  it('should refuse a file that is not a screenshot, PDF, text or Office document, one too large, and another person\'s upload', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    expect((await upload(learner, exe, 'screenshot.png')).statusCode).toBe(415);
    expect((await upload(learner, png(5 * 1024 * 1024 + 10), 'huge.png')).statusCode).toBe(413);
    const theirs = await upload(other, png(), 'theirs.png');
    const res = await t.as(learner)({ method: 'POST', url: '/api/support/tickets', body: { Subject: 'Using their file', Category: 'Other', Message: 'x', FileIDs: [theirs.json().data.ID], RequestID: randomUUID() } });
    expect(res.statusCode).toBe(400);
    const mine = await t.as(learner)({ url: '/api/support/myTickets?term=their+file' });
    expect(mine.json().data.total).toBe(0);
  });
});

describe('a learner sees only their own tickets', () => {
  it('should answer 404 for every action on another learner\'s ticket, and leave it out of the list', async () => {
    const ticket = await openTicket(other, { Subject: 'Certificate name correction for Ana' });
    for (const [method, url] of [
      ['GET', `/api/support/myTickets/${ticket.ID}`],
      ['POST', `/api/support/myTickets/${ticket.ID}/replies`],
      ['POST', `/api/support/myTickets/${ticket.ID}/close`],
      ['POST', `/api/support/myTickets/${ticket.ID}/reopen`],
    ] as const) {
      const res = await t.as(learner)({ method, url, ...(method === 'POST' && url.endsWith('replies') ? { body: { Message: 'hi' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await t.as(learner)({ url: '/api/support/myTickets?pageSize=500' });
    expect(list.json().data.items.map((r: { ID: number }) => r.ID)).not.toContain(ticket.ID);
    expect((await t.as(learner)({ url: '/api/support/tickets' })).statusCode).toBe(403);
  });
});

describe('internal notes', () => {
  it('should never reach the learner through any support endpoint', async () => {
    const NOTE = 'INTERNAL-NOTE-7f3a: learner already had two resets this month';
    const up = await upload(admin, png(), 'note-evidence.png');
    const ticket = await openTicket(learner, { Subject: 'Assignment upload fails at 99%' });
    const note = await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/replies`, body: { Message: NOTE, Internal: true, FileIDs: [up.json().data.ID] } });
    expect(note.statusCode, note.body).toBe(200);
    const noteFile = note.json().data.Messages.find((m: { Internal: boolean }) => m.Internal).Files[0];
    expect((await staffReply(ticket.ID, 'Please try again with a file under 10 MB.')).statusCode).toBe(200);
    // Staff see it.
    expect((await t.as(admin)({ url: `/api/support/tickets/${ticket.ID}` })).body).toContain(NOTE);

    // The learner, through every endpoint of the table.
    const seen: string[] = [];
    for (const e of Object.values(supportEndpoints) as Endpoint[]) {
      const url = e.path.replace(':id', String(ticket.ID)).replace(':fileId', String(noteFile.ID));
      const body = e.upload ? undefined : e.method === 'GET' || e.method === 'DELETE' ? undefined
        : url.endsWith('/replies') ? { Message: 'Thanks, trying again' } : url.endsWith('/tickets') ? { Subject: 'Another', Category: 'Other', Message: 'x', RequestID: randomUUID() } : {};
      const res = await t.as(learner)({ method: e.method, url, ...(body ? { body } : {}) });
      seen.push(`${e.method} ${e.path} ${res.statusCode}`);
      expect(res.body, `${e.method} ${e.path}`).not.toContain('INTERNAL-NOTE-7f3a');
      expect(res.body).not.toContain('note-evidence.png');
    }
    // The note's file is missing to the learner, even on their own ticket.
    expect((await t.as(learner)({ url: `/api/support/myTickets/${ticket.ID}/files/${noteFile.ID}` })).statusCode).toBe(404);
    const mine = (await t.as(learner)({ url: `/api/support/myTickets/${ticket.ID}` })).json().data;
    expect(mine.Messages.map((m: { Message: string }) => m.Message)).toContain('Please try again with a file under 10 MB.');
    expect(seen.length).toBe(Object.keys(supportEndpoints).length);
  });

  it('should not move the learner\'s view of the ticket', async () => {
    const ticket = await openTicket(learner, { Subject: 'Payment receipt for the FICO batch' });
    t.clock.advance(60_000);
    await staffReply(ticket.ID, 'Checking with accounts', true);
    const mine = (await t.as(learner)({ url: `/api/support/myTickets/${ticket.ID}` })).json().data;
    expect(mine.UpdatedOn).toBe(mine.CreatedOn);
    expect(mine.TicketStatus).toBe('Open');
  });
});

describe('staff work on a ticket', () => {
  it('should move an Open ticket to In Progress on the first reply, time it, and audit status changes and assignments', async () => {
    const ticket = await openTicket(learner, { Subject: 'Wrong spelling of my name on the certificate' });
    t.clock.advance(3600_000);
    const replied = (await staffReply(ticket.ID, 'We will reissue it today.')).json().data;
    expect(replied).toMatchObject({ TicketStatus: 'In Progress', FirstResponseSeconds: 3600 });
    const assigned = await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/assign`, body: { AssigneeID: top.id } });
    expect(assigned.json().data).toMatchObject({ AssigneeID: top.id, AssigneeName: expect.any(String) });
    t.clock.advance(3600_000);
    const resolved = await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/status`, body: { Status: 'Resolved' } });
    expect(resolved.json().data).toMatchObject({ TicketStatus: 'Resolved', ResolutionSeconds: 7200 });

    const log = (await t.as(top)({ url: `/api/auditLog?entityType=supportTicket&entityId=${ticket.ID}&pageSize=50` })).json().data.items as { Action: string }[];
    expect(log.map((e) => e.Action).sort()).toEqual(['support.assign', 'support.status.change', 'support.status.change']);

    const mine = (await t.as(learner)({ url: `/api/support/myTickets/${ticket.ID}` })).json().data;
    expect(mine.TicketStatus).toBe('Resolved');
    expect(mine.ReopenUntil).not.toBeNull();
  });

  it('should refuse to assign to someone outside the desk', async () => {
    const ticket = await openTicket(learner);
    const res = await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/assign`, body: { AssigneeID: other.id } });
    expect(res.statusCode).toBe(400);
  });

  it('should list every ticket with the spec fields and Conversations as a JSON string, filtered', async () => {
    const ticket = await openTicket(other, { Subject: 'SAP FICO sandbox access expired', Category: 'ERP system access' });
    const res = await t.as(admin)({ url: `/api/support/tickets?status=Open&category=ERP%20system%20access&assigneeId=0&term=sandbox` });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.items.find((r: { ID: number }) => r.ID === ticket.ID);
    expect(row).toMatchObject({ UserName: expect.any(String), TicketStatus: 'Open', Subject: 'SAP FICO sandbox access expired', CreatedOn: expect.any(String) });
    expect(JSON.parse(row.Conversations)[0]).toMatchObject({ message: 'The SAP GUI says my user is locked.', from: 'learner' });
    const old = await t.as(admin)({ url: '/api/support/tickets?olderThanDays=30&term=sandbox' });
    expect(old.json().data.total).toBe(0);
    const stats = (await t.as(admin)({ url: '/api/support/stats' })).json().data;
    expect(stats.Open).toBeGreaterThan(0);
    expect(stats.AvgFirstResponseSeconds).toBeGreaterThan(0);
  });
});

describe('learner close and reopen', () => {
  it('should reopen a Resolved ticket within 14 days only, and refuse replies until then', async () => {
    const ticket = await openTicket(learner, { Subject: 'Test series timer stopped' });
    await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/status`, body: { Status: 'Resolved' } });
    expect((await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${ticket.ID}/replies`, body: { Message: 'still broken' } })).statusCode).toBe(422);
    const reopened = await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${ticket.ID}/reopen` });
    expect(reopened.json().data.TicketStatus).toBe('Open');
    await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/status`, body: { Status: 'Resolved' } });
    t.clock.advance(15 * 24 * 3600_000);
    await signInAgain();
    const late = await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${ticket.ID}/reopen` });
    expect(late.statusCode).toBe(422);
    const closed = await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${ticket.ID}/close` });
    expect(closed.json().data.TicketStatus).toBe('Closed');
    expect((await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${ticket.ID}/reopen` })).statusCode).toBe(422);
  });
});

describe('merging duplicates', () => {
  it('should show the duplicate\'s messages in the kept ticket and close the duplicate with a pointer', async () => {
    const kept = await openTicket(learner, { Subject: 'Invoice for my course payment', Message: 'I need a GST invoice.' });
    const dup = await openTicket(learner, { Subject: 'Invoice again', Message: 'Where is my invoice? Company name: Acme Pvt Ltd.' });
    const res = await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${dup.ID}/merge`, body: { IntoTicketID: kept.ID } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ TicketStatus: 'Closed', MergedIntoID: kept.ID });
    const mine = (await t.as(learner)({ url: `/api/support/myTickets/${kept.ID}` })).json().data;
    expect(mine.Messages.map((m: { Message: string; MergedFromTicketID: number | null }) => [m.Message, m.MergedFromTicketID])).toEqual([
      ['I need a GST invoice.', null], ['Where is my invoice? Company name: Acme Pvt Ltd.', dup.ID],
    ]);
    expect((await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${dup.ID}/replies`, body: { Message: 'hello?' } })).statusCode).toBe(422);
    const log = (await t.as(top)({ url: `/api/auditLog?action=support.merge&entityId=${dup.ID}` })).json().data;
    expect(log.total).toBe(1);
  });

  it('should refuse to merge tickets of different learners', async () => {
    const a = await openTicket(learner);
    const b = await openTicket(other);
    const res = await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${a.ID}/merge`, body: { IntoTicketID: b.ID } });
    expect(res.statusCode).toBe(422);
    expect((await t.as(admin)({ url: `/api/support/tickets/${a.ID}` })).json().data.MergedIntoID).toBeNull();
  });
});

describe('canned answers', () => {
  it('should be added, changed, listed and deleted by the desk, with unique titles', async () => {
    const created = await t.as(admin)({ method: 'POST', url: '/api/support/cannedAnswers', body: { Title: 'Password reset', Body: 'Use "Forgot password" on the login page.' } });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.ID;
    expect((await t.as(admin)({ method: 'POST', url: '/api/support/cannedAnswers', body: { Title: 'password RESET', Body: 'x' } })).statusCode).toBe(409);
    const changed = await t.as(admin)({ method: 'PUT', url: `/api/support/cannedAnswers/${id}`, body: { Title: 'Password reset', Body: 'Open the login page and choose "Forgot password".' } });
    expect(changed.json().data.Body).toContain('choose');
    expect((await t.as(admin)({ url: '/api/support/cannedAnswers' })).json().data.map((c: { ID: number }) => c.ID)).toContain(id);
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/support/cannedAnswers/${id}` })).statusCode).toBe(200);
    expect((await t.as(learner)({ url: '/api/support/cannedAnswers' })).statusCode).toBe(403);
  });
});

describe('notifications', () => {
  type Item = { NotificationType: string; NotificationTitle: string; NotificationText: string; Link: string | null };
  const inbox = async (u: User) => (await t.as(u)({ url: '/api/userNotifications?pageSize=100' })).json().data.notificationList as Item[];

  it('should tell the desk of a new ticket and of learner replies, and the learner of staff replies and status changes, never of notes', async () => {
    const ticket = await openTicket(learner, { Subject: 'Receipt for the SAP FICO batch fee' });
    expect((await inbox(admin)).some((n) => n.NotificationType === 'support.ticket' && n.Link === `/manageSupport?ticket=${ticket.ID}`)).toBe(true);

    await staffReply(ticket.ID, 'SECRET-NOTE: check the payment gateway log first', true);
    await staffReply(ticket.ID, 'Your receipt is attached to your order in All Transactions.');
    await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/status`, body: { Status: 'Resolved' } });
    const mine = (await inbox(learner)).filter((n) => n.Link === `/support?ticket=${ticket.ID}`);
    expect(mine.map((n) => n.NotificationType).sort()).toEqual(['support.reply', 'support.status']);
    expect(JSON.stringify(mine)).not.toContain('SECRET-NOTE');

    await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${ticket.ID}/reopen` });
    await t.as(admin)({ method: 'POST', url: `/api/support/tickets/${ticket.ID}/assign`, body: { AssigneeID: top.id } });
    await t.as(learner)({ method: 'POST', url: `/api/support/myTickets/${ticket.ID}/replies`, body: { Message: 'Found it, thanks!' } });
    const topInbox = (await inbox(top)).filter((n) => n.Link === `/manageSupport?ticket=${ticket.ID}`);
    expect(topInbox.some((n) => n.NotificationType === 'support.reply' && n.NotificationText.includes('Found it'))).toBe(true);
  });
});
