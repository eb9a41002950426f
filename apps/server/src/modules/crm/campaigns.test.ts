import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startSmtpPeer as startPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createMailDelivery } from '../../platform/mail/mail-delivery.ts';

const quiet = { info() {}, warn() {}, error() {} };
const rows = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[]));

let t: TestApp;
let peer: Awaited<ReturnType<typeof startPeer>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  peer = await startPeer({ reject: (to) => (to.startsWith('gone') ? '5.1.1 <' + to + '>: no such user here' : undefined) });
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

function delivery() {
  // Far in the future: every throttled mail is due (the throttle is tested on its own below).
  return createMailDelivery({
    db: t.database.db, config: { ...t.config, SMTP_URL: peer.url, MAIL_FROM: 'Academy <news@academy.test>' }, log: quiet,
    now: () => new Date(Date.now() + 365 * 86_400_000), batchSize: 50, maxBatches: 4,
  });
}

async function listOf(n: number, prefix: string) {
  const list = await t.as(admin)({ method: 'POST', url: '/api/emailLists', body: { Name: `${prefix} list` } });
  const id = list.json().data.ID;
  const csv = ['Email,Name', ...Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com,Reader ${i}`)].join('\n');
  const added = await t.as(admin)({ method: 'POST', url: `/api/emailLists/${id}/members`, body: { Csv: `${csv}\nnot-an-address,Bad\n` } });
  expect(added.json().data).toMatchObject({ Added: n, Invalid: ['not-an-address'] });
  return id as number;
}

async function campaign(listId: number, over: Record<string, unknown> = {}) {
  const res = await t.as(admin)({
    method: 'POST', url: '/api/campaigns',
    body: {
      CampaignName: 'SAP FICO spring cohort', MailSubject: 'Hello {{name}}: the spring cohort opens',
      Template: '<mjml><mj-body><mj-section><mj-column><mj-text>Hello {{name}}, the {{cohort}} cohort starts soon.</mj-text></mj-column></mj-section></mj-body></mjml>',
      Variables: { cohort: 'SAP FICO' }, Audience: { kind: 'list', listId }, RatePerMinute: 100_000, ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

describe('campaign sending', () => {
  it('should deliver exactly one mail to each of 1,000 recipients across a crash and restart, and none to suppressed ones', async () => {
    const listId = await listOf(1000, 'bulk');
    for (let i = 0; i < 10; i++) await t.database.db.execute(sql`insert into mail_suppressions (email, reason) values (${`bulk${i * 100}@example.com`}, 'unsubscribed')`);
    const id = await campaign(listId);

    // The queueing worker stops half way (5 of 10 batches), the delivery worker sends part of that and stops too.
    expect(await t.services.crm.dispatch(id, { batch: 100, maxBatches: 5 })).toBeGreaterThan(400);
    const first = delivery();
    await first.runOnce();
    await first.close();
    expect(peer.received.length).toBe(200);

    // Both restart: the campaign's remaining recipients are queued, and delivery runs until the outbox is empty.
    await t.services.crm.dispatchDue();
    const second = delivery();
    for (let i = 0; i < 10 && (await second.runOnce()).sent > 0; i++);
    await second.close();

    const perAddress = new Map<string, number>();
    for (const m of peer.received) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
    expect(perAddress.size).toBe(990);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    for (let i = 0; i < 10; i++) expect(perAddress.has(`bulk${i * 100}@example.com`)).toBe(false);

    const list = (await t.as(admin)({ method: 'POST', url: '/api/Sendemail/getCampaignList', body: {} })).json().data;
    expect(list.find((c: { ID: number }) => c.ID === id)).toMatchObject({ Status: 'queued', Recipients: 1000, Suppressed: 10, MailSubject: 'Hello {{name}}: the spring cohort opens' });
    const history = (await t.as(admin)({ url: `/api/campaigns/history?campaignId=${id}&term=bulk100@` })).json().data.items;
    expect(history).toEqual([expect.objectContaining({ Email: 'bulk100@example.com', Status: 'suppressed' })]);
    const sent = (await t.as(admin)({ url: `/api/campaigns/history?campaignId=${id}&term=bulk101@` })).json().data.items;
    expect(sent).toEqual([expect.objectContaining({ Status: 'sent' })]);
  }, 180_000);

  it('should carry one-click List-Unsubscribe headers and a visible link that unsubscribes only its own recipient, without login', async () => {
    const listId = await listOf(3, 'one');
    const before = peer.received.length;
    const id = await campaign(listId);
    await t.services.crm.dispatch(id);
    const d = delivery();
    await d.runOnce();
    await d.close();
    const mails = peer.received.slice(before);
    expect(mails).toHaveLength(3);
    const raw = mails.find((m) => m.to === 'one1@example.com')!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/^Subject: Hello Reader 1: the spring cohort opens/m);
    expect(raw).toContain('the SAP FICO cohort starts soon');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const token = /List-Unsubscribe:\s*<[^>]*\/api\/unsubscribe\/(\w+)>/.exec(raw)![1]!;
    expect(raw).toContain(`/app/unsubscribe/${token}`);

    const info = await t.request({ url: `/api/unsubscribe/${token}` });
    expect(info.json().data).toEqual({ Email: 'o***@example.com', Unsubscribed: false });
    // RFC 8058: the mail client POSTs a form body, no login, no anti-forgery header.
    const click = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(click.statusCode, click.body).toBe(200);
    expect((await t.request({ url: `/api/unsubscribe/${'x'.repeat(64)}` })).statusCode).toBe(404);

    // The next campaign to the same list skips the unsubscribed address only.
    const next = await campaign(listId, { CampaignName: 'Follow-up' });
    const preview = await t.as(admin)({ method: 'POST', url: '/api/campaigns/audience', body: { Audience: { kind: 'list', listId } } });
    expect(preview.json().data).toMatchObject({ Count: 3, Suppressed: 1 });
    expect(await t.services.crm.dispatch(next)).toBe(2);
  });

  it('should suppress a hard-bounced address for every later campaign, and no address for our own or a passing failure', async () => {
    const listId = await listOf(3, 'bounce');
    await t.as(admin)({ method: 'POST', url: `/api/emailLists/${listId}/members`, body: { Members: [{ Email: 'gone1@example.com', Name: 'Gone' }] } });
    const id = await campaign(listId);
    expect(await t.services.crm.dispatch(id)).toBe(4);
    const d = delivery();
    expect((await d.runOnce()).failed).toBe(1);
    await d.close();
    const failed = (await t.as(admin)({ url: `/api/campaigns/history?campaignId=${id}&term=gone1@` })).json().data.items;
    expect(failed).toEqual([expect.objectContaining({ Status: 'failed', Error: expect.stringMatching(/^550 5\.1\.1 .*no such user/) })]);

    // Failures that are not the recipient's: our SMTP login refused, a mailbox busy until the attempts ran out.
    for (const [to, error] of [['ours@example.com', '535 5.7.8 Authentication credentials invalid'], ['busy@example.com', '452 4.2.2 Mailbox full'], ['sender@example.com', '550 5.1.7 Bad sender address']]) {
      await t.database.db.execute(sql`insert into mail_outbox (idempotency_key, to_address, subject, text_body, status, last_error) values (${`test-fail:${to}`}, ${to}, 'x', 'x', 'failed', ${error})`);
    }
    expect(await t.services.crm.suppressBounces()).toBe(1);
    expect(await t.services.crm.suppressBounces()).toBe(0);
    const suppressed = rows<{ email: string; reason: string }>(await t.database.db.execute(sql`select email, reason from mail_suppressions where email in ('gone1@example.com', 'ours@example.com', 'busy@example.com', 'sender@example.com')`));
    expect(suppressed).toEqual([{ email: 'gone1@example.com', reason: 'bounced' }]);

    const preview = await t.as(admin)({ method: 'POST', url: '/api/campaigns/audience', body: { Audience: { kind: 'list', listId } } });
    expect(preview.json().data).toMatchObject({ Count: 4, Suppressed: 1 });
    const next = await campaign(listId, { CampaignName: 'After the bounce' });
    expect(await t.services.crm.dispatch(next)).toBe(3);
    const skipped = (await t.as(admin)({ url: `/api/campaigns/history?campaignId=${next}&term=gone1@` })).json().data.items;
    expect(skipped).toEqual([expect.objectContaining({ Status: 'suppressed' })]);
  });

  it('should record the first opening of a mail from its pixel, without login, in the history and the enquiry timeline', async () => {
    const listId = await listOf(2, 'open');
    const enquiry = await t.request({
      method: 'POST', url: '/api/enquiries',
      body: { Name: 'Open', LastName: 'Reader', Email: 'open0@example.com', CountryCode: '+91', MobileNumber: '9123400001', City: 'Pune', EnquiryDescription: 'SAP MM batches?', StartedAt: t.clock.now().getTime() - 10_000 },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(200);
    const before = peer.received.length;
    const id = await campaign(listId, { CampaignName: 'Open tracking' });
    await t.services.crm.dispatch(id);
    const d = delivery();
    await d.runOnce();
    await d.close();
    const raw = peer.received.slice(before).find((m) => m.to === 'open0@example.com')!.raw.replace(/=\r?\n/g, '');
    const pixel = /<img src=3D"[^"]*(\/api\/campaigns\/open\/\w+)"/.exec(raw)?.[1];
    expect(pixel, 'the HTML part carries the open pixel').toBeTruthy();

    const sent = (await t.as(admin)({ url: `/api/campaigns/history?campaignId=${id}&term=open0@` })).json().data.items;
    expect(sent).toEqual([expect.objectContaining({ Status: 'sent', OpenedOn: null })]);
    const gif = await t.app.inject({ method: 'GET', url: pixel! });
    expect(gif.statusCode).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const opened = (await t.as(admin)({ url: `/api/campaigns/history?campaignId=${id}&term=open0@` })).json().data.items[0];
    expect(opened).toMatchObject({ Status: 'opened', OpenedOn: expect.any(String) });
    t.clock.advance(60_000);
    await t.app.inject({ method: 'GET', url: pixel! });
    expect((await t.as(admin)({ url: `/api/campaigns/history?campaignId=${id}&term=open0@` })).json().data.items[0].OpenedOn).toBe(opened.OpenedOn);
    // The other recipient was not opened; an unknown token answers the same pixel and records nothing.
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns/open/${'x'.repeat(64)}` })).statusCode).toBe(200);
    expect((await t.as(admin)({ url: `/api/campaigns/history?campaignId=${id}&term=open1@` })).json().data.items[0]).toMatchObject({ Status: 'sent', OpenedOn: null });

    const [e] = (await t.as(admin)({ url: '/api/enquiries?term=open0@example' })).json().data.items;
    const timeline = (await t.as(admin)({ url: `/api/enquiryProfile/${e.ID}` })).json().data.timeline as { Kind: string; Text: string }[];
    const mails = timeline.filter((x) => x.Kind === 'mail').map((x) => x.Text);
    expect(mails.sort()).toEqual(['Campaign "Open tracking" opened', 'Campaign "Open tracking" sent']);
  });

  it('should spread a throttled campaign over time through the outbox', async () => {
    const listId = await listOf(5, 'slow');
    const id = await campaign(listId, { RatePerMinute: 60 });
    await t.services.crm.dispatch(id);
    const times = rows<{ at: string }>(await t.database.db.execute(sql`select next_attempt_at::text as at from mail_outbox where idempotency_key like ${`campaign:${id}:%`} order by next_attempt_at`));
    const ms = times.map((r) => new Date(r.at).getTime());
    expect(ms).toHaveLength(5);
    expect(ms[4]! - ms[0]!).toBeGreaterThanOrEqual(3_900);
  });

  it('should refuse a campaign to staff without campaigns.manage and a template mjml cannot read', async () => {
    const editor = await t.createUser({ role: 'Editor' });
    expect((await t.as(editor)({ method: 'POST', url: '/api/Sendemail/getCampaignList', body: {} })).statusCode).toBe(403);
    const listId = await listOf(1, 'bad');
    const res = await t.as(admin)({ method: 'POST', url: '/api/campaigns', body: { CampaignName: 'x', MailSubject: 'x', Template: '<mjml><mj-body><mj-nothing></mj-nothing></mj-body></mjml>', Audience: { kind: 'list', listId } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.Template');
  });
});
