import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** POST /payments/orders/:id/refund: refund all (no amount) or part of a paid order. */
export const refundOrder = (id: number, body: { Amount?: number; Reason: string }) => call(paymentsEndpoints.refund, { params: { id }, body });

export function useRefundOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; Amount?: number; Reason: string }) => refundOrder(v.id, { Amount: v.Amount, Reason: v.Reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
