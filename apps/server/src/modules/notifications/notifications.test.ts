import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { admit, createCourse, type User } from '../courses/course-factories.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { announcements } from './notifications.tables.ts';
import { openEventStream } from './sse-client.ts';

let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t.close());

const notify = (userIds: number[], type: Parameters<TestApp['services']['notifications']['notify']>[2]['type'] = 'assignment.returned', title = 'Returned') =>
  t.services.notifications.notify(t.database.db, userIds, { type, title, text: `${title} text`, link: '/courses' });

describe('GET /userNotifications and GET /userNotificationsCount', () => {
  it('should list only my notifications, newest first, with status 200 and data.notificationList', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    await notify([me.id], 'assignment.returned', 'First');
    await notify([me.id, other.id], 'certificate.issued', 'Second');
    const res = await t.as(me)({ url: '/api/userNotifications' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    expect(body.data.notificationList.map((n: { NotificationTitle: string }) => n.NotificationTitle)).toEqual(['Second', 'First']);
    expect(body.data.notificationList[0]).toMatchObject({ NotificationType: 'certificate.issued', NotificationStatus: 'unread', NotificationText: 'Second text', Link: '/courses' });
    expect(body.data.total).toBe(2);
    const count = await t.as(me)({ url: '/api/userNotificationsCount' });
    expect(count.json().data).toBe(2);
    expect((await t.as(other)({ url: '/api/userNotificationsCount' })).json().data).toBe(1);
  });

  it('should filter by type and by read state, and search', async () => {
    const me = await t.createUser();
    await notify([me.id], 'assignment.returned', 'Alpha');
    await notify([me.id], 'test.result', 'Beta');
    const byType = (await t.as(me)({ url: '/api/userNotifications?type=test.result' })).json().data.notificationList;
    expect(byType.map((n: { NotificationTitle: string }) => n.NotificationTitle)).toEqual(['Beta']);
    const search = (await t.as(me)({ url: '/api/userNotifications?term=alph' })).json().data.notificationList;
    expect(search.map((n: { NotificationTitle: string }) => n.NotificationTitle)).toEqual(['Alpha']);
    expect((await t.as(me)({ url: '/api/userNotifications?status=read' })).json().data.notificationList).toEqual([]);
  });

  it('should answer 401 without a session', async () => {
    expect((await t.request({ url: '/api/userNotificationsCount' })).statusCode).toBe(401);
  });
});

describe('reading notifications', () => {
  it('should open one of mine and mark it read, and answer 404 for another user\'s', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    await notify([me.id]);
    const [mine] = (await t.as(me)({ url: '/api/userNotifications' })).json().data.notificationList;
    const stranger = await t.as(other)({ method: 'POST', url: `/api/userNotifications/${mine.NotificationID}/open` });
    expect(stranger.statusCode).toBe(404);
    expect((await t.as(me)({ url: '/api/userNotificationsCount' })).json().data).toBe(1);
    const opened = await t.as(me)({ method: 'POST', url: `/api/userNotifications/${mine.NotificationID}/open` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ NotificationID: mine.NotificationID, NotificationStatus: 'read', Link: '/courses' });
    expect(opened.json().data.ReadOn).toBeTruthy();
    expect((await t.as(me)({ url: '/api/userNotificationsCount' })).json().data).toBe(0);
    expect((await t.as(me)({ method: 'POST', url: '/api/userNotifications/999999999/open' })).statusCode).toBe(404);
  });

  it('should mark the given ones read, ignoring ids that are not mine', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    await notify([me.id], 'assignment.returned', 'A');
    await notify([me.id], 'assignment.returned', 'B');
    await notify([other.id], 'assignment.returned', 'C');
    const [b, a] = (await t.as(me)({ url: '/api/userNotifications' })).json().data.notificationList;
    const [c] = (await t.as(other)({ url: '/api/userNotifications' })).json().data.notificationList;
    const res = await t.as(me)({ method: 'POST', url: '/api/userNotifications/read', body: { ids: [a.NotificationID, c.NotificationID] } });
    expect(res.json().data).toEqual({ Updated: 1, Unread: 1 });
    expect((await t.as(other)({ url: '/api/userNotificationsCount' })).json().data).toBe(1);
    const list = (await t.as(me)({ url: '/api/userNotifications' })).json().data.notificationList;
    expect(list.map((n: { NotificationStatus: string }) => n.NotificationStatus)).toEqual(['unread', 'read']);
    expect(b.NotificationTitle).toBe('B');
    expect((await t.as(me)({ method: 'POST', url: '/api/userNotifications/read', body: { ids: [] } })).statusCode).toBe(400);
  });

  it('should mark all read, or all of one type', async () => {
    const me = await t.createUser();
    await notify([me.id], 'assignment.returned');
    await notify([me.id], 'test.result');
    await notify([me.id], 'test.result');
    const typed = await t.as(me)({ method: 'POST', url: '/api/userNotifications/readAll', body: { type: 'test.result' } });
    expect(typed.json().data).toEqual({ Updated: 2, Unread: 1 });
    const all = await t.as(me)({ method: 'POST', url: '/api/userNotifications/readAll', body: {} });
    expect(all.json().data).toEqual({ Updated: 1, Unread: 0 });
  });
});

