import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCourse, type User } from '../courses/course-factories.ts';
import { expireOrdersJob } from './payments.service.ts';
import { razorpaySignature } from './providers/razorpay-gateway.ts';
import * as repo from './payments.repository.ts';

/*
 * Issue 14, the order's life after checkout: unpaid orders expire through the scheduled job (cause 'system', coins
 * back once) and a capture arriving later still counts; a capture for a thing the learner holds already (paid
 * twice, or admitted meanwhile) grants nothing and is refunded automatically through the order's provider with a
 * credit note, or left flagged for staff when the provider refuses. Stripe's and Razorpay's SDKs talk to a local
 * HTTP stand-in of their APIs (nothing of ours is mocked).
 */

const STRIPE_SECRET = 'whsec_test_doubles';
const RAZORPAY_SECRET = 'rzp_webhook_secret_doubles';
const stripeSdk = new Stripe('sk_test_unused');

/** The providers' refund APIs on 127.0.0.1: answers a refund, or refuses it while `refuse` is set; keeps what it was sent. */
const providerApi = {
  server: undefined as Server | undefined,
  refuse: false,
  calls: [] as { path: string; body: string; idempotencyKey: string | undefined }[],
};

let t: TestApp;
let editor: User;
let admin: User;

beforeAll(async () => {
  providerApi.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      providerApi.calls.push({ path: req.url ?? '', body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      res.setHeader('content-type', 'application/json');
      if (providerApi.refuse) {
        res.statusCode = 400;
        res.end(JSON.stringify(req.url?.startsWith('/v1/refunds')
          ? { error: { type: 'invalid_request_error', message: 'Charge has already been refunded.' } }
          : { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } }));
        return;
      }
      const n = providerApi.calls.length;
      if (req.url === '/v1/refunds') {
        const amount = Number(new URLSearchParams(body).get('amount'));
        res.end(JSON.stringify({ id: `re_local_${n}`, object: 'refund', amount, currency: 'usd', status: 'succeeded' }));
      } else {
        const amount = (JSON.parse(body || '{}') as { amount?: number }).amount;
        res.end(JSON.stringify({ id: `rfnd_local_${n}`, entity: 'refund', amount, currency: 'INR', status: 'processed' }));
      }
    });
  });
  await new Promise<void>((done) => providerApi.server!.listen(0, '127.0.0.1', done));
  const api = `http://127.0.0.1:${(providerApi.server.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      RATE_LIMIT_PER_MINUTE: '100000', ORDER_EXPIRY_MINUTES: '60',
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET, STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_URL: api,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_SECRET, RAZORPAY_KEY_ID: 'rzp_test_local', RAZORPAY_KEY_SECRET: 'local_secret', RAZORPAY_API_URL: api,
      // The test checkout stays on beside the providers (it serves a currency only when no provider does: here the
      // orders of the test provider are written as its checkout writes them).
      PAYMENTS_TEST_PROVIDER: 'true',
    },
  });
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise((done) => providerApi.server?.close(done));
});

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const count = async (q: ReturnType<typeof sql>) => Number(rows<{ n: number }>(await t.database.db.execute(q))[0]!.n);
const orderRow = async (id: number) => (await repo.lockOrder(t.database.db, id))!;
const events = async (id: number) => rows<{ type: string; source: string; note: string; reference: string | null }>(
  await t.database.db.execute(sql`select type, source, note, reference from order_events where order_id = ${id} order by id`));
const balance = (userId: number) => t.services.coins.balance(userId);
const giveCoins = (userId: number, amount: number) =>
  t.database.db.transaction((tx) => t.services.coins.credit(tx, { userId, eventName: 'staff.credit', amount, reason: 'Test balance', actorId: null, idempotencyKey: `test:${userId}:${amount}` }));
const admitted = (userId: number, courseId: number) => count(sql`select count(*)::int as n from admissions where user_id = ${userId} and course_id = ${courseId}`);

/** An open order as a provider's checkout leaves it (the provider is chosen per currency by the keys set). */
async function openOrder(provider: 'test' | 'stripe' | 'razorpay', learner: User, course: { ID: number; Title: string; Url: string }, coins = 0) {
  const currency = provider === 'stripe' ? 'USD' : 'INR';
  const amount = currency === 'INR' ? 499_900 : 5900;
  const at = t.clock.now();
  const o = await repo.insertOrder(t.database.db, {
    userId: learner.id, itemKind: 'course', itemId: course.ID, itemTitle: course.Title, itemRef: course.Url, currency, amount, provider,
    providerOrderId: `${provider}_${course.ID}_${learner.id}_${at.getTime()}`, buyerName: 'Test Learner', buyerEmail: learner.email, createdOn: at, updatedOn: at,
    coinsUsed: coins, coinsValue: coins * 100,
  });
  if (coins) await t.database.db.transaction((tx) => t.services.coins.debit(tx, { userId: learner.id, eventName: 'order.payment', amount: coins, reason: `Paid towards order #${o!.id}`, actorId: null, idempotencyKey: `order.payment:${o!.id}` }));
  await repo.insertEvent(t.database.db, { orderId: o!.id, type: 'created', toStatus: 'created', amount, currency, source: 'learner', actorUserId: learner.id, occurredOn: at });
  return o!;
}

