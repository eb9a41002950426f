import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuestionPerformance } from '@app/contracts/assessments';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useReportTests } from '../api/get-report-tests.ts';
import { downloadQuestionPerformance, questionPerformanceKey, questionPerformanceOptions } from '../api/get-question-performance.ts';
import { DefectBadge } from '../components/defect-badge.tsx';
import { ReportTestSelect } from '../components/report-test-select.tsx';
import { localPage } from '../../../ui/local-page.ts';
import { idParam, performanceDetailPath, REPORTS_PATH } from '../lib/paths.ts';
import { formatFigure, formatShare } from '../lib/text.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** /admin/manageReports/TestQuestionsPerformanceReport: per question of a test, facility, discrimination, mean time, defective flag. */
export function QuestionPerformancePage() {
  const { t } = useTranslation('assessments-admin');
  const [params, setParams] = useSearchParams();
  const testId = idParam(params.get('test') ?? undefined);
  const setTest = (id: number | null) => setParams(id ? { test: String(id) } : {}, { replace: true });
  return (
    <Stack gap="lg">
      <PageTitle title={t('reports.names.TestQuestionsPerformanceReport')} description={t('reports.performanceLead')} back={{ to: REPORTS_PATH, label: t('reports.backToReports') }} />
      <ReportTestSelect label={t('fields.test')} value={testId} onChange={setTest} />
      {testId === null ? <Text c="dimmed">{t('reports.pickTestHint')}</Text> : <PerformanceOfTest key={testId} testId={testId} />}
    </Stack>
  );
}

function PerformanceOfTest({ testId }: { testId: number }) {
  const { t } = useTranslation('assessments-admin');
  const { locale } = useFormat();
  const queryClient = useQueryClient();
  const summary = useReportTests().data?.items.find((r) => r.TestID === testId);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadQuestionPerformance(testId), `question-performance-${testId}.csv`);
    } catch (e) {
      notify(errorMessage(e), 'danger', t('downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const columns: DataTableColumn<QuestionPerformance>[] = [
    {
      id: 'QuestionID',
      header: t('fields.id'),
      sortable: true,
      nowrap: true,
      cell: (r) => <Anchor component={Link} to={performanceDetailPath(testId, r.QuestionID)} aria-label={t('reports.openDetail', { id: r.QuestionID })}>#{r.QuestionID}</Anchor>,
    },
    {
      id: 'Text',
      header: t('fields.question'),
      primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm" lineClamp={2} fw={r.Defective ? 600 : undefined}>{r.Text}</Text>
          <Text size="xs" c="dimmed">{t(`types.${r.Type}`)}</Text>
        </Stack>
      ),
    },
    { id: 'Responses', header: t('reports.responses'), sortable: true, nowrap: true },
    {
      id: 'Facility',
      header: t('reports.facility'),
      sortable: true,
      nowrap: true,
      cell: (r) => <Text size="sm" c={r.Facility !== null && (r.Facility < 0.1 || r.Facility > 0.95) ? 'red.9' : undefined} fw={500}>{formatShare(r.Facility, locale)}</Text>,
    },
    {
      id: 'Discrimination',
      header: t('reports.discrimination'),
      sortable: true,
      nowrap: true,
      cell: (r) => <Text size="sm" c={r.Discrimination !== null && r.Discrimination < 0 ? 'red.9' : undefined} fw={500}>{formatFigure(r.Discrimination, locale)}</Text>,
    },
    {
      id: 'MeanTimeSeconds',
      header: t('reports.meanTime'),
      sortable: true,
      nowrap: true,
      cell: (r) => (r.MeanTimeSeconds === null ? '–' : t('reports.seconds', { value: formatFigure(r.MeanTimeSeconds, locale, 1) })),
    },
    {
      id: 'Defective',
      header: t('reports.flag'),
      sortable: true,
      cell: (r) => (
        <Stack gap={2}>
          <DefectBadge defective={r.Defective} reasons={r.DefectReasons} responses={r.Responses} enough={r.EnoughResponses} min={r.MinResponses} />
          {r.Defective && r.DefectReasons.length > 0 ? <Text size="xs" c="red.9">{r.DefectReasons.join('; ')}</Text> : null}
        </Stack>
      ),
      csv: (r) => (!r.EnoughResponses ? `not enough responses (${r.Responses} of ${r.MinResponses})` : r.Defective ? `defective: ${r.DefectReasons.join('; ')}` : ''),
    },
  ];

  return (
    <Stack gap="md">
      {summary ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <StatCard label={t('reports.attempts')} value={String(summary.Attempts)} />
          <StatCard label={t('reports.learners')} value={String(summary.Learners)} />
          <StatCard label={t('reports.meanPercentage')} value={summary.MeanPercentage === null ? '–' : `${formatFigure(summary.MeanPercentage, locale, 1)} %`} />
          <StatCard label={t('reports.passRate')} value={formatShare(summary.PassRate, locale)} />
        </SimpleGrid>
      ) : (
        <Paper withBorder p="sm" radius="md"><Text size="sm" c="dimmed">{t('reports.noAttemptsYet')}</Text></Paper>
      )}
      <Group gap="xs">
        <Badge color="red" variant="filled">{t('reports.defective')}</Badge>
        <Text size="sm" c="dimmed">{t('reports.defectiveRule')}</Text>
      </Group>
      <DataTable<QuestionPerformance>
        label={t('reports.performanceTable')}
        queryKey={questionPerformanceKey(testId)}
        fetchPage={async (q) => localPage(await queryClient.fetchQuery(questionPerformanceOptions(testId)), q, (r) => `${r.QuestionID} ${r.Text}`)}
        columns={columns}
        rowKey={(r) => r.QuestionID}
        searchLabel={t('reports.searchQuestions')}
        emptyText={t('reports.noQuestions')}
        actions={
          <Button variant="default" size="sm" loading={downloading} onClick={() => void download()} leftSection={<IconDownload size={16} aria-hidden />}>
            {t('reports.downloadCsv')}
          </Button>
        }
      />
    </Stack>
  );
}
