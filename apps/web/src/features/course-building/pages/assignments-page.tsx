import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconFileText, IconHammer, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AssignmentRow } from '@app/contracts/courses';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useDeleteAssignment } from '../api/delete-assignment.ts';
import { assignmentsKey, getAssignments } from '../api/get-assignments.ts';
import { AssignmentModal } from '../components/assignment-modal.tsx';
import { COURSES_PATH, MATERIALS_PATH } from '../lib/paths.ts';

/** /courseBuilding/assignments: the assignments library (Title, CreatedByName, MaxScore, ReattemptsAllowed, CreatedOn). */
export function AssignmentsPage() {
  const { t } = useTranslation(['course-building', 'common']);
  const { dateTime, number } = useFormat();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeleteAssignment();
  const deletion = useConfirmedDelete<AssignmentRow>(remove, (row) => t('assignments.deleted', { title: row.Title }));

  const columns: DataTableColumn<AssignmentRow>[] = [
    { id: 'Title', header: t('fields.title'), sortable: true, primary: true, cell: (r) => <Text fw={500} size="sm">{r.Title}</Text> },
    { id: 'CreatedByName', header: t('fields.createdBy'), sortable: true },
    { id: 'MaxScore', header: t('fields.maxScore'), sortable: true, nowrap: true, cell: (r) => number(r.MaxScore) },
    { id: 'ReattemptsAllowed', header: t('fields.reattemptsAllowed'), nowrap: true, cell: (r) => number(r.ReattemptsAllowed) },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn) },
  ];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('assignments.title')}
        description={t('assignments.lead')}
        actions={
          <>
            <Button component={Link} to={COURSES_PATH} variant="default" size="sm" leftSection={<IconHammer size={16} aria-hidden />}>{t('courses.title')}</Button>
            <Button component={Link} to={MATERIALS_PATH} variant="default" size="sm" leftSection={<IconFileText size={16} aria-hidden />}>{t('materials.title')}</Button>
          </>
        }
      />
      <DataTable<AssignmentRow>
        label={t('assignments.tableLabel')}
        queryKey={[...assignmentsKey, 'list']}
        fetchPage={getAssignments}
        columns={columns}
        rowKey={(r) => r.ID}
        searchLabel={t('assignments.search')}
        initialSort={{ id: 'CreatedOn', desc: true }}
        csvFileName="assignments"
        emptyText={t('assignments.empty')}
        actions={
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('assignments.add')}
          </Button>
        }
        rowActions={(r) => (
          <>
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} aria-label={t('assignments.editN', { title: r.Title })} onClick={() => setEditing(r.ID)}>
              {t('edit')}
            </Button>
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={t('assignments.deleteN', { title: r.Title })} onClick={() => deletion.ask(r)}>
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <AssignmentModal target={editing} onClose={() => setEditing(null)} />
      <ConfirmModal {...deletion.modalProps} title={t('assignments.deleteTitle')} confirmLabel={t('common:actions.delete')} danger>
        <Text>{t('assignments.deleteText', { title: deletion.shown?.Title ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
