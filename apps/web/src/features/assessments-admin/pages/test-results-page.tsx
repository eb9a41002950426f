import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LearnerResultRow } from '@app/contracts/assessments';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getLearnerResults, learnerResultsKey, type LearnerResultFilters } from '../api/get-learner-results.ts';
import { ReportTestSelect } from '../components/report-test-select.tsx';
import { learnerDetailPath, REPORTS_PATH } from '../lib/paths.ts';
import { formatFigure } from '../lib/text.ts';

/** /admin/manageReports/TestAndAssignmentReports: per learner and test, attempts, best score, pass/fail; CSV. */
export function TestResultsPage() {
  const { t } = useTranslation('assessments-admin');
  const { dateTime, locale } = useFormat();
  const [testId, setTestId] = useState<number | null>(null);
  const filters: LearnerResultFilters = testId ? { testId } : {};

  const columns: DataTableColumn<LearnerResultRow>[] = [
    {
      id: 'UserName',
      header: t('reports.learner'),
      sortable: true,
      primary: true,
      csv: (r) => `${r.UserName} <${r.Email}>`,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>{r.UserName}</Text>
          <Text size="xs" c="dimmed">{r.Email}</Text>
        </Stack>
      ),
    },
    { id: 'TestTitle', header: t('fields.test'), sortable: true },
    { id: 'Attempts', header: t('reports.attempts'), sortable: true, nowrap: true },
    { id: 'BestScore', header: t('reports.bestScore'), sortable: true, nowrap: true, cell: (r) => formatFigure(r.BestScore, locale) },
    { id: 'BestPercentage', header: t('reports.bestPercentage'), sortable: true, nowrap: true, cell: (r) => `${formatFigure(r.BestPercentage, locale, 1)} %` },
    {
      id: 'Passed',
      header: t('reports.result'),
      cell: (r) => <Badge color={r.Passed ? 'green' : 'red'} variant="light">{r.Passed ? t('reports.passed') : t('reports.failed')}</Badge>,
      csv: (r) => (r.Passed ? 'pass' : 'fail'),
    },
    { id: 'LastAttemptOn', header: t('reports.lastAttempt'), sortable: true, nowrap: true, cell: (r) => dateTime(r.LastAttemptOn) },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('reports.names.TestAndAssignmentReports')} description={t('reports.resultsLead')} back={{ to: REPORTS_PATH, label: t('reports.backToReports') }} />
      <DataTable<LearnerResultRow, LearnerResultFilters>
        label={t('reports.resultsTable')}
        queryKey={learnerResultsKey}
        fetchPage={getLearnerResults}
        columns={columns}
        rowKey={(r) => `${r.UserID}-${r.TestID}`}
        filters={filters}
        filterControls={<ReportTestSelect label={t('fields.test')} value={testId} onChange={setTestId} clearable inToolbar />}
        searchLabel={t('reports.searchLearners')}
        csvFileName="test-results"
        emptyText={t('reports.noResults')}
        rowActions={(r) => (
          <Button component={Link} to={learnerDetailPath(r.UserID, r.TestID)} size="xs" variant="light" leftSection={<IconListDetails size={14} aria-hidden />} aria-label={t('reports.answersOf', { name: r.UserName, test: r.TestTitle })}>
            {t('reports.answers')}
          </Button>
        )}
      />
    </Stack>
  );
}
