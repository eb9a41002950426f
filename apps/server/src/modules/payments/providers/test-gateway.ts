import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './gateway.ts';

/**
 * The built-in test provider (no network): its checkout is our own page with pay and fail buttons, which report the
 * outcome through the same capture path as a provider's webhook. Refused in production unless enabled by config.
 */
export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    async checkout(r) {
      return { providerOrderId: `test_${r.orderId}`, redirectUrl: `/app/checkout/test/${r.orderId}` };
    },
    async refund() {
      return { refundId: `test_rf_${randomBytes(8).toString('hex')}` };
    },
  };
}
