import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { questionFlags, type QuestionFlag, type QuestionPerformanceRow } from '@app/contracts/reports';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { DefectBadge } from '../../assessments-admin/components/defect-badge.tsx';
import { formatFigure, formatShare } from '../../assessments-admin/lib/text.ts';
import {
  getQuestionPerformance, questionPerformanceKey, useQuestionPerformanceSummary, type QuestionPerformanceFilters,
} from '../api/get-question-performance.ts';
import { useTestOptions } from '../api/get-test-results.ts';
import { ReportActions } from '../components/report-actions.tsx';
import { questionResponsesPath, REPORTS_PATH } from '../lib/paths.ts';
import { present, useUrlFilters } from '../lib/url-filters.ts';

const KEYS = ['testId', 'from', 'to', 'flag'] as const;

/**
 * /admin/manageReports/TestQuestionsPerformanceReport: per question of a test, facility, discrimination, mean time and
 * the defective flag, over the attempts submitted in a period; in the hub like its other reports (filters in the
 * address, server sort and paging, CSV/XLSX of the full result, scheduling by e-mail). Each question opens who
 * answered it. The address of before (`?test=`) still opens the test.
 */
export function QuestionPerformancePage() {
  const { t } = useTranslation('reports');
  const { t: ta } = useTranslation('assessments-admin');
  const { locale } = useFormat();
  const [params, setParams] = useSearchParams();
  const [applied, apply] = useUrlFilters(KEYS);
  const legacyTest = params.get('test');
  useEffect(() => {
    if (legacyTest === null) return;
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.delete('test');
      if (!p.get('testId') && /^\d+$/.test(legacyTest)) p.set('testId', legacyTest);
      return p;
    }, { replace: true });
  }, [legacyTest, setParams]);
  const testValue = applied.testId || (legacyTest && /^\d+$/.test(legacyTest) ? legacyTest : '');
  const [testId, setTestId] = useState<string | null>(testValue || null);
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to);
  const [flag, setFlag] = useState<string | null>(applied.flag || null);
  const tests = useTestOptions();
  const testData = (tests.data?.items ?? []).map((x) => ({ value: String(x.TestID), label: x.Title }));
  // A test from the address without attempts in the viewer's reach is still shown, by its number.
  if (testId && !testData.some((o) => o.value === testId)) testData.unshift({ value: testId, label: `#${testId}` });
  const appliedFlag = (questionFlags as readonly string[]).includes(applied.flag) ? (applied.flag as QuestionFlag) : undefined;
  const filters = testValue ? (present({ testId: testValue, from: applied.from, to: applied.to, flag: appliedFlag }) as QuestionPerformanceFilters) : null;
  const period = { from: applied.from || undefined, to: applied.to || undefined };
  const chosen = testData.find((o) => o.value === testValue);

  const columns: DataTableColumn<QuestionPerformanceRow>[] = [
    {
      id: 'QuestionID', header: ta('fields.id'), sortable: true, nowrap: true,
      cell: (r) => <Anchor component={Link} to={questionResponsesPath(testValue, r.QuestionID, period)} aria-label={ta('reports.openDetail', { id: r.QuestionID })}>#{r.QuestionID}</Anchor>,
    },
    {
      id: 'Text', header: ta('fields.question'), primary: true, sortable: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm" lineClamp={2} fw={r.Defective ? 600 : undefined}>{r.Text}</Text>
          <Text size="xs" c="dimmed">{ta(`types.${r.Type}`)}</Text>
        </Stack>
      ),
    },
    { id: 'Responses', header: ta('reports.responses'), sortable: true, nowrap: true },
    {
      id: 'Facility', header: ta('reports.facility'), sortable: true, nowrap: true,
      cell: (r) => <Text size="sm" c={r.Facility !== null && (r.Facility < 0.1 || r.Facility > 0.95) ? 'var(--mantine-color-error)' : undefined} fw={500}>{formatShare(r.Facility, locale)}</Text>,
    },
    {
      id: 'Discrimination', header: ta('reports.discrimination'), sortable: true, nowrap: true,
      cell: (r) => <Text size="sm" c={r.Discrimination !== null && r.Discrimination < 0 ? 'var(--mantine-color-error)' : undefined} fw={500}>{formatFigure(r.Discrimination, locale)}</Text>,
    },
    {
      id: 'MeanTimeSeconds', header: ta('reports.meanTime'), sortable: true, nowrap: true,
      cell: (r) => (r.MeanTimeSeconds === null ? '–' : ta('reports.seconds', { value: formatFigure(r.MeanTimeSeconds, locale, 1) })),
    },
    {
      id: 'Defective', header: ta('reports.flag'), sortable: true,
      cell: (r) => (
        <Stack gap={2}>
          <DefectBadge defective={r.Defective} reasons={r.DefectReasons} responses={r.Responses} enough={r.EnoughResponses} min={r.MinResponses} />
          {r.Defective && r.DefectReasons.length > 0 ? <Text size="xs" c="var(--mantine-color-error)">{r.DefectReasons.join('; ')}</Text> : null}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('names.TestQuestionsPerformanceReport')} description={ta('reports.performanceLead')} back={{ to: REPORTS_PATH, label: t('back') }}
        actions={filters ? <ReportActions report="questionPerformance" filters={filters} fileName={`question-performance-${testValue}`} /> : undefined} />
      <Paper withBorder p="md" radius="md" component="form"
        onSubmit={(e) => { e.preventDefault(); apply({ testId: testId ?? '', from, to, flag: flag ?? '' }); }}>
        <Group align="flex-end" wrap="wrap">
          <Select label={t('filters.test')} placeholder={ta('reports.pickTest')} data={testData} value={testId} onChange={setTestId}
            searchable nothingFoundMessage={ta('nothingFound')} miw={240} style={{ flex: '1 1 16rem', maxWidth: '28rem' }} />
          <TextInput type="date" label={t('filters.submittedFrom')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="date" label={t('filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Select label={t('filters.flag')} placeholder={t('flags.all')} data={questionFlags.map((f) => ({ value: f, label: t(`flags.${f}`) }))}
            value={flag} onChange={setFlag} clearable miw={200} />
          <Button type="submit" disabled={!testId} leftSection={<IconSearch size={16} aria-hidden />}>{t('filters.search')}</Button>
        </Group>
      </Paper>
      {filters ? <PerformanceOfTest filters={filters} title={chosen?.label} columns={columns} /> : <Text c="dimmed">{ta('reports.pickTestHint')}</Text>}
    </Stack>
  );
}

function PerformanceOfTest({ filters, title, columns }: { filters: QuestionPerformanceFilters; title?: string; columns: DataTableColumn<QuestionPerformanceRow>[] }) {
  const { t } = useTranslation('reports');
  const { t: ta } = useTranslation('assessments-admin');
  const { locale } = useFormat();
  const summary = useQuestionPerformanceSummary(filters).data;
  return (
    <Stack gap="md">
      {summary && summary.Attempts > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <StatCard label={ta('reports.attempts')} value={String(summary.Attempts)} />
          <StatCard label={ta('reports.learners')} value={String(summary.Learners)} />
          <StatCard label={ta('reports.meanPercentage')} value={summary.MeanPercentage === null ? '–' : `${formatFigure(summary.MeanPercentage, locale, 1)} %`} />
          <StatCard label={ta('reports.passRate')} value={formatShare(summary.PassRate, locale)} />
        </SimpleGrid>
      ) : summary ? (
        <Paper withBorder p="sm" radius="md"><Text size="sm" c="dimmed">{t('qp.noAttempts')}</Text></Paper>
      ) : null}
      <Group gap="xs">
        <Badge color="red" variant="filled">{ta('reports.defective')}</Badge>
        <Text size="sm" c="dimmed">{ta('reports.defectiveRule')}</Text>
      </Group>
      <DataTable<QuestionPerformanceRow, QuestionPerformanceFilters>
        label={ta('reports.performanceTable')}
        queryKey={questionPerformanceKey}
        fetchPage={getQuestionPerformance}
        columns={columns}
        rowKey={(r) => r.QuestionID}
        filters={filters}
        searchLabel={ta('reports.searchQuestions')}
        emptyText={filters.flag || filters.from || filters.to ? t('qp.emptyFiltered') : ta('reports.noQuestions')}
        actions={title ? <Badge variant="light" tt="none">{title}</Badge> : undefined}
      />
    </Stack>
  );
}
