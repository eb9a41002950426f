import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { User } from '../courses/course-factories.ts';
import { createMarketplaceItem, saveToMedia } from '../media/media-factories.ts';

let t: TestApp;
let admin: User;
let editor: User;
let ana: User;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, ana] = await Promise.all([t.createUser({ role: 'Admin' }), t.createUser({ role: 'Editor' }), t.createUser()]);
});
afterAll(() => t.close());

const devices = async () => ((await t.app.ctx.db.execute(sql`select count(*)::int as n from app_devices`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const register = (body: Record<string, unknown>, as?: User) =>
  as ? t.as(as)({ method: 'POST', url: '/api/appDevices', body }) : t.request({ method: 'POST', url: '/api/appDevices', body });

describe('POST /api/appDevices', () => {
  it('should refuse a bad platform, device id, version or e-mail with 400 naming each field, storing nothing', async () => {
    const before = await devices();
    const res = await register({ Platform: 'windows', DeviceID: 'x', AppVersion: 'latest', PushToken: 'a b', EmailID: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['body.AppVersion', 'body.DeviceID', 'body.EmailID', 'body.Platform', 'body.PushToken']);
    expect(await devices()).toBe(before);
  });

  it('should register an anonymous subscriber, refresh it on a repeat, and tie a device to the signed-in account', async () => {
    const sub = await register({ Platform: 'android', DeviceID: 'inst-7f3a9c21', AppVersion: '2.4.1', PushToken: 'fcm:abc123', EmailID: 'Kavya.R@mail.example', Name: 'Kavya Rao' });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().data.Kind).toBe('subscriber');
    const again = await register({ Platform: 'android', DeviceID: 'inst-7f3a9c21', AppVersion: '2.5.0', PushToken: 'fcm:def456', EmailID: 'kavya.r@mail.example', Name: 'Kavya Rao' });
    expect(again.json().data.ID).toBe(sub.json().data.ID);
    const list = await t.as(admin)({ url: '/api/appSubscribers?term=kavya' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toEqual([expect.objectContaining({ Platform: 'android', EmailID: 'kavya.r@mail.example', Name: 'Kavya Rao', DeviceID: 'inst-7f3a9c21', AppVersion: '2.5.0' })]);

    const mine = await register({ Platform: 'ios', DeviceID: 'ios-device-0001', AppVersion: '2.5.0' }, ana);
    expect(mine.json().data.Kind).toBe('user');
    const users = await t.as(admin)({ url: '/api/users/getAppUsers?pageSize=100' });
    expect(users.statusCode).toBe(200);
    const row = users.json().data.items.find((u: { UserID: number }) => u.UserID === ana.id);
    expect(row).toEqual(expect.objectContaining({ Email: ana.email, Platform: 'ios', Devices: 1 }));
    expect(row.FirstName.length).toBeGreaterThan(0);
    // the subscriber is not an app user, nor the user a subscriber
    expect((await t.as(admin)({ url: '/api/appSubscribers?Platform=ios' })).json().data.items).toEqual([]);
  });

  it('should let only its account refresh a device tied to an account (nobody detaches it or swaps its push token)', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const device = { Platform: 'android', DeviceID: 'inst-owned-42', AppVersion: '2.5.0', PushToken: 'fcm:owner' };
    expect((await register(device, owner)).json().data.Kind).toBe('user');
    for (const [who, token] of [[other, 'fcm:other'], [undefined, 'fcm:anonymous']] as const) {
      const res = await register({ ...device, PushToken: token, ...(who ? {} : { EmailID: 'x@mail.example', Name: 'X' }) }, who);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/another account/);
    }
    const [row] = ((await t.app.ctx.db.execute(sql`select user_id, push_token from app_devices where device_id = 'inst-owned-42'`)) as unknown as { rows: { user_id: number; push_token: string }[] }).rows;
    expect(row).toEqual({ user_id: owner.id, push_token: 'fcm:owner' });
    // The owner refreshes it; an anonymous device is claimed by the account that signs in on it.
    expect((await register({ ...device, PushToken: 'fcm:owner-2' }, owner)).statusCode).toBe(200);
    await register({ Platform: 'ios', DeviceID: 'ios-claim-7', AppVersion: '2.5.0', EmailID: 'y@mail.example', Name: 'Y' });
    expect((await register({ Platform: 'ios', DeviceID: 'ios-claim-7', AppVersion: '2.5.0' }, other)).json().data.Kind).toBe('user');
  });

  it('should keep the lists to mobile.manage (403 for an editor and a learner)', async () => {
    for (const url of ['/api/appSubscribers', '/api/users/getAppUsers', '/api/appMediaContent']) {
      expect((await t.as(editor)({ url })).statusCode).toBe(403);
      expect((await t.as(ana)({ url })).statusCode).toBe(403);
    }
  });
});

describe('App Media Content', () => {
  it('should add items per audience in order, reorder them (every id once) and feed the app by audience', async () => {
    const a = await createMarketplaceItem(t, admin, { VideoName: 'SAP FICO: New GL in 10 minutes' });
    const b = await createMarketplaceItem(t, admin, { VideoName: 'Oracle Fusion procurement overview' });
    const add = (body: Record<string, unknown>) => t.as(admin)({ method: 'POST', url: '/api/appMediaContent', body });
    const first = await add({ Kind: 'marketplace', ItemID: a.ID, Audience: 'everyone' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await add({ Kind: 'marketplace', ItemID: b.ID, Audience: 'learners' });
    expect((await add({ Kind: 'marketplace', ItemID: b.ID, Audience: 'learners' })).statusCode).toBe(409);
    expect((await add({ Kind: 'media', ItemID: 999999 })).statusCode).toBe(400);
    const ids = [first.json().data.ID, second.json().data.ID];
    expect((await t.as(admin)({ method: 'PUT', url: '/api/appMediaContent/order', body: { IDs: [ids[1]] } })).statusCode).toBe(400);
    const ordered = await t.as(admin)({ method: 'PUT', url: '/api/appMediaContent/order', body: { IDs: [ids[1], ids[0]] } });
    expect(ordered.json().data.map((c: { Title: string }) => c.Title)).toEqual(['Oracle Fusion procurement overview', 'SAP FICO: New GL in 10 minutes']);
    const anonymous = await t.request({ url: '/api/appMediaContent/feed' });
    expect(anonymous.json().data.map((c: { Title: string }) => c.Title)).toEqual(['SAP FICO: New GL in 10 minutes']);
    const learner = await t.as(ana)({ url: '/api/appMediaContent/feed' });
    expect(learner.json().data.map((c: { Title: string }) => c.Title)).toEqual(['Oracle Fusion procurement overview', 'SAP FICO: New GL in 10 minutes']);
  });

  it('should feed academy media only to those it is shared with, and refuse it for anonymous subscribers', async () => {
    const video = await createMarketplaceItem(t, admin, { VideoName: 'Month-end closing in S/4HANA: the checklist' });
    const mediaId = await saveToMedia(t, admin, video.ID);
    const add = (Audience: string) => t.as(admin)({ method: 'POST', url: '/api/appMediaContent', body: { Kind: 'media', ItemID: mediaId, Audience } });
    const refused = await add('subscribers');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.Audience']);
    expect((await add('learners')).statusCode).toBe(200);
    const titles = async (u?: User) => ((await (u ? t.as(u)({ url: '/api/appMediaContent/feed' }) : t.request({ url: '/api/appMediaContent/feed' }))).json().data as { Title: string }[]).map((c) => c.Title);
    expect(await titles(ana)).not.toContain('Month-end closing in S/4HANA: the checklist');
    const shared = await t.as(admin)({ method: 'PUT', url: `/api/media/${mediaId}/shares`, body: { Users: [ana.id], Groups: [], Courses: [] } });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(await titles(ana)).toContain('Month-end closing in S/4HANA: the checklist');
    expect(await titles()).not.toContain('Month-end closing in S/4HANA: the checklist');
  });
});
