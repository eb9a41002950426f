import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CoinEvent, CoinEventCode, CoinHistoryRow, CoinStatementRow } from '@app/contracts/coins';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { namedQuery } from '../../platform/db/prepared.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { users } from '../users/users.tables.ts';
import { coinAccounts, coinEvents, coinLedger } from './coins.tables.ts';

export type LedgerRow = typeof coinLedger.$inferSelect;
export type NewLedgerRow = typeof coinLedger.$inferInsert;

/** The filters of a statement or of the staff history, resolved (days as UTC instants, `to` exclusive). */
export type LedgerFilters = {
  userId?: number;
  eventId?: number;
  direction?: 'credit' | 'debit';
  from?: Date;
  toExclusive?: Date;
};

const eventColumns = {
  ID: coinEvents.id,
  Code: sql<CoinEventCode>`${coinEvents.code}`,
  Name: coinEvents.name,
  Kind: sql<CoinEvent['Kind']>`${coinEvents.kind}`,
  Coins: coinEvents.coins,
  Active: coinEvents.active,
  UpdatedOn: isoTime(coinEvents.updatedOn),
};

export function listEvents(db: Db, kind?: CoinEvent['Kind']): Promise<CoinEvent[]> {
  return db
    .select(eventColumns)
    .from(coinEvents)
    .where(kind ? eq(coinEvents.kind, kind) : undefined)
    .orderBy(asc(coinEvents.id)) as unknown as Promise<CoinEvent[]>;
}

export async function eventById(db: Db, id: number): Promise<CoinEvent | undefined> {
  const [row] = await (db.select(eventColumns).from(coinEvents).where(eq(coinEvents.id, id)) as unknown as Promise<CoinEvent[]>);
  return row;
}

export async function eventByCode(db: Db, code: string) {
  const [row] = await db.select().from(coinEvents).where(eq(coinEvents.code, code));
  return row;
}

export async function updateRule(db: Db, id: number, values: { coins: number; active: boolean; updatedBy: number; updatedOn: Date }) {
  await db.update(coinEvents).set(values).where(and(eq(coinEvents.id, id), eq(coinEvents.kind, 'earn')));
}

/** The learner's balance, locking the account row until the transaction ends; undefined when no account yet. */
export async function lockBalance(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ balance: coinAccounts.balance }).from(coinAccounts).where(eq(coinAccounts.userId, userId)).for('update');
  return row?.balance;
}

/** Opens an account with a zero balance (nothing when another transaction opened it first). */
export async function openAccount(db: Db, values: { userId: number; userName: string; userEmail: string; createdOn: Date }) {
  await db.insert(coinAccounts).values({ ...values, balance: 0, updatedOn: values.createdOn }).onConflictDoNothing();
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: coinAccounts.balance }).from(coinAccounts).where(eq(coinAccounts.userId, userId));
  return row?.balance ?? 0;
}

export async function balancesOf(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: coinAccounts.userId, balance: coinAccounts.balance })
    .from(coinAccounts)
    .where(inArray(coinAccounts.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.balance]));
}

export async function entryByKey(db: Db, key: string): Promise<LedgerRow | undefined> {
  const [row] = await db.select().from(coinLedger).where(eq(coinLedger.idempotencyKey, key));
  return row;
}

/**
 * The usual change in one statement and one round trip: the balance row moves by `delta` (staying at zero or above,
 * only while the idempotency key is unused), and the ledger row is inserted with the balance the update produced.
 * The UPDATE takes the learner's row lock, so concurrent changes of one learner queue there and each sees the
 * previous one's balance. Answers:
 * - `{ id, balance }`: done;
 * - `{ id: null, balance: null }`: nothing written (no account yet, not enough coins, or the key is used): the caller
 *   takes the slow path;
 * - `{ id: null, balance }`: the balance moved but a concurrent change with the same key inserted its ledger row first
 *   (it committed while this one waited): the caller moves the balance back (`moveBalance`) and answers the replay.
 */
export async function moveAndAppend(db: Db, row: Omit<NewLedgerRow, 'createdOn' | 'balanceAfter'> & { createdOn: Date }, delta: number): Promise<{ id: number | null; balance: number | null }> {
  const r = await moveAndAppendFor(db, row, delta);
  return { id: r.id, balance: r.balance };
}

