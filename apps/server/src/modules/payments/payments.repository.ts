import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Invoice, Order, OrderEvent } from '@app/contracts/payments';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, termFilter, type ListSpec } from '../../platform/http/list-query.ts';
import { invoices, orderEvents, orders, paymentWebhookEvents } from './payments.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/** The staff filters, resolved (days as UTC instants, `to` exclusive). */
export type OrderFilters = { status?: string; provider?: string; currency?: string; from?: Date; toExclusive?: Date; userId?: number; attention?: boolean };

const orderSearch = sql`(${orders.buyerName} || ' ' || ${orders.buyerEmail} || ' ' || ${orders.itemTitle})`;

const orderSpec: ListSpec = {
  searchable: [orderSearch],
  sortable: { CreatedOn: orders.createdOn, Amount: orders.amount, Status: orders.status, UserName: orders.buyerName, PaidOn: orders.paidOn },
  defaultOrder: [sql`${orders.createdOn} desc`, sql`${orders.id} desc`],
  tieBreaker: orders.id,
};

const orderColumns = {
  ID: orders.id,
  UserID: orders.userId,
  UserName: orders.buyerName,
  UserEmail: orders.buyerEmail,
  Kind: orders.itemKind,
  ItemID: orders.itemId,
  ItemTitle: orders.itemTitle,
  ItemRef: orders.itemRef,
  CurrencyCode: orders.currency,
  Amount: orders.amount,
  CoinsUsed: orders.coinsUsed,
  CoinsValue: orders.coinsValue,
  CapturedAmount: orders.capturedAmount,
  RefundedAmount: orders.refundedAmount,
  Provider: orders.provider,
  ProviderPaymentID: orders.providerPaymentId,
  Status: orders.status,
  CreatedOn: isoTime(orders.createdOn),
  PaidOn: sql<string | null>`case when ${orders.paidOn} is null then null else ${isoTime(orders.paidOn)} end`,
  InvoiceID: invoices.id,
  InvoiceNumber: invoices.number,
  Attention: orders.attention,
};

const invoiceJoin = and(eq(invoices.orderId, orders.id), eq(invoices.kind, 'invoice'));

function orderWhere(f: OrderFilters): (SQL | undefined)[] {
  return [
    f.userId !== undefined ? eq(orders.userId, f.userId) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.provider ? eq(orders.provider, f.provider) : undefined,
    f.currency ? eq(orders.currency, f.currency) : undefined,
    f.from ? gte(orders.createdOn, f.from) : undefined,
    f.toExclusive ? lt(orders.createdOn, f.toExclusive) : undefined,
    f.attention ? isNotNull(orders.attention) : undefined,
  ];
}

export function listOrders(db: Db, query: ListQuery, f: OrderFilters) {
  return paginate<Order>(db, orderSpec, query, (w) => db.select(orderColumns).from(orders).leftJoin(invoices, invoiceJoin).where(w).$dynamic(), orderWhere(f));
}

/** A batch of the CSV download, newest first, keyset on the id. */
export function orderBatch(db: Db, f: OrderFilters, term: string | undefined, beforeId: number | undefined, limit: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(invoices, invoiceJoin)
    .where(and(...orderWhere(f), termFilter(orderSpec, term), beforeId !== undefined ? lt(orders.id, beforeId) : undefined))
    .orderBy(desc(orders.id))
    .limit(limit) as unknown as Promise<Order[]>;
}

/** One order as listed; with `userId`, only when it is theirs (another's answers like a missing one). */
export async function orderView(db: Db, id: number, userId?: number): Promise<Order | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(invoices, invoiceJoin)
    .where(and(eq(orders.id, id), userId !== undefined ? eq(orders.userId, userId) : undefined));
  return row as Order | undefined;
}

export async function eventsOf(db: Db, orderId: number): Promise<OrderEvent[]> {
  return db
    .select({
      ID: orderEvents.id, Type: orderEvents.type, FromStatus: orderEvents.fromStatus, ToStatus: orderEvents.toStatus, Amount: orderEvents.amount,
      CurrencyCode: orderEvents.currency, Source: orderEvents.source, ActorUserID: orderEvents.actorUserId, Reference: orderEvents.reference,
      Note: orderEvents.note, OccurredOn: isoTime(orderEvents.occurredOn),
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id)) as unknown as Promise<OrderEvent[]>;
}

