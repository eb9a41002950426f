import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { hasCapability } from '@app/contracts/roles';
import {
  ORDERS_CSV_MAX_ROWS, maxCoinsFor, type CheckoutBody, type CheckoutResult, type Currency, type InvoicesQuery, type ManualPaymentBody, type Order,
  type OrderDetail, type OrderItemKind, type OrdersDownloadQuery, type OrdersQuery, type PaymentOptions, type RefundBody,
} from '@app/contracts/payments';
import type { ListQuery } from '@app/contracts/list';
import type { testCheckoutOutcomes } from '@app/contracts/payments';
type TestCheckoutOutcome = (typeof testCheckoutOutcomes)[number];
import type { CsvValue } from '@app/contracts/csv';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { AppContext } from '../../platform/context.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import type { Db } from '../../platform/db/client.ts';
import { afterCommit } from '../../platform/db/after-commit.ts';
import { coalescedRun } from '../../platform/jobs/coalesced-run.ts';
import { textSql } from '../../platform/db/text-sql.ts';
import { assertVerified, type AuthContext } from '../../platform/auth/access.ts';
import { AppError, badRequest, conflict, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { csvStream } from '../../platform/http/csv.ts';
import { SYSTEM_ACTOR, type AuditActor, type AuditService } from '../audit/audit.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AdmissionsService } from '../courses/admissions.service.ts';
import type { CapsulesService } from '../capsules/capsules.service.ts';
import { InsufficientCoinsError, type CoinsService } from '../coins/coins.service.ts';
import { financialYear, splitGst, splitGstWithin } from './gst.ts';
import { captureAtOnce, type GrantStatement } from './capture-statement.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { ProviderRefusal, WebhookSignatureError, type PaymentGateway, type ProviderEvent } from './providers/gateway.ts';
import { createRazorpayGateway } from './providers/razorpay-gateway.ts';
import { createStripeGateway } from './providers/stripe-gateway.ts';
import { createTestGateway, REFUSE_AUTO_REFUND } from './providers/test-gateway.ts';
import * as repo from './payments.repository.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Every minute: open orders past ORDER_EXPIRY_MINUTES expire (their coins go back). */
export function expireOrdersJob(payments: Pick<PaymentsService, 'expireStale'>, intervalMs = 60_000): PeriodicJob {
  return { name: 'payments.expireOrders', intervalMs, runAtStart: true, run: async () => void (await payments.expireStale()) };
}

/**
 * Every minute: committed invoices and credit notes still without a number are numbered (the app numbers them right
 * after their commit; this sweep is for a process that ended in between).
 */
export function numberInvoicesJob(payments: Pick<PaymentsService, 'numberInvoices'>, intervalMs = 60_000): PeriodicJob {
  return { name: 'payments.numberInvoices', intervalMs, runAtStart: true, run: () => payments.numberInvoices() };
}

/** Who or what changed an order: a learner, staff, a provider's webhook, the test checkout, the system. */
type Cause = { source: 'learner' | 'staff' | 'webhook' | 'test-provider' | 'system'; actor: AuditActor };

/** What a purchasable thing's owning module offers: its sale terms, the grant in the paying transaction, the withdrawal on refund. */
type Seller = {
  forSale(itemId: number, db?: Db): Promise<{ title: string; ref: string; price: Record<Currency, number> } | undefined>;
  grant(tx: Db, actor: AuditActor, order: repo.OrderRow): Promise<boolean>;
  afterGrant(order: repo.OrderRow): Promise<void>;
  revoke(tx: Db, actor: AuditActor, order: repo.OrderRow): Promise<boolean>;
  /** The grant as part of the usual capture's one statement (`captureAtOnce`); without it, captures take the transactional path. */
  grantSql?(actor: AuditActor, at: Date): GrantStatement;
};

const CSV_BATCH = 1000;

/** The least time between the starts of two numberings of invoices committed a moment ago (a waiting reader's runs at once). */
const NUMBERING_SPACING_MS = 50;

/** The series of the invoices a capture issues (credit notes: 'CN'). */
const INVOICE_SERIES = 'INV';

/** The order as a capture's texts and events read it. */
type CapturedOrder = Pick<repo.OrderRow, 'id' | 'status' | 'currency' | 'provider' | 'itemKind' | 'itemTitle' | 'buyerName' | 'coinsUsed' | 'coinsValue'>;

/** A captured payment as its event and audit entry record it. */
type Payment = { paymentId: string | null; amount: number; reference: string | null };

/** What a committed capture leaves to do: the grant's follow-up, or the automatic refund of a payment for a thing held already. */
type Settled = { grant?: repo.OrderRow; refundDue?: number };

/** A concurrent delivery of the same provider event committed first: this one is rolled back and answered as a replay. */
class DuplicateDelivery extends Error {}
const CSV_HEADER = ['Order ID', 'Created (UTC)', 'Paid (UTC)', 'Status', 'Learner', 'Email', 'Kind', 'Item', 'Currency', 'Amount', 'Captured', 'Refunded', 'Provider', 'Payment reference', 'Invoice'];

/** Minor units as a decimal string for people and CSV ("4999.00"); both currencies have two minor digits. */
export const decimal = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

const dayStart = (day: string, days = 0) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
};

function filtersOf(q: Omit<OrdersDownloadQuery, 'term'>): repo.OrderFilters {
  const from = q.from ? dayStart(q.from) : undefined;
  const toExclusive = q.to ? dayStart(q.to, 1) : undefined;
  if (from && Number.isNaN(from.getTime())) throw badRequest('Not a valid date', 'query.from');
  if (toExclusive && Number.isNaN(toExclusive.getTime())) throw badRequest('Not a valid date', 'query.to');
  if (from && toExclusive && toExclusive <= from) throw badRequest('The last day is before the first day', 'query.to');
  return { status: q.status, provider: q.provider, currency: q.currency, from, toExclusive, attention: q.attention === 'yes' };
}

/**
 * Orders, checkout, provider webhooks, manual payments, refunds and invoices (issue 14). Every state change of an
 * order runs in one transaction under the order's row lock: the appended event, the order's current state, the
 * invoice or credit note, the grant or its withdrawal, and the audit entry commit together or not at all; the
 * document's gap-free number is given right after that commit (`numbering`), never to a rolled-back one. Capture happens once (the lock, the status check and a unique index on the 'paid' event).
 */
