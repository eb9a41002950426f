import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkoutBodySchema } from '@app/contracts/payments';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /payments/checkout: an order for this course at its price (optionally part paid with coins), and where to pay it. */
export const startCheckout = (body: z.input<typeof checkoutBodySchema>) => call(paymentsEndpoints.checkout, { body });

export function useStartCheckout() {
  const qc = useQueryClient();
  // Coins spent on the order are debited with it: the header's balance and the statement change.
  return useMutation({ mutationFn: startCheckout, onSuccess: () => qc.invalidateQueries({ queryKey: ['coins'] }) });
}
