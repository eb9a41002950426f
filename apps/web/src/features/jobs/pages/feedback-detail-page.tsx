import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useFeedback } from '../api/feedback.ts';

/** /interviewFeedback/{FeedbackID}: one interview's ratings per criterion and comments. */
export function FeedbackDetailPage() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const { FeedbackID = '' } = useParams();
  const id = Number(FeedbackID);
  const fb = useFeedback(Number.isInteger(id) && id > 0 ? id : null);
  if (fb.isPending) return <FullPageLoader label={t('feedback.loading')} />;
  if (fb.isError) return <FullPageLoader error={errorMessage(fb.error)} onRetry={() => void fb.refetch()} />;
  const f = fb.data;
  const ratings = [
    ['technical', f.TechnicalRating], ['communication', f.CommunicationRating], ['process', f.ProcessKnowledgeRating], ['problemSolving', f.ProblemSolvingRating],
  ] as const;
  return (
    <Stack gap="lg">
      <PageTitle title={t('feedback.about', { name: f.IntervieweeName })} description={`${f.JobTitle ?? t('feedback.mock')}${f.CompanyName ? ` · ${f.CompanyName}` : ''}`}
        back={{ to: '/interviewFeedback', label: t('feedback.title') }}
        actions={<Button variant="light" component={Link} to={`/addInterviewFeedback?id=${f.FeedbackID}`}>{t('common.edit')}</Button>} />
      <Card withBorder radius="md" padding="lg" maw={760}>
        <Stack gap="md">
          <Group gap="sm">
            <Badge variant="light">{t(`feedback.round.${f.InterviewRound}`, { defaultValue: f.InterviewRound })}</Badge>
            <Badge variant="light" color="grape">{t(`feedback.outcome.${f.Outcome}`)}</Badge>
            {f.Shared ? <Badge variant="outline">{t('feedback.shared')}</Badge> : null}
          </Group>
          <Text size="sm">{t('feedback.byOn', { name: f.InterviewerName, date: fmt.date(f.InterviewDate) })}</Text>
          <Text fw={700}>{t('feedback.fields.overall')}: {f.OverallInterviewRatings} / 5</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ratings.map(([k, v]) => (
              <Stack key={k} gap={4}>
                <Text size="sm">{t(`feedback.criteria.${k}`)}: {v} / 5</Text>
                <Progress value={v * 20} aria-label={t(`feedback.criteria.${k}`)} />
              </Stack>
            ))}
          </SimpleGrid>
          {f.RecommendedForAdmission !== null ? <Text size="sm">{t('feedback.fields.recommended')}: {f.RecommendedForAdmission ? t('common.yes') : t('common.no')}</Text> : null}
          {f.Comments ? <Text style={{ whiteSpace: 'pre-wrap' }}>{f.Comments}</Text> : null}
        </Stack>
      </Card>
    </Stack>
  );
}
