import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addLesson, buildCourse, content, createAssignment, createCourse, createLessonTest, heartbeat, type User } from '../courses/course-factories.ts';
import { razorpaySignature } from './providers/razorpay-gateway.ts';
import * as repo from './payments.repository.ts';
import { numberInvoicesJob } from './payments.service.ts';
import { financialYear } from './gst.ts';

/*
 * Provider webhooks with fixtures signed by each provider's real scheme: Stripe's `Stripe-Signature` (t=...,v1=HMAC
 * of "t.body", made by the SDK's own test helper, checked by stripe.webhooks.constructEvent with its tolerance) and
 * Razorpay's hex HMAC-SHA256 of the raw body. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the
 * torture test's deliveries really run side by side.
 */

const STRIPE_SECRET = 'whsec_test_0123456789abcdef';
const RAZORPAY_SECRET = 'rzp_webhook_secret_for_tests';
const stripe = new Stripe('sk_test_unused');

let t: TestApp;
let editor: User;

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '100000', STRIPE_WEBHOOK_SECRET: STRIPE_SECRET, RAZORPAY_WEBHOOK_SECRET: RAZORPAY_SECRET } });
  editor = await t.createUser({ role: 'Editor' });
}, 60_000);
afterAll(() => t.close());

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const count = async (q: ReturnType<typeof sql>) => Number(rows<{ n: number }>(await t.database.db.execute(q))[0]!.n);

/** An order a provider's checkout opened (what POST /payments/checkout writes when that provider's keys are set). */
async function providerOrder(provider: 'stripe' | 'razorpay', currency: 'INR' | 'USD') {
  const course = await createCourse(t, editor, { CoursePrice: { INR: 249_900, USD: 2900 } });
  const learner = await t.createUser();
  const amount = currency === 'INR' ? 249_900 : 2900;
  const order = await repo.insertOrder(t.database.db, {
    userId: learner.id, itemKind: 'course', itemId: course.ID, itemTitle: course.Title, itemRef: course.Url, currency, amount, provider,
    providerOrderId: `${provider === 'stripe' ? 'cs_test' : 'plink'}_${course.ID}`, buyerName: 'Test Learner', buyerEmail: learner.email,
  });
  await repo.insertEvent(t.database.db, { orderId: order!.id, type: 'created', toStatus: 'created', amount, currency, source: 'learner', actorUserId: learner.id });
  return { order: order!, course, learner, amount };
}

function sendStripe(event: object, o: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: o.secret ?? STRIPE_SECRET, ...(o.timestamp ? { timestamp: o.timestamp } : {}) });
  return t.app.inject({
    method: 'POST', url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: o.tamper ? payload.replace('"paid"', '"unpaid"') : payload,
  });
}

function sendRazorpay(eventId: string, body: object, o: { signature?: string } = {}) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST', url: '/api/payments/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': o.signature ?? razorpaySignature(payload, RAZORPAY_SECRET), 'x-razorpay-event-id': eventId },
    payload,
  });
}

const stripeCompleted = (id: string, orderId: number, amount: number) => ({
  id, object: 'event', type: 'checkout.session.completed', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000),
  data: { object: { id: `cs_test_${id}`, object: 'checkout.session', payment_status: 'paid', amount_total: amount, currency: 'usd', client_reference_id: String(orderId), metadata: { orderId: String(orderId) }, payment_intent: `pi_${orderId}` } },
});

const razorpayCaptured = (event: 'payment.captured' | 'order.paid', orderId: number, amount: number) => ({
  entity: 'event', event, account_id: 'acc_test', created_at: Math.floor(Date.now() / 1000),
  payload: { payment: { entity: { id: `pay_${orderId}`, entity: 'payment', amount, currency: 'INR', status: 'captured', notes: { orderId: String(orderId) } } } },
});

async function state(orderId: number, userId: number, courseId: number) {
  return {
    status: rows<{ status: string }>(await t.database.db.execute(sql`select status from orders where id = ${orderId}`))[0]!.status,
    paidEvents: await count(sql`select count(*)::int as n from order_events where order_id = ${orderId} and type = 'paid'`),
    invoices: await count(sql`select count(*)::int as n from invoices where order_id = ${orderId} and kind = 'invoice'`),
    admissions: await count(sql`select count(*)::int as n from admissions where user_id = ${userId} and course_id = ${courseId}`),
    audits: await count(sql`select count(*)::int as n from audit_log where action = 'payments.capture' and entity_id = ${String(orderId)}`),
  };
}

