import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { manualPaymentBodySchema } from '@app/contracts/payments';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** POST /payments/orders/manual: record an offline payment. */
export const recordManualPayment = (body: z.input<typeof manualPaymentBodySchema>) => call(paymentsEndpoints.manual, { body });

export function useRecordManualPayment() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: recordManualPayment, onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }) });
}
