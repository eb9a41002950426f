import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import type { SheetFormat } from '../api/download-question-template.ts';
import { exportQuestions } from '../api/export-questions.ts';
import type { QuestionFilters } from '../api/get-questions.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** Export the questions of the current filter as CSV or XLSX (the import format). */
export function ExportMenu({ query }: { query: QuestionFilters & { term?: string } }) {
  const { t } = useTranslation('assessments-admin');
  const [busy, setBusy] = useState(false);
  const run = async (format: SheetFormat) => {
    setBusy(true);
    try {
      saveBlob(await exportQuestions(format, query), `questions-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch (error) {
      notify(errorMessage(error), 'danger', t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" loading={busy} leftSection={<IconFileExport size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          {t('questions.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{t('questions.exportCsv')}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t('questions.exportXlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