describe('POST /payments/webhooks/stripe', () => {
  it('should capture a signed checkout.session.completed once, and answer a replay 200 with no change', async () => {
    const { order, learner, course, amount } = await providerOrder('stripe', 'USD');
    const event = stripeCompleted('evt_stripe_1', order.id, amount);
    const first = await sendStripe(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.Outcome).toBe('applied');
    expect(await state(order.id, learner.id, course.ID)).toEqual({ status: 'paid', paidEvents: 1, invoices: 1, admissions: 1, audits: 1 });
    const replay = await sendStripe(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.Outcome).toBe('duplicate');
    // The same payment told again by another event (payment_intent.succeeded) changes nothing either.
    const pi = await sendStripe({ id: 'evt_stripe_2', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: `pi_${order.id}`, object: 'payment_intent', amount_received: amount, currency: 'usd', metadata: { orderId: String(order.id) } } } });
    expect(pi.json().data.Outcome).toBe('ignored');
    expect(await state(order.id, learner.id, course.ID)).toEqual({ status: 'paid', paidEvents: 1, invoices: 1, admissions: 1, audits: 1 });
    // USD is an export: no GST.
    const inv = rows<Record<string, number>>(await t.database.db.execute(sql`select cgst, sgst, igst, total from invoices where order_id = ${order.id}`))[0];
    expect(inv).toEqual({ cgst: 0, sgst: 0, igst: 0, total: amount });
  });

  it('should answer 400 and change nothing for a bad, tampered or stale signature', async () => {
    const { order, learner, course, amount } = await providerOrder('stripe', 'USD');
    const before = await count(sql`select count(*)::int as n from payment_webhook_events`);
    const wrongSecret = await sendStripe(stripeCompleted('evt_bad_1', order.id, amount), { secret: 'whsec_someone_else' });
    const tampered = await sendStripe(stripeCompleted('evt_bad_2', order.id, amount), { tamper: true });
    const stale = await sendStripe(stripeCompleted('evt_bad_3', order.id, amount), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(stripeCompleted('evt_bad_4', order.id, amount)) });
    expect([wrongSecret.statusCode, tampered.statusCode, stale.statusCode, unsigned.statusCode]).toEqual([400, 400, 400, 400]);
    expect(await count(sql`select count(*)::int as n from payment_webhook_events`)).toBe(before);
    expect(await state(order.id, learner.id, course.ID)).toEqual({ status: 'created', paidEvents: 0, invoices: 0, admissions: 0, audits: 0 });
  });

  it('should record a refund made at Stripe, once, with its credit note, and refuse one that arrives before the capture', async () => {
    const { order, learner, course, amount } = await providerOrder('stripe', 'USD');
    const refund = (id: string) => ({ id, object: 'event', type: 'refund.created', data: { object: { id: 're_1', object: 'refund', amount, currency: 'usd', status: 'succeeded', payment_intent: `pi_${order.id}`, metadata: { orderId: String(order.id) } } } });
    const early = await sendStripe(refund('evt_rf_early'));
    expect(early.statusCode).toBe(409);
    expect((await sendStripe(stripeCompleted('evt_cap_rf', order.id, amount))).json().data.Outcome).toBe('applied');
    const late = await sendStripe(refund('evt_rf_early'));
    expect(late.json().data.Outcome).toBe('applied');
    expect((await sendStripe(refund('evt_rf_other'))).json().data.Outcome).toBe('ignored');
    expect(await state(order.id, learner.id, course.ID)).toMatchObject({ status: 'refunded', admissions: 0 });
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${order.id} and kind = 'credit_note'`)).toBe(1);
  });
});

describe('POST /payments/webhooks/razorpay', () => {
  it('should verify the HMAC over the raw body, apply payment.captured once and tolerate order.paid after it', async () => {
    const { order, learner, course, amount } = await providerOrder('razorpay', 'INR');
    const bad = await sendRazorpay('evt_rzp_bad', razorpayCaptured('payment.captured', order.id, amount), { signature: 'ab'.repeat(32) });
    expect(bad.statusCode).toBe(400);
    const notHex = await sendRazorpay('evt_rzp_bad2', razorpayCaptured('payment.captured', order.id, amount), { signature: 'not-a-signature' });
    expect(notHex.statusCode).toBe(400);
    expect(await state(order.id, learner.id, course.ID)).toMatchObject({ status: 'created', paidEvents: 0 });

    expect((await sendRazorpay('evt_rzp_1', razorpayCaptured('payment.captured', order.id, amount))).json().data.Outcome).toBe('applied');
    expect((await sendRazorpay('evt_rzp_2', razorpayCaptured('order.paid', order.id, amount))).json().data.Outcome).toBe('ignored');
    expect((await sendRazorpay('evt_rzp_1', razorpayCaptured('payment.captured', order.id, amount))).json().data.Outcome).toBe('duplicate');
    expect(await state(order.id, learner.id, course.ID)).toEqual({ status: 'paid', paidEvents: 1, invoices: 1, admissions: 1, audits: 1 });
    // Within the seller's state: CGST + SGST of the inclusive price.
    const inv = rows<Record<string, number | string>>(await t.database.db.execute(sql`select cgst, sgst, igst, taxable_amount, total, tax_mode from invoices where order_id = ${order.id}`))[0]!;
    expect(inv).toMatchObject({ igst: 0, total: amount, tax_mode: 'intra' });
    expect(Number(inv.taxable_amount) + Number(inv.cgst) + Number(inv.sgst)).toBe(amount);
  });

  it('should write every row of the usual capture as the transactional path writes them', async () => {
    const course = await createCourse(t, editor, { CoursePrice: { INR: 249_900, USD: 2900 } });
    const learner = await t.createUser();
    // A buyer in another state than the seller's (MH): IGST.
    const order = (await repo.insertOrder(t.database.db, {
      userId: learner.id, itemKind: 'course', itemId: course.ID, itemTitle: course.Title, itemRef: course.Url, currency: 'INR', amount: 249_900, provider: 'razorpay',
      providerOrderId: `plink_rows_${course.ID}`, buyerName: 'Asha "Q" Rao', buyerEmail: learner.email, buyerState: 'KA',
    }))!;
    const body = razorpayCaptured('payment.captured', order.id, 249_900);
    const res = await sendRazorpay(`evt_rows_${order.id}`, body);
    expect(res.json().data.Outcome).toBe('applied');

    const [o] = rows<Record<string, unknown>>(await t.database.db.execute(sql`select status, captured_amount, provider_payment_id, attention, paid_on is not null as paid from orders where id = ${order.id}`));
    expect(o).toMatchObject({ status: 'paid', captured_amount: 249_900, provider_payment_id: `pay_${order.id}`, attention: null });
    const events = rows<Record<string, unknown>>(await t.database.db.execute(sql`
      select type, from_status, to_status, amount, currency, source, actor_user_id, reference, note from order_events where order_id = ${order.id} order by id`));
    expect(events).toEqual([
      { type: 'paid', from_status: 'created', to_status: 'paid', amount: 249_900, currency: 'INR', source: 'webhook', actor_user_id: null, reference: `evt_rows_${order.id}`, note: '' },
      { type: 'granted', from_status: 'paid', to_status: 'paid', amount: 0, currency: 'INR', source: 'system', actor_user_id: null, reference: null, note: 'Course admission granted' },
    ]);
    const [delivery] = rows<Record<string, unknown>>(await t.database.db.execute(sql`select type, outcome, payload from payment_webhook_events where provider = 'razorpay' and event_id = ${`evt_rows_${order.id}`}`));
    expect(delivery).toEqual({ type: 'payment.captured', outcome: 'applied', payload: body });
    const [inv] = rows<Record<string, unknown>>(await t.database.db.execute(sql`
      select number, user_id, currency, taxable_amount, cgst, sgst, igst, total, tax_rate_bp, tax_mode, hsn_sac, description, seller, buyer from invoices where order_id = ${order.id}`));
    expect(inv).toMatchObject({
      user_id: learner.id, currency: 'INR', taxable_amount: 211_780, cgst: 0, sgst: 0, igst: 38_120, total: 249_900, tax_rate_bp: 1800, tax_mode: 'inter', hsn_sac: '999293',
      description: `Course admission: ${course.Title}`, buyer: { name: 'Asha "Q" Rao', email: learner.email, state: 'KA', country: 'India' },
      seller: { name: 'ERP Career Academy Private Limited', address: '4th Floor, Cerebrum IT Park, Kalyani Nagar, Pune 411014, Maharashtra, India', gstin: '27AAHCE1234F1Z5', state: 'MH' },
    });
    // Numbered once committed (the capture does not wait for it): what the learner reads has it.
    const listed = await t.as(learner)({ url: '/api/invoices' });
    expect(listed.json().data.items.map((i: { OrderID: number; Number: string }) => [i.OrderID, i.Number])).toEqual([[order.id, expect.stringMatching(/^INV\/\d{4}-\d{2}\/\d{6}$/)]]);

    const [admission] = rows<{ id: number; user_name: string; admitted_by: number | null }>(await t.database.db.execute(sql`select id, user_name, admitted_by from admissions where user_id = ${learner.id} and course_id = ${course.ID}`));
    expect(admission).toMatchObject({ user_name: 'Asha "Q" Rao', admitted_by: null });
    const audits = rows<Record<string, unknown>>(await t.database.db.execute(sql`
      select action, entity_type, entity_id, actor_user_id, actor_name, before, after, summary from audit_log
      where (action = 'payments.capture' and entity_id = ${String(order.id)}) or (action = 'admissions.admit' and entity_id = ${String(course.ID)}) order by action`));
    expect(audits).toEqual([
      {
        action: 'admissions.admit', entity_type: 'course', entity_id: String(course.ID), actor_user_id: null, actor_name: 'System', before: null,
        after: { Course: course.Title, Count: 1, Learners: [{ UserID: learner.id, Name: 'Asha "Q" Rao', Email: learner.email, AdmissionID: admission!.id }], OrderID: order.id },
        summary: `Admitted Asha "Q" Rao to "${course.Title}" (paid order #${order.id})`,
      },
      {
        action: 'payments.capture', entity_type: 'order', entity_id: String(order.id), actor_user_id: null, actor_name: 'System', before: { Status: 'created', Captured: 0 },
        after: { Status: 'paid', Captured: 249_900, Currency: 'INR', Provider: 'razorpay', Payment: `pay_${order.id}`, Invoiced: true },
        summary: `Order #${order.id} paid: INR 2499.00 for "${course.Title}" by Asha "Q" Rao (razorpay evt_rows_${order.id}); invoiced`,
      },
    ]);
  });

  it('should ignore a capture of another amount than the order', async () => {
    const { order, learner, course, amount } = await providerOrder('razorpay', 'INR');
    expect((await sendRazorpay('evt_rzp_amt', razorpayCaptured('payment.captured', order.id, amount - 100))).json().data.Outcome).toBe('ignored');
    expect(await state(order.id, learner.id, course.ID)).toMatchObject({ status: 'created', paidEvents: 0, admissions: 0 });
  });
});

