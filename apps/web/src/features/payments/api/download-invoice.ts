import { paymentsEndpoints } from '@app/contracts/payments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /invoices/:id/pdf: an invoice or credit note as a PDF. */
export const downloadInvoice = (id: number) => call(paymentsEndpoints.invoicePdf, { params: { id } });

/** Offers a downloaded file under a name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
