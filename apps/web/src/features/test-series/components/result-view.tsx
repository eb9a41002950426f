import type { ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCheck, IconCircleCheck, IconCircleX, IconClock, IconInfoCircle, IconRotateClockwise, IconTarget, IconTrophy, IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@app/contracts/assessments';
import { StatCard } from '../../../ui/stat-card.tsx';
import { InlineRichText, RichText } from './rich-text.tsx';

type ReviewItem = NonNullable<AttemptResult['Review']>[number];

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The result of a closed attempt: score, percentage, pass or fail, time taken; the review when allowed. Another
 * screen (the lesson player) may decide whether a reattempt is offered and what the closing button does.
 */
export function ResultView({ result, onReattempt, reattempting, reattemptError, canReattempt = result.CanReattempt, closeAction }: {
  result: AttemptResult;
  onReattempt: () => void;
  reattempting: boolean;
  reattemptError: string | null;
  /** Offer "Reattempt" (default: the engine's CanReattempt). */
  canReattempt?: boolean;
  /** Shown where "Reattempt" would be when no reattempt is offered (e.g. back to the lesson). */
  closeAction?: ReactNode;
}) {
  const { t } = useTranslation('test-series');
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={56} radius="xl" color={result.Passed ? 'teal' : 'red'} variant="light" aria-hidden>
              {result.Passed ? <IconCircleCheck size={32} /> : <IconCircleX size={32} />}
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} fz="xl">{result.Passed ? t('result.passedTitle') : t('result.failedTitle')}</Title>
              <Text c="dimmed" size="sm">
                {t('result.passMark', { value: result.PassPercentage })} · {t('result.attemptNo', { number: result.AttemptNo })}
              </Text>
            </Stack>
          </Group>
          {canReattempt ? (
            <Button onClick={onReattempt} loading={reattempting} leftSection={<IconRotateClockwise size={16} aria-hidden />}>
              {t('result.reattempt')}
            </Button>
          ) : (
            // The page's own back link leads to Test Series: a second one here only repeated it.
            closeAction ?? null
          )}
        </Group>
        {result.ClosedBy === 'deadline' ? (
          <Alert mt="md" color="blue" variant="light" icon={<IconClock aria-hidden />}>{t('result.closedAtDeadline')}</Alert>
        ) : null}
        {reattemptError ? <Alert mt="md" color="red" variant="light" role="alert">{reattemptError}</Alert> : null}
        {!result.CanReattempt ? (
          <Text mt="md" size="sm" c="dimmed">
            {result.AttemptsAllowed === null ? null : t('result.noAttemptsLeft', { used: result.AttemptsUsed, allowed: result.AttemptsAllowed })}
          </Text>
        ) : null}
      </Card>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard label={t('result.score')} value={`${round(result.Score)} / ${round(result.MaxScore)}`} icon={IconTrophy} />
        <StatCard label={t('result.percentage')} value={`${round(result.Percentage)}%`} icon={IconTarget} />
        <StatCard label={t('result.status')} value={result.Passed ? t('result.pass') : t('result.fail')} icon={result.Passed ? IconCheck : IconX} />
        <StatCard label={t('result.timeTaken')} value={result.TimeTaken} caption={t('result.mmss')} icon={IconClock} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('result.counts', { answered: result.AnsweredCount, correct: result.CorrectCount, total: result.TotalQuestions })}
        {' · '}
        {result.AttemptsAllowed === null
          ? t('result.attemptsUnlimited', { used: result.AttemptsUsed })
          : t('result.attemptsUsed', { used: result.AttemptsUsed, allowed: result.AttemptsAllowed })}
      </Text>

      {result.Review ? (
        <Stack gap="md" component="section" aria-labelledby="review-heading">
          <Title order={2} fz="lg" id="review-heading">{t('result.review')}</Title>
          {result.Review.map((item) => <ReviewCard key={item.QuestionID} item={item} />)}
        </Stack>
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>{t('result.noReview')}</Alert>
      )}
    </Stack>
  );
}

function ReviewCard({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('test-series');
  const chosen = item.Answer && 'OptionIDs' in item.Answer ? item.Answer.OptionIDs : [];
  const answered = item.Answer !== null && (!('OptionIDs' in item.Answer) || item.Answer.OptionIDs.length > 0);
  const verdict = !answered ? 'unanswered' : item.Correct ? 'correct' : 'wrong';
  const color = verdict === 'correct' ? 'teal' : verdict === 'wrong' ? 'red' : 'gray';
  const optionText = (id: string, text: string) => (item.Type === 'truefalse' && (id === 'true' || id === 'false') ? t(`player.${id}`) : null) ?? text;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`review-${item.QuestionID}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="md" id={`review-${item.QuestionID}`}>{t('result.questionNo', { number: item.Position + 1 })}</Title>
          <Group gap="xs">
            <Badge color={color} variant="light">{t(`result.verdict.${verdict}`)}</Badge>
            <Text size="sm" c="dimmed">{t('result.awarded', { awarded: round(item.Awarded), marks: round(item.Marks) })}</Text>
          </Group>
        </Group>
        <RichText html={item.Text} />
        {item.Type === 'numeric' ? (
          <Stack gap={2}>
            <Text size="sm">{t('result.yourAnswer')}: <b>{item.Answer && 'Value' in item.Answer ? item.Answer.Value : t('result.none')}</b></Text>
            <Text size="sm">
              {t('result.correctAnswer')}: <b>{item.NumericAnswer ?? '—'}</b>
              {item.NumericTolerance ? ` (± ${item.NumericTolerance})` : ''}
            </Text>
          </Stack>
        ) : (
          <List spacing={4} size="sm" listStyleType="none" aria-label={t('result.options')}>
            {item.Options.map((o) => {
              const mine = chosen.includes(o.ID);
              return (
                <List.Item
                  key={o.ID}
                  icon={
                    <ThemeIcon size={20} radius="xl" variant={o.Correct ? 'filled' : 'light'} color={o.Correct ? 'teal' : mine ? 'red' : 'gray'} aria-hidden>
                      {o.Correct ? <IconCheck size={13} /> : mine ? <IconX size={13} /> : <span />}
                    </ThemeIcon>
                  }
                >
                  <Group gap={6} wrap="wrap">
                    <InlineRichText html={optionText(o.ID, o.Text)} />
                    {o.Correct ? <Badge size="xs" color="teal.9" variant="outline">{t('result.correctOption')}</Badge> : null}
                    {mine ? <Badge size="xs" color={o.Correct ? 'teal' : 'red'} variant="light">{t('result.yourChoice')}</Badge> : null}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {item.Explanation ? (
          <Alert color="blue" variant="light" title={t('result.explanation')} icon={<IconInfoCircle aria-hidden />}>
            <RichText html={item.Explanation} size="sm" />
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