export function createPaymentsService(ctx: AppContext, deps: { users: UsersService; admissions: AdmissionsService; audit: AuditService; coins: CoinsService; capsules?: Pick<CapsulesService, 'capsuleSeller' | 'planSeller'> }) {
  const cfg = ctx.config;
  const gateways: Partial<Record<'razorpay' | 'stripe' | 'test', PaymentGateway>> = {};
  if (cfg.RAZORPAY_KEY_ID && cfg.RAZORPAY_KEY_SECRET) {
    gateways.razorpay = createRazorpayGateway({ keyId: cfg.RAZORPAY_KEY_ID, keySecret: cfg.RAZORPAY_KEY_SECRET, webhookSecret: cfg.RAZORPAY_WEBHOOK_SECRET, apiUrl: cfg.RAZORPAY_API_URL });
  } else if (cfg.RAZORPAY_WEBHOOK_SECRET) {
    // Webhooks can be verified without API keys (tests, a key rotation underway).
    gateways.razorpay = createRazorpayGateway({ keyId: 'unset', keySecret: 'unset', webhookSecret: cfg.RAZORPAY_WEBHOOK_SECRET });
  }
  if (cfg.STRIPE_SECRET_KEY || cfg.STRIPE_WEBHOOK_SECRET) {
    gateways.stripe = createStripeGateway({ secretKey: cfg.STRIPE_SECRET_KEY ?? 'sk_unset', webhookSecret: cfg.STRIPE_WEBHOOK_SECRET, toleranceSeconds: cfg.STRIPE_WEBHOOK_TOLERANCE_SECONDS, now: ctx.now, apiUrl: cfg.STRIPE_API_URL });
  }
  if (cfg.PAYMENTS_TEST_PROVIDER) gateways.test = createTestGateway();

  /** The provider of a currency: Razorpay for INR and Stripe for USD when their keys are set, else the test checkout. */
  function providerFor(currency: Currency): 'razorpay' | 'stripe' | 'test' | null {
    if (currency === 'INR' && cfg.RAZORPAY_KEY_ID && cfg.RAZORPAY_KEY_SECRET) return 'razorpay';
    if (currency === 'USD' && cfg.STRIPE_SECRET_KEY) return 'stripe';
    return gateways.test ? 'test' : null;
  }

  const sellers: Record<OrderItemKind, Seller | undefined> = {
    course: {
      forSale: (id, db) => deps.admissions.forSale(id, db),
      grant: (tx, actor, o) =>
        deps.admissions.admitPaid(tx, actor, { courseId: o.itemId, orderId: o.id, user: { id: o.userId, name: o.buyerName, email: o.buyerEmail, contact: '' } }),
      afterGrant: (o) => deps.admissions.afterGrant(o.userId, o.itemId),
      revoke: (tx, actor, o) => deps.admissions.removePaid(tx, actor, { courseId: o.itemId, userId: o.userId, orderId: o.id }),
      grantSql: (actor, at) => deps.admissions.admitPaidSql(actor, at),
    },
    // Declared for the capsules and subscriptions modules: they plug their sale terms and grants in here.
    capsule: deps.capsules?.capsuleSeller,
    subscription: deps.capsules?.planSeller,
  };
  const sellerOf = (kind: string) => {
    const s = sellers[kind as OrderItemKind];
    if (!s) throw ruleViolated(`${kind} cannot be bought yet`);
    return s;
  };

  const seller = () => ({ name: cfg.SELLER_NAME, address: cfg.SELLER_ADDRESS, gstin: cfg.SELLER_GSTIN, state: cfg.SELLER_STATE });

  /**
   * Invoice numbers are given after the issuing commit, in batches (`repo.assignInvoiceNumbers`): at most one
   * numbering of this instance at a time, documents committed meanwhile numbered by the next one, which starts at
   * least NUMBERING_SPACING_MS after the previous one (under load a run per capture was a commit and a counter-row
   * lock per capture again: batches of one or two). A capture or refund asks for one as it commits and does not wait;
   * a read that would show a document not numbered yet asks for one at once and waits for it (`numbered`). A failed
   * run is not reported here: the next request, any read and the sweep job (which logs its failures) number what it left.
   */
  const numbering = coalescedRun(() => repo.assignInvoiceNumbers(ctx.db), { spacingMs: NUMBERING_SPACING_MS });
  // Nobody waits for this run: a failure is logged, and the sweep job (every minute) or the next read numbers it.
  const numberSoon = () => void numbering.request().catch((err: unknown) => console.error('invoice numbering failed; the sweep job numbers what is left', err));
  /** `read`, and once more after a numbering when what it read shows a committed document still without its number. */
  async function numbered<T>(read: () => Promise<T>, unnumbered: (r: T) => boolean): Promise<T> {
    const r = await read();
    if (!unnumbered(r)) return r;
    await numbering.request({ now: true });
    return read();
  }
  const orderUnnumbered = (o: { InvoiceID: number | null; InvoiceNumber: string | null }) => o.InvoiceID !== null && o.InvoiceNumber === null;

  /**
   * The order's invoice: the GST split as of now, in the financial year of `at`. Its number is given once the paying
   * transaction has committed (`numbering`).
   */
  function invoiceOf(o: repo.OrderRow, at: Date): repo.NewInvoice {
    // Coins are a discount: the invoice is for what was paid.
    const split = splitGst(o.amount - o.coinsValue, o.currency as Currency, cfg.GST_RATE_BP, cfg.SELLER_STATE, o.buyerState);
    return {
      kind: 'invoice', series: INVOICE_SERIES, financialYear: financialYear(at), orderId: o.id, userId: o.userId,
      issuedOn: at, currency: o.currency, taxableAmount: split.taxable, cgst: split.cgst, sgst: split.sgst, igst: split.igst, total: split.total,
      taxRateBp: split.rateBp, taxMode: split.mode, hsnSac: cfg.INVOICE_SAC, description: invoiceDescription(o),
      seller: seller(), buyer: { name: o.buyerName, email: o.buyerEmail, state: o.buyerState ?? cfg.SELLER_STATE, country: buyerCountry(o.currency) },
    };
  }

  /** The capture's events: 'paid', and 'granted' when this capture granted the thing. */
  const paidEvent = (o: CapturedOrder, cause: Cause, p: Payment, at: Date, note: string): repo.NewOrderEvent => ({
    orderId: o.id, type: 'paid', fromStatus: o.status, toStatus: 'paid', amount: p.amount, currency: o.currency, source: cause.source,
    actorUserId: cause.actor.userId, reference: p.reference, note, occurredOn: at,
  });
  const grantedEvent = (o: CapturedOrder, cause: Cause, at: Date): repo.NewOrderEvent => ({
    orderId: o.id, type: 'granted', fromStatus: 'paid', toStatus: 'paid', amount: 0, currency: o.currency, source: 'system', actorUserId: cause.actor.userId,
    reference: null, note: `${kindLabel(o.itemKind)} granted`, occurredOn: at,
  });

  /** The capture's audit entry; `held`: why the thing was not granted again (a refund is due). */
  const captureEntry = (o: CapturedOrder, cause: Cause, p: Payment, held: string | null) => ({
    action: cause.source === 'staff' ? 'payments.manual' : 'payments.capture', entityType: 'order', entityId: o.id,
    before: { Status: o.status, Captured: 0 },
    after: { Status: 'paid', Captured: p.amount, Currency: o.currency, Provider: o.provider, Payment: p.paymentId, Invoiced: true },
    summary: `Order #${o.id} paid: ${o.currency} ${decimal(p.amount)} for "${o.itemTitle}" by ${o.buyerName} (${o.provider}${p.reference ? ` ${p.reference}` : ''}); invoiced${held ? `; not granted again (${held}), refund due` : ''}`,
  });

  /**
   * The usual capture, of an open order of a thing whose module gives its grant as SQL (a course), paid its price
   * with no coins, in one statement committed by itself (`captureAtOnce`): the same rows the transactional path
   * writes. Undefined when the event or the order is anything else, or when the statement met a concurrent delivery
   * of the event or a grant held already (nothing written): the caller then takes the transactional path.
   */
  async function captureFast(e: ProviderEvent, cause: Cause): Promise<{ order: repo.OrderRow; settled: boolean } | undefined> {
    const kind: OrderItemKind = 'course';
    const grant = sellers[kind]?.grantSql;
    const { orderId, paymentId, amount, currency } = e;
    if (!grant || e.kind !== 'captured' || orderId === undefined || !paymentId || (currency !== 'INR' && currency !== 'USD')) return undefined;
    if (amount === undefined || !Number.isSafeInteger(amount) || amount < 0 || amount > 2_147_483_647) return undefined;
    const at = ctx.now();
    const p: Payment = { paymentId, amount, reference: e.eventId };
    // The order as this capture needs it; its title and buyer are read by the statement (`p.`).
    const order = (col: (c: SQL) => string): CapturedOrder => ({
      id: orderId, status: 'created', currency, provider: e.provider, itemKind: kind, itemTitle: col(sql`p.item_title`), buyerName: col(sql`p.buyer_name`),
      coinsUsed: 0, coinsValue: 0,
    });
    const known = order(() => '');
    const entry = captureEntry(known, cause, p, null);
    try {
      const captured = await captureAtOnce(ctx.db, {
        orderId, provider: e.provider, itemKind: kind, paymentId, amount, currency, at,
        webhook: { eventId: e.eventId, type: e.eventType, payload: e.payload },
        events: [paidEvent(known, cause, p, at, ''), grantedEvent(known, cause, at)],
        invoice: {
          series: INVOICE_SERIES, financialYear: financialYear(at), hsnSac: cfg.INVOICE_SAC, sellerState: cfg.SELLER_STATE, seller: seller(), country: buyerCountry(currency),
          within: splitGstWithin(amount, currency, cfg.GST_RATE_BP, true), across: splitGstWithin(amount, currency, cfg.GST_RATE_BP, false),
          description: textSql((col) => invoiceDescription(order(col))),
        },
        grant: grant(cause.actor, at),
        audit: (from) => deps.audit.recordSql(cause.actor, {
          action: entry.action, entityType: entry.entityType, entityId: entry.entityId,
          before: sql`${JSON.stringify(entry.before)}::jsonb`, after: sql`${JSON.stringify(entry.after)}::jsonb`,
          summary: textSql((col) => captureEntry(order(col), cause, p, null).summary),
        }, from),
      });
      // Committed (one statement): its invoice is numbered by the next numbering, which the capture does not wait for.
      if (captured) numberSoon();
      return captured;
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  }

  /**
   * Captures an order in `tx` (locked by the caller): the grant, the audit entry, then (`write`, the caller's last
   * statement before COMMIT) the order paid with its events, the webhook delivery and the invoice in one statement.
   * Anything but an open, failed or expired order is left alone ('ignored'): a second capture changes nothing.
   *
   * The provider has taken the money whatever our state says, so a capture is never dropped: a late one of an expired
   * order still captures, and one for a thing the learner holds already (paid twice, or admitted meanwhile) is
   * recorded paid without a second grant, flagged `attention` ("refund due") and answered `refundDue`, for the caller
   * to refund through the provider once this transaction has committed (`settle`).
   */
  async function capture(tx: Db, o: repo.OrderRow, cause: Cause, p: { paymentId: string | null; amount: number; currency: string; reference: string | null; note?: string }) {
    if (o.status === 'paid' || o.status === 'refunded') return { applied: false as const };
    // A capture of another amount or currency is not this order's price: left for staff to look at (the delivery is kept).
    if (p.amount !== o.amount - o.coinsValue || p.currency !== o.currency) return { applied: false as const, mismatch: true };
    let held: string | null = null;
    let coinsNote = '';
    // A late capture of an expired or failed order: an open order of the same thing made since gives way; a paid one
    // means this payment is a second one.
    if (o.status !== 'created') {
      const live = await repo.lockLiveOrder(tx, o.userId, o.itemKind, o.itemId);
      if (live?.status === 'paid') held = `paid already by order #${live.id}`;
      else if (live) await transition(tx, live, 'expired', { source: 'system', actor: SYSTEM_ACTOR }, { note: `Replaced by order #${o.id}, paid late` });
      // The coins this order spent went back when it expired; the provider took only the rest, so they are taken again.
      if (o.coinsUsed > 0) {
        try {
          await deps.coins.debit(tx, { userId: o.userId, eventName: 'order.payment', amount: o.coinsUsed, reason: `Paid towards order #${o.id} (${o.itemTitle}), paid after it expired`, actorId: null, idempotencyKey: `order.payment.late:${o.id}` });
        } catch (err) {
          if (!(err instanceof InsufficientCoinsError)) throw err;
          coinsNote = `; the ${o.coinsUsed} coins returned when it expired stay with the learner (balance ${err.balance})`;
        }
      }
    }
    const at = ctx.now();
    const paid = { ...o, status: 'paid', capturedAmount: p.amount, providerPaymentId: p.paymentId, paidOn: at, attention: held ? `Refund due: ${held}` : null };
    const events: repo.NewOrderEvent[] = [paidEvent(o, cause, p, at, `${p.note ?? ''}${coinsNote}`)];
    // The grant first: the order row is locked (by the caller) and becomes paid in `write`, with the events, below.
    if (!held) {
      if (await sellerOf(o.itemKind).grant(tx, cause.actor, paid)) {
        events.push(grantedEvent(o, cause, at));
      } else {
        held = 'the learner held it already';
        paid.attention = `Refund due: ${held}`;
      }
    }
    if (held) {
      events.push({
        orderId: o.id, type: 'attention', fromStatus: 'paid', toStatus: 'paid', amount: p.amount, currency: o.currency, source: 'system', actorUserId: null,
        reference: null, note: `${kindLabel(o.itemKind)} not granted again (${held}): refunded automatically`, occurredOn: at,
      });
    }
    await deps.audit.record(tx, cause.actor, captureEntry(o, cause, p, held));
    // The caller's last statement before COMMIT (the order's update and the invoice's number lock rows that other
    // paying transactions need; held from here to COMMIT only). `recorded` false: a concurrent delivery of this
    // provider event committed first (the caller rolls back).
    const write = (webhook?: repo.CaptureWrite['webhook']) => {
      afterCommit(tx, numberSoon);
      return repo.writeCapture(tx, { orderId: o.id, at, paymentId: p.paymentId, amount: p.amount, attention: paid.attention, events, invoice: invoiceOf(paid, at), webhook });
    };
    return { applied: true as const, order: paid, refundDue: held !== null, write };
  }

  /** Moves an open order to failed or expired, with its event. */
  async function transition(tx: Db, o: repo.OrderRow, to: 'failed' | 'expired', cause: Cause, e: { note: string; reference?: string | null }) {
    if (o.status !== 'created') return false;
    const at = ctx.now();
    await repo.updateOrder(tx, o.id, { status: to, updatedOn: at });
    await repo.insertEvent(tx, {
      orderId: o.id, type: to, fromStatus: o.status, toStatus: to, amount: 0, currency: o.currency, source: cause.source, actorUserId: cause.actor.userId,
      reference: e.reference ?? null, note: e.note, occurredOn: at,
    });
    await returnCoins(tx, o, `Order #${o.id} ${to}: coins returned`);
    return true;
  }

  /**
   * Gives back the coins an order spent, in the transaction that ends the order, once per debit: `order.refund:<id>`
   * for the checkout's debit, `order.refund.late:<id>` for the one taken again by a capture after expiry.
   */
  async function returnCoins(tx: Db, o: repo.OrderRow, reason: string) {
    if (o.coinsUsed <= 0) return;
    const late = o.status === 'paid' && (await deps.coins.entry(tx, `order.payment.late:${o.id}`)) !== undefined;
    await deps.coins.credit(tx, { userId: o.userId, eventName: 'order.refund', amount: o.coinsUsed, reason, actorId: null, idempotencyKey: `order.refund${late ? '.late' : ''}:${o.id}` });
  }

  /** Records a refund in `tx` (order locked): the event, the sums, a credit note; a full refund withdraws the grant. */
  async function recordRefund(tx: Db, o: repo.OrderRow, cause: Cause, r: { amount: number; refundId: string | null; reason: string }) {
    if (r.refundId && (await repo.hasRefund(tx, o.id, r.refundId))) return { applied: false as const };
    if (o.status !== 'paid') throw ruleViolated(o.status === 'refunded' ? 'This order is refunded already' : 'Only a paid order can be refunded');
    const left = o.capturedAmount - o.refundedAmount;
    if (r.amount > left) throw new AppError('RULE_VIOLATED', `At most ${o.currency} ${decimal(left)} can be refunded`, [{ path: 'body.Amount', message: `At most ${left}` }]);
    const at = ctx.now();
    const refunded = o.refundedAmount + r.amount;
    const full = refunded === o.capturedAmount;
    const to = full ? 'refunded' : 'paid';
    // A full refund settles whatever staff had to look at.
    await repo.updateOrder(tx, o.id, { refundedAmount: refunded, status: to, updatedOn: at, ...(full ? { attention: null } : {}) });
    const eventId = await repo.insertEvent(tx, {
      orderId: o.id, type: 'refunded', fromStatus: o.status, toStatus: to, amount: r.amount, currency: o.currency, source: cause.source,
      actorUserId: cause.actor.userId, reference: r.refundId, note: r.reason, occurredOn: at,
    });
    let invoice = await repo.invoiceOfOrder(tx, o.id);
    // The credit note names the invoice's number: an invoice committed a moment ago and not numbered yet is numbered
    // now, in this transaction (a rollback of the refund takes its number back, and the next numbering gives it again).
    if (invoice && invoice.number === null) {
      await repo.assignInvoiceNumbers(tx);
      invoice = await repo.invoiceOfOrder(tx, o.id);
    }
    if (full) {
      await returnCoins(tx, o, `Order #${o.id} refunded: coins returned`);
      // Only what this order granted is withdrawn (a payment for a thing held already granted nothing).
      const revoked = (await repo.hasEvent(tx, o.id, 'granted')) && (await sellerOf(o.itemKind).revoke(tx, cause.actor, o));
      await repo.insertEvent(tx, {
        orderId: o.id, type: 'revoked', fromStatus: 'refunded', toStatus: 'refunded', amount: 0, currency: o.currency, source: 'system',
        actorUserId: cause.actor.userId, reference: null, note: revoked ? `${kindLabel(o.itemKind)} withdrawn` : 'Nothing to withdraw', occurredOn: at,
      });
    }
    await deps.audit.record(tx, cause.actor, {
      action: 'payments.refund', entityType: 'order', entityId: o.id,
      before: { Status: o.status, Refunded: o.refundedAmount }, after: { Status: to, Refunded: refunded, Currency: o.currency, CreditNote: true },
      summary: `Refunded ${o.currency} ${decimal(r.amount)} of order #${o.id} ("${o.itemTitle}", ${o.buyerName}): ${r.reason}; credit note issued${invoice ? ` against ${invoice.number}` : ''}`,
    });
    // The credit note (numbered once the transaction has committed).
    afterCommit(tx, numberSoon);
    const split = splitGst(r.amount, o.currency as Currency, invoice?.taxRateBp ?? 0, cfg.SELLER_STATE, invoice?.taxMode === 'inter' ? 'XX' : cfg.SELLER_STATE);
    await repo.insertInvoice(tx, {
      kind: 'credit_note', series: 'CN', financialYear: financialYear(at), orderId: o.id, userId: o.userId,
      invoiceId: invoice?.id ?? null, orderEventId: eventId, issuedOn: at, currency: o.currency, taxableAmount: split.taxable, cgst: split.cgst,
      sgst: split.sgst, igst: split.igst, total: split.total, taxRateBp: invoice?.taxRateBp ?? 0, taxMode: invoice?.taxMode ?? split.mode,
      hsnSac: invoice?.hsnSac ?? cfg.INVOICE_SAC, description: `Refund${invoice ? ` against ${invoice.number}` : ''}: ${o.itemTitle}`,
      seller: invoice?.seller ?? seller(), buyer: invoice?.buyer ?? { name: o.buyerName, email: o.buyerEmail },
    });
    return { applied: true as const };
  }

  /**
   * Applies a verified provider event once. The order's row lock serialises every event of one order; a delivery
   * already recorded answers 'duplicate' and changes nothing. The delivery is recorded with its outcome at the end of
   * the same transaction; if a concurrent delivery of the same event id committed first, this one rolls back whole.
   */
  async function applyEvent(e: ProviderEvent, cause: Cause): Promise<Settled & { outcome: 'applied' | 'ignored' | 'duplicate' }> {
    const captured = await captureFast(e, cause);
    // A grant whose follow-up the statement did already (a course's first state) is not settled again.
    if (captured) return { outcome: 'applied', grant: captured.settled ? undefined : captured.order };
    try {
      return await ctx.db.transaction(async (tx) => {
        const orderId = e.orderId ?? (await repo.orderByProviderIds(tx, e.provider, { providerOrderId: e.providerOrderId, paymentId: e.paymentId }));
        // The order's lock and the replay check in one round trip.
        const { order: o, seen } = orderId ? await repo.lockOrderSeen(tx, orderId, e.provider, e.eventId) : { order: undefined, seen: await repo.webhookSeen(tx, e.provider, e.eventId) };
        if (seen) return { outcome: 'duplicate' as const };
        const r = o && o.provider === e.provider ? await applyTo(tx, o, e, cause) : { outcome: 'ignored' as const };
        const delivery = {
          provider: e.provider, eventId: e.eventId, type: e.eventType, orderId: o?.id ?? null, outcome: r.outcome, payload: e.payload as object, receivedOn: ctx.now(),
        };
        // A capture records the delivery in its last statement, with the order's update and the invoice.
        const recorded = 'write' in r && r.write ? (await r.write(delivery)).recorded : await repo.recordWebhook(tx, delivery);
        if (!recorded) throw new DuplicateDelivery();
        return { outcome: r.outcome, grant: r.grant, refundDue: r.refundDue };
      });
    } catch (err) {
      if (err instanceof DuplicateDelivery) return { outcome: 'duplicate' };
      throw err;
    }
  }

  type Applied = Settled & { outcome: 'applied' | 'ignored'; write?: (webhook: repo.CaptureWrite['webhook']) => Promise<{ recorded: boolean }> };

  async function applyTo(tx: Db, o: repo.OrderRow, e: ProviderEvent, cause: Cause): Promise<Applied> {
    if (e.kind === 'captured') {
      const r = await capture(tx, o, cause, { paymentId: e.paymentId ?? null, amount: e.amount ?? o.amount - o.coinsValue, currency: e.currency ?? o.currency, reference: e.eventId });
      if (!r.applied) return { outcome: 'ignored' };
      return r.refundDue ? { outcome: 'applied', refundDue: r.order.id, write: r.write } : { outcome: 'applied', grant: r.order, write: r.write };
    }
    if (e.kind === 'failed') return { outcome: (await transition(tx, o, 'failed', cause, { note: e.eventType, reference: e.eventId })) ? 'applied' : 'ignored' };
    if (e.kind === 'refunded' && e.amount !== undefined) {
      // A refund that arrives before its capture is refused without being recorded, so the provider delivers it again later.
      if (o.status === 'created') throw conflict('The order is not captured yet; deliver the refund again later');
      if (o.status !== 'paid' || (e.refundId && (await repo.hasRefund(tx, o.id, e.refundId)))) return { outcome: 'ignored' };
      const amount = Math.min(e.amount, o.capturedAmount - o.refundedAmount);
      if (amount <= 0) return { outcome: 'ignored' };
      await recordRefund(tx, o, cause, { amount, refundId: e.refundId ?? e.eventId, reason: `Refunded at ${e.provider}` });
      return { outcome: 'applied' };
    }
    return { outcome: 'ignored' };
  }

  /**
   * After a capture committed: the grant's follow-up, or the refund of a payment for a thing held already, through the
   * order's provider. A refund the provider refuses (or a provider no longer configured) leaves the order flagged for
   * staff with the reason, in an order event and the audit log; nothing is lost.
   */
  async function settle(r: Settled) {
    if (r.grant) await sellerOf(r.grant.itemKind).afterGrant(r.grant);
    if (r.refundDue !== undefined) await autoRefund(r.refundDue);
  }

  async function autoRefund(orderId: number) {
    const current = await repo.orderView(ctx.db, orderId);
    if (!current || current.Status !== 'paid' || !current.Attention) return;
    const amount = current.CapturedAmount - current.RefundedAmount;
    const gateway = current.Provider === 'manual' ? undefined : gateways[current.Provider as 'stripe' | 'razorpay' | 'test'];
    let refundId: string;
    try {
      if (!gateway || !current.ProviderPaymentID) throw new Error(`${current.Provider} is not configured`);
      ({ refundId } = await gateway.refund({
        paymentId: current.ProviderPaymentID, amount, currency: current.CurrencyCode, orderId, idempotencyKey: `auto-refund-${orderId}`,
        reason: current.Attention,
      }));
    } catch (err) {
      const why = `Automatic refund failed: ${String((err as Error)?.message ?? err).slice(0, 300)}`;
      await ctx.db.transaction(async (tx) => {
        const o = await repo.lockOrder(tx, orderId);
        if (!o || o.status !== 'paid') return;
        const at = ctx.now();
        await repo.updateOrder(tx, o.id, { attention: why, updatedOn: at });
        await repo.insertEvent(tx, {
          orderId: o.id, type: 'attention', fromStatus: 'paid', toStatus: 'paid', amount, currency: o.currency, source: 'system', actorUserId: null,
          reference: null, note: `${why}. Refund it from the payments page.`, occurredOn: at,
        });
        await deps.audit.record(tx, SYSTEM_ACTOR, {
          action: 'payments.attention', entityType: 'order', entityId: o.id, before: { Attention: o.attention }, after: { Attention: why },
          summary: `Order #${o.id} ("${o.itemTitle}", ${o.buyerName}) needs staff: ${why}`,
        });
      });
      return;
    }
    await ctx.db.transaction(async (tx) => {
      const o = await repo.lockOrder(tx, orderId);
      if (!o || o.status !== 'paid') return;
      await recordRefund(tx, o, { source: 'system', actor: SYSTEM_ACTOR }, { amount: Math.min(amount, o.capturedAmount - o.refundedAmount), refundId, reason: `Refunded automatically: ${o.attention ?? 'already held'}` });
    });
  }

  async function view(id: number, userId?: number): Promise<Order> {
    const o = await numbered(() => repo.orderView(ctx.db, id, userId), (r) => r !== undefined && orderUnnumbered(r));
    if (!o) throw notFound('Order');
    return o;
  }

  async function* batches(q: OrdersDownloadQuery): AsyncGenerator<CsvValue[][]> {
    const f = filtersOf(q);
    let beforeId: number | undefined;
    for (let sent = 0; sent < ORDERS_CSV_MAX_ROWS;) {
      const rows = await numbered(() => repo.orderBatch(ctx.db, f, q.term, beforeId, Math.min(CSV_BATCH, ORDERS_CSV_MAX_ROWS - sent)), (r) => r.some(orderUnnumbered));
      if (rows.length === 0) return;
      yield rows.map((o) => [
        o.ID, o.CreatedOn, o.PaidOn, o.Status, o.UserName, o.UserEmail, o.Kind, o.ItemTitle, o.CurrencyCode, decimal(o.Amount), decimal(o.CapturedAmount),
        decimal(o.RefundedAmount), o.Provider, o.ProviderPaymentID, o.InvoiceNumber,
      ]);
      sent += rows.length;
      beforeId = rows[rows.length - 1]!.ID;
    }
  }

  /** A learner who may buy or be sold to: active, with the capability to learn; their invoicing name and email. */
  async function buyer(userId: number, path: string) {
    const u = await deps.users.get(userId).catch(() => undefined);
    if (!u || !u.active) throw new AppError('VALIDATION', 'No active account with that id', [{ path, message: 'Not an active account' }]);
    if (!hasCapability(u.role, 'courses.learn')) throw new AppError('RULE_VIOLATED', 'Only learner accounts can buy', [{ path, message: 'Not a learner account' }]);
    return { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email };
  }

  async function priceOf(kind: OrderItemKind, itemId: number, currency: Currency) {
    const item = await sellerOf(kind).forSale(itemId);
    if (!item) throw notFound(kind === 'course' ? 'Course' : 'Item');
    const amount = item.price[currency];
    if (!Number.isSafeInteger(amount) || amount <= 0) throw ruleViolated(`This is not sold in ${currency}`);
    return { ...item, amount };
  }

  return {
    providerFor,

    options(): PaymentOptions {
      return {
        Providers: { INR: providerFor('INR') ?? 'manual', USD: providerFor('USD') ?? 'manual' }, TestMode: Boolean(gateways.test),
        Coins: { ValueMinor: { INR: cfg.COIN_VALUE_INR, USD: cfg.COIN_VALUE_USD }, MaxSharePercent: cfg.COINS_MAX_SHARE_PERCENT },
      };
    },

    /**
     * Opens checkout: an order at the stored price (an open one of the same thing, currency and provider is
     * reused; another open one is replaced), then the provider's page. 409 when the thing is paid for already.
     */
    async checkout(auth: AuthContext, body: CheckoutBody): Promise<CheckoutResult> {
      assertVerified(auth);
      const who = await buyer(auth.userId, 'auth');
      const provider = providerFor(body.Currency);
      if (!provider) throw new AppError('UNAVAILABLE', 'Online payment is not available; please contact us to pay offline');
      const item = await priceOf(body.Kind, body.ItemID, body.Currency);
      const coins = body.Coins ?? 0;
      const coinValue = body.Currency === 'INR' ? cfg.COIN_VALUE_INR : cfg.COIN_VALUE_USD;
      const coinsValue = coins * coinValue;
      if (coins > 0 && (coinValue === 0 || coinsValue * 100 > item.amount * cfg.COINS_MAX_SHARE_PERCENT)) {
        const most = maxCoinsFor(item.amount, coinValue, cfg.COINS_MAX_SHARE_PERCENT);
        throw new AppError('RULE_VIOLATED', `At most ${most} coins can pay for this (${cfg.COINS_MAX_SHARE_PERCENT}% of the price)`, [{ path: 'body.Coins', message: `At most ${most}` }]);
      }
      const { order, reused } = await ctx.db.transaction(async (tx) => {
        const live = await repo.lockLiveOrder(tx, who.id, body.Kind, body.ItemID);
        if (live?.status === 'paid') throw conflict('You have paid for this already');
        const stale = live && ctx.now().getTime() - live.createdOn.getTime() > cfg.ORDER_EXPIRY_MINUTES * 60_000;
        if (live && !stale && live.currency === body.Currency && live.amount === item.amount && live.coinsUsed === coins && live.provider === provider && live.providerOrderId) {
          return { order: live, reused: true };
        }
        if (live) await transition(tx, live, 'expired', { source: stale ? 'system' : 'learner', actor: auth }, { note: stale ? 'Expired unpaid' : 'Replaced by a new checkout' });
        const at = ctx.now();
        const created = await repo.insertOrder(tx, {
          userId: who.id, itemKind: body.Kind, itemId: body.ItemID, itemTitle: item.title, itemRef: item.ref, currency: body.Currency, amount: item.amount,
          provider, buyerName: who.name, buyerEmail: who.email, buyerState: body.Currency === 'INR' ? (body.BuyerState ?? null) : null, createdOn: at, updatedOn: at,
          coinsUsed: coins, coinsValue,
        });
        if (!created) throw conflict('Another checkout of this is underway; try again');
        if (coins > 0) {
          // Debited with the order, in its transaction: not enough coins (422 with the balance) rolls the order back.
          await deps.coins.debit(tx, { userId: who.id, eventName: 'order.payment', amount: coins, reason: `Paid towards order #${created.id} (${item.title})`, actorId: null, idempotencyKey: `order.payment:${created.id}` });
        }
        await repo.insertEvent(tx, {
          orderId: created.id, type: 'created', fromStatus: null, toStatus: 'created', amount: created.amount, currency: created.currency, source: 'learner',
          actorUserId: auth.userId, reference: null, note: `${provider} checkout`, occurredOn: at,
        });
        return { order: created, reused: false };
      });
      const gateway = gateways[provider]!;
      const returnUrl = `${cfg.APP_URL}/app/checkout/return/${order.id}`;
      if (reused && provider === 'test') return { OrderID: order.id, Provider: provider, RedirectUrl: `/app/checkout/test/${order.id}` };
      let opened: { providerOrderId: string; redirectUrl: string };
      try {
        opened = await gateway.checkout({
          orderId: order.id, amount: order.amount - order.coinsValue, currency: order.currency as Currency, title: order.itemTitle, buyer: { name: who.name, email: who.email },
          returnUrl, cancelUrl: `${returnUrl}?cancelled=1`,
        });
      } catch (err) {
        await ctx.db.transaction(async (tx) => {
          const o = await repo.lockOrder(tx, order.id);
          if (o) await transition(tx, o, 'failed', { source: 'system', actor: SYSTEM_ACTOR }, { note: `The provider did not open checkout: ${(err as Error).message}`.slice(0, 500) });
        });
        throw new AppError('UNAVAILABLE', 'The payment provider could not be reached; please try again');
      }
      await repo.updateOrder(ctx.db, order.id, { providerOrderId: opened.providerOrderId, updatedOn: ctx.now() });
      return { OrderID: order.id, Provider: provider, RedirectUrl: opened.redirectUrl };
    },

    /** The built-in test checkout's buttons: the caller's own open order, through the capture path of a webhook. */
    async testCheckout(auth: AuthContext, orderId: number, outcome: TestCheckoutOutcome): Promise<Order> {
      if (!gateways.test) throw notFound('Order');
      const mine = await repo.orderView(ctx.db, orderId, auth.userId);
      if (!mine || mine.Provider !== 'test') throw notFound('Order');
      const pay = outcome !== 'fail';
      const r = await applyEvent({
        provider: 'test', eventId: `test_${orderId}_${outcome}`, eventType: pay ? 'payment.captured' : 'payment.failed',
        kind: pay ? 'captured' : 'failed', orderId, paymentId: pay ? `test_pay_${orderId}${outcome === 'pay-refuse-auto-refund' ? REFUSE_AUTO_REFUND : ''}` : undefined,
        amount: mine.Amount - mine.CoinsValue, currency: mine.CurrencyCode, payload: { outcome },
      }, { source: 'test-provider', actor: { userId: auth.userId, role: auth.role } });
      await settle(r);
      return view(orderId, auth.userId);
    },

    /** A provider's webhook: signature over the raw body first (400 on mismatch, nothing recorded), then the event once. */
    async webhook(provider: 'stripe' | 'razorpay', raw: Buffer, headers: Record<string, string | string[] | undefined>) {
      const gateway = gateways[provider];
      if (!gateway?.parseWebhook) throw notFound(`${provider} webhooks are not configured; no endpoint`);
      let event: ProviderEvent;
      try {
        event = gateway.parseWebhook(raw, headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw badRequest(err.message, 'headers');
        throw err;
      }
      const r = await applyEvent(event, { source: 'webhook', actor: SYSTEM_ACTOR });
      await settle(r);
      return { Outcome: r.outcome };
    },

    /** Staff record an offline payment: a paid manual order at the stored price, invoiced and granted, audited. */
    async recordManual(actor: AuditActor & { userId: number }, body: ManualPaymentBody): Promise<Order> {
      const who = await buyer(body.UserID, 'body.UserID');
      const item = await priceOf(body.Kind, body.ItemID, body.Currency);
      const reference = `${body.Method}:${body.Reference}`;
      const r = await ctx.db.transaction(async (tx) => {
        const live = await repo.lockLiveOrder(tx, who.id, body.Kind, body.ItemID);
        if (live?.status === 'paid') throw conflict(`${who.name} has paid for this already (order #${live.id})`);
        if (live) await transition(tx, live, 'expired', { source: 'staff', actor }, { note: 'Replaced by an offline payment' });
        const at = ctx.now();
        const o = await repo.insertOrder(tx, {
          userId: who.id, itemKind: body.Kind, itemId: body.ItemID, itemTitle: item.title, itemRef: item.ref, currency: body.Currency, amount: item.amount,
          provider: 'manual', buyerName: who.name, buyerEmail: who.email, buyerState: body.Currency === 'INR' ? (body.BuyerState ?? null) : null, createdOn: at, updatedOn: at,
        });
        if (!o) throw conflict('Another payment of this is being recorded; try again');
        await repo.insertEvent(tx, {
          orderId: o.id, type: 'created', fromStatus: null, toStatus: 'created', amount: o.amount, currency: o.currency, source: 'staff', actorUserId: actor.userId,
          reference: null, note: 'Offline payment', occurredOn: at,
        });
        const paid = await capture(tx, o, { source: 'staff', actor }, { paymentId: reference, amount: o.amount, currency: o.currency, reference, note: body.Note });
        if (!paid.applied) throw conflict('The payment could not be recorded');
        // An offline payment is recorded by staff, who can see the learner holds it already: refused, nothing kept.
        if (paid.refundDue) throw conflict(`${who.name} holds this already; nothing was recorded`);
        await paid.write();
        return paid.order;
      }).catch((err: unknown) => {
        // The same reference twice (orders_provider_payment_uq): one offline payment is recorded once.
        if (isUniqueViolation(err)) {
          throw new AppError('CONFLICT', 'A payment with this reference is recorded already', [{ path: 'body.Reference', message: 'Already recorded' }]);
        }
        throw err;
      });
      await settle({ grant: r });
      return view(r.id);
    },

    /** Staff refund (never more than captured and not yet refunded): the provider's refund first, then the record. */
    async refund(actor: AuditActor & { userId: number }, orderId: number, body: RefundBody): Promise<Order> {
      const current = await repo.orderView(ctx.db, orderId);
      if (!current) throw notFound('Order');
      if (current.Status !== 'paid') throw ruleViolated(current.Status === 'refunded' ? 'This order is refunded already' : 'Only a paid order can be refunded');
      const left = current.CapturedAmount - current.RefundedAmount;
      const amount = body.Amount ?? left;
      if (amount > left) throw new AppError('RULE_VIOLATED', `At most ${current.CurrencyCode} ${decimal(left)} can be refunded`, [{ path: 'body.Amount', message: `At most ${left}` }]);
      let refundId: string | null = null;
      const gateway = current.Provider === 'manual' ? undefined : gateways[current.Provider as 'stripe' | 'razorpay' | 'test'];
      if (current.Provider !== 'manual') {
        if (!gateway || !current.ProviderPaymentID) throw new AppError('UNAVAILABLE', `${current.Provider} is not configured; the refund cannot be sent`);
        try {
          ({ refundId } = await gateway.refund({
            paymentId: current.ProviderPaymentID, amount, currency: current.CurrencyCode, orderId,
            idempotencyKey: `refund-${orderId}-${current.RefundedAmount}-${amount}`, reason: body.Reason,
          }));
        } catch (err) {
          // The provider's own reason (refunded there already, too old, ...) is what staff need to act on: a 422 with it.
          if (err instanceof ProviderRefusal) throw ruleViolated(`${providerName(current.Provider)} refused the refund; nothing was refunded. Its reason: ${err.message.slice(0, 300)}`);
          throw new AppError('UNAVAILABLE', 'The payment provider could not be reached; nothing was refunded');
        }
      }
      await ctx.db.transaction(async (tx) => {
        const o = await repo.lockOrder(tx, orderId);
        if (!o) throw notFound('Order');
        await recordRefund(tx, o, { source: 'staff', actor }, { amount, refundId, reason: body.Reason });
      });
      return view(orderId);
    },

    /**
     * The expiry job: open orders older than ORDER_EXPIRY_MINUTES become `expired` (an order event with the cause
     * 'system', the coins they held given back once, an audit entry), a batch at a time; answers how many. Each
     * order in its own short transaction under its lock, so a capture arriving meanwhile either wins (the order is
     * paid and left alone) or comes after (and still captures: the provider took the money).
     */
    async expireStale(batch = 200): Promise<number> {
      const cutoff = new Date(ctx.now().getTime() - cfg.ORDER_EXPIRY_MINUTES * 60_000);
      let expired = 0;
      for (const id of await repo.staleOrderIds(ctx.db, cutoff, batch)) {
        const done = await ctx.db.transaction(async (tx) => {
          const o = await repo.lockOrder(tx, id);
          if (!o || o.status !== 'created' || o.createdOn >= cutoff) return false;
          await transition(tx, o, 'expired', { source: 'system', actor: SYSTEM_ACTOR }, { note: `Unpaid for ${cfg.ORDER_EXPIRY_MINUTES} minutes` });
          await deps.audit.record(tx, SYSTEM_ACTOR, {
            action: 'payments.expire', entityType: 'order', entityId: o.id,
            before: { Status: 'created', CoinsUsed: o.coinsUsed }, after: { Status: 'expired', CoinsReturned: o.coinsUsed },
            summary: `Order #${o.id} ("${o.itemTitle}", ${o.buyerName}) expired unpaid after ${cfg.ORDER_EXPIRY_MINUTES} minutes${o.coinsUsed ? `; ${o.coinsUsed} coins returned` : ''}`,
          });
          return true;
        });
        if (done) expired++;
      }
      return expired;
    },

    /** Numbers every committed document still without a number (the sweep job; tests). */
    numberInvoices: () => numbering.request({ now: true }),

    /** The caller's own orders. */
    mine: (userId: number, q: ListQuery) => numbered(() => repo.listOrders(ctx.db, q, { userId }), (page) => page.items.some(orderUnnumbered)),

    /** One order with its events: the caller's own, or any with payments.manage. */
    async detail(auth: AuthContext, id: number): Promise<OrderDetail> {
      const o = await view(id, hasCapability(auth.role, 'payments.manage') ? undefined : auth.userId);
      return { ...o, Events: await repo.eventsOf(ctx.db, id) };
    },

    list: (q: OrdersQuery) => numbered(() => repo.listOrders(ctx.db, q, filtersOf(q)), (page) => page.items.some(orderUnnumbered)),

    download(q: OrdersDownloadQuery): Readable {
      filtersOf(q);
      return csvStream(CSV_HEADER, batches(q));
    },

    /** Invoices and credit notes: the caller's own; every one (or one user's) with payments.manage. */
    invoices(auth: AuthContext, q: InvoicesQuery) {
      const all = hasCapability(auth.role, 'payments.manage');
      return numbered(() => repo.listInvoices(ctx.db, q, { userId: all ? q.userId : auth.userId, kind: q.kind }), (page) => page.items.some((i) => i.Number === null));
    },

    /** An invoice or credit note as a PDF: the caller's own, any with payments.manage. */
    async invoicePdf(auth: AuthContext, id: number) {
      const { inv, corrects } = await numbered(async () => {
        const doc = await repo.invoiceFull(ctx.db, id, hasCapability(auth.role, 'payments.manage') ? undefined : auth.userId);
        return { inv: doc, corrects: doc?.invoiceId ? await repo.invoiceById(ctx.db, doc.invoiceId) : undefined };
      }, (r) => r.inv?.number === null || r.corrects?.number === null);
      if (!inv) throw notFound('Invoice');
      // Numbered by now (`numbered`: a document read before its numbering is read again after one).
      const number = inv.number ?? '';
      const body = await renderInvoicePdf({ brand: cfg.BRAND, invoice: { ...inv, number }, corrects: corrects?.number ?? null });
      return { body, fileName: `${number.replace(/\//g, '-')}.pdf` };
    },
  };
}

function providerName(provider: string): string {
  return provider === 'razorpay' ? 'Razorpay' : provider === 'stripe' ? 'Stripe' : provider === 'test' ? 'The test provider' : provider;
}

/** The invoice's line: the thing, and the coins redeemed towards it. */
function invoiceDescription(o: Pick<repo.OrderRow, 'itemKind' | 'itemTitle' | 'coinsUsed' | 'coinsValue' | 'currency'>): string {
  return `${kindLabel(o.itemKind)}: ${o.itemTitle}${o.coinsUsed ? ` (${o.coinsUsed} coins redeemed: ${o.currency} ${decimal(o.coinsValue)} off)` : ''}`;
}

/** The buyer's country as invoiced: an INR buyer is in India; a USD one is an export, its country not asked. */
const buyerCountry = (currency: string) => (currency === 'INR' ? 'India' : '');

function kindLabel(kind: string): string {
  return kind === 'course' ? 'Course admission' : kind === 'capsule' ? 'Capsule access' : kind === 'subscription' ? 'Subscription' : kind;
}