/** The order, locked for the rest of the transaction (every state change holds this lock). */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** An order row as `select o.*` answers it (snake_case; timestamps as text on node-postgres, Date on PGlite). */
export function orderRowOf(r: Record<string, unknown>): OrderRow {
  const time = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
  return {
    id: Number(r.id), userId: Number(r.user_id), itemKind: String(r.item_kind), itemId: Number(r.item_id), itemTitle: String(r.item_title),
    itemRef: String(r.item_ref), currency: String(r.currency), amount: Number(r.amount), provider: String(r.provider),
    providerOrderId: (r.provider_order_id as string | null) ?? null, providerPaymentId: (r.provider_payment_id as string | null) ?? null,
    status: String(r.status), coinsUsed: Number(r.coins_used), coinsValue: Number(r.coins_value), capturedAmount: Number(r.captured_amount),
    refundedAmount: Number(r.refunded_amount), buyerName: String(r.buyer_name), buyerEmail: String(r.buyer_email),
    buyerState: (r.buyer_state as string | null) ?? null, attention: (r.attention as string | null) ?? null,
    createdOn: time(r.created_on)!, paidOn: time(r.paid_on), updatedOn: time(r.updated_on)!,
  };
}

/**
 * The order, locked (as `lockOrder`), and whether this provider event id is recorded already, in one round trip.
 * The check may miss a delivery that committed while this one waited for the lock; `recordWebhook`/`writeCapture`
 * meet it then (unique per provider event id) and the caller rolls back.
 */
export async function lockOrderSeen(tx: Db, id: number, provider: string, eventId: string): Promise<{ order: OrderRow | undefined; seen: boolean }> {
  const result = await tx.execute(sql`
    select o.*, exists (select 1 from payment_webhook_events w where w.provider = ${provider} and w.event_id = ${eventId}) as seen__
    from orders o where o.id = ${id} for update of o`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return { order: undefined, seen: await webhookSeen(tx, provider, eventId) };
  return { order: orderRowOf(row), seen: row.seen__ === true || row.seen__ === 't' };
}

/**
 * A learner's open or paid order of one thing, locked (the rows of the `orders_live_item_uq` index). For a subscription
 * plan only the open order counts: a paid one does not stop the plan being bought again.
 */
export async function lockLiveOrder(tx: Db, userId: number, kind: string, itemId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.itemKind, kind), eq(orders.itemId, itemId), inArray(orders.status, kind === 'subscription' ? ['created'] : ['created', 'paid']), isNull(orders.attention)))
    .for('update');
  return row;
}

/** Open orders made before `cutoff`, oldest first (the expiry job's batch). */
export async function staleOrderIds(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.status, 'created'), lt(orders.createdOn, cutoff))).orderBy(asc(orders.createdOn)).limit(limit);
  return rows.map((r) => r.id);
}

/** True when the order has an event of this type (e.g. 'granted': this order gave the learner the thing). */
export async function hasEvent(tx: Db, orderId: number, type: string): Promise<boolean> {
  const [row] = await tx.select({ id: orderEvents.id }).from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type))).limit(1);
  return row !== undefined;
}

/** The order a provider event names by the provider's own ids. */
export async function orderByProviderIds(tx: Db, provider: string, ids: { providerOrderId?: string; paymentId?: string }): Promise<number | undefined> {
  const conds = [
    ids.providerOrderId ? eq(orders.providerOrderId, ids.providerOrderId) : undefined,
    ids.paymentId ? eq(orders.providerPaymentId, ids.paymentId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (conds.length === 0) return undefined;
  const [row] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.provider, provider), sql`(${sql.join(conds, sql` or `)})`)).limit(1);
  return row?.id;
}

/** Inserts an order unless an open or paid one of the same thing exists (the partial unique index); undefined then. */
export async function insertOrder(tx: Db, row: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
  const [created] = await tx
    .insert(orders)
    .values(row)
    // The predicate of `orders_live_item_uq` (payments.tables.ts), so the conflict target infers that index.
    .onConflictDoNothing({
      target: [orders.userId, orders.itemKind, orders.itemId],
      where: sql`${orders.attention} is null and (${orders.status} = 'created' or (${orders.status} = 'paid' and ${orders.itemKind} <> 'subscription'))`,
    })
    .returning();
  return created;
}