/**
 * `moveAndAppend` for a staff change of a learner's coins, in one statement outside any transaction (a statement is
 * atomic by itself): it also reads the account the change is for, and moves nothing unless it is a learner's
 * (`learner` null: no such learner, nothing written); the learner's name comes back, and the staff change's audit
 * entry (`audit`, SQL over the columns `upd.balance`, `l.first_name` and `l.last_name`) goes in with the ledger row.
 * Without a transaction, a balance moved while a concurrent change with the same key inserted its ledger row first
 * cannot be moved back: the ledger insert has no ON CONFLICT here, so that race fails the whole statement
 * (`isKeyTaken`) and nothing is written; the caller then takes the transactional path, which answers the replay.
 */
export async function moveAppendAndAudit(db: Db, row: Omit<NewLedgerRow, 'createdOn' | 'balanceAfter'> & { createdOn: Date }, delta: number, audit: (from: SQL) => SQL) {
  return moveAndAppendFor(db, row, delta, { learnerOnly: true, audit });
}

/** `moveAndAppend` that also reads the account the change is for and moves nothing unless it is a learner's (`learner` null), answering the learner's name. */
export function moveAndAppendForLearner(db: Db, row: Omit<NewLedgerRow, 'createdOn' | 'balanceAfter'> & { createdOn: Date }, delta: number) {
  return moveAndAppendFor(db, row, delta, { learnerOnly: true });
}

/** The error of a ledger insert whose idempotency key a concurrent change took first (see `moveAppendAndAudit`). */
export const isKeyTaken = (e: unknown) => isUniqueViolation(e, 'coin_ledger_idempotency_uq');

async function moveAndAppendFor(
  db: Db, row: Omit<NewLedgerRow, 'createdOn' | 'balanceAfter'> & { createdOn: Date }, delta: number,
  opts: { learnerOnly?: boolean; audit?: (from: SQL) => SQL } = {},
) {
  const at = row.createdOn.toISOString();
  const learnerOnly = !!opts.learnerOnly;
  const statement = sql`
    with ${learnerOnly
      ? sql`l as (select ${users.firstName} as first_name, ${users.lastName} as last_name from ${users} where ${users.id} = ${row.userId} and lower(btrim(${users.role}, E' \t\n\r\f\v')) = 'trainee'),`
      : sql``} upd as (
      update coin_accounts set balance = balance + ${delta}::int, updated_on = ${at}::timestamptz
      where user_id = ${row.userId} and balance + ${delta}::int >= 0
        and not exists (select 1 from coin_ledger where idempotency_key = ${row.idempotencyKey})
        ${learnerOnly ? sql`and exists (select 1 from l)` : sql``}
      returning balance
    ), ins as (
      insert into coin_ledger (user_id, event_id, credit, debit, balance_after, reason, actor_user_id, idempotency_key, created_on)
      select ${row.userId}, ${row.eventId}, ${row.credit ?? 0}, ${row.debit ?? 0}, upd.balance, ${row.reason}, ${row.actorUserId ?? null}, ${row.idempotencyKey}, ${at}::timestamptz
      from upd
      ${opts.audit ? sql`` : sql`on conflict (idempotency_key) do nothing`}
      returning id
    )${opts.audit ? sql`, aud as (${opts.audit(sql`ins, upd, l`)})` : sql``}
    select (select id from ins) as id, (select balance from upd) as balance${learnerOnly ? sql`, (select first_name from l) as first_name, (select last_name from l) as last_name, exists (select 1 from l) as learner` : sql``}`;
  type Row = { id: string | number | null; balance: number | null; first_name?: string; last_name?: string; learner?: boolean | string };
  // The staff change outside a transaction is one statement of one text: prepared, it is not parsed and planned on
  // every change (the others run inside the caller's transaction, on its connection).
  const [r] = opts.audit
    ? await namedQuery<Row>(db, 'coins_staff_change', statement)
    : (((await db.execute(statement)) as unknown as { rows: Row[] }).rows);
  const isLearner = r?.learner === true || r?.learner === 't';
  return {
    id: r?.id === null || r?.id === undefined ? null : Number(r.id),
    balance: r?.balance ?? null,
    learner: isLearner ? { firstName: r!.first_name ?? '', lastName: r!.last_name ?? '' } : null,
  };
}

/** Moves a balance back after `moveAndAppend` lost its key to a concurrent change (no ledger row: nothing happened). */
export async function moveBalance(db: Db, userId: number, delta: number) {
  await db.execute(sql`update coin_accounts set balance = balance + ${delta}::int where user_id = ${userId}`);
}

/**
 * Appends a ledger row and moves the balance by `delta` in one statement (two data-modifying CTEs): the balance
 * moves only when the row went in (its idempotency key was free) and stays at zero or above. `id` null: the key is
 * taken, nothing changed; `balance` null with an id: the guard refused (the caller must roll back).
 */