describe('preferences', () => {
  it('should answer the defaults, save a choice, and apply it to what is written and mailed', async () => {
    const me = await t.createUser();
    const prefs = (await t.as(me)({ url: '/api/notificationPreferences' })).json().data;
    expect(prefs.find((p: { Type: string }) => p.Type === 'assignment.returned')).toEqual({ Type: 'assignment.returned', InApp: true, Email: true });
    expect(prefs.find((p: { Type: string }) => p.Type === 'test.result')).toEqual({ Type: 'test.result', InApp: true, Email: false });
    const saved = await t.as(me)({ method: 'PUT', url: '/api/notificationPreferences', body: { preferences: [{ Type: 'assignment.returned', InApp: false, Email: false }] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.find((p: { Type: string }) => p.Type === 'assignment.returned')).toEqual({ Type: 'assignment.returned', InApp: false, Email: false });
    await notify([me.id], 'assignment.returned');
    expect((await t.as(me)({ url: '/api/userNotificationsCount' })).json().data).toBe(0);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, me.email))).toHaveLength(0);
  });

  it('should refuse an unknown type and a type given twice', async () => {
    const me = await t.createUser();
    const unknown = await t.as(me)({ method: 'PUT', url: '/api/notificationPreferences', body: { preferences: [{ Type: 'nope', InApp: true, Email: true }] } });
    expect(unknown.statusCode).toBe(400);
    const twice = await t.as(me)({ method: 'PUT', url: '/api/notificationPreferences', body: { preferences: [{ Type: 'announcement', InApp: true, Email: true }, { Type: 'announcement', InApp: false, Email: true }] } });
    expect(twice.statusCode).toBe(400);
  });
});