export async function updateOrder(tx: Db, id: number, patch: Partial<typeof orders.$inferInsert>) {
  await tx.update(orders).set(patch).where(eq(orders.id, id));
}

export async function insertEvent(tx: Db, row: NewOrderEvent): Promise<number> {
  const [e] = await tx.insert(orderEvents).values(row).returning({ id: orderEvents.id });
  return e!.id;
}

/** True when this refund id is already recorded on the order (our refund and its webhook echo). */
export async function hasRefund(tx: Db, orderId: number, reference: string): Promise<boolean> {
  const [row] = await tx.select({ id: orderEvents.id }).from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'refunded'), eq(orderEvents.reference, reference)));
  return row !== undefined;
}

export async function webhookSeen(tx: Db, provider: string, eventId: string): Promise<boolean> {
  const [row] = await tx.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
  return row !== undefined;
}

/** Records a webhook delivery; false when this provider event id was seen before (a replay or retry). */
export async function recordWebhook(tx: Db, row: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(paymentWebhookEvents).values(row).onConflictDoNothing().returning({ id: paymentWebhookEvents.id });
  return inserted.length > 0;
}

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'number' | 'sequence' | 'id' | 'createdOn'>;

/** The INSERT of an invoice or credit note without its number (`assignInvoiceNumbers` gives it once committed). */
const insertInvoiceSql = (row: NewInvoice) => sql`
  insert into invoices (kind, series, financial_year, order_id, user_id, invoice_id, order_event_id, issued_on, currency,
    taxable_amount, cgst, sgst, igst, total, tax_rate_bp, tax_mode, hsn_sac, description, seller, buyer)
  values (${row.kind}, ${row.series}, ${row.financialYear}, ${row.orderId}, ${row.userId}, ${row.invoiceId ?? null}::int, ${row.orderEventId ?? null}::int,
    ${row.issuedOn.toISOString()}::timestamptz, ${row.currency}, ${row.taxableAmount}, ${row.cgst ?? 0}, ${row.sgst ?? 0}, ${row.igst ?? 0}, ${row.total},
    ${row.taxRateBp}, ${row.taxMode}, ${row.hsnSac}, ${row.description}, ${JSON.stringify(row.seller)}::jsonb, ${JSON.stringify(row.buyer)}::jsonb)
  returning id`;

/**
 * Inserts an invoice or credit note without its number: its gap-free number (next of the series and financial year)
 * is given once the transaction has committed, by `assignInvoiceNumbers`, so a rollback takes no number and no
 * issuing transaction holds the counter row.
 */
export async function insertInvoice(tx: Db, row: NewInvoice): Promise<{ id: number }> {
  const [r] = (await tx.execute(insertInvoiceSql(row)) as unknown as { rows: { id: number }[] }).rows;
  return { id: Number(r!.id) };
}

const orderEventValues = (e: NewOrderEvent) =>
  sql`(${e.orderId}, ${e.type}, ${e.fromStatus ?? null}, ${e.toStatus}, ${e.amount ?? 0}, ${e.currency}, ${e.source}, ${e.actorUserId ?? null}::int, ${e.reference ?? null}, ${e.note ?? ''}, ${(e.occurredOn ?? new Date()).toISOString()}::timestamptz)`;

/** What a capture writes after the grant, in one statement (`writeCapture`). */
export type CaptureWrite = {
  orderId: number;
  at: Date;
  paymentId: string | null;
  amount: number;
  attention: string | null;
  /** The 'paid' event, then 'granted' or 'attention' (inserted in this order). */
  events: NewOrderEvent[];
  invoice: NewInvoice;
  /** The provider's delivery, recorded once per event id (absent for an offline payment). */
  webhook?: typeof paymentWebhookEvents.$inferInsert;
};

/**
 * The rest of a capture in one statement and one round trip, the last before COMMIT: the order paid, its events, the
 * webhook delivery (once per provider event id) and the invoice (numbered once committed: `assignInvoiceNumbers`).
 * `recorded` is false when a concurrent delivery of the same provider event committed first: the caller rolls back.
 */
