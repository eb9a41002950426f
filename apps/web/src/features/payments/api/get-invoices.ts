import type { ListQuery } from '@app/contracts/list';
import type { InvoicesQuery } from '@app/contracts/payments';
import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type InvoiceFilters = Pick<InvoicesQuery, 'kind'>;

/** GET /invoices: my invoices and credit notes (every one for payments.manage). */
export const getInvoices = (q: ListQuery & InvoiceFilters, signal?: AbortSignal) => call(paymentsEndpoints.invoices, { query: q }, { signal });
