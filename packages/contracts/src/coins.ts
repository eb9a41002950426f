import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';

/*
 * Coins (DESIGN section 5): an append-only ledger of credits and debits per learner, a balance that never goes
 * negative, an idempotency key on every write. Learners read their own statement (spec: GET
 * /rewards/getDetailStatement/{from}/{to}[/{eventsId}], rows EventName, Credit, Debit, CreatedOn); staff with
 * coins.manage read every learner's ledger, credit or debit a learner with a reason, and set the earning rules.
 */

/**
 * The kinds of coin change. The earning rules (`earn`) are granted once per learner and subject by the module
 * whose event it is; `staff.*` are staff adjustments; `order.*` are coins paying part of an order and coming back
 * on its refund (payments).
 */
export const coinEventCodes = [
  'course.completed',
  'test.passed',
  'badge.claimed',
  'forum.answer.useful',
  'knowledge.approved',
  'staff.credit',
  'staff.debit',
  'order.payment',
  'order.refund',
] as const;
export type CoinEventCode = (typeof coinEventCodes)[number];

/** Earning rules: the events a module grants coins for. */
export const earnEventCodes = ['course.completed', 'test.passed', 'badge.claimed', 'forum.answer.useful', 'knowledge.approved'] as const;
export type EarnEventCode = (typeof earnEventCodes)[number];

/** earn: an earning rule; staff: a staff credit or debit; spend: coins paying for an order, or returned from one. */
export const coinEventKinds = ['earn', 'staff', 'spend'] as const;
export type CoinEventKind = (typeof coinEventKinds)[number];

/** At most this many coins move in one change (and an earning rule grants at most this many). */
export const COIN_MAX_CHANGE = 1_000_000;
/** Bounds of the reason a staff member gives. */
export const COIN_REASON_MIN = 3;
export const COIN_REASON_MAX = 500;

/** A kind of coin change (the statement's event filter; the earning rules are the `earn` ones). */
export const coinEventSchema = z.object({
  /** The spec's EventsID. */
  ID: z.number().int(),
  Code: z.enum(coinEventCodes),
  /** The name in English (the web shows the translation of the code). */
  Name: z.string(),
  Kind: z.enum(coinEventKinds),
  /** Coins one event grants (earning rules); null where each change names its amount. */
  Coins: z.number().int().nullable(),
  /** An inactive earning rule grants nothing. */
  Active: z.boolean(),
  UpdatedOn: z.string(),
});
export type CoinEvent = z.infer<typeof coinEventSchema>;

/** A row of a learner's statement (spec: reward statement row EventName, Credit, Debit, CreatedOn). */
export const coinStatementRowSchema = z.object({
  ID: z.number().int(),
  EventID: z.number().int(),
  EventCode: z.enum(coinEventCodes),
  EventName: z.string(),
  Credit: z.number().int(),
  Debit: z.number().int(),
  /** The balance after this row. */
  Balance: z.number().int(),
  Reason: z.string(),
  /** ISO 8601, UTC. */
  CreatedOn: z.string(),
});
export type CoinStatementRow = z.infer<typeof coinStatementRowSchema>;

/** A row of the staff history: a statement row with its learner and who made it. */
export const coinHistoryRowSchema = coinStatementRowSchema.extend({
  UserID: z.number().int(),
  UserName: z.string(),
  UserEmail: z.string(),
  /** The staff member who made the change; null when the system did (an earning rule, an order). */
  ActorUserID: z.number().int().nullable(),
  ActorName: z.string().nullable(),
});
export type CoinHistoryRow = z.infer<typeof coinHistoryRowSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** The statement's path: first and last day (UTC, inclusive; the spec's FromDate and ToDate). */
export const coinStatementParamsSchema = z.object({ from: day, to: day });
/** The same with one event (the spec's EventsID). */
export const coinStatementEventParamsSchema = coinStatementParamsSchema.extend({ eventsId: idField });

/** The statement is a paged list (newest first; sortable by CreatedOn, EventName, Credit, Debit; term over the reason and event). */
export const coinStatementQuerySchema = listQuerySchema;

/** GET the staff history: the list query plus its filters. */
export const coinHistoryQuerySchema = listQuerySchema.extend({
  userId: idField.optional().describe('one learner'),
  eventId: idField.optional().describe('one kind of change'),
  direction: z.enum(['credit', 'debit']).optional(),
  from: day.optional().describe('first day (UTC), inclusive'),
  to: day.optional().describe('last day (UTC), inclusive'),
});
export type CoinHistoryQuery = z.infer<typeof coinHistoryQuerySchema>;

/** A learner for the staff picker, with the balance. */
export const coinLearnerSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Balance: z.number().int(),
});
export type CoinLearner = z.infer<typeof coinLearnerSchema>;

export const coinLearnerSearchQuerySchema = z.object({
  term: z.string().max(200).optional().describe('name or email; under 2 characters lists the first learners by name'),
});
export const coinLearnerParamsSchema = z.object({ userId: idField });

const amount = z
  .number()
  .int('Coins are whole numbers')
  .min(1, 'At least 1 coin')
  .max(COIN_MAX_CHANGE, `At most ${COIN_MAX_CHANGE.toLocaleString('en-US')} coins`);

/**
 * An idempotency key chosen by the caller for one change (a UUID the form makes when it opens): sending the same
 * key again answers the first result and changes nothing.
 */
export const idempotencyKeySchema = z
  .string()
  .min(8, 'At least 8 characters')
  .max(100, 'At most 100 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only');

/** POST a staff credit or debit. */
export const coinAdjustBodySchema = z.object({
  userId: idValue,
  direction: z.enum(['credit', 'debit']),
  amount,
  reason: z
    .string()
    .trim()
    .min(COIN_REASON_MIN, `Give a reason of at least ${COIN_REASON_MIN} characters`)
    .max(COIN_REASON_MAX, `At most ${COIN_REASON_MAX} characters`),
  idempotencyKey: idempotencyKeySchema,
});
export type CoinAdjustBody = z.infer<typeof coinAdjustBodySchema>;

/** The result of a change: the ledger row and the balance before and after it. */
export const coinChangeResultSchema = z.object({
  EntryID: z.number().int(),
  BalanceBefore: z.number().int(),
  BalanceAfter: z.number().int(),
  /** True when the idempotency key had been used: this is the first result, nothing changed now. */
  Replayed: z.boolean(),
});
export type CoinChangeResult = z.infer<typeof coinChangeResultSchema>;

/** PUT an earning rule: the coins it grants and whether it is active. */
export const coinRuleParamsSchema = z.object({ id: idField });
export const coinRuleBodySchema = z.object({
  coins: amount,
  active: z.boolean(),
});
export type CoinRuleBody = z.infer<typeof coinRuleBodySchema>;