export async function writeCapture(tx: Db, w: CaptureWrite): Promise<{ recorded: boolean; invoiceId: number }> {
  const at = w.at.toISOString();
  const wh = w.webhook;
  const result = await tx.execute(sql`
    with upd as (
      update orders set status = 'paid', captured_amount = ${w.amount}, provider_payment_id = ${w.paymentId}, paid_on = ${at}::timestamptz,
        updated_on = ${at}::timestamptz, attention = ${w.attention}
      where id = ${w.orderId}
      returning id
    ), ev as (
      insert into order_events (order_id, type, from_status, to_status, amount, currency, source, actor_user_id, reference, note, occurred_on)
      values ${sql.join(w.events.map(orderEventValues), sql`, `)}
      returning id
    ), wh as (
      ${wh
        ? sql`insert into payment_webhook_events (provider, event_id, type, order_id, outcome, payload, received_on)
          values (${wh.provider}, ${wh.eventId}, ${wh.type}, ${wh.orderId ?? null}::int, ${wh.outcome}, ${wh.payload === undefined || wh.payload === null ? null : JSON.stringify(wh.payload)}::jsonb, ${(wh.receivedOn ?? w.at).toISOString()}::timestamptz)
          on conflict do nothing returning id`
        : sql`select 1 as id`}
    ), inv as (${insertInvoiceSql(w.invoice)})
    select (select count(*) from upd)::int as updated, (select count(*) from ev)::int as events, (select count(*) from wh)::int as recorded, (select id from inv) as invoice_id`);
  const [r] = (result as unknown as { rows: { updated: number; events: number; recorded: number; invoice_id: number }[] }).rows;
  if (Number(r!.updated) !== 1 || Number(r!.events) !== w.events.length) throw new Error(`capture of order ${w.orderId} not written`);
  return { recorded: Number(r!.recorded) === 1, invoiceId: Number(r!.invoice_id) };
}

/**
 * Numbers every committed invoice and credit note still without a number, per series and financial year in issue
 * order, in one statement (the SQL function `invoices_assign_numbers()`, migration 0048: each counter row taken once,
 * one commit for the batch; safe to run in several sessions at once). On `ctx.db` it commits by itself; in a
 * transaction it numbers with it (and a rollback takes the numbers back). Answers how many it numbered.
 */
export async function assignInvoiceNumbers(db: Db): Promise<number> {
  const [r] = (await db.execute(sql`select invoices_assign_numbers() as n`) as unknown as { rows: { n: number }[] }).rows;
  return Number(r?.n ?? 0);
}

export async function invoiceOfOrder(tx: Db, orderId: number) {
  const [row] = await tx.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row;
}

const invoiceSpec: ListSpec = {
  searchable: [invoices.number, sql`${invoices.buyer}->>'name'`, invoices.description],
  sortable: { InvoiceDate: invoices.issuedOn, NetAmount: invoices.total, Number: invoices.number, UserName: sql`${invoices.buyer}->>'name'` },
  defaultOrder: [sql`${invoices.issuedOn} desc`, sql`${invoices.id} desc`],
  tieBreaker: invoices.id,
};

const invoiceColumns = {
  ID: invoices.id,
  Kind: invoices.kind,
  Number: invoices.number,
  OrderID: invoices.orderId,
  UserID: invoices.userId,
  UserName: sql<string>`coalesce(${invoices.buyer}->>'name', '')`,
  CurrencyCode: invoices.currency,
  NetAmount: invoices.total,
  TaxableAmount: invoices.taxableAmount,
  TaxAmount: sql<number>`(${invoices.cgst} + ${invoices.sgst} + ${invoices.igst})::int`,
  InvoiceDate: isoTime(invoices.issuedOn),
  Description: invoices.description,
};

export function listInvoices(db: Db, query: ListQuery, f: { userId?: number; kind?: string }) {
  return paginate<Invoice>(db, invoiceSpec, query, (w) => db.select(invoiceColumns).from(invoices).where(w).$dynamic(), [
    f.userId !== undefined ? eq(invoices.userId, f.userId) : undefined,
    f.kind ? eq(invoices.kind, f.kind) : undefined,
  ]);
}

/** One invoice with everything printed on it; with `userId`, only when it is theirs. */
export async function invoiceFull(db: Db, id: number, userId?: number) {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.id, id), userId !== undefined ? eq(invoices.userId, userId) : undefined));
  return row;
}

export async function invoiceById(db: Db, id: number) {
  const [row] = await db.select({ number: invoices.number, issuedOn: invoices.issuedOn }).from(invoices).where(eq(invoices.id, id));
  return row;
}
