import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAttempt } from '../api/get-attempt.ts';
import { useAttemptResult } from '../api/get-attempt-result.ts';
import { testSeriesDetailKey, useTestSeriesDetail, type TestSeriesDetail } from '../api/get-test-series-detail.ts';
import { useStartAttempt } from '../api/start-attempt.ts';
import { AttemptPlayer } from '../components/attempt-player.tsx';
import { ResultView } from '../components/result-view.tsx';
import { useTestSession } from '../lib/test-session-store.ts';
import { clearQueue } from '../lib/answer-queue.ts';
import { attemptPath, SERIES_PATH } from '../lib/paths.ts';

/**
 * /Test-Series/Test-Attempt/{test}: the test's start screen, the attempt player (resuming the open attempt)
 * and, with `?result=<attemptId|latest>`, the result page (the session's "result page flag").
 */
export function TestAttemptPage() {
  const { test = '' } = useParams();
  const testId = Number(test);
  const clearTest = useTestSession((s) => s.clearTest);
  // Leaving the screen clears the test session (spec section 4).
  useEffect(() => () => clearTest(), [clearTest]);
  if (!Number.isInteger(testId) || testId <= 0) return <Navigate to="/page-not-found" replace />;
  return <TestAttempt key={testId} testId={testId} />;
}

function TestAttempt({ testId }: { testId: number }) {
  const { t } = useTranslation('test-series');
  const detail = useTestSeriesDetail(testId);
  const [params] = useSearchParams();
  const location = useLocation();
  const resultParam = params.get('result');
  const startedId = (location.state as { attemptId?: number } | null)?.attemptId;

  if (detail.isPending) return <FullPageLoader label={t('loading')} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.code === 'NOT_FOUND') return <NotFound />;
    return <FullPageLoader error={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  }
  const d = detail.data;

  if (resultParam !== null) {
    const latest = d.Attempts.filter((a) => a.Status === 'submitted').sort((a, b) => b.AttemptNo - a.AttemptNo)[0];
    const id = resultParam === 'latest' ? latest?.ID : Number(resultParam);
    if (!id || !Number.isInteger(id)) return <Navigate to={attemptPath(testId)} replace />;
    return <ResultScreen key={id} detail={d} attemptId={id} />;
  }

  const openId = d.OpenAttemptID ?? startedId ?? null;
  if (openId !== null) return <AttemptScreen key={openId} detail={d} attemptId={openId} />;
  return <StartScreen detail={d} />;
}

function NotFound() {
  const { t } = useTranslation('test-series');
  return (
    <Stack gap="lg">
      <PageTitle title={t('notFound.title')} back={{ to: SERIES_PATH, label: t('backToSeries') }} />
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>{t('notFound.text')}</Alert>
    </Stack>
  );
}