const course = () => createCourse(t, editor, { CoursePrice: { INR: 499_900, USD: 5900 } });
const payTest = (learner: User, orderId: number) => t.as(learner)({ method: 'POST', url: `/api/payments/testCheckout/${orderId}`, body: { Outcome: 'pay' } });
const admit = (learnerId: number, courseId: number) => t.as(admin)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: courseId, UserIDs: [learnerId] } });

function sendStripeCompleted(orderId: number, amount: number, eventId: string) {
  const payload = JSON.stringify({
    id: eventId, object: 'event', type: 'checkout.session.completed', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000),
    data: { object: { id: `cs_${eventId}`, object: 'checkout.session', payment_status: 'paid', amount_total: amount, currency: 'usd', client_reference_id: String(orderId), metadata: { orderId: String(orderId) }, payment_intent: `pi_${eventId}` } },
  });
  // Signed at the app's clock (the expiry tests moved it on): the tolerance is checked against it.
  const header = stripeSdk.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET, timestamp: Math.floor(t.clock.now().getTime() / 1000) });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}
function sendRazorpayCaptured(orderId: number, amount: number, eventId: string) {
  const payload = JSON.stringify({
    entity: 'event', event: 'payment.captured', created_at: Math.floor(Date.now() / 1000),
    payload: { payment: { entity: { id: `pay_${eventId}`, entity: 'payment', amount, currency: 'INR', status: 'captured', notes: { orderId: String(orderId) } } } },
  });
  return t.app.inject({
    method: 'POST', url: '/api/payments/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpaySignature(payload, RAZORPAY_SECRET), 'x-razorpay-event-id': eventId }, payload,
  });
}

