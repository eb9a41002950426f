import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@app/contracts/admissions';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getCourseSummaries, type CourseSummaryFilters } from '../api/get-course-summaries.ts';
import { courseSummariesKey } from '../api/keys.ts';
import { ProgressBar } from '../components/progress-cell.tsx';
import { admissionsPath, courseProfilePath } from '../lib/paths.ts';

type StatusFilter = 'all' | 'draft' | 'published';

/** /admin/manage/managecourses: courses with learners by status, average progress and certificates; a row opens its profile. */
export function ManageCoursesPage() {
  const { t } = useTranslation('admissions');
  const { number } = useFormat();
  const [status, setStatus] = useState<StatusFilter>('all');

  const columns: DataTableColumn<CourseSummary>[] = [
    {
      id: 'Title',
      header: t('fields.course'),
      sortable: true,
      primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={courseProfilePath(r.CourseID)} fw={500} size="sm">{r.Title}</Anchor>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={r.Status === 'published' ? 'green' : 'gray'}>{t(`courseStatus.${r.Status}`)}</Badge>
            <Text size="xs" c="dimmed">{t('courses.lessons', { count: r.LessonCount })}</Text>
          </Group>
        </Stack>
      ),
      csv: (r) => r.Title,
    },
    { id: 'Learners', header: t('courses.learners'), sortable: true, nowrap: true, cell: (r) => number(r.Learners) },
    { id: 'NotStarted', header: t('courses.notStarted'), nowrap: true, cell: (r) => number(r.NotStarted) },
    { id: 'InProgress', header: t('status.in-progress'), sortable: true, nowrap: true, cell: (r) => number(r.InProgress) },
    { id: 'Completed', header: t('status.completed'), sortable: true, nowrap: true, cell: (r) => number(r.Completed) },
    {
      id: 'AverageProgress',
      header: t('courses.averageProgress'),
      sortable: true,
      cell: (r) => <ProgressBar value={r.AverageProgress} label={t('courses.averageProgressOf', { course: r.Title })} width={100} />,
    },
    {
      id: 'CertificatesIssued',
      header: t('courses.certificates'),
      sortable: true,
      nowrap: true,
      cell: (r) => (r.CertificatesRevoked ? t('courses.certificatesText', { issued: r.CertificatesIssued, revoked: r.CertificatesRevoked }) : number(r.CertificatesIssued)),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('courses.title')} description={t('courses.lead')} />
      <DataTable<CourseSummary, CourseSummaryFilters>
        label={t('courses.tableLabel')}
        queryKey={[...courseSummariesKey, 'list']}
        fetchPage={getCourseSummaries}
        columns={columns}
        rowKey={(r) => r.CourseID}
        filters={status === 'all' ? {} : { status }}
        filterControls={
          <SegmentedControl
            aria-label={t('fields.status')}
            value={status}
            onChange={(v) => setStatus(v as StatusFilter)}
            data={[
              { value: 'all', label: t('courseStatus.all') },
              { value: 'published', label: t('courseStatus.published') },
              { value: 'draft', label: t('courseStatus.draft') },
            ]}
          />
        }
        searchLabel={t('courses.search')}
        csvFileName="courses"
        emptyText={t('courses.empty')}
        rowActions={(r) => (
          <>
            <Button component={Link} to={courseProfilePath(r.CourseID)} size="xs" variant="light" aria-label={t('courses.profileN', { course: r.Title })}>
              {t('courses.profile')}
            </Button>
            <Button
              component={Link}
              to={admissionsPath(r.CourseID)}
              size="xs"
              variant="default"
              leftSection={<IconUsers size={14} aria-hidden />}
              aria-label={t('courses.admissionsN', { course: r.Title })}
            >
              {t('courses.admissions')}
            </Button>
          </>
        )}
      />
    </Stack>
  );
}
