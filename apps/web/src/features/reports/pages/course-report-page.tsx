import { useState } from 'react';
import { Button, Group, Paper, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseFunnelRow } from '@app/contracts/reports';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { courseFunnelKey, getCourseFunnel, type FunnelFilters } from '../api/get-course-funnel.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { ReportActions } from '../components/report-actions.tsx';
import { REPORTS_PATH } from '../lib/paths.ts';
import { present, useUrlFilters } from '../lib/url-filters.ts';

const KEYS = ['courseId', 'from', 'to'] as const;

/** /admin/manageReports/CourseReport: per lesson of a course, how many learners reached, completed and dropped it. */
export function CourseReportPage() {
  const { t } = useTranslation('reports');
  const [applied, apply] = useUrlFilters(KEYS);
  const [course, setCourse] = useState<string | null>(applied.courseId || null);
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to);
  const courseOptions = useReportOptions('courses');
  const ready = applied.courseId !== '';
  const filters = { ...present({ from: applied.from, to: applied.to }), courseId: Number(applied.courseId) } as FunnelFilters;
  const bar = (n: number, r: CourseFunnelRow, color: string) => (
    <Stack gap={2} miw={80}><Text size="sm">{n}</Text><Progress value={r.Reached ? (n / r.Reached) * 100 : 0} color={color} size="sm" aria-hidden /></Stack>
  );
  const columns: DataTableColumn<CourseFunnelRow>[] = [
    { id: 'Position', header: t('cols.position'), sortable: true, nowrap: true, },
    { id: 'LessonTitle', header: t('cols.lesson'), sortable: true, primary: true },
    { id: 'Reached', header: t('cols.reached'), sortable: true },
    { id: 'Completed', header: t('cols.completed'), sortable: true, cell: (r) => bar(r.Completed, r, 'green') },
    { id: 'Dropped', header: t('cols.dropped'), sortable: true, cell: (r) => bar(r.Dropped, r, 'red') },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('names.CourseReport')} description={t('funnel.lead')} back={{ to: REPORTS_PATH, label: t('back') }}
        actions={ready ? <ReportActions report="courseFunnel" filters={filters} fileName={`course-${applied.courseId}-funnel`} /> : undefined} />
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(e) => { e.preventDefault(); if (course) apply({ courseId: course, from, to }); }}>
        <Group align="flex-end" wrap="wrap">
          <Select label={t('filters.course')} placeholder={t('filters.coursesHint')} data={(courseOptions.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))} value={course} onChange={setCourse} searchable miw={240} />
          <TextInput type="date" label={t('filters.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="date" label={t('filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button type="submit" disabled={!course} leftSection={<IconSearch size={16} aria-hidden />}>{t('filters.search')}</Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">{t('funnel.hint')}</Text>
      </Paper>
      {ready ? (
        <DataTable<CourseFunnelRow, FunnelFilters> label={t('funnel.table')} queryKey={courseFunnelKey} fetchPage={getCourseFunnel} columns={columns}
          rowKey={(r) => r.LessonID} filters={filters} searchLabel={t('funnel.search')} emptyText={t('funnel.empty')} />
      ) : null}
    </Stack>
  );
}
