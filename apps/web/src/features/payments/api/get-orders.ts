import type { ListQuery } from '@app/contracts/list';
import type { OrdersDownloadQuery, OrdersQuery } from '@app/contracts/payments';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export type OrderFilters = Pick<OrdersQuery, 'status' | 'provider' | 'currency' | 'from' | 'to'>;

/** GET /payments/orders (payments.manage): every order, filtered. */
export const getOrders = (q: ListQuery & OrderFilters, signal?: AbortSignal) => call(paymentsEndpoints.list, { query: q }, { signal });

/** GET /payments/orders/download: the same filter as a CSV file made by the server. */
export async function saveOrdersCsv(q: OrdersDownloadQuery): Promise<void> {
  saveBlob(await call(paymentsEndpoints.download, { query: q }), `orders-${new Date().toISOString().slice(0, 10)}.csv`);
}
