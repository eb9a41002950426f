import { useState } from 'react';
import { Badge, Button, Group, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentProgressRow } from '@app/contracts/reports';
import { DataTable } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getStudentProgress, studentProgressKey, type ProgressFilters } from '../api/get-student-progress.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { ReportActions } from '../components/report-actions.tsx';
import { useProgressColumns } from '../components/progress-columns.tsx';
import { REPORTS_PATH } from '../lib/paths.ts';
import { joinIds, present, splitIds, useUrlFilters } from '../lib/url-filters.ts';

const KEYS = ['courseIds', 'userIds', 'from', 'to'] as const;

/**
 * /admin/manageReports/StudentProgressReports: pick courses and learners (the search button stays disabled until a
 * choice is made), then per learner and course the progress figures; filters in the address; export and schedule.
 */
export function StudentProgressPage() {
  const { t } = useTranslation('reports');
  const [applied, apply] = useUrlFilters(KEYS);
  const [courses, setCourses] = useState<string[]>(splitIds(applied.courseIds));
  const [learners, setLearners] = useState<string[]>(splitIds(applied.userIds));
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to);
  const [learnerTerm, setLearnerTerm] = useState('');
  const [term] = useDebouncedValue(learnerTerm, 300);
  const courseOptions = useReportOptions('courses');
  const learnerOptions = useReportOptions('learners', term.length >= 2 ? term : undefined);
  const [known, setKnown] = useState<Record<string, string>>({});
  const learnerData = [
    ...(learnerOptions.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    ...learners.filter((id) => !(learnerOptions.data ?? []).some((o) => String(o.value) === id)).map((id) => ({ value: id, label: known[id] ?? `#${id}` })),
  ];
  const columns = useProgressColumns<StudentProgressRow>();
  const chosen = courses.length > 0 || learners.length > 0;
  const ready = applied.courseIds !== '' || applied.userIds !== '';
  const filters: ProgressFilters = present({ courseIds: applied.courseIds, userIds: applied.userIds, from: applied.from, to: applied.to }) as ProgressFilters;

  return (
    <Stack gap="lg">
      <PageTitle title={t('names.StudentProgressReports')} description={t('progress.lead')} back={{ to: REPORTS_PATH, label: t('back') }}
        actions={ready ? <ReportActions report="studentProgress" filters={filters} fileName="student-progress" /> : undefined} />
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(e) => { e.preventDefault(); if (chosen) apply({ courseIds: joinIds(courses), userIds: joinIds(learners), from, to }); }}>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <MultiSelect label={t('filters.courses')} placeholder={t('filters.coursesHint')} data={(courseOptions.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
              value={courses} onChange={setCourses} searchable clearable miw={220} />
            <MultiSelect label={t('filters.learners')} placeholder={t('filters.learnersHint')} data={learnerData} value={learners}
              onChange={(v) => {
                const labels = Object.fromEntries(learnerData.map((o) => [o.value, o.label]));
                setKnown((k) => ({ ...k, ...labels }));
                setLearners(v);
              }}
              searchable searchValue={learnerTerm} onSearchChange={setLearnerTerm} filter={({ options }) => options} clearable miw={220} />
          </Group>
          <Group align="flex-end" wrap="wrap">
            <TextInput type="date" label={t('filters.from')} description={t('filters.admittedHint')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
            <TextInput type="date" label={t('filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
            <Button type="submit" disabled={!chosen} leftSection={<IconSearch size={16} aria-hidden />}>{t('filters.search')}</Button>
          </Group>
          {!chosen ? <Text size="sm" c="dimmed">{t('filters.chooseFirst')}</Text> : null}
        </Stack>
      </Paper>
      {ready ? (
        <DataTable<StudentProgressRow, ProgressFilters>
          label={t('progress.table')}
          queryKey={studentProgressKey}
          fetchPage={getStudentProgress}
          columns={columns}
          rowKey={(r) => `${r.UserID}-${r.CourseID}`}
          filters={filters}
          searchLabel={t('progress.search')}
          emptyText={t('progress.empty')}
          actions={applied.from || applied.to ? <Badge variant="light">{t('filters.period', { from: applied.from || '…', to: applied.to || '…' })}</Badge> : undefined}
        />
      ) : null}
    </Stack>
  );
}
