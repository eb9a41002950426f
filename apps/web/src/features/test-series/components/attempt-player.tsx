import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle, IconChevronLeft, IconChevronRight, IconClock, IconCloudCheck, IconCloudUpload, IconFlag, IconFlagFilled,
  IconMessageReport, IconSend, IconWifiOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type Answer, type Attempt } from '@app/contracts/assessments';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { saveAnswer } from '../api/save-answer.ts';
import { setFlag } from '../api/set-flag.ts';
import { setActiveQuestion } from '../api/set-active-question.ts';
import { useSubmitAttempt } from '../api/submit-attempt.ts';
import { clearQueue, isAnswered, loadQueue, mergeOnResume } from '../lib/answer-queue.ts';
import { AnswerSync, RETRY_INTERVAL_MS, type FailureKind } from '../lib/answer-sync.ts';
import { useTestSession } from '../lib/test-session-store.ts';
import { QuestionNavigator } from './question-navigator.tsx';
import { QuestionView } from './question-view.tsx';
import { ReportIssueModal } from './report-issue-modal.tsx';
import { SubmitModal } from './submit-modal.tsx';
import classes from './test-series.module.css';

const storage = () => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** How a failed save is treated: 422 the attempt is over; 400/404 never accepted; anything else is retried. */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 422) return 'closed';
  if (error.status === 400 || error.status === 404 || error.status === 403) return 'drop';
  return 'retry';
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

type Phase = 'open' | 'submitting' | 'timeUp';

/**
 * The attempt player: questions, navigator, server-clock timer, flag, report an issue, submit. Answers go
 * through the save queue (lib/answer-sync.ts): saved at once, kept in localStorage until acknowledged, sent
 * again every 10 s and on reconnect. At 00:00 the attempt is submitted; when the server has closed it
 * already (422 on a save), the result is shown.
 */
