import { useState } from 'react';
import { Button, Group, MultiSelect, Paper, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MentorRow } from '@app/contracts/reports';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getMentorChecking, mentorCheckingKey, type MentorFilters } from '../api/get-mentor-checking.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { ReportActions } from '../components/report-actions.tsx';
import { REPORTS_PATH } from '../lib/paths.ts';
import { joinIds, present, splitIds, useUrlFilters } from '../lib/url-filters.ts';

const KEYS = ['mentorIds', 'courseIds', 'from', 'to'] as const;

/** /admin/manageReports/MentorReport: submissions checked per mentor and week, and the median time to check. */
export function MentorReportPage() {
  const { t } = useTranslation('reports');
  const [applied, apply] = useUrlFilters(KEYS);
  const [mentors, setMentors] = useState<string[]>(splitIds(applied.mentorIds));
  const [courses, setCourses] = useState<string[]>(splitIds(applied.courseIds));
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to);
  const mentorOptions = useReportOptions('mentors');
  const courseOptions = useReportOptions('courses');
  const filters = present({ mentorIds: applied.mentorIds, courseIds: applied.courseIds, from: applied.from, to: applied.to }) as MentorFilters;
  const columns: DataTableColumn<MentorRow>[] = [
    { id: 'MentorName', header: t('cols.mentor'), sortable: true, primary: true },
    { id: 'Week', header: t('cols.week'), sortable: true, nowrap: true },
    { id: 'Checked', header: t('cols.checked'), sortable: true },
    { id: 'Accepted', header: t('cols.accepted'), sortable: true },
    { id: 'Returned', header: t('cols.returned'), sortable: true },
    { id: 'MedianHoursToCheck', header: t('cols.medianHours'), sortable: true, nowrap: true, cell: (r) => `${r.MedianHoursToCheck} h` },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('names.MentorReport')} description={t('mentors.lead')} back={{ to: REPORTS_PATH, label: t('back') }}
        actions={<ReportActions report="mentorChecking" filters={filters} fileName="mentor-checking" />} />
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(e) => { e.preventDefault(); apply({ mentorIds: joinIds(mentors), courseIds: joinIds(courses), from, to }); }}>
        <Group align="flex-end" wrap="wrap">
          <MultiSelect label={t('filters.mentors')} placeholder={t('filters.allMentors')} data={(mentorOptions.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))} value={mentors} onChange={setMentors} searchable clearable miw={220} />
          <MultiSelect label={t('filters.courses')} placeholder={t('filters.allCourses')} data={(courseOptions.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))} value={courses} onChange={setCourses} searchable clearable miw={220} />
          <TextInput type="date" label={t('filters.decidedFrom')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="date" label={t('filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>{t('filters.search')}</Button>
        </Group>
      </Paper>
      <DataTable<MentorRow, MentorFilters> label={t('mentors.table')} queryKey={mentorCheckingKey} fetchPage={getMentorChecking} columns={columns}
        rowKey={(r) => `${r.MentorID}-${r.Week}`} filters={filters} searchLabel={t('mentors.search')} emptyText={t('mentors.empty')} />
    </Stack>
  );
}
