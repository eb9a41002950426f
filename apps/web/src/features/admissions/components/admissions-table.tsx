import type { ReactNode } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { IconChartBar, IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdmissionRow } from '@app/contracts/courses';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { getAdmissions, type AdmissionFilters } from '../api/get-admissions.ts';
import { admissionsKey } from '../api/keys.ts';
import { useRemoveAdmission } from '../api/remove-admission.ts';
import { admissionDetailPath } from '../lib/paths.ts';
import { ProgressBar, StatusBadge } from './progress-cell.tsx';

export interface AdmissionsTableProps {
  /** One course, or every course (then the course is a column). */
  courseId: number | null;
  label: string;
  actions?: ReactNode;
  filterControls?: ReactNode;
  /** Offer removing admissions (with confirmation). */
  removable?: boolean;
  csvFileName?: string;
  emptyText?: string;
}

/** Admissions (UserName, email, ProgressStatus, Progress, CreatedOn); a row opens the learner's progress detail. */
export function AdmissionsTable({ courseId, label, actions, filterControls, removable = false, csvFileName, emptyText }: AdmissionsTableProps) {
  const { t } = useTranslation(['admissions', 'common']);
  const { dateTime } = useFormat();
  const remove = useRemoveAdmission();
  const removal = useConfirmedDelete<AdmissionRow>(remove, (r) => t('admissions.removed', { name: r.UserName, course: r.CourseName }));

  const columns: DataTableColumn<AdmissionRow>[] = [
    {
      id: 'UserName',
      header: t('fields.learner'),
      sortable: true,
      primary: true,
      cell: (r) => <Anchor component={Link} to={admissionDetailPath(r.ID, r.UserID)} fw={500} size="sm">{r.UserName || r.Email}</Anchor>,
      csv: (r) => r.UserName,
    },
    { id: 'Email', header: t('fields.email'), sortable: true, cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Email}</Text> },
    ...(courseId === null ? [{ id: 'CourseName', header: t('fields.course'), sortable: true } satisfies DataTableColumn<AdmissionRow>] : []),
    { id: 'ProgressStatus', header: t('fields.status'), sortable: true, nowrap: true, cell: (r) => <StatusBadge status={r.ProgressStatus} />, csv: (r) => t(`status.${r.ProgressStatus}`) },
    {
      id: 'Progress',
      header: t('fields.progress'),
      sortable: true,
      cell: (r) => <ProgressBar value={r.Progress} label={t('fields.progressOf', { name: r.UserName })} width={110} />,
    },
    { id: 'CreatedOn', header: t('fields.admittedOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn), csv: (r) => r.CreatedOn },
  ];

  const filters: AdmissionFilters = courseId ? { courseId } : {};
  return (
    <>
      <DataTable<AdmissionRow, AdmissionFilters>
        label={label}
        queryKey={[...admissionsKey, 'list']}
        fetchPage={getAdmissions}
        columns={columns}
        rowKey={(r) => r.ID}
        filters={filters}
        filterControls={filterControls}
        actions={actions}
        searchLabel={t('admissions.search')}
        initialSort={{ id: 'CreatedOn', desc: true }}
        csvFileName={csvFileName}
        emptyText={emptyText}
        rowActions={(r) => (
          <>
            <Button
              component={Link}
              to={admissionDetailPath(r.ID, r.UserID)}
              size="xs"
              variant="light"
              leftSection={<IconChartBar size={14} aria-hidden />}
              aria-label={t('admissions.progressOfN', { name: r.UserName, course: r.CourseName })}
            >
              {t('admissions.progressDetail')}
            </Button>
            {removable ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconUserMinus size={14} aria-hidden />}
                aria-label={t('admissions.removeN', { name: r.UserName, course: r.CourseName })}
                onClick={() => removal.ask(r)}
              >
                {t('admissions.remove')}
              </Button>
            ) : null}
          </>
        )}
      />
      {removable ? (
        <ConfirmModal {...removal.modalProps} title={t('admissions.removeTitle')} confirmLabel={t('admissions.remove')} danger>
          <Text>{t('admissions.removeText', { name: removal.shown?.UserName ?? '', course: removal.shown?.CourseName ?? '' })}</Text>
        </ConfirmModal>
      ) : null}
    </>
  );
}
