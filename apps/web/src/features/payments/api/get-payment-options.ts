import { useQuery } from '@tanstack/react-query';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /payments/options: the provider of each currency and what a coin is worth at checkout (changes only with the server's config). */
export const usePaymentOptions = () =>
  useQuery({ queryKey: paymentKeys.options, queryFn: ({ signal }) => call(paymentsEndpoints.options, {}, { signal }), staleTime: 10 * 60_000 });
