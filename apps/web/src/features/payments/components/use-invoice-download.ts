import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadInvoice } from '../api/download-invoice.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** One invoice PDF download at a time; `busy` is the invoice underway, failures become a toast. */
export function useInvoiceDownload() {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number, number: string) => {
    setBusy(id);
    try {
      saveBlob(await downloadInvoice(id), `${number.replace(/\//g, '-')}.pdf`);
    } catch (e) {
      notify(errorMessage(e), 'danger', t('invoices.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
