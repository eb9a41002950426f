import type { Currency, PaymentProvider } from '@app/contracts/payments';

/** What a provider needs to open its checkout for an order. */
export type CheckoutRequest = {
  orderId: number;
  amount: number;
  currency: Currency;
  title: string;
  buyer: { name: string; email: string };
  /** Where the provider sends the browser back (our return page polls the order). */
  returnUrl: string;
  cancelUrl: string;
};

/** A provider event, verified and translated to what the order model understands. */
export type ProviderEvent = {
  provider: PaymentProvider;
  /** The provider's event id: each is applied once. */
  eventId: string;
  /** The provider's own name of the event (payment.captured, checkout.session.completed, ...). */
  eventType: string;
  kind: 'captured' | 'failed' | 'refunded' | 'other';
  /** Our order id, when the provider carries it back (metadata, notes). */
  orderId?: number;
  /** The provider's id of our checkout (Stripe session, Razorpay payment link), to find the order without metadata. */
  providerOrderId?: string;
  paymentId?: string;
  refundId?: string;
  amount?: number;
  currency?: string;
  payload: unknown;
};

/** A payment provider behind the one interface: open a checkout, refund, and read its signed webhooks. */
export interface PaymentGateway {
  readonly name: 'test' | 'stripe' | 'razorpay';
  checkout(r: CheckoutRequest): Promise<{ providerOrderId: string; redirectUrl: string }>;
  /** Refunds `amount` of a captured payment; the idempotency key makes a retried call refund once. */
  refund(r: { paymentId: string; amount: number; currency: Currency; orderId: number; idempotencyKey: string; reason: string }): Promise<{ refundId: string }>;
  /** Verifies the signature over the raw body (throws WebhookSignatureError) and translates the event. */
  parseWebhook?(raw: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

/**
 * The provider answered and refused the request (e.g. a refund of a payment refunded at the provider already, or too
 * old to refund): its reason is for staff to read. A provider that could not be reached, or refused our keys, is not this.
 */
export class ProviderRefusal extends Error {}

/** A provider's HTTP status that refuses this request itself (4xx), not our credentials (401, 403) or our pace (429). */
export const refusesRequest = (status: unknown) => typeof status === 'number' && status >= 400 && status < 500 && ![401, 403, 429].includes(status);

/** The signature of a webhook does not verify: 400, nothing recorded. */
export class WebhookSignatureError extends Error {}

/** A whole number id carried in provider metadata or notes, or undefined. */
export function orderIdOf(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** One header's value (a repeated header is refused as unsigned). */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name];
  return typeof v === 'string' ? v : undefined;
}
