import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /invoices/:id/pdf: an invoice or credit note as a PDF. */
export const downloadInvoice = (id: number) => call(paymentsEndpoints.invoicePdf, { params: { id } });
