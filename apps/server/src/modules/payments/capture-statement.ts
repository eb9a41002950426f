import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { namedQuery } from '../../platform/db/prepared.ts';
import { withinStateSql, type TaxSplit } from './gst.ts';
import { orderRowOf, type NewOrderEvent, type OrderRow } from './payments.repository.ts';

/**
 * What an owning module gives the usual capture for its grant, to run in the capture's one statement: `ready`, the
 * condition on the order's row (its item's id) that the grant can be made; `write`, the grant's data-modifying CTEs for
 * each row of the relation `paid` (the order's columns); `settled`, a boolean expression over those CTEs, true when
 * the grant needs no follow-up once committed (its `afterGrant`). A grant that cannot be made (held already) must
 * fail the statement (a unique violation), never write a part of it.
 */
export type GrantStatement = { ready: (order: { itemId: SQL }) => SQL; write: (paid: SQL) => SQL; settled: SQL };

/** The usual capture: an open order of a thing with a grant statement, paid its price by a provider's event. */
export type CaptureAtOnce = {
  orderId: number;
  provider: string;
  itemKind: string;
  paymentId: string;
  amount: number;
  currency: string;
  at: Date;
  /** The delivery, recorded once per provider event id with the outcome 'applied'. */
  webhook: { eventId: string; type: string; payload: unknown };
  /** The order's events ('paid', then 'granted'), as the transactional path writes them. */
  events: Omit<NewOrderEvent, 'orderId'>[];
  /**
   * The invoice: its GST split within the seller's state and across states (which applies is read from the order's
   * buyer, as `splitGst` decides it), its description as SQL over the order's columns (`p.`).
   */
  invoice: {
    series: string; financialYear: string; hsnSac: string; sellerState: string; seller: Record<string, string | undefined>; country: string;
    within: TaxSplit; across: TaxSplit; description: SQL;
  };
  grant: GrantStatement;
  /** The capture's audit entry over `from` (the paid order as `p`). */
  audit: (from: SQL) => SQL;
};

/**
 * The usual capture in one statement outside any transaction (a statement is atomic by itself), one round trip: the
 * order becomes paid (an UPDATE that takes its row lock and matches only an open order of this provider and kind,
 * without coins or anything for staff, at exactly its price, of a live item, whose provider event id is not recorded
 * yet), and for that row the delivery, the 'paid' and 'granted' events, the invoice (without its number: the
 * caller has it numbered once committed, `assignInvoiceNumbers`), the grant and the audit entry. The dashboard rows are bumped at COMMIT
 * (migration 0042), each connection in its own shard of them (0048, 0054). No row matched (the order is not as the usual capture needs it: already paid, another price, a
 * replay, ...): nothing written, undefined, and the caller takes the transactional path. A concurrent delivery of
 * the same event, or a grant held already, fails the statement on a unique index (nothing written either): the
 * caller takes the transactional path too, which answers them. `settled`: the grant needs no follow-up.
 */
export async function captureAtOnce(db: Db, c: CaptureAtOnce): Promise<{ order: OrderRow; settled: boolean } | undefined> {
  const at = c.at.toISOString();
  const inv = c.invoice;
  const within = withinStateSql(inv.sellerState, sql`p.buyer_state`);
  const split = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total' | 'rateBp') => sql`case when ${within} then ${inv.within[key]}::int else ${inv.across[key]}::int end`;
  const statement = sql`
    with paid as (
      update orders o set status = 'paid', captured_amount = ${c.amount}::int, provider_payment_id = ${c.paymentId}::text, paid_on = ${at}::timestamptz,
        updated_on = ${at}::timestamptz
      where o.id = ${c.orderId}::int and o.provider = ${c.provider}::text and o.item_kind = ${c.itemKind}::text and o.status = 'created'
        and o.attention is null and o.coins_used = 0 and o.coins_value = 0 and o.amount = ${c.amount}::int and o.currency = ${c.currency}::text
        and ${c.grant.ready({ itemId: sql`o.item_id` })}
        and not exists (select 1 from payment_webhook_events w where w.provider = ${c.provider}::text and w.event_id = ${c.webhook.eventId}::text)
      returning o.*
    ), delivery as (
      insert into payment_webhook_events (provider, event_id, type, order_id, outcome, payload, received_on)
      select ${c.provider}::text, ${c.webhook.eventId}::text, ${c.webhook.type}::text, p.id, 'applied', ${c.webhook.payload === undefined ? null : JSON.stringify(c.webhook.payload)}::jsonb, ${at}::timestamptz
      from paid p
      returning id
    ), events as (
      insert into order_events (order_id, type, from_status, to_status, amount, currency, source, actor_user_id, reference, note, occurred_on)
      select p.id, e.type, e.from_status, e.to_status, e.amount, e.currency, e.source, e.actor_user_id, e.reference, e.note, e.occurred_on
      from paid p cross join jsonb_to_recordset(${JSON.stringify(c.events.map((e, n) => ({
        n, type: e.type, from_status: e.fromStatus ?? null, to_status: e.toStatus, amount: e.amount ?? 0, currency: e.currency, source: e.source,
        actor_user_id: e.actorUserId ?? null, reference: e.reference ?? null, note: e.note ?? '', occurred_on: (e.occurredOn ?? c.at).toISOString(),
      })))}::jsonb) as e(n int, type text, from_status text, to_status text, amount int, currency text, source text, actor_user_id int, reference text, note text, occurred_on timestamptz)
      order by e.n
      returning id
    ), invoice as (
      insert into invoices (kind, series, financial_year, order_id, user_id, issued_on, currency, taxable_amount, cgst, sgst, igst, total, tax_rate_bp, tax_mode,
        hsn_sac, description, seller, buyer)
      select 'invoice', ${inv.series}::text, ${inv.financialYear}::text, p.id, p.user_id, ${at}::timestamptz, p.currency, ${split('taxable')}, ${split('cgst')},
        ${split('sgst')}, ${split('igst')}, ${split('total')}, ${split('rateBp')}, case when ${within} then ${inv.within.mode}::text else ${inv.across.mode}::text end,
        ${inv.hsnSac}::text, ${inv.description}, ${JSON.stringify(inv.seller)}::jsonb,
        jsonb_build_object('name', p.buyer_name, 'email', p.buyer_email, 'state', coalesce(p.buyer_state, ${inv.sellerState}::text), 'country', ${inv.country}::text)
      from paid p
      returning id
    ), ${c.grant.write(sql`paid`)}, capture_audit as (${c.audit(sql`paid p`)})
    select p.*, ${c.grant.settled} as grant_settled from paid p`;
  const [row] = await namedQuery<Record<string, unknown>>(db, 'payments_capture', statement);
  return row ? { order: orderRowOf(row), settled: row.grant_settled === true } : undefined;
}
