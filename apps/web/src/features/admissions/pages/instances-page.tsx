import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory, IconLockOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@app/contracts/instances';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useDeleteInstance } from '../api/delete-instance.ts';
import { getInstances, useInstancesStatus, type InstanceFilters } from '../api/get-instances.ts';
import { instancesKey } from '../api/keys.ts';
import { CopyAction } from '../components/copy-action.tsx';
import { CourseSelect } from '../components/course-select.tsx';
import { InstanceModal } from '../components/instance-modal.tsx';
import { InstancePassword } from '../components/instance-password.tsx';
import { RevealsModal } from '../components/reveals-modal.tsx';
import { idParam } from '../lib/paths.ts';

/**
 * /Trainings/instances: ERP sandbox credentials per learner and course (URL, UserID, Password masked until
 * revealed, with copy buttons); add, edit, delete, and each instance's reveal log.
 */
export function InstancesPage() {
  const { t } = useTranslation(['admissions', 'common']);
  const { dateTime } = useFormat();
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params.get('course'));
  const status = useInstancesStatus();
  // Known from the status call, or learnt from a 503 on saving or revealing.
  const [unavailableSeen, setUnavailableSeen] = useState(false);
  const unavailable = unavailableSeen || status.data?.Configured === false;
  const [editing, setEditing] = useState<InstanceRow | 'new' | null>(null);
  const [logOf, setLogOf] = useState<InstanceRow | null>(null);
  const remove = useDeleteInstance();
  const deletion = useConfirmedDelete<InstanceRow>(remove, (r) => t('instances.deleted', { name: r.LearnerName, course: r.CourseName }));
  const markUnavailable = () => setUnavailableSeen(true);
  const setCourse = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('course', String(id));
    else next.delete('course');
    setParams(next, { replace: true });
  };

  const columns: DataTableColumn<InstanceRow>[] = [
    {
      id: 'LearnerName',
      header: t('fields.learner'),
      sortable: true,
      primary: true,
      cell: (r) => <Text size="sm" fw={500}>{r.LearnerName}</Text>,
    },
    { id: 'CourseName', header: t('fields.course'), sortable: true },
    {
      id: 'URL',
      header: t('instances.url'),
      sortable: true,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Anchor href={r.URL} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>{r.URL}</Anchor>
          <CopyAction value={r.URL} label={t('instances.copyUrl')} />
        </Group>
      ),
    },
    {
      id: 'UserID',
      header: t('instances.loginId'),
      sortable: true,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace">{r.UserID}</Text>
          <CopyAction value={r.UserID} label={t('instances.copyLogin')} />
        </Group>
      ),
    },
    { id: 'Password', header: t('instances.password'), cell: (r) => <InstancePassword row={r} disabled={unavailable} onUnavailable={markUnavailable} />, csv: false },
    { id: 'UpdatedOn', header: t('instances.updatedOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.UpdatedOn), csv: (r) => r.UpdatedOn },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('instances.title')} description={t('instances.lead')} />
      {unavailable ? (
        <Alert color="orange" variant="light" icon={<IconLockOff aria-hidden />} title={t('instances.unavailableTitle')} role="status">
          {t('instances.unavailableText')}
        </Alert>
      ) : null}
      <DataTable<InstanceRow, InstanceFilters>
        label={t('instances.tableLabel')}
        queryKey={[...instancesKey, 'list']}
        fetchPage={getInstances}
        columns={columns.filter((c) => c.id !== 'CourseName' || courseId === null)}
        rowKey={(r) => r.ID}
        filters={courseId ? { courseId } : {}}
        filterControls={<CourseSelect value={courseId} onChange={setCourse} label={t('fields.course')} placeholder={t('instances.allCourses')} clearable inToolbar />}
        searchLabel={t('instances.search')}
        csvFileName="instances"
        emptyText={t('instances.empty')}
        actions={
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} disabled={unavailable}>
            {t('instances.add')}
          </Button>
        }
        rowActions={(r) => (
          <>
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(r)} aria-label={t('instances.editN', { name: r.LearnerName, course: r.CourseName })}>
              {t('instances.edit')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconHistory size={14} aria-hidden />} onClick={() => setLogOf(r)} aria-label={t('instances.logN', { name: r.LearnerName, course: r.CourseName })}>
              {t('instances.log')}
            </Button>
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => deletion.ask(r)} aria-label={t('instances.deleteN', { name: r.LearnerName, course: r.CourseName })}>
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <InstanceModal target={editing} onClose={() => setEditing(null)} onUnavailable={markUnavailable} />
      <RevealsModal target={logOf} onClose={() => setLogOf(null)} />
      <ConfirmModal {...deletion.modalProps} title={t('instances.deleteTitle')} confirmLabel={t('common:actions.delete')} danger>
        <Text>{t('instances.deleteText', { name: deletion.shown?.LearnerName ?? '', course: deletion.shown?.CourseName ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
