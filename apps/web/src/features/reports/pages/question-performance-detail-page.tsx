import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconListDetails, IconSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { questionOutcomes, type QuestionResponseRow } from '@app/contracts/reports';
import { errorMessage } from '../../../lib/api-client.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { ChoiceBars } from '../../assessments-admin/components/choice-bars.tsx';
import { DefectBadge } from '../../assessments-admin/components/defect-badge.tsx';
import { formatFigure, formatShare } from '../../assessments-admin/lib/text.ts';
import {
  getQuestionResponses, questionResponsesKey, useQuestionResponsesSummary, type QuestionResponsesFilters,
} from '../api/get-question-performance.ts';
import { useTestOptions } from '../api/get-test-results.ts';
import { ReportActions } from '../components/report-actions.tsx';
import { learnerAttemptPath, questionPerformancePath } from '../lib/paths.ts';
import { present, useUrlFilters } from '../lib/url-filters.ts';

const KEYS = ['from', 'to', 'outcome'] as const;
const isId = (v: string | undefined) => !!v && /^\d{1,10}$/.test(v) && Number(v) > 0;

/**
 * /admin/manageReports/TestQuestionsPerformanceReportDetails/{testID}/{questionID}: one question's figures and option
 * choices, then every response to it (who, what, right or not) over the attempts submitted in a period; in the hub
 * like its other reports: filters in the address, server sort and paging, CSV/XLSX export, scheduling by e-mail.
 */
export function QuestionPerformanceDetailPage() {
  const { testID, questionID } = useParams();
  const { t } = useTranslation('reports');
  const { t: ta } = useTranslation('assessments-admin');
  const [applied] = useUrlFilters(KEYS);
  const back = { to: questionPerformancePath(isId(testID) ? testID : undefined, { from: applied.from || undefined, to: applied.to || undefined }), label: ta('reports.backToPerformance') };
  if (!isId(testID) || !isId(questionID)) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('names.TestQuestionsPerformanceReportDetails')} back={back} />
        <Alert color="red" variant="light" role="alert">{ta('reports.badAddress')}</Alert>
      </Stack>
    );
  }
  return <Detail testId={testID!} questionId={questionID!} back={back} />;
}

