import type { ListQuery } from '@app/contracts/list';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /payments/myOrders: one page of my orders, newest first. */
export const getMyOrders = (q: ListQuery, signal?: AbortSignal) => call(paymentsEndpoints.myOrders, { query: q }, { signal });
