import { useState } from 'react';
import { Alert, Button, Card, FileButton, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResumeExport } from '@app/contracts/resumes';
import { notify } from '../../../lib/notify.ts';
import { downloadExport, exportJsonResume, exportStatus, requestExport, useImportJsonResume } from '../api/resume-builder.ts';

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** PDF export (rendered in the background: pending until ready) and JSON Resume import/export. */
export function ResumeTools() {
  const { t } = useTranslation('resumes');
  const [template, setTemplate] = useState<'classic' | 'modern'>('classic');
  const [pageSize, setPageSize] = useState<'A4' | 'LETTER'>('A4');
  const [job, setJob] = useState<ResumeExport | null>(null);
  const importer = useImportJsonResume();

  async function exportPdf() {
    let x = await requestExport({ Template: template, PageSize: pageSize });
    setJob(x);
    for (let i = 0; i < 60 && x.Status === 'Pending'; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      x = await exportStatus(x.ID);
      setJob(x);
    }
    if (x.Status === 'Done') save(await downloadExport(x.ID), `resume-${template}-${pageSize.toLowerCase()}.pdf`);
  }

  async function importFile(file: File | null) {
    if (!file) return;
    try {
      const doc = JSON.parse(await file.text()) as Record<string, unknown>;
      importer.mutate(doc, { onSuccess: () => notify(t('tools.imported'), 'success') });
    } catch {
      notify(t('tools.notJson'), 'danger');
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack>
        <Title order={3} fz="lg">{t('tools.title')}</Title>
        <Group align="flex-end">
          <Select label={t('tools.template')} data={[{ value: 'classic', label: t('tools.classic') }, { value: 'modern', label: t('tools.modern') }]} value={template} onChange={(v) => v && setTemplate(v as 'classic')} allowDeselect={false} w={160} />
          <Select label={t('tools.pageSize')} data={[{ value: 'A4', label: 'A4' }, { value: 'LETTER', label: 'Letter' }]} value={pageSize} onChange={(v) => v && setPageSize(v as 'A4')} allowDeselect={false} w={120} />
          <Button leftSection={<IconDownload size={16} aria-hidden />} loading={job?.Status === 'Pending'} onClick={() => void exportPdf()}>{t('tools.pdf')}</Button>
        </Group>
        {job?.Status === 'Pending' && <Text size="sm" c="dimmed" role="status">{t('tools.pending')}</Text>}
        {job?.Status === 'Done' && <Text size="sm" c="teal" role="status" data-testid="pdf-ready">{t('tools.ready')}</Text>}
        {job?.Status === 'Failed' && <Alert color="red">{t('tools.failed')}</Alert>}
        <Group>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportJsonResume().then((d) => save(new Blob([JSON.stringify(d, null, 2)], { type: 'application/json' }), 'resume.json'))}>{t('tools.jsonExport')}</Button>
          <FileButton onChange={(f) => void importFile(f)} accept="application/json,.json">
            {(props) => <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} loading={importer.isPending} {...props}>{t('tools.jsonImport')}</Button>}
          </FileButton>
        </Group>
        {importer.data && (
          <Alert color={importer.data.Unmapped.length ? 'yellow' : 'teal'} title={t('tools.importedSections', { list: importer.data.Imported.join(', ') })} data-testid="import-report">
            {importer.data.Unmapped.length > 0 && (<><Text size="sm">{t('tools.unmapped')}</Text><List size="sm">{importer.data.Unmapped.map((u) => <List.Item key={u}>{u}</List.Item>)}</List></>)}
          </Alert>
        )}
        {importer.isError && <Alert color="red">{t('tools.importFailed')}</Alert>}
      </Stack>
    </Card>
  );
}
