import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListDetails, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TestResultRow } from '@app/contracts/reports';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useReportOptions } from '../api/get-report-options.ts';
import { getTestResults, testResultsKey, useTestOptions, type TestResultFilters } from '../api/get-test-results.ts';
import { ReportActions } from '../components/report-actions.tsx';
import { learnerTestDetailsPath, REPORTS_PATH } from '../lib/paths.ts';
import { present, useUrlFilters } from '../lib/url-filters.ts';

const KEYS = ['testId', 'userId'] as const;

/**
 * /admin/manageReports/TestAndAssignmentReports: per learner and test, attempts, best score and pass/fail, from the
 * assessment engine; in the hub like its other reports: filters in the address, server sort and paging, CSV/XLSX
 * export of the full result, scheduling by e-mail. Each row opens the learner's answers.
 */
export function TestResultsPage() {
  const { t } = useTranslation('reports');
  const { dateTime, number } = useFormat();
  const [applied, apply] = useUrlFilters(KEYS);
  const [testId, setTestId] = useState<string | null>(applied.testId || null);
  const [userId, setUserId] = useState<string | null>(applied.userId || null);
  const [learnerTerm, setLearnerTerm] = useState('');
  const [term] = useDebouncedValue(learnerTerm, 300);
  const tests = useTestOptions();
  const learners = useReportOptions('learners', term.length >= 2 ? term : undefined);
  const [known, setKnown] = useState<Record<string, string>>({});
  const learnerData = [
    ...(learners.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    ...(userId && !(learners.data ?? []).some((o) => String(o.value) === userId) ? [{ value: userId, label: known[userId] ?? `#${userId}` }] : []),
  ];
  const filters = present({ testId: applied.testId, userId: applied.userId }) as TestResultFilters;
  const columns: DataTableColumn<TestResultRow>[] = [
    {
      id: 'UserName', header: t('cols.learner'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>{r.UserName || r.Email || `#${r.UserID}`}</Text>
          {r.UserName && r.Email ? <Text size="xs" c="dimmed">{r.Email}</Text> : null}
        </Stack>
      ),
    },
    { id: 'TestTitle', header: t('cols.test'), sortable: true },
    { id: 'Attempts', header: t('cols.attempts'), sortable: true, nowrap: true },
    { id: 'BestScore', header: t('cols.bestScore'), sortable: true, nowrap: true, cell: (r) => number(r.BestScore) },
    { id: 'BestPercentage', header: t('cols.bestPercentage'), sortable: true, nowrap: true, cell: (r) => `${number(r.BestPercentage)} %` },
    { id: 'Passed', header: t('cols.result'), cell: (r) => <Badge color={r.Passed ? 'green' : 'red'} variant="light">{r.Passed ? t('results.passed') : t('results.failed')}</Badge> },
    { id: 'LastAttemptOn', header: t('cols.lastAttempt'), sortable: true, nowrap: true, cell: (r) => dateTime(r.LastAttemptOn) },
  ];
  const chosenTest = (tests.data?.items ?? []).find((x) => String(x.TestID) === applied.testId);
  return (
    <Stack gap="lg">
      <PageTitle title={t('names.TestAndAssignmentReports')} description={t('results.lead')} back={{ to: REPORTS_PATH, label: t('back') }}
        actions={<ReportActions report="testResults" filters={filters} fileName="test-results" />} />
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(e) => { e.preventDefault(); apply({ testId: testId ?? '', userId: userId ?? '' }); }}>
        <Group align="flex-end" wrap="wrap">
          <Select label={t('filters.test')} placeholder={t('filters.allTests')} data={(tests.data?.items ?? []).map((x) => ({ value: String(x.TestID), label: x.Title }))}
            value={testId} onChange={setTestId} searchable clearable miw={240} />
          <Select label={t('filters.learner')} placeholder={t('filters.learnersHint')} data={learnerData} value={userId}
            onChange={(v) => {
              const label = learnerData.find((o) => o.value === v)?.label;
              if (v && label) setKnown((k) => ({ ...k, [v]: label }));
              setUserId(v);
            }}
            searchable searchValue={learnerTerm} onSearchChange={setLearnerTerm} filter={({ options }) => options} clearable miw={240} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>{t('filters.search')}</Button>
        </Group>
      </Paper>
      <DataTable<TestResultRow, TestResultFilters>
        label={t('results.table')}
        queryKey={testResultsKey}
        fetchPage={getTestResults}
        columns={columns}
        rowKey={(r) => `${r.UserID}-${r.TestID}`}
        filters={filters}
        searchLabel={t('results.search')}
        emptyText={t('results.empty')}
        actions={chosenTest ? <Badge variant="light" tt="none">{chosenTest.Title}</Badge> : undefined}
        rowActions={(r) => (
          <Button component={Link} to={learnerTestDetailsPath(r.UserID, r.TestID)} size="xs" variant="light" leftSection={<IconListDetails size={14} aria-hidden />}
            aria-label={t('results.answersOf', { name: r.UserName || r.Email, test: r.TestTitle })}>
            {t('results.answers')}
          </Button>
        )}
      />
    </Stack>
  );
}
