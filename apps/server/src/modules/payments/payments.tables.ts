import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/*
 * The money layer (DESIGN sections 5 and 9): one order per purchasable thing, its state changes as an append-only
 * event log, provider webhooks kept once per provider event id, invoices and credit notes numbered gap-free per
 * financial year. Amounts are integers in minor units and always travel with their currency.
 *
 * `orders.status` (and the captured/refunded sums) is the one thing updated in place: it is a projection of the
 * order's events, written in the same transaction as the event that changes it, under the order's row lock. Keeping
 * it as a column lets the partial unique index below forbid two open or paid orders of the same thing, and lets the
 * lists filter by state without replaying events; the events table (append-only, enforced by a trigger) stays the
 * record of what happened, who or what caused it and when.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    /** course | capsule | subscription */
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** The thing's title and its public address key (course slug) when ordered. */
    itemTitle: text('item_title').notNull(),
    itemRef: text('item_ref').notNull().default(''),
    /** INR | USD */
    currency: text('currency').notNull(),
    /** The price stored on the thing when the order was made, in minor units (a later price change leaves it). */
    amount: integer('amount').notNull(),
    /** test | razorpay | stripe | manual */
    provider: text('provider').notNull(),
    /** The provider's own id of this checkout (Stripe session, Razorpay payment link). */
    providerOrderId: text('provider_order_id'),
    /** The provider's id of the captured payment, or the reference of an offline payment. */
    providerPaymentId: text('provider_payment_id'),
    /** created | paid | refunded | failed | expired (a projection of order_events, see above). */
    status: text('status').notNull().default('created'),
    /** Coins the buyer spent on this order (debited with it, idempotency key `order.payment:<id>`) and their value in minor units. */
    coinsUsed: integer('coins_used').notNull().default(0),
    coinsValue: integer('coins_value').notNull().default(0),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The buyer as invoiced: name and email when ordered, the Indian state code that decides CGST+SGST or IGST. */
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email').notNull().default(''),
    buyerState: text('buyer_state'),
    /**
     * Why staff must look at this order (null: nothing to do), e.g. an automatic refund of a doubled payment that the
     * provider refused. Set and cleared with an order event; the staff list filters on it.
     */
    attention: text('attention'),
    createdOn: createdOn(),
    paidOn: timestampTz('paid_on'),
    updatedOn: updatedOn(),
  },
  (t) => [
    // One open order per learner and thing (concurrent checkouts meet here) and, for a one-off thing (course, capsule),
    // one paid order: it is not sold twice. A subscription plan's paid orders stand outside it, so the same plan can be
    // bought again (a renewal starts where the running subscription ends). A payment captured for a thing already held
    // (flagged, refunded automatically) stands outside it until refunded.
    uniqueIndex('orders_live_item_uq')
      .on(t.userId, t.itemKind, t.itemId)
      .where(sql`${t.attention} is null and (${t.status} = 'created' or (${t.status} = 'paid' and ${t.itemKind} <> 'subscription'))`),
    index('orders_attention_idx').on(t.id).where(sql`${t.attention} is not null`),
    uniqueIndex('orders_provider_order_uq').on(t.provider, t.providerOrderId).where(sql`${t.providerOrderId} is not null`),
    uniqueIndex('orders_provider_payment_uq').on(t.provider, t.providerPaymentId).where(sql`${t.providerPaymentId} is not null`),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_created_idx').on(t.createdOn, t.id),
    index('orders_search_trgm').using('gin', sql`(${t.buyerName} || ' ' || ${t.buyerEmail} || ' ' || ${t.itemTitle}) gin_trgm_ops`),
  ],
);

/** Every change of an order, append-only (trigger): who or what caused it, the amounts, the provider's ids. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    /** created | paid | granted | failed | expired | refunded | revoked */
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull(),
    /** learner | staff | webhook | test-provider | system */
    source: text('source').notNull(),
    actorUserId: integer('actor_user_id'),
    /** The provider event, payment or refund id, or an offline payment's reference. */
    reference: text('reference'),
    note: text('note').notNull().default(''),
    occurredOn: timestampTz('occurred_on').notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    // Captured once and granted once, whatever arrives how often: the database refuses a second.
    uniqueIndex('order_events_paid_uq').on(t.orderId).where(sql`${t.type} = 'paid'`),
    uniqueIndex('order_events_granted_uq').on(t.orderId).where(sql`${t.type} = 'granted'`),
    // One refund per provider refund id (our own refund and its webhook echo meet here).
    uniqueIndex('order_events_refund_ref_uq').on(t.orderId, t.reference).where(sql`${t.type} = 'refunded' and ${t.reference} is not null`),
  ],
);

/** Provider webhook deliveries, once per provider event id (replays and retries are recognised here). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id'),
    /** What the event did: applied | ignored (nothing to do: duplicate capture, unknown order, other type). */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload'),
    receivedOn: timestampTz('received_on').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_uq').on(t.provider, t.eventId)],
);

/**
 * Invoices and credit notes, append-only (trigger), everything as computed when issued: seller, buyer, HSN/SAC,
 * the GST split. `number` is gap-free per series and financial year: given after the issuing transaction has
 * committed, in batches, by the SQL function `invoices_assign_numbers()` (migration 0048), so a rollback takes no number.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** invoice | credit_note */
    kind: text('kind').notNull(),
    /**
     * e.g. INV/2026-27/000123, CN/2026-27/000004. Inserted empty; given once the inserting transaction has committed
     * by `invoices_assign_numbers()` (migration 0048: the app calls it right after the commit, its sweep job every
     * minute, and every read that shows a number before it shows one), in issue order (issued_on, id) within a batch.
     * The one UPDATE the append-only trigger allows is that numbering.
     */
    number: text('number'),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence'),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull(),
    /** For a credit note: the invoice it corrects, and the refund event it documents. */
    invoiceId: integer('invoice_id'),
    orderEventId: integer('order_event_id'),
    issuedOn: timestampTz('issued_on').notNull(),
    currency: text('currency').notNull(),
    /** Taxable value, taxes and total in minor units (total = taxable + cgst + sgst + igst). */
    taxableAmount: integer('taxable_amount').notNull(),
    cgst: integer('cgst').notNull().default(0),
    sgst: integer('sgst').notNull().default(0),
    igst: integer('igst').notNull().default(0),
    total: integer('total').notNull(),
    /** GST rate in basis points (1800 = 18%); 0 for an export. */
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** intra (CGST+SGST) | inter (IGST) | export (none) */
    taxMode: text('tax_mode').notNull(),
    hsnSac: text('hsn_sac').notNull(),
    description: text('description').notNull(),
    seller: jsonb('seller').$type<Record<string, string>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_series_seq_uq').on(t.series, t.financialYear, t.sequence),
    // One invoice per order; one credit note per refund event.
    uniqueIndex('invoices_order_uq').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_refund_uq').on(t.orderEventId).where(sql`${t.kind} = 'credit_note'`),
    index('invoices_user_idx').on(t.userId, t.id),
    index('invoices_issued_idx').on(t.issuedOn, t.id),
    // The documents not numbered yet (committed a moment ago): what invoices_assign_numbers() reads.
    index('invoices_unnumbered_idx').on(t.series, t.financialYear, t.issuedOn, t.id).where(sql`${t.number} is null`),
  ],
);

/** The last number given per series and financial year: bumped by `invoices_assign_numbers()` for committed documents only, so a rollback leaves no gap. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