describe('the expiry job', () => {
  it("should expire open orders older than ORDER_EXPIRY_MINUTES with the cause 'system' and give their coins back exactly once", async () => {
    const c = await course();
    const learner = await t.createUser();
    await giveCoins(learner.id, 300);
    const old = await openOrder('test', learner, c, 120);
    expect(await balance(learner.id)).toBe(180);
    t.clock.advance(59 * 60_000);
    const other = await t.createUser();
    const fresh = await openOrder('test', other, await course());

    // Not yet an hour: nothing expires.
    await expireOrdersJob(t.services.payments).run();
    expect((await orderRow(old.id)).status).toBe('created');

    t.clock.advance(2 * 60_000);
    // The job's runs meeting (two workers, a retry): one expiry, one return of the coins.
    await Promise.all([expireOrdersJob(t.services.payments).run(), t.services.payments.expireStale(), t.services.payments.expireStale()]);
    await t.services.payments.expireStale();
    expect((await orderRow(old.id)).status).toBe('expired');
    expect((await orderRow(fresh.id)).status).toBe('created');
    const ev = await events(old.id);
    expect(ev.filter((e) => e.type === 'expired')).toEqual([expect.objectContaining({ source: 'system', note: 'Unpaid for 60 minutes' })]);
    expect(await balance(learner.id)).toBe(300);
    expect(await count(sql`select count(*)::int as n from coin_ledger where idempotency_key = ${`order.refund:${old.id}`}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payments.expire' and entity_id = ${String(old.id)}`)).toBe(1);
  });

  it('should still capture a payment that arrives after the order expired, taking its coins again, and return them on refund', async () => {
    const c = await course();
    const learner = await t.createUser();
    await giveCoins(learner.id, 500);
    const o = await openOrder('test', learner, c, 200);
    t.clock.advance(61 * 60_000);
    await t.services.payments.expireStale();
    expect((await orderRow(o.id)).status).toBe('expired');
    expect(await balance(learner.id)).toBe(500);

    const paid = await payTest(learner, o.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ Status: 'paid', CapturedAmount: 499_900 - 20_000, Attention: null });
    expect(await admitted(learner.id, c.ID)).toBe(1);
    expect(await balance(learner.id)).toBe(300);
    expect((await events(o.id)).map((e) => e.type)).toEqual(['created', 'expired', 'paid', 'granted']);

    const refund = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${o.id}/refund`, body: { Reason: 'Changed their mind within 7 days' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await balance(learner.id)).toBe(500);
    expect(await admitted(learner.id, c.ID)).toBe(0);
  });
});

describe('a capture for a thing the learner holds already', () => {
  it('should not grant again when the learner was admitted meanwhile, and refund through the test provider with a credit note', async () => {
    const c = await course();
    const learner = await t.createUser();
    await giveCoins(learner.id, 100);
    const o = await openOrder('test', learner, c, 100);
    expect((await admit(learner.id, c.ID)).statusCode).toBe(200);

    const paid = await payTest(learner, o.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ Status: 'refunded', CapturedAmount: 489_900, RefundedAmount: 489_900, Attention: null });
    const ev = await events(o.id);
    expect(ev.map((e) => e.type)).toEqual(['created', 'paid', 'attention', 'refunded', 'revoked']);
    expect(ev[3]).toMatchObject({ source: 'system', note: expect.stringMatching(/^Refunded automatically: Refund due: the learner held it already/) });
    expect(ev[3]!.reference).toMatch(/^test_rf_/);
    expect(ev[4]!.note).toBe('Nothing to withdraw');
    // The admission made by staff stays; the coins come back; an invoice and its credit note.
    expect(await admitted(learner.id, c.ID)).toBe(1);
    expect(await balance(learner.id)).toBe(100);
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.id} and kind = 'credit_note'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payments.refund' and entity_id = ${String(o.id)} and actor_user_id is null`)).toBe(1);
    // Paying again changes nothing.
    expect((await payTest(learner, o.id)).json().data.Status).toBe('refunded');
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.id}`)).toBe(2);
  });

  it('should refund a second payment of the same thing (an expired order paid late after a new one was paid)', async () => {
    const c = await course();
    const learner = await t.createUser();
    const first = await openOrder('test', learner, c);
    t.clock.advance(61 * 60_000);
    await t.services.payments.expireStale();
    const second = await openOrder('test', learner, c);
    expect((await payTest(learner, second.id)).json().data.Status).toBe('paid');

    const late = await payTest(learner, first.id);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({ Status: 'refunded', RefundedAmount: 499_900 });
    expect((await events(first.id)).find((e) => e.type === 'attention')!.note).toContain(`paid already by order #${second.id}`);
    expect((await orderRow(second.id)).status).toBe('paid');
    expect(await admitted(learner.id, c.ID)).toBe(1);
  });

  it('should refund through Stripe, and flag the order for staff when Stripe refuses, until staff refund it', async () => {
    const c = await course();
    const learner = await t.createUser();
    const o = await openOrder('stripe', learner, c);
    await admit(learner.id, c.ID);
    providerApi.calls = [];
    const res = await sendStripeCompleted(o.id, 5900, `evt_double_${o.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(providerApi.calls).toEqual([expect.objectContaining({ path: '/v1/refunds', idempotencyKey: `auto-refund-${o.id}` })]);
    expect(new URLSearchParams(providerApi.calls[0]!.body).get('payment_intent')).toBe(`pi_evt_double_${o.id}`);
    expect(new URLSearchParams(providerApi.calls[0]!.body).get('amount')).toBe('5900');
    expect(await orderRow(o.id)).toMatchObject({ status: 'refunded', refundedAmount: 5900, attention: null });
    expect((await events(o.id)).find((e) => e.type === 'refunded')).toMatchObject({ source: 'system', reference: 're_local_1' });

    // Refused: the order stays paid, flagged, in the staff filter, with an event and an audit entry.
    const c2 = await course();
    const learner2 = await t.createUser();
    const o2 = await openOrder('stripe', learner2, c2);
    await admit(learner2.id, c2.ID);
    providerApi.refuse = true;
    try {
      expect((await sendStripeCompleted(o2.id, 5900, `evt_double_${o2.id}`)).statusCode).toBe(200);
    } finally {
      providerApi.refuse = false;
    }
    const flagged = await orderRow(o2.id);
    expect(flagged).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(flagged.attention).toMatch(/^Automatic refund failed: .*already been refunded/);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payments.attention' and entity_id = ${String(o2.id)}`)).toBe(1);
    const list = await t.as(admin)({ url: '/api/payments/orders?attention=yes&pageSize=100' });
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json().data.items as { ID: number; Attention: string | null }[]).map((x) => x.ID);
    expect(ids).toContain(o2.id);
    expect(ids).not.toContain(o.id);
    expect(await admitted(learner2.id, c2.ID)).toBe(1);

    // Staff refund it once the provider answers again: the flag goes, the admission made by staff stays.
    const refund = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${o2.id}/refund`, body: { Reason: 'Paid for a course already held' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({ Status: 'refunded', Attention: null });
    expect(await admitted(learner2.id, c2.ID)).toBe(1);
    const after = await t.as(admin)({ url: '/api/payments/orders?attention=yes&pageSize=100' });
    expect((after.json().data.items as { ID: number }[]).map((x) => x.ID)).not.toContain(o2.id);
  });

  it('should refund through Razorpay, once, whatever the webhook repeats', async () => {
    const c = await course();
    const learner = await t.createUser();
    const o = await openOrder('razorpay', learner, c);
    await admit(learner.id, c.ID);
    providerApi.calls = [];
    const sent = await Promise.all([sendRazorpayCaptured(o.id, 499_900, `evt_rzp_${o.id}`), sendRazorpayCaptured(o.id, 499_900, `evt_rzp_${o.id}`)]);
    for (const r of sent) expect(r.statusCode, r.body).toBe(200);
    expect(providerApi.calls).toHaveLength(1);
    expect(providerApi.calls[0]!.path).toBe(`/v1/payments/pay_evt_rzp_${o.id}/refund`);
    expect(JSON.parse(providerApi.calls[0]!.body)).toMatchObject({ amount: 499_900 });
    expect(await orderRow(o.id)).toMatchObject({ status: 'refunded', refundedAmount: 499_900, attention: null });
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.id} and kind = 'credit_note'`)).toBe(1);
    expect(await admitted(learner.id, c.ID)).toBe(1);
  });
  it('should flag the order for staff when Razorpay refuses the automatic refund, keep it flagged on a replay, and let staff refund it once Razorpay answers', async () => {
    const c = await course();
    const learner = await t.createUser();
    const o = await openOrder('razorpay', learner, c);
    await admit(learner.id, c.ID);
    providerApi.calls = [];
    providerApi.refuse = true;
    try {
      expect((await sendRazorpayCaptured(o.id, 499_900, `evt_rzp_refused_${o.id}`)).statusCode).toBe(200);
      // The same delivery again changes nothing and asks Razorpay nothing more.
      expect((await sendRazorpayCaptured(o.id, 499_900, `evt_rzp_refused_${o.id}`)).statusCode).toBe(200);
    } finally {
      providerApi.refuse = false;
    }
    expect(providerApi.calls).toHaveLength(1);
    expect(providerApi.calls[0]!.path).toBe(`/v1/payments/pay_evt_rzp_refused_${o.id}/refund`);
    const flagged = await orderRow(o.id);
    expect(flagged).toMatchObject({ status: 'paid', capturedAmount: 499_900, refundedAmount: 0 });
    expect(flagged.attention).toMatch(/^Automatic refund failed: .*fully refunded already/);
    expect((await events(o.id)).filter((e) => e.type === 'refunded')).toHaveLength(0);
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.id} and kind = 'credit_note'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payments.attention' and entity_id = ${String(o.id)}`)).toBe(1);
    const list = (await t.as(admin)({ url: '/api/payments/orders?attention=yes&pageSize=100' })).json().data.items as { ID: number; Attention: string | null }[];
    expect(list.find((x) => x.ID === o.id)?.Attention).toMatch(/^Automatic refund failed/);
    // The staff list is for payments.manage only.
    expect((await t.as(learner)({ url: '/api/payments/orders?attention=yes' })).statusCode).toBe(403);

    // Staff refund it: through Razorpay, a credit note, the flag cleared; the admission is not the order's, so it stays.
    providerApi.calls = [];
    const refund = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${o.id}/refund`, body: { Reason: 'Paid for a course already held' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({ Status: 'refunded', Attention: null });
    expect(providerApi.calls).toEqual([expect.objectContaining({ path: `/v1/payments/pay_evt_rzp_refused_${o.id}/refund` })]);
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.id} and kind = 'credit_note'`)).toBe(1);
    expect(await admitted(learner.id, c.ID)).toBe(1);
  });
  it("should answer staff 422 with the provider's own reason when Razorpay or Stripe refuses their refund, change nothing, and refund once the provider agrees", async () => {
    for (const provider of ['razorpay', 'stripe'] as const) {
      const c = await course();
      const learner = await t.createUser();
      const o = await openOrder(provider, learner, c);
      const paid = provider === 'razorpay' ? await sendRazorpayCaptured(o.id, 499_900, `evt_rzp_staff_${o.id}`) : await sendStripeCompleted(o.id, 5900, `evt_stripe_staff_${o.id}`);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await orderRow(o.id)).toMatchObject({ status: 'paid', attention: null });
      expect(await admitted(learner.id, c.ID)).toBe(1);

      providerApi.calls = [];
      providerApi.refuse = true;
      let refused;
      try {
        refused = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${o.id}/refund`, body: { Reason: 'Changed their mind within 7 days' } });
      } finally {
        providerApi.refuse = false;
      }
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().code).toBe('RULE_VIOLATED');
      expect(refused.json().message).toMatch(provider === 'razorpay'
        ? /^Razorpay refused the refund; nothing was refunded\. Its reason: Razorpay 400: The payment has been fully refunded already$/
        : /^Stripe refused the refund; nothing was refunded\. Its reason: Stripe 400: Charge has already been refunded\.$/);
      // Asked once (a refusal is not retried), and nothing of ours changed: still paid and admitted, no credit note, no refund event.
      expect(providerApi.calls).toHaveLength(1);
      expect(await orderRow(o.id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
      expect((await events(o.id)).map((e) => e.type)).toEqual(['created', 'paid', 'granted']);
      expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.id} and kind = 'credit_note'`)).toBe(0);
      expect(await count(sql`select count(*)::int as n from audit_log where action = 'payments.refund' and entity_id = ${String(o.id)}`)).toBe(0);
      expect(await admitted(learner.id, c.ID)).toBe(1);

      const refund = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${o.id}/refund`, body: { Reason: 'Changed their mind within 7 days' } });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json().data.Status).toBe('refunded');
      expect(await admitted(learner.id, c.ID)).toBe(0);
    }
  });

  it("should leave the order for staff when the test provider refuses the automatic refund ('pay-refuse-auto-refund'), and refund it when staff do", async () => {
    const c = await course();
    const learner = await t.createUser();
    const o = await openOrder('test', learner, c);
    await admit(learner.id, c.ID);
    const paid = await t.as(learner)({ method: 'POST', url: `/api/payments/testCheckout/${o.id}`, body: { Outcome: 'pay-refuse-auto-refund' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const flagged = await orderRow(o.id);
    expect(flagged).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(flagged.attention).toBe('Automatic refund failed: The test provider refused this refund (chosen at its checkout)');
    const refund = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${o.id}/refund`, body: { Reason: 'Paid for a course already held' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({ Status: 'refunded', Attention: null });
    // An outcome the test provider does not know: 400, nothing changes.
    const other = await openOrder('test', learner, await course());
    expect((await t.as(learner)({ method: 'POST', url: `/api/payments/testCheckout/${other.id}`, body: { Outcome: 'refuse' } })).statusCode).toBe(400);
    expect((await orderRow(other.id)).status).toBe('created');
  });
});