export async function appendAndMove(db: Db, row: Omit<NewLedgerRow, 'createdOn'> & { createdOn: Date }, delta: number): Promise<{ id: number | null; balance: number | null }> {
  const at = row.createdOn.toISOString();
  const result = await db.execute(sql`
    with ins as (
      insert into coin_ledger (user_id, event_id, credit, debit, balance_after, reason, actor_user_id, idempotency_key, created_on)
      values (${row.userId}, ${row.eventId}, ${row.credit ?? 0}, ${row.debit ?? 0}, ${row.balanceAfter}, ${row.reason}, ${row.actorUserId ?? null}, ${row.idempotencyKey}, ${at}::timestamptz)
      on conflict (idempotency_key) do nothing
      returning id
    ), upd as (
      update coin_accounts set balance = balance + ${delta}::int, updated_on = ${at}::timestamptz
      where user_id = ${row.userId} and balance + ${delta}::int >= 0 and exists (select 1 from ins)
      returning balance
    )
    select (select id from ins) as id, (select balance from upd) as balance`);
  const [r] = (result as unknown as { rows: { id: string | number | null; balance: number | null }[] }).rows;
  return { id: r?.id === null || r?.id === undefined ? null : Number(r.id), balance: r?.balance ?? null };
}

function where(f: LedgerFilters): (SQL | undefined)[] {
  return [
    f.userId !== undefined ? eq(coinLedger.userId, f.userId) : undefined,
    f.eventId !== undefined ? eq(coinLedger.eventId, f.eventId) : undefined,
    f.direction === 'credit' ? sql`${coinLedger.credit} > 0` : f.direction === 'debit' ? sql`${coinLedger.debit} > 0` : undefined,
    f.from ? gte(coinLedger.createdOn, f.from) : undefined,
    f.toExclusive ? lt(coinLedger.createdOn, f.toExclusive) : undefined,
  ];
}

const statementColumns = {
  ID: coinLedger.id,
  EventID: coinLedger.eventId,
  EventCode: sql<CoinEventCode>`${coinEvents.code}`,
  EventName: coinEvents.name,
  Credit: coinLedger.credit,
  Debit: coinLedger.debit,
  Balance: coinLedger.balanceAfter,
  Reason: coinLedger.reason,
  CreatedOn: isoTime(coinLedger.createdOn),
};

const statementSpec: ListSpec = {
  searchable: [coinLedger.reason, coinEvents.name],
  sortable: { CreatedOn: coinLedger.createdOn, EventName: coinEvents.name, Credit: coinLedger.credit, Debit: coinLedger.debit },
  defaultOrder: [sql`${coinLedger.createdOn} desc`, sql`${coinLedger.id} desc`],
  tieBreaker: coinLedger.id,
};

/** One page of a learner's own rows: the learner's id is part of the WHERE, always. */
export function statement(db: Db, userId: number, query: ListQuery, f: Omit<LedgerFilters, 'userId'>) {
  return paginate<CoinStatementRow>(
    db,
    statementSpec,
    query,
    (w) => db.select(statementColumns).from(coinLedger).innerJoin(coinEvents, eq(coinEvents.id, coinLedger.eventId)).where(w).$dynamic(),
    where({ ...f, userId }),
  );
}

type HistoryDbRow = Omit<CoinHistoryRow, 'ActorName'>;

const historySpec: ListSpec = {
  // The learner expression is the one the accounts' trigram index is built on.
  searchable: [coinLedger.reason, sql`(${coinAccounts.userName} || ' ' || ${coinAccounts.userEmail})`],
  sortable: {
    CreatedOn: coinLedger.createdOn, EventName: coinEvents.name, Credit: coinLedger.credit, Debit: coinLedger.debit,
    UserName: coinAccounts.userName,
  },
  defaultOrder: [sql`${coinLedger.createdOn} desc`, sql`${coinLedger.id} desc`],
  tieBreaker: coinLedger.id,
};

/** One page of every learner's ledger, for staff. */
export function history(db: Db, query: ListQuery, f: LedgerFilters) {
  return paginate<HistoryDbRow>(
    db,
    historySpec,
    query,
    (w) =>
      db
        .select({
          ...statementColumns,
          UserID: coinLedger.userId,
          UserName: coinAccounts.userName,
          UserEmail: coinAccounts.userEmail,
          ActorUserID: coinLedger.actorUserId,
        })
        .from(coinLedger)
        .innerJoin(coinEvents, eq(coinEvents.id, coinLedger.eventId))
        .innerJoin(coinAccounts, eq(coinAccounts.userId, coinLedger.userId))
        .where(w)
        .$dynamic(),
    where(f),
  );
}
