import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /payments/orders/:id: one order with its events. */
export const getOrder = (id: number, signal?: AbortSignal) => call(paymentsEndpoints.order, { params: { id } }, { signal });

export const orderQuery = (id: number) => queryOptions({ queryKey: paymentKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal) });

/** The order, asked again every 2 s while `poll` (the return page waits for the provider's webhook). */
export const useOrder = (id: number, poll = false) =>
  useQuery({ ...orderQuery(id), enabled: id > 0, refetchInterval: (q) => (poll && q.state.data?.Status === 'created' ? 2000 : false) });
