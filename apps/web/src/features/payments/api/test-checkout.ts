import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** POST /payments/testCheckout/:id: the built-in test provider's pay or fail button. */
export const testCheckout = (id: number, Outcome: 'pay' | 'fail') => call(paymentsEndpoints.testCheckout, { params: { id }, body: { Outcome } });

export function useTestCheckout(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'pay' | 'fail') => testCheckout(id, outcome),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
