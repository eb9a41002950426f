import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orders } from '../payments/payments.tables.ts';
import { buildCapsule, newPlan } from './capsule-factories.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let editor: User;
let admin: User;
let capsuleId: number;

beforeAll(async () => {
  t = await createTestApp();
  [editor, admin] = await Promise.all([t.createUser({ role: 'Editor' }), t.createUser({ role: 'Admin' })]);
  capsuleId = (await buildCapsule(t, editor, 'SAP MM purchase orders')).id;
});
afterAll(() => t.close());

const plansUrl = '/api/Capsules/admin/plans';
const sixMonths = { Name: 'All capsules, 6 months', Months: 6, INRPrice: 499900, DollarPrice: 7900 };

/** Checkout of `Kind` through the built-in test provider; answers the order id. */
async function pay(u: User, Kind: 'capsule' | 'subscription', ItemID: number, Currency: 'INR' | 'USD' = 'INR') {
  const c = await t.as(u)({ method: 'POST', url: '/api/payments/checkout', body: { Kind, ItemID, Currency } });
  expect(c.statusCode, c.body).toBe(200);
  const orderId = c.json().data.OrderID as number;
  const p = await t.as(u)({ method: 'POST', url: `/api/payments/testCheckout/${orderId}`, body: { Outcome: 'pay' } });
  expect(p.statusCode, p.body).toBe(200);
  return orderId;
}
const access = async (u: User) => (await t.as(u)({ url: `/api/Capsules/${capsuleId}/attempt` })).json().data.Access as string;
const subscribedUntil = async (u: User) => new Date((await t.as(u)({ url: '/api/Capsules/subscriptionPlans' })).json().data.SubscribedUntil as string).getTime();
/** The learner's orders straight from the table, oldest first. */
const ordersOf = async (userId: number) =>
  t.database.db.select({ kind: orders.itemKind, status: orders.status }).from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
const refund = (orderId: number, body: Record<string, unknown> = { Reason: 'Bought by mistake' }) =>
  t.as(admin)({ method: 'POST', url: `/api/payments/orders/${orderId}/refund`, body });

describe('subscription plans (staff)', () => {
  it('should let capsule staff add, change and withdraw a plan, each audited; a withdrawn plan is neither listed nor sold', async () => {
    const created = await t.as(editor)({ method: 'POST', url: plansUrl, body: sixMonths });
    expect(created.statusCode, created.body).toBe(200);
    const plan = created.json().data;
    expect(plan).toMatchObject({ ...sixMonths, Active: true, Subscribers: 0 });
    expect((await t.as(editor)({ url: plansUrl })).json().data.map((p: { ID: number }) => p.ID)).toContain(plan.ID);
    expect((await t.request({ url: '/api/Capsules/subscriptionPlans' })).json().data.Plans.map((p: { ID: number }) => p.ID)).toContain(plan.ID);

    const changed = await t.as(editor)({ method: 'PUT', url: `${plansUrl}/${plan.ID}`, body: { ...sixMonths, INRPrice: 449900 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.INRPrice).toBe(449900);

    const withdrawn = await t.as(editor)({ method: 'PUT', url: `${plansUrl}/${plan.ID}`, body: { ...sixMonths, Active: false } });
    expect(withdrawn.json().data.Active).toBe(false);
    expect((await t.request({ url: '/api/Capsules/subscriptionPlans' })).json().data.Plans.map((p: { ID: number }) => p.ID)).not.toContain(plan.ID);
    const u = await t.createUser();
    const buy = await t.as(u)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'subscription', ItemID: plan.ID, Currency: 'INR' } });
    expect(buy.statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.as(u)({ method: 'POST', url: '/api/Capsules/subscriptionRequests', body: { PlanID: plan.ID } })).statusCode).toBe(404);

    const top = await t.createUser({ role: 'SuperAdmin' });
    const audit = await t.as(top)({ url: `/api/auditLog?entityType=subscriptionPlan&entityId=${plan.ID}&pageSize=50` });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data.items.map((a: { Action: string }) => a.Action).sort()).toEqual(['capsules.plan.create', 'capsules.plan.update', 'capsules.plan.update']);
  });

  it('should answer 400 naming each bad field and change nothing; 404 for an unknown plan', async () => {
    const before = (await t.as(editor)({ url: plansUrl })).json().data.length;
    const bad = await t.as(editor)({ method: 'POST', url: plansUrl, body: { Name: 'x', Months: 0, INRPrice: -1, DollarPrice: 1.5 } });
    expect(bad.statusCode).toBe(400);
    const paths = JSON.stringify(bad.json());
    for (const f of ['Name', 'Months', 'INRPrice', 'DollarPrice']) expect(paths).toContain(f);
    const free = await t.as(editor)({ method: 'POST', url: plansUrl, body: { ...sixMonths, INRPrice: 0, DollarPrice: 0 } });
    expect(free.statusCode).toBe(400);
    expect(free.body).toContain('Give a price in INR or USD');
    expect((await t.as(editor)({ url: plansUrl })).json().data.length).toBe(before);
    expect((await t.as(editor)({ method: 'PUT', url: `${plansUrl}/99999999`, body: sixMonths })).statusCode).toBe(404);
  });

  it('should refuse plans to learners and recruiters (403) and to visitors (401)', async () => {
    const learner = await t.createUser();
    const recruiter = await t.createUser({ role: 'Recruiter' });
    for (const u of [learner, recruiter]) {
      expect((await t.as(u)({ url: plansUrl })).statusCode).toBe(403);
      expect((await t.as(u)({ method: 'POST', url: plansUrl, body: sixMonths })).statusCode).toBe(403);
    }
    expect((await t.request({ url: plansUrl })).statusCode).toBe(401);
  });
});

