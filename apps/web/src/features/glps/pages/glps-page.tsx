import { useState } from 'react';
import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GlpRow } from '@app/contracts/glps';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useDeleteGlp } from '../api/delete-glp.ts';
import { getGlps, glpListKey, type GlpFilters } from '../api/get-glps.ts';
import { glpEditorPath } from '../lib/paths.ts';

type StatusFilter = 'all' | 'draft' | 'published';

/** /courseBuilding/glps: the guided learning paths (Title, steps, learners, status, author, date); add, edit, delete. */
export function GlpsPage() {
  const { t } = useTranslation(['glps', 'common']);
  const { dateTime, number } = useFormat();
  const [status, setStatus] = useState<StatusFilter>('all');
  const remove = useDeleteGlp();
  const deletion = useConfirmedDelete<GlpRow>(remove, (row) => t('list.deleted', { title: row.Title }));

  const columns: DataTableColumn<GlpRow>[] = [
    {
      id: 'Title',
      header: t('fields.title'),
      sortable: true,
      primary: true,
      cell: (r) => <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Title}</Text>,
      csv: (r) => r.Title,
    },
    { id: 'StepCount', header: t('fields.steps'), sortable: true, width: 90, cell: (r) => number(r.StepCount) },
    { id: 'LearnerCount', header: t('fields.learners'), sortable: true, width: 100, cell: (r) => number(r.LearnerCount) },
    {
      id: 'Status',
      header: t('fields.status'),
      sortable: true,
      width: 120,
      cell: (r) => <Badge size="sm" variant="light" color={r.Status === 'published' ? 'green' : 'gray'}>{t(`statuses.${r.Status}`)}</Badge>,
      csv: (r) => r.Status,
    },
    { id: 'CreatedByName', header: t('fields.createdBy'), sortable: true },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn) },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('list.title')} description={t('list.lead')} />
      <DataTable<GlpRow, GlpFilters>
        label={t('list.tableLabel')}
        queryKey={glpListKey}
        fetchPage={getGlps}
        columns={columns}
        rowKey={(r) => r.ID}
        filters={status === 'all' ? {} : { status }}
        filterControls={
          <SegmentedControl
            aria-label={t('fields.status')}
            value={status}
            onChange={(v) => setStatus(v as StatusFilter)}
            data={[
              { value: 'all', label: t('statuses.all') },
              { value: 'published', label: t('statuses.published') },
              { value: 'draft', label: t('statuses.draft') },
            ]}
          />
        }
        searchLabel={t('list.search')}
        csvFileName="learning-paths"
        emptyText={t('list.empty')}
        actions={
          <Button component={Link} to={glpEditorPath('new')} size="sm" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.add')}
          </Button>
        }
        rowActions={(r) => (
          <>
            <Button component={Link} to={glpEditorPath(r.ID)} size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} aria-label={t('list.editN', { title: r.Title })}>
              {t('list.edit')}
            </Button>
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={t('list.deleteN', { title: r.Title })} onClick={() => deletion.ask(r)}>
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <ConfirmModal {...deletion.modalProps} title={t('list.deleteTitle')} confirmLabel={t('common:actions.delete')} danger>
        <Text>
          {deletion.shown?.LearnerCount
            ? t('list.deleteText', { title: deletion.shown.Title, count: deletion.shown.LearnerCount })
            : t('list.deleteTextNone', { title: deletion.shown?.Title ?? '' })}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