/** Before an attempt: what the test holds and the Start button (or the last result when none is left). */
function StartScreen({ detail: d }: { detail: TestSeriesDetail }) {
  const { t } = useTranslation('test-series');
  const navigate = useNavigate();
  const start = useStartAttempt();
  const latest = d.Attempts.find((a) => a.Status === 'submitted');
  return (
    <Stack gap="lg">
      <PageTitle title={d.Title} description={d.Description || undefined} back={{ to: SERIES_PATH, label: t('backToSeries') }} />
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Stack gap="md">
          <List spacing={6}>
            <List.Item>{t('intro.duration', { value: d.Duration })}</List.Item>
            <List.Item>{t('intro.questions', { count: d.QuestionCount })}</List.Item>
            <List.Item>{t('intro.passMark', { value: d.PassPercentage })}</List.Item>
            <List.Item>
              {d.AttemptsAllowed === null
                ? t('intro.attemptsUnlimited', { used: d.AttemptsUsed })
                : t('intro.attempts', { used: d.AttemptsUsed, allowed: d.AttemptsAllowed })}
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">{t('intro.rules')}</Text>
          {start.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(start.error)}</Alert> : null}
          <Group gap="sm">
            {d.CanStart ? (
              <Button
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={start.isPending}
                onClick={() =>
                  start.mutate(d.ID, {
                    onSuccess: (attempt) => void navigate(attemptPath(d.ID), { replace: true, state: { attemptId: attempt.ID } }),
                  })}
              >
                {d.AttemptsUsed > 0 ? t('intro.startAgain') : t('intro.start')}
              </Button>
            ) : (
              <Text>{t('intro.noAttemptsLeft')}</Text>
            )}
            {latest ? (
              <Button component={Link} to={`${attemptPath(d.ID)}?result=latest`} variant="default">{t('intro.lastResult')}</Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

/** Loads the open attempt from the server (saved answers, remaining time) and plays it; a closed one shows its result. */
function AttemptScreen({ detail: d, attemptId }: { detail: TestSeriesDetail; attemptId: number }) {
  const { t } = useTranslation('test-series');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useAttempt(attemptId);
  // The attempt is read once per opening: later refetches must not reset the player.
  const [loaded, setLoaded] = useState<typeof attempt.data>(undefined);
  useEffect(() => {
    if (attempt.data && !loaded) setLoaded(attempt.data);
  }, [attempt.data, loaded]);

  const showResult = (id: number) => {
    void queryClient.invalidateQueries({ queryKey: testSeriesDetailKey(d.ID) });
    void navigate(`${attemptPath(d.ID)}?result=${id}`, { replace: true });
  };

  if (attempt.isError && !loaded) {
    return <FullPageLoader error={errorMessage(attempt.error)} onRetry={() => void attempt.refetch()} />;
  }
  if (!loaded) return <FullPageLoader label={t('loadingAttempt')} />;
  // Closed already (the deadline passed while away, or submitted on another device).
  if (loaded.Status !== 'open') return <Navigate to={`${attemptPath(d.ID)}?result=${loaded.ID}`} replace />;

  return (
    <Stack gap="md">
      <PageTitle
        title={loaded.TestTitle}
        description={loaded.AttemptsAllowed === null
          ? t('player.attemptNoUnlimited', { number: loaded.AttemptNo })
          : t('player.attemptNo', { number: loaded.AttemptNo, allowed: loaded.AttemptsAllowed })}
        back={{ to: SERIES_PATH, label: t('backToSeries') }}
      />
      <AttemptPlayer attempt={loaded} onFinished={showResult} />
    </Stack>
  );
}

function ResultScreen({ detail: d, attemptId }: { detail: TestSeriesDetail; attemptId: number }) {
  const { t } = useTranslation('test-series');
  const navigate = useNavigate();
  const result = useAttemptResult(attemptId);
  const start = useStartAttempt();
  const clearTest = useTestSession((s) => s.clearTest);
  const showResultFlag = useTestSession((s) => s.showResult);
  useEffect(() => showResultFlag(d.ID), [d.ID, showResultFlag]);
  // A closed attempt's save queue is of no use any more (closed while away, or on another device).
  useEffect(() => {
    if (result.data) clearQueue(globalThis.localStorage, attemptId);
  }, [result.data, attemptId]);

  const reattempt = () => {
    clearTest();
    start.mutate(d.ID, {
      onSuccess: (attempt) => void navigate(attemptPath(d.ID), { replace: true, state: { attemptId: attempt.ID } }),
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('result.title', { title: d.Title })} back={{ to: SERIES_PATH, label: t('backToSeries') }} />
      {result.isPending ? <FullPageLoader label={t('loadingResult')} /> : null}
      {result.isError ? (
        result.error instanceof ApiError && result.error.code === 'RULE_VIOLATED' ? (
          // Still open: back to the attempt.
          <Stack gap="sm" align="flex-start">
            <Alert color="blue" variant="light">{t('result.stillOpen')}</Alert>
            <Button component={Link} to={attemptPath(d.ID)} leftSection={<IconArrowLeft size={16} aria-hidden />}>{t('actions.resume')}</Button>
          </Stack>
        ) : (
          <FullPageLoader error={errorMessage(result.error)} onRetry={() => void result.refetch()} />
        )
      ) : null}
      {result.data ? (
        <ResultView
          result={result.data}
          onReattempt={reattempt}
          reattempting={start.isPending}
          reattemptError={start.isError ? errorMessage(start.error) : null}
        />
      ) : null}
    </Stack>
  );
}
