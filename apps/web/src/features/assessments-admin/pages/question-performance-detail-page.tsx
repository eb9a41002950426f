import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useQuestionPerformanceDetail, type QuestionPerformanceDetail } from '../api/get-question-performance-detail.ts';
import { ChoiceBars } from '../components/choice-bars.tsx';
import { DefectBadge } from '../components/defect-badge.tsx';
import { idParam, performancePath } from '../lib/paths.ts';
import { formatFigure, formatShare } from '../lib/text.ts';

/** .../TestQuestionsPerformanceReportDetails/{testID}/{questionID}: one question's figures and option choice counts. */
export function QuestionPerformanceDetailPage() {
  const { testID, questionID } = useParams();
  const { t } = useTranslation('assessments-admin');
  const testId = idParam(testID);
  const questionId = idParam(questionID);
  const back = { to: performancePath(testId ?? undefined), label: t('reports.backToPerformance') };
  if (testId === null || questionId === null) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('reports.detailTitle')} back={back} />
        <Alert color="red" variant="light" role="alert">{t('reports.badAddress')}</Alert>
      </Stack>
    );
  }
  return <Detail testId={testId} questionId={questionId} back={back} />;
}

function Detail({ testId, questionId, back }: { testId: number; questionId: number; back: { to: string; label: string } }) {
  const { t } = useTranslation('assessments-admin');
  const { data, isPending, isError, error } = useQuestionPerformanceDetail(testId, questionId);
  const title = t('reports.detailTitleN', { id: questionId });
  return (
    <Stack gap="lg">
      <PageTitle title={title} description={t('reports.detailLead', { test: testId })} back={back} />
      {isPending ? <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group> : null}
      {isError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(error)}</Alert> : null}
      {data ? <DetailBody data={data} testId={testId} /> : null}
    </Stack>
  );
}

function DetailBody({ data, testId }: { data: QuestionPerformanceDetail; testId: number }) {
  const { t } = useTranslation('assessments-admin');
  const { locale } = useFormat();
  const bars = [
    ...data.Options.map((o) => ({ key: o.ID, label: o.Text, count: o.Chosen, correct: o.Correct })),
    ...(data.Unanswered > 0 ? [{ key: 'unanswered', label: t('reports.unanswered'), count: data.Unanswered }] : []),
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{t(`types.${data.Type}`)}</Text>
            <DefectBadge defective={data.Defective} reasons={data.DefectReasons} responses={data.Responses} enough={data.EnoughResponses} min={data.MinResponses} />
          </Group>
          <Text>{data.Text}</Text>
          {data.Defective && data.DefectReasons.length > 0 ? <Text size="sm" c="red.9">{data.DefectReasons.join('; ')}</Text> : null}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label={t('reports.responses')} value={String(data.Responses)} caption={t('reports.answeredN', { count: data.Answered })} />
        <StatCard label={t('reports.facility')} value={formatShare(data.Facility, locale)} caption={t('reports.correctN', { count: data.CorrectCount })} />
        <StatCard label={t('reports.discrimination')} value={formatFigure(data.Discrimination, locale)} />
        <StatCard label={t('reports.meanTime')} value={data.MeanTimeSeconds === null ? '–' : t('reports.seconds', { value: formatFigure(data.MeanTimeSeconds, locale, 1) })} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="choices-heading">
        <Stack gap="md">
          <Title order={2} fz="lg" id="choices-heading">{data.Type === 'numeric' ? t('reports.valuesGiven') : t('reports.optionChoices')}</Title>
          {data.Type === 'numeric' ? (
            data.Values.length === 0 ? <Text c="dimmed" size="sm">{t('reports.noValues')}</Text> : (
              <Table striped withTableBorder aria-labelledby="choices-heading" maw={420}>
                <Table.Thead>
                  <Table.Tr><Table.Th scope="col">{t('reports.value')}</Table.Th><Table.Th scope="col">{t('reports.count')}</Table.Th></Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.Values.map((v) => (
                    <Table.Tr key={v.Value}><Table.Td>{formatFigure(v.Value, locale, 6)}</Table.Td><Table.Td>{v.Count}</Table.Td></Table.Tr>
                  ))}
                  {data.Unanswered > 0 ? <Table.Tr><Table.Td>{t('reports.unanswered')}</Table.Td><Table.Td>{data.Unanswered}</Table.Td></Table.Tr> : null}
                </Table.Tbody>
              </Table>
            )
          ) : (
            <ChoiceBars bars={bars} total={data.Responses} label={t('reports.optionChoices')} />
          )}
        </Stack>
      </Paper>
      <Anchor component={Link} to={performancePath(testId)} size="sm">{t('reports.backToPerformance')}</Anchor>
    </Stack>
  );
}
