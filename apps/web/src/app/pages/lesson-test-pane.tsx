import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertHexagon, IconCircleCheck, IconClockPlay, IconPlayerPlay, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type Attempt } from '@app/contracts/assessments';
import { errorMessage } from '../../lib/api-client.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { useStartLessonTest } from '../../features/course-player/api/start-lesson-test.ts';
import type { TestPaneProps } from '../../features/course-player/components/course-player.tsx';
import { useAttemptResult } from '../../features/test-series/api/get-attempt-result.ts';
import { AttemptPlayer } from '../../features/test-series/components/attempt-player.tsx';
import { ResultView } from '../../features/test-series/components/result-view.tsx';
import { clearQueue } from '../../features/test-series/lib/answer-queue.ts';
import { useTestSession } from '../../features/test-series/lib/test-session-store.ts';

type View = { kind: 'overview' } | { kind: 'attempt'; attempt: Attempt } | { kind: 'result'; attemptId: number };

/**
 * The lesson test inside the lesson player, taken with the assessment engine's attempt player (features/test-series):
 * the test's facts and my earlier results, start (or resume) through the lesson, play the attempt, then its result;
 * the player reads the course again so the icons change. A reattempt is offered while the lesson allows one.
 */
export function LessonTestPane({ courseId, lessonId, test, onProgress, onAttemptChange }: TestPaneProps) {
  const { t } = useTranslation('course-player');
  const [view, setView] = useState<View>({ kind: 'overview' });
  // The attempt gets the whole width of the player.
  const attempting = view.kind === 'attempt';
  useEffect(() => {
    onAttemptChange(attempting);
  }, [attempting, onAttemptChange]);
  useEffect(() => () => onAttemptChange(false), [onAttemptChange]);
  const start = useStartLessonTest(courseId, lessonId);
  const clearTest = useTestSession((s) => s.clearTest);
  // Leaving the test clears the test session (as the Test Series screen does).
  useEffect(() => () => clearTest(), [clearTest]);

  const begin = () => {
    clearTest();
    start.mutate(undefined, {
      onSuccess: (attempt) => {
        onProgress();
        setView(attempt.Status === 'open' ? { kind: 'attempt', attempt } : { kind: 'result', attemptId: attempt.ID });
      },
    });
  };
  const canStart = test.CanStart && !test.Passed;

  if (view.kind === 'attempt') {
    const a = view.attempt;
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {a.AttemptsAllowed === null ? t('test.attemptNoUnlimited', { number: a.AttemptNo }) : t('test.attemptNo', { number: a.AttemptNo, allowed: a.AttemptsAllowed })}
        </Text>
        <AttemptPlayer
          key={a.ID}
          attempt={a}
          onFinished={(id) => {
            setView({ kind: 'result', attemptId: id });
            onProgress();
          }}
        />
      </Stack>
    );
  }

  if (view.kind === 'result') {
    return (
      <LessonResult
        attemptId={view.attemptId}
        canReattempt={canStart}
        onReattempt={begin}
        reattempting={start.isPending}
        reattemptError={start.isError ? errorMessage(start.error) : null}
        onBack={() => setView({ kind: 'overview' })}
      />
    );
  }

  return (
    <Stack gap="md">
      <List spacing={4}>
        <List.Item>{t('test.duration', { value: formatDuration(test.DurationSeconds) })}</List.Item>
        <List.Item>
          {test.AttemptsAllowed === null
            ? t('test.attemptsUnlimited', { used: test.AttemptsUsed })
            : t('test.attempts', { used: test.AttemptsUsed, allowed: test.AttemptsAllowed })}
        </List.Item>
      </List>
      {test.Passed ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('test.passedTitle')}>{t('test.passed')}</Alert>
      ) : test.OpenAttempt ? (
        <Alert color="blue" variant="light" icon={<IconClockPlay aria-hidden />} title={t('test.runningTitle', { number: test.OpenAttempt.AttemptNo })}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('test.running', { time: formatDuration(test.OpenAttempt.RemainingSeconds) })}</Text>
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={start.isPending} onClick={begin}>{t('test.resume')}</Button>
          </Stack>
        </Alert>
      ) : !test.CanStart && test.AttemptsUsed > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertHexagon aria-hidden />} title={t('test.noneLeftTitle')}>{t('test.noneLeft')}</Alert>
      ) : test.AttemptsUsed > 0 ? (
        <Alert color="orange" variant="light" icon={<IconRotateClockwise aria-hidden />} title={t('test.failedTitle')}>{t('test.failed')}</Alert>
      ) : null}
      {start.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(start.error)}</Alert> : null}
      {canStart ? (
        <Group>
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={start.isPending} onClick={begin}>
            {test.AttemptsUsed > 0 ? t('test.startAgain') : t('test.start')}
          </Button>
        </Group>
      ) : null}
      {test.Results.length ? (
        <Stack gap="xs" component="section" aria-labelledby="lesson-test-results">
          <Title order={3} fz="md" id="lesson-test-results">{t('test.results')}</Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('test.col.attempt')}</Table.Th>
                  <Table.Th scope="col">{t('test.col.score')}</Table.Th>
                  <Table.Th scope="col">{t('test.col.result')}</Table.Th>
                  <Table.Th scope="col">{t('test.col.date')}</Table.Th>
                  <Table.Th scope="col"><span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('test.col.actions')}</span></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...test.Results].sort((a, b) => b.AttemptNo - a.AttemptNo).map((r) => (
                  <Table.Tr key={r.ID}>
                    <Table.Td>{r.AttemptNo}</Table.Td>
                    <Table.Td>{r.Score === null ? '—' : `${round(r.Score)} / ${round(r.MaxScore)} (${round(r.Percentage ?? 0)}%)`}</Table.Td>
                    <Table.Td>
                      {r.Passed === null ? '—' : <Badge color={r.Passed ? 'teal' : 'red'} variant="light">{r.Passed ? t('test.pass') : t('test.fail')}</Badge>}
                    </Table.Td>
                    <Table.Td>{r.SubmittedOn ? <DateText iso={r.SubmittedOn} /> : '—'}</Table.Td>
                    <Table.Td>
                      {r.SubmittedOn ? (
                        <Button size="compact-sm" variant="subtle" onClick={() => setView({ kind: 'result', attemptId: r.ID })} aria-label={t('test.viewResultAria', { number: r.AttemptNo })}>
                          {t('test.viewResult')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </Stack>
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

function DateText({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))}</>;
}

function LessonResult({ attemptId, canReattempt, onReattempt, reattempting, reattemptError, onBack }: {
  attemptId: number;
  canReattempt: boolean;
  onReattempt: () => void;
  reattempting: boolean;
  reattemptError: string | null;
  onBack: () => void;
}) {
  const { t } = useTranslation('course-player');
  const result = useAttemptResult(attemptId);
  useEffect(() => {
    if (result.data) clearQueue(globalThis.localStorage, attemptId);
  }, [result.data, attemptId]);
  if (result.isPending) return <FullPageLoader label={t('test.loadingResult')} />;
  if (result.isError) return <FullPageLoader error={errorMessage(result.error)} onRetry={() => void result.refetch()} />;
  return (
    <Stack gap="md">
      <Card withBorder={false} padding={0}>
        <ResultView
          result={result.data}
          canReattempt={canReattempt}
          onReattempt={onReattempt}
          reattempting={reattempting}
          reattemptError={reattemptError}
          closeAction={<Button variant="default" onClick={onBack}>{t('test.backToOverview')}</Button>}
        />
      </Card>
    </Stack>
  );
}
