import { randomBytes } from 'node:crypto';
import { ProviderRefusal, type PaymentGateway } from './gateway.ts';

/**
 * The built-in test provider (no network): its checkout is our own page with pay and fail buttons, which report the
 * outcome through the same capture path as a provider's webhook. Refused in production unless enabled by config.
 */
/** The mark on a test payment id whose automatic refund the test provider refuses. */
export const REFUSE_AUTO_REFUND = '_refuse-auto-refund';

export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    async checkout(r) {
      return { providerOrderId: `test_${r.orderId}`, redirectUrl: `/app/checkout/test/${r.orderId}` };
    },
    async refund(r) {
      // Paid with the outcome 'pay-refuse-auto-refund': the automatic refund is refused, as a real provider may refuse
      // it; a refund staff start later goes through.
      if (r.paymentId.endsWith(REFUSE_AUTO_REFUND) && r.idempotencyKey.startsWith('auto-refund-')) {
        throw new ProviderRefusal('The test provider refused this refund (chosen at its checkout)');
      }
      return { refundId: `test_rf_${randomBytes(8).toString('hex')}` };
    },
  };
}
