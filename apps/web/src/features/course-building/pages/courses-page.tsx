import { useState } from 'react';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconFileText, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseRow, CourseStatus } from '@app/contracts/courses';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useConfirmedDelete } from '../../../ui/use-confirmed-delete.ts';
import { useDeleteCourse } from '../api/delete-courses.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { courseListKey, getCourses, type CourseFilters } from '../api/get-courses.ts';
import { formatPrice } from '../lib/money.ts';
import { ASSIGNMENTS_PATH, courseEditorPath, MATERIALS_PATH } from '../lib/paths.ts';

type StatusFilter = 'all' | CourseStatus;

/** /courseBuilding/courses: every course (drafts too) with status, lessons, learners and price; add, edit, delete. */
export function CoursesPage() {
  const { t } = useTranslation(['course-building', 'common']);
  const { dateTime, number, locale } = useFormat();
  const [status, setStatus] = useState<StatusFilter>('all');
  const remove = useDeleteCourse();
  const deletion = useConfirmedDelete<CourseRow>({ mutate: (id, cb) => remove.mutate(id, cb), isPending: remove.isPending }, (row) => t('courses.deleted', { title: row.Title }));

  const columns: DataTableColumn<CourseRow>[] = [
    {
      id: 'Title',
      header: t('fields.title'),
      sortable: true,
      primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text fw={500} size="sm">{r.Title}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>/{r.Url}</Text>
        </Stack>
      ),
    },
    { id: 'Status', header: t('fields.status'), sortable: true, nowrap: true, cell: (r) => <StatusBadge status={r.Status} />, csv: (r) => t(`status.${r.Status}`) },
    { id: 'LessonCount', header: t('fields.lessons'), nowrap: true, cell: (r) => number(r.LessonCount) },
    { id: 'LearnerCount', header: t('fields.learners'), nowrap: true, cell: (r) => number(r.LearnerCount) },
    {
      id: 'CoursePrice',
      header: t('fields.price'),
      nowrap: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{formatPrice(r.CoursePrice.INR, 'INR', locale)}</Text>
          <Text size="xs" c="dimmed">{formatPrice(r.CoursePrice.USD, 'USD', locale)}</Text>
        </Stack>
      ),
      csv: (r) => `${formatPrice(r.CoursePrice.INR, 'INR', locale)} / ${formatPrice(r.CoursePrice.USD, 'USD', locale)}`,
    },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn) },
  ];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('courses.title')}
        description={t('courses.lead')}
        actions={
          <>
            <Button component={Link} to={MATERIALS_PATH} variant="default" size="sm" leftSection={<IconFileText size={16} aria-hidden />}>{t('materials.title')}</Button>
            <Button component={Link} to={ASSIGNMENTS_PATH} variant="default" size="sm" leftSection={<IconClipboardCheck size={16} aria-hidden />}>{t('assignments.title')}</Button>
          </>
        }
      />
      <DataTable<CourseRow, CourseFilters>
        label={t('courses.tableLabel')}
        queryKey={courseListKey}
        fetchPage={getCourses}
        columns={columns}
        rowKey={(r) => r.ID}
        filters={status === 'all' ? {} : { status }}
        filterControls={
          <SegmentedControl
            aria-label={t('fields.status')}
            value={status}
            onChange={(v) => setStatus(v as StatusFilter)}
            data={[
              { value: 'all', label: t('status.all') },
              { value: 'published', label: t('status.published') },
              { value: 'draft', label: t('status.draft') },
            ]}
          />
        }
        searchLabel={t('courses.search')}
        initialSort={{ id: 'CreatedOn', desc: true }}
        csvFileName="courses"
        emptyText={t('courses.empty')}
        actions={
          <Button component={Link} to={courseEditorPath('new')} size="sm" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('courses.add')}
          </Button>
        }
        rowActions={(r) => (
          <>
            <Button component={Link} to={courseEditorPath(r.ID)} size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} aria-label={t('courses.editN', { title: r.Title })}>
              {t('edit')}
            </Button>
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={t('courses.deleteN', { title: r.Title })} onClick={() => deletion.ask(r)}>
              {t('common:actions.delete')}
            </Button>
          </>
        )}
      />
      <ConfirmModal {...deletion.modalProps} title={t('courses.deleteTitle')} confirmLabel={t('common:actions.delete')} danger>
        <Text>{t('courses.deleteText', { title: deletion.shown?.Title ?? '', count: deletion.shown?.LearnerCount ?? 0 })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
