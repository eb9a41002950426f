import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** Runs one PDF download at a time per screen; `busy` names the one underway, failures become a toast. */
export function usePdfDownload() {
  const { t } = useTranslation('courses');
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, load: () => Promise<Blob>, fileName: string) => {
    setBusy(key);
    try {
      saveBlob(await load(), fileName);
    } catch (e) {
      notify(errorMessage(e), 'danger', t('certificates.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
