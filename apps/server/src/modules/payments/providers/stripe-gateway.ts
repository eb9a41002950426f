import Stripe from 'stripe';
import { headerOf, orderIdOf, ProviderRefusal, refusesRequest, WebhookSignatureError, type PaymentGateway, type ProviderEvent } from './gateway.ts';

type StripeObject = Record<string, unknown> & { id?: string; metadata?: Record<string, string> };

/** Stripe (USD) through its official SDK: hosted Checkout sessions, refunds, and `Stripe-Signature` webhooks. */
export function createStripeGateway(o: { secretKey: string; webhookSecret?: string; toleranceSeconds: number; now: () => Date; apiUrl?: string }): PaymentGateway {
  // apiUrl: another address for Stripe's API (a local stand-in in tests); Stripe's own otherwise.
  const api = o.apiUrl ? new URL(o.apiUrl) : undefined;
  const stripe = new Stripe(o.secretKey, {
    maxNetworkRetries: 2, timeout: 20_000,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'http:' ? 80 : 443), protocol: api.protocol === 'http:' ? 'http' as const : 'https' as const } : {}),
  });
  return {
    name: 'stripe',
    async checkout(r) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: r.currency.toLowerCase(), unit_amount: r.amount, product_data: { name: r.title } } }],
        client_reference_id: String(r.orderId),
        customer_email: r.buyer.email,
        metadata: { orderId: String(r.orderId) },
        payment_intent_data: { metadata: { orderId: String(r.orderId) } },
        success_url: r.returnUrl,
        cancel_url: r.cancelUrl,
      }, { idempotencyKey: `checkout-${r.orderId}` });
      if (!session.url) throw new Error('Stripe answered a session without a URL');
      return { providerOrderId: session.id, redirectUrl: session.url };
    },
    async refund(r) {
      const refund = await stripe.refunds.create(
        { payment_intent: r.paymentId, amount: r.amount, metadata: { orderId: String(r.orderId), reason: r.reason.slice(0, 450) } },
        { idempotencyKey: r.idempotencyKey },
      ).catch((err: unknown) => {
        // Stripe answered and refused this refund (e.g. charge refunded already): its message is the reason staff read.
        if (err instanceof Stripe.errors.StripeError && refusesRequest(err.statusCode)) throw new ProviderRefusal(`Stripe ${err.statusCode}: ${err.message}`);
        throw err;
      });
      return { refundId: refund.id };
    },
    parseWebhook(raw, headers) {
      const signature = headerOf(headers, 'stripe-signature');
      if (!o.webhookSecret || !signature) throw new WebhookSignatureError('Missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, o.webhookSecret, o.toleranceSeconds, undefined, o.now().getTime());
      } catch {
        throw new WebhookSignatureError('The Stripe signature does not match');
      }
      const obj = event.data.object as unknown as StripeObject;
      const base: ProviderEvent = { provider: 'stripe', eventId: event.id, eventType: event.type, kind: 'other', orderId: orderIdOf(obj.metadata?.orderId), payload: event };
      const upper = (c: unknown) => (typeof c === 'string' ? c.toUpperCase() : undefined);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const s = event.data.object;
          if (s.payment_status !== 'paid') return base;
          return {
            ...base, kind: 'captured', orderId: orderIdOf(s.metadata?.orderId ?? s.client_reference_id), providerOrderId: s.id,
            paymentId: typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id, amount: s.amount_total ?? undefined, currency: upper(s.currency),
          };
        }
        case 'payment_intent.succeeded': {
          const pi = event.data.object;
          return { ...base, kind: 'captured', paymentId: pi.id, amount: pi.amount_received, currency: upper(pi.currency) };
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          return { ...base, kind: 'failed', providerOrderId: event.data.object.id, orderId: orderIdOf(event.data.object.metadata?.orderId ?? event.data.object.client_reference_id) };
        case 'payment_intent.payment_failed':
          return { ...base, kind: 'failed', paymentId: event.data.object.id };
        case 'refund.created':
        case 'refund.updated': {
          const rf = event.data.object;
          if (rf.status !== 'succeeded' && rf.status !== 'pending') return base;
          return {
            ...base, kind: 'refunded', refundId: rf.id, amount: rf.amount, currency: upper(rf.currency),
            paymentId: typeof rf.payment_intent === 'string' ? rf.payment_intent : rf.payment_intent?.id,
          };
        }
        default:
          return base;
      }
    },
  };
}