export function AttemptPlayer({ attempt, onFinished }: { attempt: Attempt; onFinished: (attemptId: number) => void }) {
  const { t } = useTranslation('test-series');
  const online = useOnline();
  const submit = useSubmitAttempt();
  const questions = useTestSession((s) => s.questions);
  const answers = useTestSession((s) => s.answers);
  const flagged = useTestSession((s) => s.flagged);
  const active = useTestSession((s) => s.activeQuestion);
  const [phase, setPhase] = useState<Phase>('open');
  const phaseRef = useRef<Phase>('open');
  const [deadlineAt, setDeadlineAt] = useState(() => Date.now() + attempt.RemainingSeconds * 1000);
  const [remaining, setRemaining] = useState(attempt.RemainingSeconds);
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [checking, setChecking] = useState(false);
  const finishing = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  const setPhaseBoth = (p: Phase) => {
    phaseRef.current = p;
    setPhase(p);
  };

  // Late-bound handlers for the sync engine (created once per attempt).
  const handlers = useRef({ closed: () => undefined as void });

  const [engine] = useState(() => {
    const merged = mergeOnResume(attempt, loadQueue(storage(), attempt.ID), attempt.ID);
    const sync = new AnswerSync(merged.state, {
      storage: storage(),
      sendAnswer: (questionId, body) => saveAnswer(attempt.ID, questionId, body),
      sendFlag: (questionId, value) => setFlag(attempt.ID, questionId, value),
      classify: classifyFailure,
      onRemaining: (seconds) => setDeadlineAt(Date.now() + seconds * 1000),
      onServerNewer: (questionId, answer) => useTestSession.getState().setAnswer(questionId, answer),
      onClosed: () => handlers.current.closed(),
    });
    return { sync, merged };
  });
  const { sync } = engine;
  const snap = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot);

  useEffect(() => {
    useTestSession.getState().loadAttempt({
      TestID: attempt.TestID,
      attempts: attempt.AttemptNo - 1,
      questions: attempt.Questions,
      activeQuestion: engine.merged.active,
      answers: engine.merged.answers,
      flagged: engine.merged.flagged,
    });
    // Local answers newer than the server's (made offline before a reload) go out at once.
    if (sync.hasPending()) void sync.flush();
  }, [attempt, engine, sync]);

  const finish = useCallback(async (reason: 'learner' | 'deadline' | 'closed') => {
    if (finishing.current) return;
    finishing.current = true;
    setPhaseBoth(reason === 'learner' ? 'submitting' : 'timeUp');
    if (reason !== 'closed') await sync.flush();
    try {
      await submit.mutateAsync(attempt.ID);
      sync.stop();
      clearQueue(storage(), attempt.ID);
      useTestSession.getState().showResult(attempt.TestID);
      onFinishedRef.current(attempt.ID);
    } catch (error) {
      finishing.current = false;
      if (reason === 'learner') {
        setPhaseBoth('open');
        setSubmitError(errorMessage(error));
      }
      // deadline: stays 'timeUp' and is tried again on reconnect and by the retry timer.
    }
  }, [attempt.ID, attempt.TestID, submit, sync]);

  handlers.current.closed = () => void finish('closed');

  // Unsent answers (and a submission due at the deadline) are retried every 10 s and when the connection returns.
  useEffect(() => {
    const retry = () => {
      if (phaseRef.current === 'timeUp') void finish('deadline');
      else if (sync.hasPending()) void sync.flush();
    };
    // Back online: the question shown is told to the server too (moves made offline were not sent).
    const reconnect = () => {
      retry();
      if (phaseRef.current === 'open') setActiveQuestion(attempt.ID, useTestSession.getState().activeQuestion).catch(() => undefined);
    };
    const timer = window.setInterval(retry, RETRY_INTERVAL_MS);
    window.addEventListener('online', reconnect);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', reconnect);
    };
  }, [attempt.ID, finish, sync]);

  // The countdown: from the server's remaining seconds (re-synced by every acknowledged save).
  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadlineAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && phaseRef.current === 'open') void finish('deadline');
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadlineAt, finish]);

  const question = questions[active];
  const locked = phase !== 'open';
  const offline = !online || snap.connectionLost;

  const answer = (questionId: number, value: Answer) => {
    if (locked) return;
    useTestSession.getState().setAnswer(questionId, value);
    sync.change(questionId, value);
  };

  const toggleFlag = () => {
    if (!question || locked) return;
    const next = !flagged[question.QuestionID];
    useTestSession.getState().setFlagged(question.QuestionID, next);
    sync.flag(question.QuestionID, next);
  };

  const goTo = (index: number) => {
    if (index < 0 || index >= questions.length || index === active) return;
    useTestSession.getState().setActiveQuestion(index);
    sync.setActive(index);
    // Time per question for the reports; best effort (the attempt does not depend on it).
    if (!locked && navigator.onLine) setActiveQuestion(attempt.ID, index).catch(() => undefined);
  };

  const confirmSubmit = async () => {
    setSubmitError(null);
    setChecking(true);
    await sync.flush();
    setChecking(false);
    if (Object.keys(sync.queue.pending).length > 0) {
      setSubmitError(t('submit.notSent'));
      return;
    }
    setConfirming(false);
    await finish('learner');
  };

  const unanswered = questions.map((q, i) => (isAnswered(answers[q.QuestionID]) ? 0 : i + 1)).filter(Boolean);
  const flaggedNumbers = questions.map((q, i) => (flagged[q.QuestionID] ? i + 1 : 0)).filter(Boolean);

  if (!question) return null;
  const lowTime = remaining <= 60;
  const status = <SaveStatus pending={snap.pendingCount} sending={snap.sending} offline={offline} saved={snap.lastSavedAt !== null} />;

  return (
    <Stack gap="md">
      {offline ? (
        <Alert color="orange" variant="filled" icon={<IconWifiOff aria-hidden />} role="status" aria-live="polite">
          {t('player.offline')}
        </Alert>
      ) : null}
      {phase === 'timeUp' ? (
        <Alert color="red" variant="light" icon={<IconClock aria-hidden />} role="alert" title={t('player.timeUpTitle')}>
          <Group gap="xs">
            {offline ? t('player.timeUpOffline') : t('player.timeUp')}
            {!offline ? <Loader size="xs" aria-hidden /> : null}
          </Group>
        </Alert>
      ) : null}

      <Card withBorder radius="md" padding="sm" hiddenFrom="md" className={classes.phoneTimer}>
        <TimerBlock remaining={remaining} lowTime={lowTime} status={status} compact />
      </Card>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }} order={1}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              <QuestionView
                key={question.QuestionID}
                question={question}
                index={active}
                total={questions.length}
                answer={answers[question.QuestionID]}
                onAnswer={(v) => answer(question.QuestionID, v)}
                disabled={locked}
              />
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="xs">
                  <Button
                    variant={flagged[question.QuestionID] ? 'filled' : 'default'}
                    color={flagged[question.QuestionID] ? 'orange.9' : undefined}
                    leftSection={flagged[question.QuestionID] ? <IconFlagFilled size={16} aria-hidden /> : <IconFlag size={16} aria-hidden />}
                    aria-pressed={Boolean(flagged[question.QuestionID])}
                    onClick={toggleFlag}
                    disabled={locked}
                  >
                    {t('player.flag')}
                  </Button>
                  <Button variant="subtle" leftSection={<IconMessageReport size={16} aria-hidden />} onClick={() => setReporting(true)}>
                    {t('player.report')}
                  </Button>
                </Group>
                <Group gap="xs">
                  <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} onClick={() => goTo(active - 1)} disabled={active === 0}>
                    {t('player.previous')}
                  </Button>
                  <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden />} onClick={() => goTo(active + 1)} disabled={active >= questions.length - 1}>
                    {t('player.next')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }} order={2}>
          <Card withBorder radius="md" padding="md" className={classes.sidePanel}>
            <Stack gap="md">
              <TimerBlock remaining={remaining} lowTime={lowTime} visibleFrom="md" status={status} />
              <TimeAnnouncer remaining={remaining} />
              <QuestionNavigator questions={questions} answers={answers} flagged={flagged} active={active} onSelect={goTo} />
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={() => {
                  setSubmitError(null);
                  setConfirming(true);
                }}
                disabled={locked}
                loading={phase === 'submitting'}
                fullWidth
              >
                {t('player.submit')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>

      <SubmitModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmSubmit()}
        unanswered={unanswered}
        flagged={flaggedNumbers}
        loading={phase === 'submitting' || checking}
        error={submitError}
        onGoTo={(n) => {
          setConfirming(false);
          goTo(n - 1);
        }}
      />
      <ReportIssueModal
        opened={reporting}
        onClose={() => setReporting(false)}
        attemptId={attempt.ID}
        questionId={question.QuestionID}
        questionNumber={active + 1}
      />
    </Stack>
  );
}

