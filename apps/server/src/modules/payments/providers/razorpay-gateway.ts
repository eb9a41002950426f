import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { headerOf, orderIdOf, ProviderRefusal, refusesRequest, WebhookSignatureError, type PaymentGateway, type ProviderEvent } from './gateway.ts';

/**
 * Razorpay's webhook check: hex HMAC-SHA256 of the raw body with the webhook secret, compared in constant time (the
 * SDK's own check is not constant-time). Exported for the tests' fixtures, which sign with the same scheme.
 */
export function razorpaySignature(raw: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

export function verifyRazorpaySignature(raw: Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(razorpaySignature(raw, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Entity = Record<string, unknown> & { id?: string; notes?: Record<string, unknown> | unknown[]; amount?: number; currency?: string };
const notesOf = (e: Entity | undefined) => (e?.notes && !Array.isArray(e.notes) ? e.notes : {});

/** Razorpay (INR) through its official SDK: payment links (hosted page), refunds, and signed webhooks. */
export function createRazorpayGateway(o: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl?: string }): PaymentGateway {
  const razorpay = new Razorpay({ key_id: o.keyId, key_secret: o.keySecret });
  // apiUrl: another address for Razorpay's API (a local stand-in in tests). The SDK takes no host option; its HTTP
  // client (axios) carries the base URL.
  if (o.apiUrl) (razorpay as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = o.apiUrl.replace(/\/$/, '');
  return {
    name: 'razorpay',
    async checkout(r) {
      const link = await razorpay.paymentLink.create({
        amount: r.amount,
        currency: r.currency,
        description: r.title.slice(0, 2048),
        reference_id: `order-${r.orderId}`,
        customer: { name: r.buyer.name, email: r.buyer.email },
        notify: { sms: false, email: false },
        callback_url: r.returnUrl,
        callback_method: 'get',
        notes: { orderId: String(r.orderId) },
      }).catch((err: unknown) => { throw razorpayError(err); });
      return { providerOrderId: link.id, redirectUrl: link.short_url };
    },
    async refund(r) {
      const refund = await razorpay.payments.refund(r.paymentId, { amount: r.amount, receipt: r.idempotencyKey.slice(0, 40), notes: { orderId: String(r.orderId) } })
        .catch((err: unknown) => { throw razorpayError(err); });
      return { refundId: refund.id };
    },
    parseWebhook(raw, headers) {
      const signature = headerOf(headers, 'x-razorpay-signature');
      if (!o.webhookSecret || !signature || !verifyRazorpaySignature(raw, signature, o.webhookSecret)) {
        throw new WebhookSignatureError('The Razorpay signature does not match');
      }
      let body: { event?: string; payload?: Record<string, { entity?: Entity }> };
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('The Razorpay event is not JSON');
      }
      const eventId = headerOf(headers, 'x-razorpay-event-id');
      if (!eventId || eventId.length > 100) throw new WebhookSignatureError('Missing x-razorpay-event-id');
      const type = String(body.event ?? '');
      const payment = body.payload?.payment?.entity;
      const link = body.payload?.payment_link?.entity;
      const order = body.payload?.order?.entity;
      const refund = body.payload?.refund?.entity;
      const orderId = orderIdOf(notesOf(payment).orderId ?? notesOf(link).orderId ?? notesOf(order).orderId ?? notesOf(refund).orderId);
      const base: ProviderEvent = { provider: 'razorpay', eventId, eventType: type, kind: 'other', orderId, payload: body };
      switch (type) {
        case 'payment.captured':
        case 'order.paid':
        case 'payment_link.paid':
          if (!payment?.id) return base;
          return { ...base, kind: 'captured', paymentId: payment.id, providerOrderId: link?.id, amount: payment.amount, currency: payment.currency };
        case 'payment.failed':
          return { ...base, kind: 'failed', paymentId: payment?.id };
        case 'refund.processed':
        case 'refund.created':
          if (!refund?.id) return base;
          return { ...base, kind: 'refunded', refundId: refund.id, paymentId: typeof refund.payment_id === 'string' ? refund.payment_id : undefined, amount: refund.amount, currency: refund.currency };
        default:
          return base;
      }
    },
  };
}

/**
 * The SDK rejects with a plain object (`{ statusCode, error: { code, description } }`), not an Error: made an Error
 * carrying Razorpay's own description, so what staff read (e.g. an order's "Automatic refund failed: ...") says why;
 * a ProviderRefusal when Razorpay answered and refused the request itself.
 */
export function razorpayError(err: unknown): Error {
  if (err instanceof Error) return err;
  const e = err as { statusCode?: number; error?: { code?: string; description?: string } } | null;
  const text = e?.error?.description ?? e?.error?.code ?? JSON.stringify(err);
  const message = `Razorpay${e?.statusCode ? ` ${e.statusCode}` : ''}: ${text}`;
  return refusesRequest(e?.statusCode) ? new ProviderRefusal(message) : new Error(message);
}