describe('torture: one capture however often and in whatever order it arrives', () => {
  it('should capture, invoice and admit once when the same capture arrives 3 times at once, out of order with its order event', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, learner, course, amount } = await providerOrder('razorpay', 'INR');
      const captured = razorpayCaptured('payment.captured', order.id, amount);
      const paid = razorpayCaptured('order.paid', order.id, amount);
      const deliveries = [
        () => sendRazorpay(`evt_cap_${order.id}`, captured),
        () => sendRazorpay(`evt_ord_${order.id}`, paid),
        () => sendRazorpay(`evt_cap_${order.id}`, captured),
        () => sendRazorpay(`evt_cap_${order.id}`, captured),
      ];
      // A different order each round: the order event first, last, or in the middle.
      const shuffled = round === 0 ? [deliveries[1]!, ...deliveries.filter((_, i) => i !== 1)] : round === 1 ? [...deliveries.filter((_, i) => i !== 1), deliveries[1]!] : deliveries;
      const answers = await Promise.all(shuffled.map((send) => send()));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      const outcomes = answers.map((a) => a.json().data.Outcome as string);
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(await state(order.id, learner.id, course.ID)).toEqual({ status: 'paid', paidEvents: 1, invoices: 1, admissions: 1, audits: 1 });
      expect(await count(sql`select count(*)::int as n from payment_webhook_events where order_id = ${order.id}`)).toBe(2);
    }
  }, 60_000);
});

