import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TestRow } from '@app/contracts/assessments';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useDeleteTest } from '../api/delete-test.ts';
import { getTests, testsKey, type TestFilters } from '../api/get-tests.ts';
import { testEditorPath } from '../lib/paths.ts';

type StatusFilter = 'all' | 'draft' | 'published';

/** /courseBuilding/tests: the tests (ID, Title, Description, CreatedOn), add, edit, delete. */
export function TestsPage() {
  const { t } = useTranslation(['assessments-admin', 'common']);
  const { dateTime } = useFormat();
  const [status, setStatus] = useState<StatusFilter>('all');
  const remove = useDeleteTest();
  const deletion = useConfirmedDelete<TestRow>(remove, (row) => t('tests.deleted', { title: row.Title }));

  const columns: DataTableColumn<TestRow>[] = [
    { id: 'ID', header: t('fields.id'), sortable: true, width: 70, nowrap: true },
    {
      id: 'Title',
      header: t('fields.title'),
      sortable: true,
      primary: true,
      cell: (r) => (
        <Stack gap={4}>
          <Text fw={500} size="sm">{r.Title}</Text>
          <Group gap={4}>
            <VisibilityBadge status={r.Status} inSeries={r.InSeries} />
            {r.Selection === 'random' ? <Badge size="sm" variant="light" color="grape">{t('tests.randomBadge')}</Badge> : null}
            <Badge size="sm" variant="outline" color="gray">{r.Duration}</Badge>
          </Group>
        </Stack>
      ),
      csv: (r) => r.Title,
    },
    { id: 'Description', header: t('fields.description'), sortable: true, cell: (r) => <Text size="sm" lineClamp={2}>{r.Description || '–'}</Text> },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn) },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('tests.title')} description={t('tests.lead')} />
      <DataTable<TestRow, TestFilters>
        label={t('tests.tableLabel')}
        queryKey={[...testsKey, 'list']}
        fetchPage={getTests}
        columns={columns}
        rowKey={(r) => r.ID}
        filters={status === 'all' ? {} : { status }}
        filterControls={
          <SegmentedControl
            aria-label={t('fields.status')}
            value={status}
            onChange={(v) => setStatus(v as StatusFilter)}
            data={[
              { value: 'all', label: t('tests.status.all') },
              { value: 'published', label: t('tests.status.published') },
              { value: 'draft', label: t('tests.status.draft') },
            ]}
          />
        }
        searchLabel={t('tests.search')}
        initialSort={{ id: 'ID', desc: true }}
        csvFileName="tests"
        emptyText={t('tests.empty')}
        actions={
          <Button component={Link} to={testEditorPath('new')} size="sm" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('tests.addTest')}
          </Button>
        }
        rowActions={(r) => (
          <>
            <Button component={Link} to={testEditorPath(r.ID)} size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} aria-label={t('tests.editN', { title: r.Title })}>
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('tests.deleteN', { title: r.Title })}
              onClick={() => deletion.ask(r)}
            >
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <ConfirmModal
        {...deletion.modalProps}
        title={t('tests.deleteTitle')}
        confirmLabel={t('common:actions.delete')}
        danger
      >
        <Text>{t('tests.deleteText', { title: deletion.shown?.Title ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}

/**
 * Where learners meet the test, in one badge: publishing and "listed in Test Series" are two switches, and a
 * published test that is not listed is seen only inside the lessons that use it.
 */
function VisibilityBadge({ status, inSeries }: { status: TestRow['Status']; inSeries: boolean }) {
  const { t } = useTranslation('assessments-admin');
  const state = status !== 'published' ? 'draft' : inSeries ? 'series' : 'lessonsOnly';
  const color = { draft: 'gray', series: 'green', lessonsOnly: 'yellow' }[state];
  return <Badge size="sm" variant="light" color={color} title={t(`tests.visibility.${state}Hint`)}>{t(`tests.visibility.${state}`)}</Badge>;
}
