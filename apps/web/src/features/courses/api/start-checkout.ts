import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkoutBodySchema } from '@app/contracts/payments';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /payments/checkout: an order for this course at its price, and where to pay it. */
export const startCheckout = (body: z.input<typeof checkoutBodySchema>) => call(paymentsEndpoints.checkout, { body });

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
