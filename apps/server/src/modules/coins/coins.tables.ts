import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/**
 * The kinds of coin change (DESIGN section 5, coins). Earning rules (`kind = 'earn'`) carry the coins a module's
 * event grants and can be switched off by staff; the other kinds (a staff credit or debit, an order paid with
 * coins, its refund) take the amount of each change. The code is fixed (modules emit it); staff edit the name,
 * the coins and whether the rule is active. A statement filters by the event's id (the spec's `eventsId`).
 */
export const coinEvents = pgTable(
  'coin_events',
  {
    id: id(),
    /** e.g. `course.completed` (contracts: coinEventCodes). */
    code: text('code').notNull(),
    /** The name shown in statements (the spec's EventName). */
    name: text('name').notNull(),
    /** earn | staff | spend */
    kind: text('kind').notNull(),
    /** Coins one event grants (earning rules); null where each change names its amount. */
    coins: integer('coins'),
    active: boolean('active').notNull().default(true),
    updatedOn: updatedOn(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('coin_events_code_uq').on(t.code),
    check('coin_events_coins_positive', sql`${t.coins} IS NULL OR ${t.coins} > 0`),
  ],
);

/**
 * One row per learner who ever had a coin change: the balance, kept in step with the ledger in the same
 * transaction as each ledger row. Every change first locks this row (`SELECT ... FOR UPDATE`), so the changes of
 * one learner run one after another while other learners' run side by side; the CHECK is the last guard against a
 * negative balance. The name and email are copied here when the account opens, so staff lists search them.
 */
export const coinAccounts = pgTable(
  'coin_accounts',
  {
    userId: integer('user_id').primaryKey(),
    balance: integer('balance').notNull().default(0),
    userName: text('user_name').notNull().default(''),
    userEmail: text('user_email').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    check('coin_accounts_balance_not_negative', sql`${t.balance} >= 0`),
    index('coin_accounts_search_trgm').using('gin', sql`(${t.userName} || ' ' || ${t.userEmail}) gin_trgm_ops`),
  ],
);

/**
 * The coin ledger: append-only (the migration adds a trigger refusing every UPDATE and DELETE). Each row is a
 * credit or a debit (never both), the balance after it, why, who made it (null: the system) and the idempotency key
 * of the write, unique, so a retried event or request adds nothing.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    eventId: integer('event_id').notNull().references(() => coinEvents.id),
    credit: integer('credit').notNull().default(0),
    debit: integer('debit').notNull().default(0),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    actorUserId: integer('actor_user_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdOn: timestampTz('created_on').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coin_ledger_idempotency_uq').on(t.idempotencyKey),
    // A learner's statement by date (and the account's history), newest first.
    index('coin_ledger_user_idx').on(t.userId, t.createdOn, t.id),
    // The staff history by date.
    index('coin_ledger_created_idx').on(t.createdOn, t.id),
    index('coin_ledger_event_idx').on(t.eventId, t.createdOn),
    index('coin_ledger_reason_trgm').using('gin', sql`${t.reason} gin_trgm_ops`),
    check('coin_ledger_one_side', sql`${t.credit} >= 0 AND ${t.debit} >= 0 AND (${t.credit} > 0) <> (${t.debit} > 0)`),
    check('coin_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
