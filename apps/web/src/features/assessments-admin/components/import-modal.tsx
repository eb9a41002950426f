import { useEffect, useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportReport } from '@app/contracts/assessments';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { downloadQuestionTemplate, type SheetFormat } from '../api/download-question-template.ts';
import { useImportQuestions } from '../api/import-questions.ts';
import { formatBytes, isSheetFile } from '../lib/files.ts';
import { ImportReportView } from './import-report.tsx';
import { saveBlob } from '../../../lib/save-file.ts';

/** Downloads the import template in one format. */
export function TemplateButton({ format }: { format: SheetFormat }) {
  const { t } = useTranslation('assessments-admin');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadQuestionTemplate(format), `questions-template.${format}`);
    } catch (error) {
      notify(errorMessage(error), 'danger', t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="xs" loading={busy} onClick={() => void run()} leftSection={<IconDownload size={14} aria-hidden />}>
      {t(`import.template.${format}`)}
    </Button>
  );
}

/** Import questions from a CSV or XLSX sheet: pick, upload (with progress), then the report. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['assessments-admin', 'common']);
  const { locale, number } = useFormat();
  const upload = useImportQuestions();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setFileError(null);
    setReport(null);
    setError(null);
    upload.reset();
  }, [opened]);

  const pick = (f: File | null) => {
    setFile(f);
    setReport(null);
    setError(null);
    if (!f) setFileError(null);
    else if (!isSheetFile(f.name)) setFileError(t('import.wrongType'));
    else if (f.size > IMPORT_MAX_BYTES) setFileError(t('import.tooBig', { size: formatBytes(IMPORT_MAX_BYTES, locale) }));
    else setFileError(null);
  };

  const start = () => {
    if (!file || fileError) {
      if (!file) setFileError(t('import.chooseFile'));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (r) => {
        setReport(r);
        // The same file is not sent twice by accident: choose it again to re-import.
        setFile(null);
        if (r.Imported > 0) notify(t('import.done', { count: r.Imported }), 'success');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  const busy = upload.isPending;
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={t('import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('import.lead', { rows: number(IMPORT_MAX_ROWS), size: formatBytes(IMPORT_MAX_BYTES, locale) })}</Text>
        <Group gap="xs">
          <Text size="sm" fw={500}>{t('import.templateLabel')}</Text>
          <TemplateButton format="csv" />
          <TemplateButton format="xlsx" />
        </Group>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.filePlaceholder')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={pick}
          error={fileError}
          clearable
          disabled={busy}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          description={file ? formatBytes(file.size, locale) : undefined}
          clearButtonProps={{ 'aria-label': t('import.clearFile') }}
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        {busy ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">{t('import.uploading', { name: file?.name ?? '' })}</Text>
            <Progress value={100} animated striped aria-label={t('import.progress')} />
          </Stack>
        ) : null}
        {error ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('import.failed')}>{error}</Alert> : null}
        {report ? <ImportReportView report={report} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{report ? t('common:actions.close') : t('common:actions.cancel')}</Button>
          <Button onClick={start} loading={busy} leftSection={<IconUpload size={16} aria-hidden />} disabled={!file || Boolean(fileError)}>
            {t('import.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
