import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { InsufficientCoinsError, type CoinChangeInput } from './coins.service.ts';
import { coinAccounts, coinLedger } from './coins.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const coins = () => t.services.coins;
let keyNo = 0;
const key = (what = 'test') => `${what}:${++keyNo}:${Math.random().toString(36).slice(2)}`;

function change(userId: number, amount: number, o: Partial<CoinChangeInput> = {}): CoinChangeInput {
  return { userId, eventName: 'staff.credit', amount, reason: 'test', actorId: null, idempotencyKey: key(), ...o };
}

const ledgerOf = (userId: number) => db().select().from(coinLedger).where(eq(coinLedger.userId, userId)).orderBy(asc(coinLedger.id));
const balanceRow = async (userId: number) => (await db().select().from(coinAccounts).where(eq(coinAccounts.userId, userId)))[0]?.balance;

/** The ledger adds up: the sum of credits less debits is the balance row, and each row's balance follows from the one before. */
async function expectLedgerAddsUp(userId: number) {
  const rows = await ledgerOf(userId);
  let running = 0;
  for (const r of rows) {
    running += r.credit - r.debit;
    expect(r.balanceAfter).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
  }
  expect(await balanceRow(userId)).toBe(running);
  return running;
}

describe('coins.credit and coins.debit (inside the caller\'s transaction)', () => {
  it('should return the balance before and after and write one ledger row each', async () => {
    const u = await t.createUser();
    const c = await db().transaction((tx) => coins().credit(tx, change(u.id, 30)));
    expect(c).toMatchObject({ balanceBefore: 0, balance: 30, replayed: false });
    const d = await db().transaction((tx) => coins().debit(tx, change(u.id, 12, { eventName: 'order.payment', reason: 'Order 7' })));
    expect(d).toMatchObject({ balanceBefore: 30, balance: 18, replayed: false });
    expect(await ledgerOf(u.id)).toMatchObject([{ credit: 30, debit: 0, balanceAfter: 30 }, { credit: 0, debit: 12, balanceAfter: 18, reason: 'Order 7' }]);
    expect(await expectLedgerAddsUp(u.id)).toBe(18);
  });

  it('should roll the change back with the caller\'s transaction', async () => {
    const u = await t.createUser();
    await expect(db().transaction(async (tx) => {
      await coins().credit(tx, change(u.id, 50));
      throw new Error('the order failed');
    })).rejects.toThrow('the order failed');
    expect(await ledgerOf(u.id)).toEqual([]);
    expect(await coins().balance(u.id)).toBe(0);
  });

  it('should answer the first result and change nothing when the idempotency key is replayed', async () => {
    const u = await t.createUser();
    const k = key('replay');
    const first = await db().transaction((tx) => coins().credit(tx, change(u.id, 40, { idempotencyKey: k })));
    await db().transaction((tx) => coins().debit(tx, change(u.id, 5, { eventName: 'staff.debit' })));
    const again = await db().transaction((tx) => coins().credit(tx, change(u.id, 40, { idempotencyKey: k })));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await ledgerOf(u.id)).toHaveLength(2);
    expect(await expectLedgerAddsUp(u.id)).toBe(35);
  });

  it('should refuse a key used for a different change with 409', async () => {
    const u = await t.createUser();
    const k = key('other');
    await db().transaction((tx) => coins().credit(tx, change(u.id, 10, { idempotencyKey: k })));
    await expect(db().transaction((tx) => coins().credit(tx, change(u.id, 11, { idempotencyKey: k })))).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(db().transaction((tx) => coins().debit(tx, change(u.id, 10, { idempotencyKey: k })))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await expectLedgerAddsUp(u.id)).toBe(10);
  });

  it('should throw InsufficientCoinsError with the balance before writing anything, leaving the transaction usable', async () => {
    const u = await t.createUser();
    await db().transaction((tx) => coins().credit(tx, change(u.id, 7)));
    const after = await db().transaction(async (tx) => {
      const err = await coins().debit(tx, change(u.id, 8, { eventName: 'order.payment' })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InsufficientCoinsError);
      expect(err).toMatchObject({ balance: 7, requested: 8, httpStatus: 422, code: 'RULE_VIOLATED', data: { Balance: 7 } });
      // the caller goes on in the same transaction (e.g. pays the rest by card)
      return coins().debit(tx, change(u.id, 7, { eventName: 'order.payment' }));
    });
    expect(after.balance).toBe(0);
    expect(await expectLedgerAddsUp(u.id)).toBe(0);
  });

  it('should refuse bad input before writing', async () => {
    const u = await t.createUser();
    for (const bad of [0, -1, 1.5, 2_000_000]) {
      await expect(db().transaction((tx) => coins().credit(tx, change(u.id, bad)))).rejects.toMatchObject({ code: 'VALIDATION' });
    }
    await expect(db().transaction((tx) => coins().credit(tx, change(u.id, 1, { reason: '  ' })))).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(db().transaction((tx) => coins().credit(tx, change(u.id, 1, { eventName: 'nope' as never })))).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(db().transaction((tx) => coins().credit(tx, change(999_999, 1)))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await ledgerOf(u.id)).toEqual([]);
  });

  it('should refuse UPDATE and DELETE on the ledger in the database itself', async () => {
    const u = await t.createUser();
    await db().transaction((tx) => coins().credit(tx, change(u.id, 3)));
    // drizzle wraps the database's error: its cause carries the message
    const refusal = (q: Promise<unknown>) => q.then(() => 'ran', (e: Error & { cause?: Error }) => e.cause?.message ?? e.message);
    expect(await refusal(db().execute(sql`update coin_ledger set credit = 1000 where user_id = ${u.id}`))).toMatch(/append-only: UPDATE/);
    expect(await refusal(db().execute(sql`delete from coin_ledger where user_id = ${u.id}`))).toMatch(/append-only: DELETE/);
    expect(await refusal(db().execute(sql`update coin_accounts set balance = -1 where user_id = ${u.id}`))).toMatch(/coin_accounts_balance_not_negative/);
    expect(await expectLedgerAddsUp(u.id)).toBe(3);
  });
});

