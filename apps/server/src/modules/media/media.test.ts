import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';
import { admit, createCourse, type User } from '../courses/course-factories.ts';
import { createMarketplaceItem, saveToMedia, videoId } from './media-factories.ts';

let t: TestApp;
let admin: User;
let editor: User;
let mentor: User;
let ana: User;
let ben: User;
let cara: User;
const video = readFileSync(new URL('../../seed/assets/procure-to-pay.webm', import.meta.url));
let masters: Record<'products' | 'tracks' | 'modules', { ID: number; Title: string }[]>;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, mentor, ana, ben, cara] = await Promise.all([
    t.createUser({ role: 'Admin' }), t.createUser({ role: 'Editor' }), t.createUser({ role: 'Mentor' }), t.createUser(), t.createUser(), t.createUser(),
  ]);
  masters = { products: [], tracks: [], modules: [] };
  for (const type of ['products', 'tracks', 'modules'] as const) {
    const res = await t.as(admin)({ url: `/api/admin/${type}?pageSize=100` });
    expect(res.statusCode, res.body).toBe(200);
    masters[type] = res.json().data.items;
  }
});
afterAll(() => t.close());

const master = (type: 'products' | 'tracks' | 'modules', title: string) => masters[type].find((m) => m.Title === title)!.ID;

