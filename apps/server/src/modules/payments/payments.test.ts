import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createCourse, type User } from '../courses/course-factories.ts';
import { documentNumber, financialYear } from './gst.ts';
import * as repo from './payments.repository.ts';

/*
 * Orders, checkout through the built-in test provider, manual payments, refunds and invoices, through the API
 * (issue 14). Provider webhooks have their own file (webhooks.test.ts).
 */

let t: TestApp;
let editor: User;
let admin: User;

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '100000' } });
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
}, 60_000);
afterAll(() => t.close());

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const count = async (q: ReturnType<typeof sql>) => Number(rows<{ n: number }>(await t.database.db.execute(q))[0]!.n);

async function checkout(learner: User, courseId: number, Currency: 'INR' | 'USD' = 'INR', extra: Record<string, unknown> = {}) {
  return t.as(learner)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'course', ItemID: courseId, Currency, ...extra } });
}
async function pay(learner: User, orderId: number, Outcome: 'pay' | 'fail' = 'pay') {
  return t.as(learner)({ method: 'POST', url: `/api/payments/testCheckout/${orderId}`, body: { Outcome } });
}
async function admitted(learner: User, courseId: number) {
  const res = await t.as(learner)({ url: '/api/userCourses' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { CourseID: number }[]).some((c) => c.CourseID === courseId);
}
async function buy(learner: User, courseId: number, currency: 'INR' | 'USD' = 'INR', extra: Record<string, unknown> = {}) {
  const c = await checkout(learner, courseId, currency, extra);
  expect(c.statusCode, c.body).toBe(200);
  const p = await pay(learner, c.json().data.OrderID);
  expect(p.statusCode, p.body).toBe(200);
  return p.json().data as { ID: number; Status: string; InvoiceID: number; InvoiceNumber: string; Amount: number };
}

describe('POST /payments/checkout and the test provider', () => {
  it('should sell a course at its stored price and admit the learner once paid, with an invoice and every change recorded', async () => {
    const course = await createCourse(t, editor, { CoursePrice: { INR: 499_900, USD: 5900 } });
    const learner = await t.createUser();
    const c = await checkout(learner, course.ID);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data).toMatchObject({ Provider: 'test', RedirectUrl: `/app/checkout/test/${c.json().data.OrderID}` });
    expect(await admitted(learner, course.ID)).toBe(false);

    const paid = await pay(learner, c.json().data.OrderID);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ Status: 'paid', Amount: 499_900, CapturedAmount: 499_900, CurrencyCode: 'INR' });
    expect(paid.json().data.InvoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect(await admitted(learner, course.ID)).toBe(true);

    const detail = await t.as(learner)({ url: `/api/payments/orders/${c.json().data.OrderID}` });
    expect(detail.json().data.Events.map((e: { Type: string }) => e.Type)).toEqual(['created', 'paid', 'granted']);
    expect(detail.json().data.Events[1]).toMatchObject({ Source: 'test-provider', ActorUserID: learner.id, FromStatus: 'created', ToStatus: 'paid' });
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payments.capture' and entity_id = ${String(c.json().data.OrderID)}`)).toBe(1);

    // Paying again changes nothing; buying again is refused.
    const again = await pay(learner, c.json().data.OrderID);
    expect(again.json().data.Status).toBe('paid');
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${c.json().data.OrderID}`)).toBe(1);
    expect((await checkout(learner, course.ID)).statusCode).toBe(409);
  });

  it('should not admit twice a learner admitted by staff after checkout: paid, refunded automatically, the admission kept', async () => {
    const course = await createCourse(t, editor);
    const learner = await t.createUser();
    const c = await checkout(learner, course.ID);
    const admit = await t.as(admin)({ method: 'POST', url: '/api/usersAdmissions', body: { CourseID: course.ID, UserIDs: [learner.id] } });
    expect(admit.statusCode, admit.body).toBe(200);
    const paid = await pay(learner, c.json().data.OrderID);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ Status: 'refunded', Attention: null });
    const detail = await t.as(learner)({ url: `/api/payments/orders/${c.json().data.OrderID}` });
    expect(detail.json().data.Events.map((e: { Type: string }) => e.Type)).toEqual(['created', 'paid', 'attention', 'refunded', 'revoked']);
    expect(await admitted(learner, course.ID)).toBe(true);
    expect(await count(sql`select count(*)::int as n from admissions where user_id = ${learner.id} and course_id = ${course.ID}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from invoices where order_id = ${c.json().data.OrderID}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'admissions.admit' and entity_id = ${String(course.ID)}`)).toBe(1);
  });

  it('should keep the price of the order when the course price changes after ordering', async () => {
    const course = await createCourse(t, editor, { CoursePrice: { INR: 300_000, USD: 4000 } });
    const learner = await t.createUser();
    const c = await checkout(learner, course.ID, 'USD');
    const up = await t.as(editor)({ method: 'PUT', url: '/api/courses', body: { item: { ID: course.ID, Title: course.Title, Url: course.Url, Status: 'published', CoursePrice: { INR: 900_000, USD: 9900 }, Duration: '4 weeks' } } });
    expect(up.statusCode, up.body).toBe(200);
    const paid = await pay(learner, c.json().data.OrderID);
    expect(paid.json().data).toMatchObject({ Amount: 4000, CapturedAmount: 4000, CurrencyCode: 'USD', Status: 'paid' });
    const inv = await t.as(learner)({ url: '/api/invoices' });
    expect(inv.json().data.items.find((i: { OrderID: number }) => i.OrderID === c.json().data.OrderID)).toMatchObject({ NetAmount: 4000, TaxAmount: 0, CurrencyCode: 'USD' });
  });

  it('should reuse an open order of the same thing and currency, and refuse free or unknown courses', async () => {
    const course = await createCourse(t, editor, { CoursePrice: { INR: 100_000, USD: 0 } });
    const learner = await t.createUser();
    const a = await checkout(learner, course.ID);
    const b = await checkout(learner, course.ID);
    expect(b.json().data.OrderID).toBe(a.json().data.OrderID);
    expect((await checkout(learner, course.ID, 'USD')).statusCode).toBe(422);
    expect((await checkout(learner, 999_999)).statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from orders where user_id = ${learner.id}`)).toBe(1);
  });

  it('should record a failed payment and let the learner try again', async () => {
    const course = await createCourse(t, editor);
    const learner = await t.createUser();
    const c = await checkout(learner, course.ID);
    const failed = await pay(learner, c.json().data.OrderID, 'fail');
    expect(failed.json().data.Status).toBe('failed');
    expect(await admitted(learner, course.ID)).toBe(false);
    await buy(learner, course.ID);
    expect(await admitted(learner, course.ID)).toBe(true);
  });

  it('should ask an unverified account to confirm its address before buying', async () => {
    const course = await createCourse(t, editor);
    const learner = await t.createUser({ emailVerified: false });
    const res = await checkout(learner, course.ID);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_UNVERIFIED');
  });

  it('should refuse the test provider when it is switched off', async () => {
    const off = await createTestApp({ config: { PAYMENTS_TEST_PROVIDER: 'false' } });
    try {
      const ed = await off.createUser({ role: 'Editor' });
      const course = await createCourse(off, ed);
      const learner = await off.createUser();
      const res = await off.as(learner)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'course', ItemID: course.ID, Currency: 'INR' } });
      expect(res.statusCode).toBe(503);
      expect((await off.as(learner)({ method: 'POST', url: '/api/payments/testCheckout/1', body: { Outcome: 'pay' } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('who sees what', () => {
  it("should answer 404 for another learner's order and invoice, and list only one's own", async () => {
    const course = await createCourse(t, editor);
    const owner = await t.createUser();
    const other = await t.createUser();
    const order = await buy(owner, course.ID);
    expect((await t.as(other)({ url: `/api/payments/orders/${order.ID}` })).statusCode).toBe(404);
    expect((await t.as(other)({ url: `/api/invoices/${order.InvoiceID}/pdf` })).statusCode).toBe(404);
    expect((await t.as(other)({ method: 'POST', url: `/api/payments/testCheckout/${order.ID}`, body: { Outcome: 'fail' } })).statusCode).toBe(404);
    const theirs = await t.as(other)({ url: '/api/invoices' });
    expect(theirs.json().data.items).toEqual([]);
    const mine = await t.as(owner)({ url: '/api/payments/myOrders' });
    expect(mine.json().data.items.map((o: { ID: number }) => o.ID)).toEqual([order.ID]);
    const pdf = await t.as(owner)({ url: `/api/invoices/${order.InvoiceID}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Staff with payments.manage see every order and invoice.
    expect((await t.as(admin)({ url: `/api/payments/orders/${order.ID}` })).statusCode).toBe(200);
    expect((await t.as(admin)({ url: `/api/invoices?userId=${owner.id}` })).json().data.items).toHaveLength(1);
  });

  it('should let only payments.manage list every order, record manual payments and refund', async () => {
    const learner = await t.createUser();
    expect((await t.as(learner)({ url: '/api/payments/orders' })).statusCode).toBe(403);
    expect((await t.as(editor)({ url: '/api/payments/orders' })).statusCode).toBe(403);
    expect((await t.as(learner)({ method: 'POST', url: '/api/payments/orders/manual', body: {} })).statusCode).toBe(403);
    expect((await t.as(learner)({ method: 'POST', url: '/api/payments/orders/1/refund', body: { Reason: 'because' } })).statusCode).toBe(403);
  });
});

describe('manual payments and refunds', () => {
  const manual = (body: Record<string, unknown>) => t.as(admin)({ method: 'POST', url: '/api/payments/orders/manual', body: { Kind: 'course', Currency: 'INR', Method: 'bank_transfer', ...body } });

  it('should record an offline payment once per reference, invoice it and admit the learner', async () => {
    const course = await createCourse(t, editor, { CoursePrice: { INR: 699_900, USD: 7900 } });
    const learner = await t.createUser();
    const res = await manual({ UserID: learner.id, ItemID: course.ID, Reference: 'NEFT-HDFC-0042', BuyerState: 'KA' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ Status: 'paid', Provider: 'manual', Amount: 699_900, ProviderPaymentID: 'bank_transfer:NEFT-HDFC-0042' });
    expect(await admitted(learner, course.ID)).toBe(true);
    const audit = await count(sql`select count(*)::int as n from audit_log where action = 'payments.manual' and actor_user_id = ${admin.id}`);
    expect(audit).toBeGreaterThanOrEqual(1);
    // Another state than the seller's: IGST.
    const inv = await t.database.db.execute(sql`select cgst, sgst, igst, taxable_amount, total, tax_mode from invoices where order_id = ${res.json().data.ID}`);
    expect(rows<Record<string, unknown>>(inv)[0]).toMatchObject({ cgst: 0, sgst: 0, tax_mode: 'inter', total: 699_900 });

    const other = await t.createUser();
    const dup = await manual({ UserID: other.id, ItemID: course.ID, Reference: 'NEFT-HDFC-0042' });
    expect(dup.statusCode).toBe(409);
    expect((await manual({ UserID: learner.id, ItemID: course.ID, Reference: 'CASH-1' })).statusCode).toBe(409);
    expect((await manual({ UserID: editor.id, ItemID: course.ID, Reference: 'CASH-2' })).statusCode).toBe(422);
    expect(await admitted(other, course.ID)).toBe(false);
  });

  it('should never refund more than captured, issue credit notes and withdraw the course on a full refund', async () => {
    const course = await createCourse(t, editor, { CoursePrice: { INR: 100_000, USD: 1500 } });
    const learner = await t.createUser();
    const order = await buy(learner, course.ID);
    const refund = (body: Record<string, unknown>) => t.as(admin)({ method: 'POST', url: `/api/payments/orders/${order.ID}/refund`, body: { Reason: 'Asked within 7 days', ...body } });

    const tooMuch = await refund({ Amount: 100_001 });
    expect(tooMuch.statusCode).toBe(422);
    const part = await refund({ Amount: 40_000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ Status: 'paid', RefundedAmount: 40_000 });
    expect(await admitted(learner, course.ID)).toBe(true);
    expect((await refund({ Amount: 60_001 })).statusCode).toBe(422);
    const rest = await refund({});
    expect(rest.json().data).toMatchObject({ Status: 'refunded', RefundedAmount: 100_000 });
    expect(await admitted(learner, course.ID)).toBe(false);
    expect((await refund({ Amount: 1 })).statusCode).toBe(422);

    const notes = await t.as(learner)({ url: '/api/invoices?kind=credit_note' });
    expect(notes.json().data.items.map((i: { NetAmount: number }) => i.NetAmount).sort()).toEqual([40_000, 60_000]);
    expect(notes.json().data.items[0].Number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
    const events = (await t.as(learner)({ url: `/api/payments/orders/${order.ID}` })).json().data.Events.map((e: { Type: string }) => e.Type);
    expect(events).toEqual(['created', 'paid', 'granted', 'refunded', 'refunded', 'revoked']);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'payments.refund' and entity_id = ${String(order.ID)}`)).toBe(2);
    // Refunded: it can be bought again.
    await buy(learner, course.ID);
    expect(await admitted(learner, course.ID)).toBe(true);
  });

  it('should number invoices without gaps when payments are recorded side by side', async () => {
    const courses = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createCourse(t, editor)));
    const learner = await t.createUser();
    const results = await Promise.all(courses.map((c, i) => manual({ UserID: learner.id, ItemID: c.ID, Reference: `RCPT-GAP-${i}` })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const seqs = rows<{ sequence: number }>(await t.database.db.execute(sql`select sequence from invoices where series = 'INV' order by sequence`)).map((r) => r.sequence);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it('should number an invoice once its transaction has committed: none inside it, none taken by a rollback, never renumbered', async () => {
    const course = await createCourse(t, editor);
    const learner = await t.createUser();
    const order = await buy(learner, course.ID);
    const last = async () => Number(rows<{ n: number }>(await t.database.db.execute(sql`select coalesce(max(sequence), 0)::int as n from invoices where series = 'CN'`))[0]!.n);
    const before = await last();
    const note = (orderEventId: number) => ({
      kind: 'credit_note', series: 'CN', financialYear: financialYear(new Date()), orderId: order.ID, userId: learner.id, invoiceId: order.InvoiceID, orderEventId,
      issuedOn: new Date(), currency: 'INR', taxableAmount: 100, total: 100, taxRateBp: 0, taxMode: 'intra', hsnSac: '999293', description: 'Test', seller: {}, buyer: {},
    });
    const numberOf = async (db: typeof t.database.db, id: number) => rows<{ number: string | null }>(await db.execute(sql`select number from invoices where id = ${id}`))[0]!.number;
    // Rolled back: no number taken.
    const rolledBack = await t.database.db.transaction(async (tx) => {
      const { id } = await repo.insertInvoice(tx, note(-1));
      expect(await numberOf(tx, id)).toBeNull();
      tx.rollback();
    }).then(() => 'committed', () => 'rolled back');
    expect(rolledBack).toBe('rolled back');
    expect(await last()).toBe(before);
    // Committed: no number until the next numbering, which gives the next one; running it again changes nothing.
    const { id } = await t.database.db.transaction(async (tx) => repo.insertInvoice(tx, note(-2)));
    expect(await numberOf(t.database.db, id)).toBeNull();
    await t.services.payments.numberInvoices();
    expect(await numberOf(t.database.db, id)).toBe(documentNumber('CN', financialYear(new Date()), before + 1));
    expect(await repo.assignInvoiceNumbers(t.database.db)).toBe(0);
    expect(await numberOf(t.database.db, id)).toBe(documentNumber('CN', financialYear(new Date()), before + 1));
    const refused = (q: ReturnType<typeof sql>) => t.database.db.execute(q).then(() => 'changed', (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message));
    expect(await refused(sql`update invoices set number = 'CN/X/1', sequence = 999 where id = ${id}`)).toMatch(/append-only/);
    expect(await refused(sql`update invoices set total = 1 where id = ${order.InvoiceID}`)).toMatch(/append-only/);
  });

  it('should refuse changing or removing order events and invoices in the database', async () => {
    const refused = (q: ReturnType<typeof sql>) => t.database.db.execute(q).then(() => 'changed', (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message));
    expect(await refused(sql`update order_events set note = 'x'`)).toMatch(/append-only/);
    expect(await refused(sql`delete from invoices`)).toMatch(/append-only/);
    expect(await refused(sql`delete from payment_webhook_events`)).toMatch(/append-only/);
  });
});

describe('GET /payments/orders (staff)', () => {
  it('should filter by status, provider and currency and export the same as CSV', async () => {
    const res = await t.as(admin)({ url: '/api/payments/orders?status=refunded&provider=test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThan(0);
    expect(res.json().data.items.every((o: { Status: string; Provider: string }) => o.Status === 'refunded' && o.Provider === 'test')).toBe(true);
    const usd = await t.as(admin)({ url: '/api/payments/orders?currency=USD' });
    expect(usd.json().data.items.every((o: { CurrencyCode: string }) => o.CurrencyCode === 'USD')).toBe(true);
    expect((await t.as(admin)({ url: '/api/payments/orders?from=2026-05-02&to=2026-05-01' })).statusCode).toBe(400);
    const csv = await t.as(admin)({ url: '/api/payments/orders/download?status=refunded' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Order ID');
    expect(csv.body).toContain('refunded');
  });
});

describe('coins paying part of an order', () => {
  const balance = async (u: User) => Number(rows<{ n: number }>(await t.database.db.execute(sql`select coalesce(sum(credit) - sum(debit), 0)::int as n from coin_ledger where user_id = ${u.id}`))[0]!.n);

  it('should debit the coins with the order, invoice what was paid, and give them back when the order fails or is refunded', async () => {
    const course = await createCourse(t, editor, { CoursePrice: { INR: 100_000, USD: 1500 } });
    const learner = await t.createUser();
    await t.database.db.transaction((tx) => t.services.coins.credit(tx, { userId: learner.id, eventName: 'staff.credit', amount: 300, reason: 'Test balance', actorId: null, idempotencyKey: `test:${learner.id}` }));

    // More than the balance: 422, and no order is left behind.
    const tooMany = await checkout(learner, course.ID, 'INR', { Coins: 400 });
    expect(tooMany.statusCode).toBe(422);
    // More than half the price: 422.
    expect((await checkout(learner, course.ID, 'INR', { Coins: 501 })).statusCode).toBe(422);
    expect(await count(sql`select count(*)::int as n from orders where user_id = ${learner.id}`)).toBe(0);

    const first = await checkout(learner, course.ID, 'INR', { Coins: 200 });
    expect(first.statusCode, first.body).toBe(200);
    expect(await balance(learner)).toBe(100);
    const failed = await pay(learner, first.json().data.OrderID, 'fail');
    expect(failed.json().data).toMatchObject({ Status: 'failed', CoinsUsed: 200, CoinsValue: 20_000 });
    expect(await balance(learner)).toBe(300);

    const second = await checkout(learner, course.ID, 'INR', { Coins: 250 });
    const paid = await pay(learner, second.json().data.OrderID);
    expect(paid.json().data).toMatchObject({ Status: 'paid', Amount: 100_000, CoinsValue: 25_000, CapturedAmount: 75_000 });
    expect(await admitted(learner, course.ID)).toBe(true);
    const inv = await t.as(learner)({ url: '/api/invoices' });
    expect(inv.json().data.items[0]).toMatchObject({ NetAmount: 75_000 });
    expect(await count(sql`select count(*)::int as n from coin_ledger where idempotency_key = ${`order.payment:${second.json().data.OrderID}`}`)).toBe(1);

    const refund = await t.as(admin)({ method: 'POST', url: `/api/payments/orders/${second.json().data.OrderID}/refund`, body: { Reason: 'Course postponed' } });
    expect(refund.json().data).toMatchObject({ Status: 'refunded', RefundedAmount: 75_000 });
    expect(await balance(learner)).toBe(300);
  });
});