describe('coins.grant (earning rules)', () => {
  it('should grant a rule once per learner and subject, nothing while the rule is off', async () => {
    const u = await t.createUser();
    const grant = () => db().transaction((tx) => coins().grant(tx, { userId: u.id, event: 'test.passed', subjectId: 41, reason: 'Passed SAP FI basics' }));
    const first = await grant();
    expect(first).toMatchObject({ balance: 10, replayed: false });
    expect(await grant()).toMatchObject({ ...first, replayed: true });
    // staff change the rule: a repeat of the same event still grants nothing more
    const rule = (await coins().rules()).find((r) => r.Code === 'test.passed')!;
    const staff = await t.createUser({ role: 'Admin' });
    await coins().updateRule({ userId: staff.id }, rule.ID, { coins: 15, active: true });
    expect(await grant()).toMatchObject({ replayed: true, balance: 10 });
    await coins().updateRule({ userId: staff.id }, rule.ID, { coins: 15, active: false });
    expect(await db().transaction((tx) => coins().grant(tx, { userId: u.id, event: 'test.passed', subjectId: 42, reason: 'x' }))).toBeNull();
    await coins().updateRule({ userId: staff.id }, rule.ID, { coins: 10, active: true });
    expect(await expectLedgerAddsUp(u.id)).toBe(10);
  });
});

describe('torture: 200 concurrent debits', () => {
  it('should let exactly 100 of 200 debits pass against a balance of 100 debits\' worth, ending at 0 and never below', async () => {
    const u = await t.createUser();
    const other = await t.createUser();
    await db().transaction((tx) => coins().credit(tx, change(u.id, 300)));
    await db().transaction((tx) => coins().credit(tx, change(other.id, 1000)));
    const results = await Promise.allSettled([
      ...Array.from({ length: 200 }, (_, i) =>
        db().transaction((tx) => coins().debit(tx, change(u.id, 3, { eventName: 'order.payment', reason: `debit ${i}` })))),
      // another learner's debits go on beside them
      ...Array.from({ length: 20 }, () => db().transaction((tx) => coins().debit(tx, change(other.id, 1, { eventName: 'staff.debit' })))),
    ]);
    const mine = results.slice(0, 200);
    const passed = mine.filter((r) => r.status === 'fulfilled');
    const refused = mine.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(passed).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientCoinsError);
    // every balance answered is distinct: no two debits saw the same balance
    const balances = passed.map((r) => (r as PromiseFulfilledResult<{ balance: number }>).value.balance);
    expect(new Set(balances).size).toBe(100);
    expect(Math.min(...balances)).toBe(0);
    expect(await coins().balance(u.id)).toBe(0);
    expect(await expectLedgerAddsUp(u.id)).toBe(0);
    expect(results.slice(200).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await expectLedgerAddsUp(other.id)).toBe(980);
  });
});