describe('buying a plan through checkout', () => {
  it('should open every capsule for the plan\'s months, keep the price the order was made at, and count the subscriber', async () => {
    const plan = await newPlan(t);
    const u = await t.createUser();
    expect(await access(u)).toBe('none');
    const c = await t.as(u)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'subscription', ItemID: plan.id, Currency: 'USD' } });
    expect(c.statusCode, c.body).toBe(200);
    const orderId = c.json().data.OrderID as number;
    // Staff raise the price after the order was made: the order keeps its price.
    expect((await t.as(editor)({ method: 'PUT', url: `${plansUrl}/${plan.id}`, body: { Name: plan.name, Months: 3, INRPrice: 399900, DollarPrice: 6900 } })).statusCode).toBe(200);
    expect((await t.as(u)({ method: 'POST', url: `/api/payments/testCheckout/${orderId}`, body: { Outcome: 'pay' } })).statusCode).toBe(200);
    const order = (await t.as(admin)({ url: `/api/payments/orders/${orderId}` })).json().data;
    expect(order).toMatchObject({ Status: 'paid', CurrencyCode: 'USD', Amount: 4900 });

    expect(await access(u)).toBe('subscribed');
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/tests/1/start` })).statusCode).toBe(200);
    const mine = (await t.as(u)({ url: '/api/Capsules/subscriptionPlans' })).json().data;
    const until = new Date(mine.SubscribedUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 88 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 93 * 86_400_000);
    const subs = (await t.as(admin)({ url: `/api/Capsules/admin/subscriptions?term=${encodeURIComponent(u.email)}` })).json().data;
    expect(subs.items).toHaveLength(1);
    expect(subs.items[0]).toMatchObject({ Status: 'active', Source: 'order' });
    expect((await t.as(editor)({ url: plansUrl })).json().data.find((p: { ID: number }) => p.ID === plan.id).Subscribers).toBe(1);
  });

  it('should sell the same plan again during a running subscription, extending it from its end', async () => {
    const plan = await newPlan(t);
    const u = await t.createUser();
    const first = await pay(u, 'subscription', plan.id);
    const until1 = await subscribedUntil(u);
    const second = await pay(u, 'subscription', plan.id);
    expect(second).not.toBe(first);
    const until2 = await subscribedUntil(u);
    expect(until2 - until1).toBeGreaterThan(88 * 86_400_000);
    expect(until2 - until1).toBeLessThan(93 * 86_400_000);
    const orders = (await t.as(admin)({ url: `/api/payments/orders?term=${encodeURIComponent(u.email)}&pageSize=50` })).json().data.items;
    expect(orders.map((o: { Status: string }) => o.Status)).toEqual(['paid', 'paid']);
    // Refunding the renewal withdraws only its months; the first order's subscription stays.
    expect((await refund(second)).statusCode).toBe(200);
    expect(await access(u)).toBe('subscribed');
    expect(await subscribedUntil(u)).toBe(until1);
  });

  it('should sell the same plan again once the subscription has ended', async () => {
    const plan = await newPlan(t);
    const u = await t.createUser();
    await pay(u, 'subscription', plan.id);
    const saved = t.clock.time;
    try {
      t.clock.advance(100 * 86_400_000);
      // 100 days on, the learner signs in again (the old session has lapsed) and finds the capsules closed.
      const back = { ...u, ...(await t.services.sessions.start(u.id, undefined, { ip: '127.0.0.1' })) };
      expect(await access(back)).toBe('none');
      await pay(back, 'subscription', plan.id);
      expect(await access(back)).toBe('subscribed');
      expect(await ordersOf(u.id)).toEqual([{ kind: 'subscription', status: 'paid' }, { kind: 'subscription', status: 'paid' }]);
      const until = await subscribedUntil(back);
      expect(until).toBeGreaterThan(t.clock.time.getTime() + 88 * 86_400_000);
      expect(until).toBeLessThan(t.clock.time.getTime() + 93 * 86_400_000);
    } finally {
      t.clock.time = saved;
    }
  });

  it('should still refuse a capsule paid for already (409) and change nothing', async () => {
    const u = await t.createUser();
    const capsule = (await buildCapsule(t, editor, 'SAP FI general ledger basics')).id;
    await pay(u, 'capsule', capsule);
    const again = await t.as(u)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'capsule', ItemID: capsule, Currency: 'INR' } });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You have paid for this already');
    expect(await ordersOf(u.id)).toEqual([{ kind: 'capsule', status: 'paid' }]);
  });

  it('should leave one open order when the same plan (held already) or capsule is checked out twice at once', async () => {
    const plan = await newPlan(t);
    const u = await t.createUser();
    await pay(u, 'subscription', plan.id);
    const capsule = (await buildCapsule(t, editor, 'Oracle Financials overview')).id;
    const checkout = (Kind: string, ItemID: number, Currency: string) => t.as(u)({ method: 'POST', url: '/api/payments/checkout', body: { Kind, ItemID, Currency } });
    const answers = await Promise.all([
      checkout('subscription', plan.id, 'INR'), checkout('subscription', plan.id, 'USD'), checkout('capsule', capsule, 'INR'), checkout('capsule', capsule, 'USD'),
    ]);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const open = (await ordersOf(u.id)).filter((o) => o.status === 'created');
    expect(open.filter((o) => o.kind === 'subscription')).toHaveLength(1);
    expect(open.filter((o) => o.kind === 'capsule')).toHaveLength(1);
  });
});

describe('a refund withdraws what was bought', () => {
  it('should end a bought subscription on a full refund (capsules close again), and keep it on a part refund', async () => {
    const plan = await newPlan(t);
    const u = await t.createUser();
    const orderId = await pay(u, 'subscription', plan.id);
    expect(await access(u)).toBe('subscribed');
    const part = await refund(orderId, { Amount: 100000, Reason: 'Goodwill discount' });
    expect(part.statusCode, part.body).toBe(200);
    expect(await access(u)).toBe('subscribed');
    const rest = await refund(orderId);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.Status).toBe('refunded');
    expect(await access(u)).toBe('none');
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/tests/1/start` })).statusCode).toBe(403);
    const subs = (await t.as(admin)({ url: `/api/Capsules/admin/subscriptions?term=${encodeURIComponent(u.email)}` })).json().data;
    expect(subs.items[0].Status).toBe('cancelled');
    // A second refund of the same order changes nothing.
    expect((await refund(orderId)).statusCode).toBe(422);
  });

  it('should close a bought capsule again on a full refund: the video position and both tests answer 403', async () => {
    const u = await t.createUser();
    const orderId = await pay(u, 'capsule', capsuleId);
    expect(await access(u)).toBe('bought');
    expect((await refund(orderId)).statusCode).toBe(200);
    expect(await access(u)).toBe('none');
    expect((await t.as(u)({ method: 'PUT', url: `/api/Capsules/${capsuleId}/videoPosition`, body: { Position: 10 } })).statusCode).toBe(403);
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/tests/1/start` })).statusCode).toBe(403);
    // Only payments.manage refunds: the capsule's editor cannot.
    const other = await t.createUser();
    const second = await pay(other, 'capsule', capsuleId);
    expect((await t.as(editor)({ method: 'POST', url: `/api/payments/orders/${second}/refund`, body: { Reason: 'Bought by mistake' } })).statusCode).toBe(403);
    expect(await access(other)).toBe('bought');
  });
});