describe('announcements', () => {
  const announce = (body: Record<string, unknown>, as: User = admin) =>
    t.as(as)({ method: 'POST', url: '/api/announcements', body: { title: 'Maintenance window', text: 'The platform is down on Sunday 02:00-03:00 UTC.', ...body } });
  const unread = async (u: User) => (await t.as(u)({ url: '/api/userNotificationsCount' })).json().data as number;

  it('should be staff only (notifications.manage)', async () => {
    const learner = await t.createUser();
    expect((await announce({ audience: { kind: 'everyone' } }, learner)).statusCode).toBe(403);
    expect((await t.as(learner)({ url: '/api/announcements' })).statusCode).toBe(403);
    const mentor = await t.createUser({ role: 'Mentor' });
    expect((await t.as(mentor)({ url: '/api/announcements/stats' })).statusCode).toBe(403);
  });

  it('should reach a role only, a list of people only, and a course\'s learners only', async () => {
    const mentor = await t.createUser({ role: 'Mentor' });
    const learner = await t.createUser();
    const learner2 = await t.createUser();
    const role = await announce({ title: 'For mentors', audience: { kind: 'role', role: 'Mentor' } });
    expect(role.statusCode).toBe(200);
    expect(role.json().data.Status).toBe('sent');
    expect(await unread(mentor)).toBe(1);
    expect(await unread(learner)).toBe(0);

    const list = await announce({ audience: { kind: 'users', userIds: [learner2.id] } });
    expect(list.json().data.Recipients).toBe(1);
    expect(await unread(learner2)).toBe(1);
    expect(await unread(learner)).toBe(0);

    const editor = await t.createUser({ role: 'Editor' });
    const course = await createCourse(t, editor);
    await admit(t, admin, course.ID, learner);
    // The admission told the learner too.
    expect(await unread(learner)).toBe(1);
    const size = await t.as(admin)({ method: 'POST', url: '/api/announcements/audienceSize', body: { audience: { kind: 'course', courseId: course.ID } } });
    expect(size.json().data).toEqual({ Recipients: 1 });
    const byCourse = await announce({ title: 'Course news', audience: { kind: 'course', courseId: course.ID } });
    expect(byCourse.json().data.Recipients).toBe(1);
    expect(await unread(learner)).toBe(2);
    expect(await unread(learner2)).toBe(1);
    const [n] = (await t.as(learner)({ url: '/api/userNotifications' })).json().data.notificationList;
    expect(n).toMatchObject({ NotificationType: 'announcement', NotificationTitle: 'Course news' });

    expect((await announce({ audience: { kind: 'course', courseId: 987654 } })).statusCode).toBe(400);
  });

  it('should reach every active account with one announcement to everyone, and show reach and read rate', async () => {
    const a = await t.createUser();
    const before = (await t.as(admin)({ method: 'POST', url: '/api/announcements/audienceSize', body: { audience: { kind: 'everyone' } } })).json().data.Recipients;
    const res = await announce({ title: 'Welcome to the new term', audience: { kind: 'everyone' } });
    expect(res.json().data.Recipients).toBe(before);
    expect(await unread(a)).toBeGreaterThanOrEqual(1);
    const [mine] = (await t.as(a)({ url: '/api/userNotifications?type=announcement' })).json().data.notificationList;
    await t.as(a)({ method: 'POST', url: `/api/userNotifications/${mine.NotificationID}/open` });
    const page = (await t.as(admin)({ url: '/api/announcements' })).json().data;
    const row = page.items.find((x: { AnnouncementID: number }) => x.AnnouncementID === res.json().data.AnnouncementID);
    expect(row).toMatchObject({ Status: 'sent', Recipients: before, Read: 1, AudienceLabel: 'Everyone' });
    expect(row.ReadRate).toBeCloseTo(1 / before);
    const stats = (await t.as(admin)({ url: '/api/announcements/stats' })).json().data;
    expect(stats.AnnouncementsSent).toBeGreaterThanOrEqual(1);
    expect(stats.Reach).toBeGreaterThanOrEqual(before);
  });

  it('should keep a scheduled one until its time, send it once from the job, and let a waiting one be cancelled', async () => {
    const learner = await t.createUser();
    const sendAt = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const res = await announce({ title: 'Later', audience: { kind: 'users', userIds: [learner.id] }, sendAt });
    expect(res.json().data).toMatchObject({ Status: 'scheduled', Recipients: 0 });
    const cancelled = await announce({ title: 'Never', audience: { kind: 'users', userIds: [learner.id] }, sendAt });
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/announcements/${cancelled.json().data.AnnouncementID}` })).statusCode).toBe(200);
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/announcements/${cancelled.json().data.AnnouncementID}` })).statusCode).toBe(404);
    expect(await t.services.notifications.announcements.sendDue()).toBe(0);
    expect(await unread(learner)).toBe(0);
    t.clock.advance(3601_000);
    expect(await t.services.notifications.announcements.sendDue()).toBe(1);
    expect(await t.services.notifications.announcements.sendDue()).toBe(0);
    expect(await unread(learner)).toBe(1);
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, res.json().data.AnnouncementID));
    expect(row).toMatchObject({ status: 'sent', recipients: 1 });
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/announcements/${row!.id}` })).statusCode).toBe(404);
  });

  it('should refuse bad input with a clear message and write nothing', async () => {
    const [{ n: before }] = ((await t.database.db.execute(sql`select count(*)::int as n from announcements`)) as unknown as { rows: [{ n: number }] }).rows;
    expect((await announce({ title: '', audience: { kind: 'everyone' } })).statusCode).toBe(400);
    expect((await announce({ audience: { kind: 'role', role: 'Wizard' } })).statusCode).toBe(400);
    expect((await announce({ audience: { kind: 'everyone' }, link: 'javascript:alert(1)' })).statusCode).toBe(400);
    const far = await announce({ audience: { kind: 'everyone' }, sendAt: new Date(Date.now() + 400 * 86_400_000).toISOString() });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors[0].path).toBe('body.sendAt');
    const [{ n: after }] = ((await t.database.db.execute(sql`select count(*)::int as n from announcements`)) as unknown as { rows: [{ n: number }] }).rows;
    expect(after).toBe(before);
  });
});

describe('GET /userNotifications/stream (Server-Sent Events)', () => {
  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('should answer a signed address with the count, then push a new notification at once', async () => {
    const me = await t.createUser();
    await notify([me.id]);
    const { Url } = (await t.as(me)({ url: '/api/userNotifications/streamUrl' })).json().data;
    const stream = await openEventStream(`${base}${Url}`);
    expect(stream.status).toBe(200);
    expect(await stream.next('count')).toEqual({ Unread: 1 });
    await notify([me.id], 'test.result', 'Your result is ready');
    const ev = await stream.next('notification');
    expect(ev).toMatchObject({ Item: { NotificationTitle: 'Your result is ready', NotificationType: 'test.result', NotificationStatus: 'unread' } });
    await t.as(me)({ method: 'POST', url: '/api/userNotifications/readAll', body: {} });
    expect(await stream.next('count')).toEqual({ Unread: 0 });
    stream.close();
  });

  it('should refuse a forged, expired or another path\'s signature', async () => {
    const me = await t.createUser();
    const { Url } = (await t.as(me)({ url: '/api/userNotifications/streamUrl' })).json().data as { Url: string };
    const forged = Url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(`${base}${forged}`)).status).toBe(403);
    t.clock.advance(61_000);
    expect((await fetch(`${base}${Url}`)).status).toBe(403);
  });

  it('should end the stream when the session logs out', async () => {
    const me = await t.createUser();
    const { Url } = (await t.as(me)({ url: '/api/userNotifications/streamUrl' })).json().data;
    const stream = await openEventStream(`${base}${Url}`);
    await stream.next('count');
    await t.as(me)({ method: 'POST', url: '/api/auth/logout' });
    expect(await stream.next('end')).toEqual({ Reason: 'session' });
    await stream.ended;
    expect(t.services.notifications.live.size()).toBe(0);
  });

  it('should end the stream of a session an admin ends, and tell the user\'s other devices', async () => {
    const me = await t.createUser();
    const top = await t.createUser({ role: 'SuperAdmin' });
    const other = await t.services.sessions.start(me.id, undefined, { ip: '127.0.0.1' });
    const first = await openEventStream(`${base}${(await t.as(me)({ url: '/api/userNotifications/streamUrl' })).json().data.Url}`);
    const second = await openEventStream(`${base}${(await t.as({ id: me.id, token: other.token })({ url: '/api/userNotifications/streamUrl' })).json().data.Url}`);
    await first.next('count');
    await second.next('count');
    expect((await t.as(top)({ method: 'DELETE', url: `/api/users/sessions/${me.sessionId}` })).statusCode).toBeLessThan(300);
    expect(await first.next('end')).toEqual({ Reason: 'session' });
    expect(await second.next('notification')).toMatchObject({ Item: { NotificationType: 'session.revoked' } });
    second.close();
  });
});
