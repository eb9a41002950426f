import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';

/*
 * Orders, checkout, invoices (issue 14, DESIGN sections 5 and 9). Money is an integer in minor units (paise, cents)
 * and always travels with its ISO currency code; an order keeps the price its thing had when it was made.
 */

export const currencies = ['INR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/** What can be bought: a course admission today; capsules and subscription plans as their modules arrive. */
export const orderItemKinds = ['course', 'capsule', 'subscription'] as const;
export type OrderItemKind = (typeof orderItemKinds)[number];

/** created -> paid -> refunded, or created -> failed / expired. */
export const orderStatuses = ['created', 'paid', 'refunded', 'failed', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** test: the built-in checkout page (no network); manual: an offline payment staff recorded. */
export const paymentProviders = ['test', 'razorpay', 'stripe', 'manual'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** How an offline payment was made. */
export const manualMethods = ['bank_transfer', 'cash', 'cheque', 'upi'] as const;
export type ManualMethod = (typeof manualMethods)[number];

export const orderEventTypes = ['created', 'paid', 'granted', 'failed', 'expired', 'refunded', 'revoked', 'attention'] as const;
export const orderEventSources = ['learner', 'staff', 'webhook', 'test-provider', 'system'] as const;

/** Indian states and union territories by GST code letters (place of supply decides CGST+SGST or IGST). */
export const indianStates = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CH', 'CG', 'DN', 'DL', 'GA', 'GJ', 'HR', 'HP', 'JK', 'JH', 'KA', 'KL', 'LA', 'LD', 'MP',
  'MH', 'MN', 'ML', 'MZ', 'NL', 'OD', 'PY', 'PB', 'RJ', 'SK', 'TN', 'TS', 'TR', 'UP', 'UK', 'WB',
] as const;

/** A money amount: integer minor units with its currency. */
export const moneySchema = z.object({ Amount: z.number().int(), Currency: z.enum(currencies) });

/** POST /payments/checkout: start paying for one thing in one currency. */
export const checkoutBodySchema = z.object({
  Kind: z.enum(orderItemKinds),
  ItemID: idValue,
  Currency: z.enum(currencies),
  /** The buyer's Indian state (GST place of supply); the seller's state when not given. */
  BuyerState: z.enum(indianStates).optional(),
  /** Coins to spend on this order (each worth COIN_VALUE_INR / COIN_VALUE_USD minor units, at most COINS_MAX_SHARE_PERCENT of the price). */
  Coins: z.number().int().min(0).max(1_000_000).default(0),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Where the browser goes next: the provider's hosted page, or the built-in test checkout. */
export const checkoutResultSchema = z.object({
  OrderID: z.number().int(),
  Provider: z.enum(paymentProviders),
  /** Absolute (provider) or app-relative (/app/checkout/...) address to open. */
  RedirectUrl: z.string(),
});

export const orderSchema = z.object({
  ID: z.number().int(),
  UserID: z.number().int(),
  UserName: z.string(),
  UserEmail: z.string(),
  Kind: z.enum(orderItemKinds),
  ItemID: z.number().int(),
  ItemTitle: z.string(),
  /** The thing's address key (a course's landing slug). */
  ItemRef: z.string(),
  CurrencyCode: z.enum(currencies),
  /** The price when ordered, minor units. */
  Amount: z.number().int(),
  /** Coins spent on the order and their value (minor units); the provider is asked for Amount - CoinsValue. */
  CoinsUsed: z.number().int(),
  CoinsValue: z.number().int(),
  CapturedAmount: z.number().int(),
  RefundedAmount: z.number().int(),
  Provider: z.enum(paymentProviders),
  ProviderPaymentID: z.string().nullable(),
  Status: z.enum(orderStatuses),
  CreatedOn: z.string(),
  PaidOn: z.string().nullable(),
  /** The order's invoice once paid. */
  InvoiceID: z.number().int().nullable(),
  InvoiceNumber: z.string().nullable(),
  /** Why staff must look at the order (e.g. a payment for a thing already held whose automatic refund failed); null: nothing to do. */
  Attention: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderEventSchema = z.object({
  ID: z.number().int(),
  Type: z.enum(orderEventTypes),
  FromStatus: z.string().nullable(),
  ToStatus: z.string(),
  Amount: z.number().int(),
  CurrencyCode: z.enum(currencies),
  Source: z.enum(orderEventSources),
  ActorUserID: z.number().int().nullable(),
  Reference: z.string().nullable(),
  Note: z.string(),
  OccurredOn: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderDetailSchema = orderSchema.extend({ Events: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** The staff filters of every order: state, provider, currency, day range (UTC). */
export const orderFilterShape = {
  status: z.enum(orderStatuses).optional(),
  provider: z.enum(paymentProviders).optional(),
  currency: z.enum(currencies).optional(),
  from: day.optional().describe('first day the order was made (UTC), inclusive'),
  to: day.optional().describe('last day (UTC), inclusive'),
  attention: z.enum(['yes']).optional().describe('only the orders staff must look at (a refund due or refused)'),
};
/** GET /payments/orders: term over buyer name, email and the thing's title; sortable by CreatedOn, Amount, Status, UserName. */
export const ordersQuerySchema = listQuerySchema.extend(orderFilterShape);
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
export const ordersDownloadQuerySchema = z.object({ term: listQuerySchema.shape.term, ...orderFilterShape });
export type OrdersDownloadQuery = z.infer<typeof ordersDownloadQuerySchema>;

/** GET /payments/myOrders: the learner's own orders. */
export const myOrdersQuerySchema = listQuerySchema;

/** POST /payments/orders/manual: staff record an offline payment for a learner (the thing's stored price). */
export const manualPaymentBodySchema = z.object({
  UserID: idValue,
  Kind: z.enum(orderItemKinds),
  ItemID: idValue,
  Currency: z.enum(currencies),
  Method: z.enum(manualMethods),
  /** Bank reference, receipt or cheque number: unique per offline payment. */
  Reference: z.string().trim().min(3, 'Give the bank reference or receipt number').max(100),
  BuyerState: z.enum(indianStates).optional(),
  Note: z.string().trim().max(500).default(''),
});
export type ManualPaymentBody = z.infer<typeof manualPaymentBodySchema>;

/** POST /payments/orders/:id/refund: at most what was captured and not yet refunded. */
export const refundBodySchema = z.object({
  /** Minor units; the whole remaining amount when not given. */
  Amount: z.number().int().min(1, 'At least 1').max(100_000_000).optional(),
  Reason: z.string().trim().min(3, 'Say why').max(500),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const orderIdParamsSchema = z.object({ id: idField });

/** POST /payments/testCheckout/:id: the built-in test provider's pay or fail buttons. */
/**
 * The test provider's outcomes: pay, fail, or pay while the provider will refuse the automatic refund of a payment for
 * a thing held already (as Stripe or Razorpay can), so the demo and the browser tests can show an order left for staff.
 */
export const testCheckoutOutcomes = ['pay', 'fail', 'pay-refuse-auto-refund'] as const;
export const testCheckoutBodySchema = z.object({ Outcome: z.enum(testCheckoutOutcomes) });

/** A payment provider's webhook is answered with what happened to the event (it is told 200 for replays too). */
export const webhookResultSchema = z.object({ Outcome: z.enum(['applied', 'ignored', 'duplicate']) });

export const webhookProviders = ['stripe', 'razorpay'] as const;
export const webhookParamsSchema = z.object({ provider: z.enum(webhookProviders) });

/** What the web needs to offer checkout: which providers serve which currency, whether the test page is on. */
export const paymentOptionsSchema = z.object({
  Providers: z.object({ INR: z.enum(paymentProviders), USD: z.enum(paymentProviders) }),
  TestMode: z.boolean(),
  /** Coins paying part of an order: each coin's value in minor units per currency (0: not accepted) and the largest share of a price they may pay. */
  Coins: z.object({ ValueMinor: z.object({ INR: z.number().int(), USD: z.number().int() }), MaxSharePercent: z.number().int() }),
});

/** The most coins that may pay towards `price` (minor units): at most `maxSharePercent` of it, whole coins, never more than the balance. */
export function maxCoinsFor(price: number, coinValue: number, maxSharePercent: number, balance = Number.MAX_SAFE_INTEGER): number {
  if (coinValue <= 0 || price <= 0) return 0;
  return Math.max(0, Math.min(balance, Math.floor((price * maxSharePercent) / 100 / coinValue)));
}

export const invoiceKinds = ['invoice', 'credit_note'] as const;

/** A spec invoice row (UserName, CurrencyCode, NetAmount, InvoiceDate) plus its number and tax split. */
export const invoiceSchema = z.object({
  ID: z.number().int(),
  Kind: z.enum(invoiceKinds),
  Number: z.string(),
  OrderID: z.number().int(),
  UserID: z.number().int(),
  UserName: z.string(),
  CurrencyCode: z.enum(currencies),
  /** The amount of the document (what was paid, or refunded for a credit note), minor units, taxes included. */
  NetAmount: z.number().int(),
  TaxableAmount: z.number().int(),
  TaxAmount: z.number().int(),
  /** ISO 8601 UTC. */
  InvoiceDate: z.string(),
  Description: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /invoices: the caller's own; with payments.manage every one (optionally of one user). */
export const invoicesQuerySchema = listQuerySchema.extend({
  kind: z.enum(invoiceKinds).optional(),
  userId: idField.optional().describe('payments.manage only: the invoices of one user'),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoiceIdParamsSchema = z.object({ id: idField });

/** At most this many rows go into one CSV download of orders. */
export const ORDERS_CSV_MAX_ROWS = 50_000;

/** Audit actions of this module (free text in the log; listed for the audit screen's names). */
export const paymentAuditActions = ['payments.manual', 'payments.refund', 'payments.capture', 'payments.expire', 'payments.attention'] as const;

export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