function Detail({ testId, questionId, back }: { testId: string; questionId: string; back: { to: string; label: string } }) {
  const { t } = useTranslation('reports');
  const { t: ta } = useTranslation('assessments-admin');
  const { dateTime, locale } = useFormat();
  const [applied, apply] = useUrlFilters(KEYS);
  const [from, setFrom] = useState(applied.from);
  const [to, setTo] = useState(applied.to);
  const [outcome, setOutcome] = useState<string | null>(applied.outcome || null);
  const appliedOutcome = (questionOutcomes as readonly string[]).includes(applied.outcome) ? (applied.outcome as QuestionResponsesFilters['outcome']) : undefined;
  const period = present({ from: applied.from, to: applied.to });
  const filters = present({ testId, questionId, ...period, outcome: appliedOutcome }) as QuestionResponsesFilters;
  const summary = useQuestionResponsesSummary({ testId, questionId, ...period });
  const testTitle = (useTestOptions().data?.items ?? []).find((x) => String(x.TestID) === testId)?.Title;

  const columns: DataTableColumn<QuestionResponseRow>[] = [
    {
      id: 'UserName', header: t('cols.learner'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>{r.UserName || r.Email || `#${r.UserID}`}</Text>
          {r.UserName && r.Email ? <Text size="xs" c="dimmed">{r.Email}</Text> : null}
        </Stack>
      ),
    },
    { id: 'Answer', header: t('cols.answer'), cell: (r) => (r.Answered ? <Text size="sm" lineClamp={2}>{r.Answer}</Text> : <Text size="sm" c="dimmed">{t('outcomes.unanswered')}</Text>) },
    {
      id: 'Correct', header: t('cols.outcome'), sortable: true, nowrap: true,
      cell: (r) => {
        const o = !r.Answered ? 'unanswered' : r.Correct ? 'correct' : 'wrong';
        return <Badge variant="light" color={o === 'correct' ? 'green' : o === 'wrong' ? 'red' : 'gray'}>{t(`outcomes.${o}`)}</Badge>;
      },
    },
    { id: 'TimeSeconds', header: t('cols.time'), sortable: true, nowrap: true, cell: (r) => ta('reports.seconds', { value: formatFigure(r.TimeSeconds, locale, 1) }) },
    { id: 'Percentage', header: t('cols.attemptScore'), sortable: true, nowrap: true, cell: (r) => (r.Percentage === null ? '–' : `${formatFigure(r.Percentage, locale, 1)} %`) },
    { id: 'AttemptNo', header: t('cols.attempt'), sortable: true, nowrap: true },
    { id: 'SubmittedOn', header: t('cols.submitted'), sortable: true, nowrap: true, cell: (r) => dateTime(r.SubmittedOn) },
  ];

  const data = summary.data;
  const bars = data
    ? [
        ...data.Options.map((o) => ({ key: o.ID, label: o.Text, count: o.Chosen, correct: o.Correct })),
        ...(data.Unanswered > 0 ? [{ key: 'unanswered', label: ta('reports.unanswered'), count: data.Unanswered }] : []),
      ]
    : [];
  return (
    <Stack gap="lg">
      <PageTitle title={ta('reports.detailTitleN', { id: questionId })} description={testTitle ? t('qr.inTest', { test: testTitle }) : ta('reports.detailLead', { test: testId })} back={back}
        actions={<ReportActions report="questionResponses" filters={filters} fileName={`question-responses-${testId}-${questionId}`} />} />
      <Paper withBorder p="md" radius="md" component="form" onSubmit={(e) => { e.preventDefault(); apply({ from, to, outcome: outcome ?? '' }); }}>
        <Group align="flex-end" wrap="wrap">
          <TextInput type="date" label={t('filters.submittedFrom')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="date" label={t('filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Select label={t('filters.outcome')} placeholder={t('outcomes.all')} data={questionOutcomes.map((o) => ({ value: o, label: t(`outcomes.${o}`) }))}
            value={outcome} onChange={setOutcome} clearable miw={200} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>{t('filters.search')}</Button>
        </Group>
      </Paper>
      {summary.isPending ? <Group justify="center" p="xl"><Loader aria-label={ta('loading')} /></Group> : null}
      {summary.isError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(summary.error)}</Alert> : null}
      {data ? (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" c="dimmed">{ta(`types.${data.Type}`)}</Text>
                <DefectBadge defective={data.Defective} reasons={data.DefectReasons} responses={data.Responses} enough={data.EnoughResponses} min={data.MinResponses} />
              </Group>
              <Text>{data.Text}</Text>
              {data.Defective && data.DefectReasons.length > 0 ? <Text size="sm" c="var(--mantine-color-error)">{data.DefectReasons.join('; ')}</Text> : null}
            </Stack>
          </Paper>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <StatCard label={ta('reports.responses')} value={String(data.Responses)} caption={ta('reports.answeredN', { count: data.Answered })} />
            <StatCard label={ta('reports.facility')} value={formatShare(data.Facility, locale)} caption={ta('reports.correctN', { count: data.CorrectCount })} />
            <StatCard label={ta('reports.discrimination')} value={formatFigure(data.Discrimination, locale)} />
            <StatCard label={ta('reports.meanTime')} value={data.MeanTimeSeconds === null ? '–' : ta('reports.seconds', { value: formatFigure(data.MeanTimeSeconds, locale, 1) })} />
          </SimpleGrid>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="choices-heading">
            <Stack gap="md">
              <Title order={2} fz="lg" id="choices-heading">{data.Type === 'numeric' ? ta('reports.valuesGiven') : ta('reports.optionChoices')}</Title>
              {data.Type === 'numeric' ? (
                data.Values.length === 0 ? <Text c="dimmed" size="sm">{ta('reports.noValues')}</Text> : (
                  <Table striped withTableBorder aria-labelledby="choices-heading" maw={420}>
                    <Table.Thead>
                      <Table.Tr><Table.Th scope="col">{ta('reports.value')}</Table.Th><Table.Th scope="col">{ta('reports.count')}</Table.Th></Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.Values.map((v) => (
                        <Table.Tr key={v.Value}><Table.Td>{formatFigure(v.Value, locale, 6)}</Table.Td><Table.Td>{v.Count}</Table.Td></Table.Tr>
                      ))}
                      {data.Unanswered > 0 ? <Table.Tr><Table.Td>{ta('reports.unanswered')}</Table.Td><Table.Td>{data.Unanswered}</Table.Td></Table.Tr> : null}
                    </Table.Tbody>
                  </Table>
                )
              ) : (
                <ChoiceBars bars={bars} total={data.Responses} label={ta('reports.optionChoices')} />
              )}
            </Stack>
          </Paper>
        </>
      ) : null}
      <Title order={2} fz="lg">{t('qr.title')}</Title>
      <DataTable<QuestionResponseRow, QuestionResponsesFilters>
        label={t('qr.table')}
        queryKey={questionResponsesKey}
        fetchPage={getQuestionResponses}
        columns={columns}
        rowKey={(r) => r.AttemptID}
        filters={filters}
        searchLabel={t('qr.search')}
        emptyText={t('qr.empty')}
        rowActions={(r) => (
          <Button component={Link} to={learnerAttemptPath(r.UserID, Number(testId), r.AttemptID)} size="xs" variant="light" leftSection={<IconListDetails size={14} aria-hidden />}
            aria-label={t('qr.attemptOf', { n: r.AttemptNo, name: r.UserName || r.Email })}>
            {t('qr.attempt')}
          </Button>
        )}
      />
    </Stack>
  );
}