describe('the admission a capture writes, with the state the course walk gives it', () => {
  /** A course order of this learner opened at Razorpay, captured by its webhook. */
  async function buyThrough(learner: User, course: { ID: number; Title: string; Url: string }) {
    const order = (await repo.insertOrder(t.database.db, {
      userId: learner.id, itemKind: 'course', itemId: course.ID, itemTitle: course.Title, itemRef: course.Url, currency: 'INR', amount: 249_900, provider: 'razorpay',
      providerOrderId: `plink_state_${course.ID}_${learner.id}_${Date.now()}`, buyerName: 'Test Learner', buyerEmail: learner.email,
    }))!;
    const res = await sendRazorpay(`evt_state_${order.id}`, razorpayCaptured('payment.captured', order.id, 249_900));
    expect(res.json().data.Outcome).toBe('applied');
  }
  /** The admission's stored status, progress and next step, and the walk's (what the player shows). */
  async function storedAndWalked(learner: User, courseId: number) {
    const [a] = rows<{ status: string; progress: number; next_url: string | null }>(await t.database.db.execute(sql`select status, progress, next_url from admissions where user_id = ${learner.id} and course_id = ${courseId}`));
    const walk = (await content(t, learner, courseId)).json().data as { status: string; Progress: number; NextUrl: string | null };
    return { stored: { status: a!.status, progress: a!.progress, nextUrl: a!.next_url }, walked: { status: walk.status, progress: walk.Progress, nextUrl: walk.NextUrl } };
  }

  it('should store the first state in the capture itself, as the walk computes it, with no follow-up', async () => {
    const followUps = vi.spyOn(t.services.learning.admissions, 'afterGrant');
    try {
      // Lessons out of id order: one with nothing in it first, then a test only, then an assignment only.
      const course = await createCourse(t, editor, { CoursePrice: { INR: 249_900, USD: 2900 } });
      const { testId } = await createLessonTest(t, editor);
      const assignment = await createAssignment(t, editor);
      const onlyAssignment = await addLesson(t, editor, course.ID, { Title: 'Write it up', AssignmentID: assignment.ID });
      const empty = await addLesson(t, editor, course.ID, { Title: 'Welcome' });
      const onlyTest = await addLesson(t, editor, course.ID, { Title: 'Check yourself', TestID: testId });
      const order = await t.as(editor)({ method: 'PUT', url: `/api/courses/${course.ID}/lessons/order`, body: { LessonIDs: [empty.ID, onlyTest.ID, onlyAssignment.ID] } });
      expect(order.statusCode, order.body).toBe(200);
      const built = await buildCourse(t, editor, 2);
      const bare = await createCourse(t, editor, { CoursePrice: { INR: 249_900, USD: 2900 } });

      for (const [c, next] of [[course, `${onlyTest.ID}-test`], [built.course, `${built.lessons[0]!.lessonId}-material`], [bare, null]] as const) {
        const learner = await t.createUser();
        await buyThrough(learner, c);
        const { stored, walked } = await storedAndWalked(learner, c.ID);
        expect(stored).toEqual({ status: 'incomplete', progress: 0, nextUrl: next });
        expect(walked).toEqual(stored);
      }
      expect(followUps).not.toHaveBeenCalled();
    } finally {
      followUps.mockRestore();
    }
  });

  it('should walk the course after the capture of a learner who had progress in it already', async () => {
    const followUps = vi.spyOn(t.services.learning.admissions, 'afterGrant');
    try {
      const { course, lessons } = await buildCourse(t, editor, 2);
      const learner = await t.createUser();
      // Paid offline first, some progress made, refunded in full (the admission withdrawn, the progress kept); then bought again.
      const admin = await t.createUser({ role: 'Admin' });
      const first = await t.as(admin)({ method: 'POST', url: '/api/payments/orders/manual', body: { Kind: 'course', Currency: 'INR', Method: 'bank_transfer', UserID: learner.id, ItemID: course.ID, Reference: `NEFT-${learner.id}` } });
      expect(first.statusCode, first.body).toBe(200);
      t.clock.advance(10_000);
      expect((await heartbeat(t, learner, course.ID, lessons[0]!.lessonId, 10)).statusCode).toBe(200);
      const refund = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${first.json().data.ID}/refund`, body: { Reason: 'Changed batch' } });
      expect(refund.json().data, refund.body).toMatchObject({ Status: 'refunded' });
      expect((await content(t, learner, course.ID)).statusCode).toBe(404);
      followUps.mockClear();
      await buyThrough(learner, course);
      expect(followUps.mock.calls).toEqual([[learner.id, course.ID]]);
      const { stored, walked } = await storedAndWalked(learner, course.ID);
      expect(stored).toEqual({ status: 'in-progress', progress: 0, nextUrl: `${lessons[0]!.lessonId}-material` });
      expect(walked).toEqual(stored);
    } finally {
      followUps.mockRestore();
    }
  });
});

describe('invoice numbers, given right after the paying commit', () => {
  const razorpayRefund = (orderId: number, amount: number, refundId: string) => ({
    entity: 'event', event: 'refund.processed', account_id: 'acc_test', created_at: Math.floor(Date.now() / 1000),
    payload: { refund: { entity: { id: refundId, entity: 'refund', payment_id: `pay_${orderId}`, amount, currency: 'INR', notes: { orderId: String(orderId) } } } },
  });
  /** Every series and financial year numbered 1..n, once each, every document numbered. */
  async function expectGapFree() {
    const groups = rows<Record<string, number | string>>(await t.database.db.execute(sql`
      select series, financial_year, count(*)::int as n, count(number)::int as numbered, count(distinct number)::int as distinct_numbers,
        min(sequence)::int as first, max(sequence)::int as last, count(distinct sequence)::int as distinct_sequences
      from invoices group by series, financial_year order by 1, 2`));
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(g).toEqual({ ...g, numbered: g.n, distinct_numbers: g.n, first: 1, last: g.n, distinct_sequences: g.n });
    const counters = rows<{ series: string; financial_year: string; last_number: number }>(await t.database.db.execute(sql`select series, financial_year, last_number from invoice_counters`));
    for (const g of groups) expect(counters.find((c) => c.series === g.series && c.financial_year === g.financial_year)?.last_number).toBe(g.n);
  }
  /** A paid order whose invoice committed without its number, as if the process had ended before numbering it. */
  async function paidUnnumbered() {
    const { order, learner, amount } = await providerOrder('razorpay', 'INR');
    const at = new Date();
    await t.database.db.transaction(async (tx) => {
      await repo.updateOrder(tx, order.id, { status: 'paid', capturedAmount: amount, providerPaymentId: `pay_${order.id}`, paidOn: at, updatedOn: at });
      await repo.insertInvoice(tx, {
        kind: 'invoice', series: 'INV', financialYear: financialYear(at), orderId: order.id, userId: learner.id, issuedOn: at, currency: 'INR',
        taxableAmount: amount, total: amount, taxRateBp: 0, taxMode: 'intra', hsnSac: '999293', description: 'Left unnumbered',
        seller: { name: 'Seller', address: 'Pune', gstin: '27AAHCE1234F1Z5', state: 'MH' }, buyer: { name: 'Test Learner', email: learner.email, state: 'MH', country: 'India' },
      });
    });
    const numberOf = async () => rows<{ number: string | null }>(await t.database.db.execute(sql`select number from invoices where order_id = ${order.id} and kind = 'invoice'`))[0]!.number;
    expect(await numberOf()).toBeNull();
    return { order, learner, amount, numberOf };
  }

  it('should number an invoice left unnumbered by the sweep job, with the next number of its series', async () => {
    await t.services.payments.numberInvoices();
    const { order, numberOf } = await paidUnnumbered();
    const last = Number(rows<{ n: number }>(await t.database.db.execute(sql`select coalesce(max(sequence), 0)::int as n from invoices where series = 'INV'`))[0]!.n);
    // Being numbered is the one change an invoice takes: not with anything else changed beside it.
    const changed = await t.database.db.execute(sql`update invoices set number = 'INV/X/1', sequence = 999999, total = total + 1 where order_id = ${order.id}`).then(() => 'changed', (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message));
    expect(changed).toMatch(/append-only/);
    expect(await numberOf()).toBeNull();
    await numberInvoicesJob(t.services.payments).run();
    expect(await numberOf()).toBe(`INV/${financialYear(new Date())}/${String(last + 1).padStart(6, '0')}`);
    await expectGapFree();
  });

  it('should show an invoice not numbered yet with its number: the list, the order, the PDF and a credit note against it', async () => {
    const first = await paidUnnumbered();
    const listed = await t.as(first.learner)({ url: '/api/invoices' });
    expect(listed.statusCode, listed.body).toBe(200);
    const number = await first.numberOf();
    expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect(listed.json().data.items.map((i: { Number: string }) => i.Number)).toEqual([number]);

    const second = await paidUnnumbered();
    const order = await t.as(second.learner)({ url: `/api/payments/orders/${second.order.id}` });
    expect(order.json().data.InvoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);

    const third = await paidUnnumbered();
    const invoiceId = rows<{ id: number }>(await t.database.db.execute(sql`select id from invoices where order_id = ${third.order.id}`))[0]!.id;
    const pdf = await t.as(third.learner)({ url: `/api/invoices/${invoiceId}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${(await third.numberOf())!.replace(/\//g, '-')}.pdf`);

    // A refund of a payment whose invoice is not numbered yet: the credit note names the invoice's number.
    const fourth = await paidUnnumbered();
    expect((await sendRazorpay(`evt_rf_unnumbered_${fourth.order.id}`, razorpayRefund(fourth.order.id, 1000, `rfnd_u_${fourth.order.id}`))).json().data.Outcome).toBe('applied');
    const note = rows<{ description: string }>(await t.database.db.execute(sql`select description from invoices where order_id = ${fourth.order.id} and kind = 'credit_note'`))[0]!;
    expect(note.description).toBe(`Refund against ${await fourth.numberOf()}: ${fourth.order.itemTitle}`);
    await t.services.payments.numberInvoices();
    await expectGapFree();
  });

  it('should number invoices and credit notes gap-free and once when captures, replays and refunds commit side by side', async () => {
    const paid: Awaited<ReturnType<typeof providerOrder>>[] = [];
    for (let i = 0; i < 8; i += 1) {
      const o = await providerOrder('razorpay', 'INR');
      expect((await sendRazorpay(`evt_num_paid_${o.order.id}`, razorpayCaptured('payment.captured', o.order.id, o.amount))).json().data.Outcome).toBe('applied');
      paid.push(o);
    }
    const fresh: Awaited<ReturnType<typeof providerOrder>>[] = [];
    for (let i = 0; i < 16; i += 1) fresh.push(await providerOrder('razorpay', 'INR'));
    const capture = (o: (typeof fresh)[number]) => () => sendRazorpay(`evt_num_${o.order.id}`, razorpayCaptured('payment.captured', o.order.id, o.amount));
    const deliveries = [
      ...fresh.map(capture),
      // The same capture again at once: one applies, the others write nothing or roll back (no number taken).
      ...fresh.slice(0, 6).map(capture),
      // A partial refund, then the rest, of each order paid before: two credit notes each.
      ...paid.map((o) => () => sendRazorpay(`evt_num_rf1_${o.order.id}`, razorpayRefund(o.order.id, 1000, `rfnd_a_${o.order.id}`))),
      ...paid.map((o) => () => sendRazorpay(`evt_num_rf2_${o.order.id}`, razorpayRefund(o.order.id, o.amount - 1000, `rfnd_b_${o.order.id}`))),
    ];
    const answers = await Promise.all(deliveries.map((send) => send()));
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    await t.services.payments.numberInvoices();
    for (const o of fresh) expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.order.id} and kind = 'invoice'`)).toBe(1);
    for (const o of paid) expect(await count(sql`select count(*)::int as n from invoices where order_id = ${o.order.id} and kind = 'credit_note'`)).toBe(2);
    await expectGapFree();
  }, 60_000);
});