/** An uploaded video tagged SAP / Supply Chain / SAP MM by default. */
async function uploadVideo(title: string, tags: { product?: string; track?: string; module?: string } = {}) {
  const res = await t.as(admin)({
    method: 'POST', url: '/api/media',
    body: { Title: title, Description: 'Recorded class', ProductID: master('products', tags.product ?? 'SAP'), TrackID: master('tracks', tags.track ?? 'Supply Chain'), ModuleID: master('modules', tags.module ?? 'SAP MM'), DurationSeconds: 42 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.ID as number;
  const f = multipartFile(video, 'p2p.webm', 'video/webm');
  const up = await t.as(admin)({ method: 'POST', url: `/api/media/${id}/file`, body: f.payload, headers: f.headers });
  expect(up.statusCode, up.body).toBe(200);
  expect(up.json().data.Type).toBe('video');
  return id;
}
const titles = (res: { json(): { data: { items: { Title: string }[] } } }) => res.json().data.items.map((i) => i.Title).sort();
const share = (id: number, body: Record<string, number[]>) => t.as(admin)({ method: 'PUT', url: `/api/media/${id}/shares`, body });

describe('media lists (spec section 6: Admin or Trainee only)', () => {
  it('should answer 403 to a mentor, an editor and a guest for the lists and the marketplace', async () => {
    for (const url of ['/api/media/myMedia', '/api/media/myMediaWithShared', '/api/contentMarketplace']) {
      expect((await t.as(mentor)({ url })).statusCode).toBe(403);
      expect((await t.as(editor)({ url })).statusCode).toBe(403);
      expect((await t.request({ url })).statusCode).toBe(401);
    }
    expect((await t.as(mentor)({ method: 'POST', url: '/api/media/myMediaWithShared', body: {} })).statusCode).toBe(403);
  });

  it('should show a learner their own media and what is shared with them, a group of theirs or a course of theirs, and nothing else', async () => {
    const direct = await uploadVideo('MIGO goods receipt walkthrough');
    const byCourse = await uploadVideo('MIRO invoice verification');
    const byGroup = await uploadVideo('Vendor master data in S/4HANA');
    const hidden = await uploadVideo('Unreleased: GR/IR clearing');
    const course = await createCourse(t, editor);
    await admit(t, admin, course.ID, ana);
    const g = await t.as(admin)({ method: 'POST', url: '/api/groups', body: { Name: `P2P batch ${videoId()}` } });
    expect(g.statusCode, g.body).toBe(200);
    const groupId = g.json().data.ID as number;
    expect((await t.as(admin)({ method: 'POST', url: `/api/groups/${groupId}/members`, body: { UserIDs: [ana.id] } })).statusCode).toBe(200);
    expect((await share(direct, { Users: [ana.id] })).statusCode).toBe(200);
    expect((await share(byCourse, { Courses: [course.ID] })).statusCode).toBe(200);
    expect((await share(byGroup, { Groups: [groupId] })).statusCode).toBe(200);
    const mk = await createMarketplaceItem(t, admin);
    await saveToMedia(t, ana, mk.ID);

    const res = await t.as(ana)({ url: '/api/media/myMediaWithShared?pageSize=100' });
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Invoice verification in SAP MM (MIRO)', 'MIGO goods receipt walkthrough', 'MIRO invoice verification', 'Vendor master data in S/4HANA']);
    const own = await t.as(ana)({ url: '/api/media/myMedia' });
    expect(titles(own)).toEqual(['Invoice verification in SAP MM (MIRO)']);
    expect(own.json().data.items[0].Mine).toBe(true);
    // ben is in nothing: he sees none of them, and opening one answers 404 as for a missing id
    expect((await t.as(ben)({ url: '/api/media/myMediaWithShared' })).json().data.items).toEqual([]);
    for (const id of [direct, byCourse, byGroup, hidden]) expect((await t.as(ben)({ url: `/api/media/${id}` })).statusCode).toBe(404);
    expect((await t.as(ana)({ url: `/api/media/${hidden}` })).statusCode).toBe(404);
    expect((await t.as(ana)({ url: `/api/media/${byGroup}` })).statusCode).toBe(200);
  });

  it('should filter by product, tracks and modules through POST /media/myMediaWithShared: all media for the Admin, shared ones for a learner', async () => {
    const fico = await uploadVideo('Asset accounting year-end close', { product: 'SAP', track: 'Finance', module: 'SAP FICO' });
    await uploadVideo('Oracle Financials period close', { product: 'Oracle', track: 'Finance', module: 'Oracle Financials' });
    const body = { Product: master('products', 'SAP'), Track: [master('tracks', 'Finance')], Modules: [master('modules', 'SAP FICO')] };
    const res = await t.as(admin)({ method: 'POST', url: '/api/media/myMediaWithShared', body });
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res)).toEqual(['Asset accounting year-end close']);
    expect((await t.as(cara)({ method: 'POST', url: '/api/media/myMediaWithShared', body })).json().data.items).toEqual([]);
    await share(fico, { Users: [cara.id] });
    expect(titles(await t.as(cara)({ method: 'POST', url: '/api/media/myMediaWithShared', body }))).toEqual(['Asset accounting year-end close']);
    const bad = await t.as(admin)({ method: 'POST', url: '/api/media/myMediaWithShared', body: { Product: 'SAP', Track: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('streaming with range requests', () => {
  it('should stream a shared video by its signed address with 206 and the exact bytes, and refuse a tampered or foreign signature', async () => {
    const id = await uploadVideo('Purchase requisition to PO');
    await share(id, { Users: [ana.id] });
    const item = await t.as(ana)({ url: `/api/media/${id}` });
    expect(item.statusCode, item.body).toBe(200);
    const url = item.json().data.Url as string;
    expect(url).toMatch(new RegExp(`^/api/media/${id}/stream\\?s=\\d+&e=\\d+&sig=[\\w-]{20,}$`));
    const whole = await t.request({ url, forgery: false });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(video);
    const part = await t.request({ url, forgery: false, headers: { range: 'bytes=100-1123' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${video.length}`);
    expect(part.rawPayload).toEqual(video.subarray(100, 1124));
    const tail = await t.request({ url, forgery: false, headers: { range: 'bytes=-16' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(video.subarray(video.length - 16));
    expect((await t.request({ url, forgery: false, headers: { range: `bytes=${video.length + 5}-` } })).statusCode).toBe(416);
    expect((await t.request({ url: url.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), forgery: false })).statusCode).toBe(403);
    // the same signature on another item's path does not open it
    const other = await uploadVideo('Not shared with ana');
    expect((await t.request({ url: url.replace(`/api/media/${id}/`, `/api/media/${other}/`), forgery: false })).statusCode).toBe(403);
    // a share taken back: the signed address stops opening it
    await share(id, {});
    expect((await t.request({ url, forgery: false })).statusCode).toBe(404);
  });

  it('should refuse a file that is not a video or PDF by its content, changing nothing', async () => {
    const id = await uploadVideo('Type check');
    const f = multipartFile(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.mp4', 'video/mp4');
    const res = await t.as(admin)({ method: 'POST', url: `/api/media/${id}/file`, body: f.payload, headers: f.headers });
    expect(res.statusCode).toBe(415);
    const item = await t.as(admin)({ url: `/api/media/${id}` });
    expect(item.json().data.ContentType).toBe('video/webm');
  });

  it('should write the replacement of a file an audience already has to the audit log, not the first file of a new item', async () => {
    const replaces = async (id: number) => ((await t.database.db.execute(sql`select actor_user_id from audit_log where action = 'media.file.replace' and entity_id = ${String(id)}`)) as unknown as { rows: unknown[] }).rows;
    const id = await uploadVideo('Replaced recording');
    expect(await replaces(id)).toEqual([]);
    await share(id, { Users: [ana.id] });
    const f = multipartFile(video, 'p2p-v2.webm', 'video/webm');
    expect((await t.as(admin)({ method: 'POST', url: `/api/media/${id}/file`, body: f.payload, headers: f.headers })).statusCode).toBe(200);
    expect(await replaces(id)).toEqual([{ actor_user_id: admin.id }]);
  });
});

describe('sharing (Manage Media Users)', () => {
  it('should refuse unknown users, groups and courses with 400 naming each, keeping the audience as it was', async () => {
    const id = await uploadVideo('Share validation');
    await share(id, { Users: [ben.id] });
    // Staff see how many audiences each item has, on the item and in the list.
    const other = await uploadVideo('Share count, none');
    expect((await t.as(admin)({ url: `/api/media/${id}` })).json().data.ShareCount).toBe(1);
    const listed = (await t.as(admin)({ url: '/api/media/myMediaWithShared?pageSize=500' })).json().data.items as { ID: number; ShareCount: number }[];
    expect(listed.find((x) => x.ID === id)?.ShareCount).toBe(1);
    expect(listed.find((x) => x.ID === other)?.ShareCount).toBe(0);
    const res = await share(id, { Users: [ana.id, 999999], Groups: [999998], Courses: [999997] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.Users.1', 'body.Groups.0', 'body.Courses.0']);
    const now = await t.as(admin)({ url: `/api/media/${id}/shares` });
    expect(now.json().data.map((s: { Kind: string; TargetID: number }) => `${s.Kind}:${s.TargetID}`)).toEqual([`user:${ben.id}`]);
    expect((await t.as(ana)({ method: 'PUT', url: `/api/media/${id}/shares`, body: { Users: [ana.id] } })).statusCode).toBe(403);
  });

  it('should let a learner remove an item of their own, but not another\'s (404) nor an academy item shared with them', async () => {
    const mk = await createMarketplaceItem(t, admin);
    const mine = await saveToMedia(t, ben, mk.ID);
    expect(await saveToMedia(t, ben, mk.ID)).toBe(mine);
    expect((await t.as(cara)({ method: 'DELETE', url: `/api/media/${mine}` })).statusCode).toBe(404);
    const sharedId = await uploadVideo('Shared, not his');
    await share(sharedId, { Users: [ben.id] });
    expect((await t.as(ben)({ method: 'DELETE', url: `/api/media/${sharedId}` })).statusCode).toBe(404);
    expect((await t.as(ben)({ method: 'DELETE', url: `/api/media/${mine}` })).statusCode).toBe(200);
    expect((await t.as(ben)({ url: `/api/media/${mine}` })).statusCode).toBe(404);
  });
});

describe('content marketplace', () => {
  const csv = (rows: string[]) => multipartFile(Buffer.from(['Topic,VideoName,ChannelName,ExperienceLevel,SeriesName,ProductName,TrackName,ModuleName,VideoUrl', ...rows].join('\n')), 'videos.csv', 'text/csv');
  const count = async () => ((await t.app.ctx.db.execute(sql`select count(*)::int as n from marketplace_items`)) as unknown as { rows: { n: number }[] }).rows[0]!;

  it('should import a CSV all or nothing: one bad row answers 400 naming it and imports none', async () => {
    const before = await count();
    const good = `Pricing,Condition technique in SAP SD,ERP Academy Live,Fresher,Order to Cash,SAP,Supply Chain,SAP SD,https://youtu.be/${videoId()}`;
    const bad = csv([good, 'Payroll,,HR Channel,Expert,,Workday,Human Capital,,https://example.com/video', `X,Y,Z,Fresher,,SAP,,,https://www.youtube.com/watch?v=${videoId()}`]);
    const res = await t.as(admin)({ method: 'POST', url: '/api/contentMarketplace/import', body: bad.payload, headers: bad.headers });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['row 3.VideoName', 'row 3.VideoUrl']);
    expect(await count()).toEqual(before);
    const unknownColumn = multipartFile(Buffer.from('Topic,VideoName,Price\nA,B,10'), 'x.csv', 'text/csv');
    const col = await t.as(admin)({ method: 'POST', url: '/api/contentMarketplace/import', body: unknownColumn.payload, headers: unknownColumn.headers });
    expect(col.statusCode).toBe(400);
    expect(col.json().errors[0].message).toMatch(/Unknown columns: Price/);
    const ok = csv([good]);
    const imported = await t.as(admin)({ method: 'POST', url: '/api/contentMarketplace/import', body: ok.payload, headers: ok.headers });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ Imported: 1 });
    // the same file again: the video is there already, nothing is imported
    const again = await t.as(admin)({ method: 'POST', url: '/api/contentMarketplace/import', body: ok.payload, headers: ok.headers });
    expect(again.statusCode).toBe(400);
    expect((await count()).n).toBe(before.n + 1);
    expect((await t.as(ana)({ method: 'POST', url: '/api/contentMarketplace/import', body: ok.payload, headers: ok.headers })).statusCode).toBe(403);
  });

  it('should list for learners with a privacy-enhanced embed and apply the filters for the Admin only', async () => {
    await createMarketplaceItem(t, admin, { VideoName: 'Workday HCM business process framework', ProductName: 'Workday', ModuleName: '', TrackName: 'Human Capital' });
    const adminRes = await t.as(admin)({ url: '/api/contentMarketplace?ProductName=workday&pageSize=100' });
    expect(adminRes.statusCode).toBe(200);
    expect(adminRes.json().data.items.map((i: { VideoName: string }) => i.VideoName)).toEqual(['Workday HCM business process framework']);
    const learner = await t.as(ana)({ url: '/api/contentMarketplace?ProductName=workday&pageSize=100' });
    expect(learner.json().data.total).toBeGreaterThan(1);
    const item = learner.json().data.items[0];
    expect(item.EmbedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?rel=0$/);
    expect(item.ThumbnailUrl).toMatch(/^https:\/\/i\.ytimg\.com\/vi\//);
    expect((await t.as(ana)({ method: 'POST', url: '/api/contentMarketplace', body: {} })).statusCode).toBe(403);
    const invalid = await t.as(admin)({ method: 'POST', url: '/api/contentMarketplace', body: { Topic: 'x', VideoName: 'y', ChannelName: 'z', ExperienceLevel: 'Fresher', ProductName: 'SAP', VideoUrl: 'https://vimeo.com/1234567' } });
    expect(invalid.statusCode).toBe(400);
  });
});