/** Time left (mm:ss, from the server's clock) and the save status. */
function TimerBlock({ remaining, lowTime, status, compact, visibleFrom }: {
  remaining: number; lowTime: boolean; status: ReactNode; compact?: boolean; visibleFrom?: 'md';
}) {
  const { t } = useTranslation('test-series');
  const labelId = useId();
  return (
    <Group justify="space-between" align="center" wrap="nowrap" visibleFrom={visibleFrom}>
      <Group gap={compact ? 'xs' : 0} align="baseline" wrap="nowrap" style={{ flexDirection: compact ? 'row' : 'column', alignItems: compact ? 'baseline' : 'flex-start' }}>
        <Text size="sm" c="dimmed" id={labelId}>{t('player.timeLeft')}</Text>
        <Text role="timer" aria-labelledby={labelId} fz={compact ? 22 : 28} fw={700} ff="monospace" c={lowTime ? 'red.8' : undefined}>
          {formatDuration(remaining)}
        </Text>
      </Group>
      {status}
    </Group>
  );
}

function SaveStatus({ pending, sending, offline, saved }: { pending: number; sending: boolean; offline: boolean; saved: boolean }) {
  const { t } = useTranslation('test-series');
  if (pending > 0) {
    return (
      <Badge color={offline ? 'orange' : 'blue'} variant="light" leftSection={offline ? <IconAlertTriangle size={12} aria-hidden /> : <IconCloudUpload size={12} aria-hidden />} role="status">
        {offline ? t('player.waiting', { count: pending }) : t('player.saving')}
      </Badge>
    );
  }
  if (sending) return <Badge variant="light" role="status">{t('player.saving')}</Badge>;
  return (
    <Badge color="teal" variant="light" leftSection={<IconCloudCheck size={12} aria-hidden />} role="status">
      {saved ? t('player.saved') : t('player.ready')}
    </Badge>
  );
}

/** Announces 5 minutes and 1 minute left to screen readers (the timer itself is not read every second). */
function TimeAnnouncer({ remaining }: { remaining: number }) {
  const { t } = useTranslation('test-series');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (remaining === 300) setMessage(t('player.minutesLeft', { count: 5 }));
    else if (remaining === 60) setMessage(t('player.minutesLeft', { count: 1 }));
  }, [remaining, t]);
  return <div aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{message}</div>;
}
