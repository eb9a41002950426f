import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAward, IconCircleCheck, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '@app/contracts/assessments';
import type { CapsulePlayer } from '@app/contracts/capsules';
import { errorMessage } from '../../lib/api-client.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { BuyPanel } from '../../features/courses/components/buy-panel.tsx';
import { playerKey, saveVideoPosition, useClaimBadge, usePlayer, useStartCapsuleTest } from '../../features/capsules/api/learner.ts';
import { badgePath, CATALOGUE_PATH, MY_BADGES_PATH } from '../../features/capsules/lib/paths.ts';
import { useAttemptResult } from '../../features/test-series/api/get-attempt-result.ts';
import { AttemptPlayer } from '../../features/test-series/components/attempt-player.tsx';
import { ResultView } from '../../features/test-series/components/result-view.tsx';
import { clearQueue } from '../../features/test-series/lib/answer-queue.ts';
import { useTestSession } from '../../features/test-series/lib/test-session-store.ts';

/** How often the video position is saved while playing. */
const SAVE_EVERY_SECONDS = 10;

/**
 * /Capsules/Capsule-Attempt/{capsule}: buy (or subscribe), the video with its resume position, Test 1 and Test 2 in
 * the assessment engine's attempt player (each after the step before), then Claim badge.
 */
export function CapsuleAttemptPage() {
  const { capsule = '' } = useParams();
  const id = Number(capsule);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/page-not-found" replace />;
  return <Player key={id} id={id} />;
}

type View = { kind: 'steps' } | { kind: 'attempt'; which: 1 | 2; attempt: Attempt } | { kind: 'result'; which: 1 | 2; attemptId: number };

function Player({ id }: { id: number }) {
  const { t } = useTranslation('capsules');
  const player = usePlayer(id);
  const qc = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'steps' });
  const start = useStartCapsuleTest(id);
  const claim = useClaimBadge(id);
  const clearTest = useTestSession((s) => s.clearTest);
  useEffect(() => () => clearTest(), [clearTest]);

  if (player.isPending) return <FullPageLoader label={t('player.loading')} />;
  if (player.isError) return <FullPageLoader error={errorMessage(player.error)} onRetry={() => void player.refetch()} />;
  const p = player.data;
  const refresh = () => void qc.invalidateQueries({ queryKey: playerKey(id) });
  const begin = (which: 1 | 2) => {
    clearTest();
    start.mutate(which, { onSuccess: (attempt) => setView(attempt.Status === 'open' ? { kind: 'attempt', which, attempt } : { kind: 'result', which, attemptId: attempt.ID }) });
  };

  if (view.kind === 'attempt') {
    return (
      <Stack gap="md">
        <PageTitle title={t('player.testTitle', { which: view.which, title: p.Capsule.Title })} />
        <AttemptPlayer key={view.attempt.ID} attempt={view.attempt} onFinished={(attemptId) => { setView({ kind: 'result', which: view.which, attemptId }); refresh(); }} />
      </Stack>
    );
  }
  if (view.kind === 'result') {
    return <TestResult attemptId={view.attemptId} title={t('player.testTitle', { which: view.which, title: p.Capsule.Title })} onBack={() => { setView({ kind: 'steps' }); refresh(); }} />;
  }

  const pr = p.Progress;
  const active = pr.BadgeClaimed ? 4 : pr.Test2Completed ? 3 : pr.Test1Completed ? 2 : p.Access !== 'none' ? 1 : 0;
  return (
    <Stack gap="lg">
      <PageTitle title={p.Capsule.Title} description={p.Capsule.Description || undefined} back={{ to: CATALOGUE_PATH, label: t('player.back') }} />
      <Group gap={6}>
        {[p.Capsule.ProductName, p.Capsule.TrackName, p.Capsule.ModuleName].filter(Boolean).map((x) => <Badge key={x} variant="light">{x}</Badge>)}
        {p.Access === 'subscribed' ? <Badge color="teal" variant="light">{t('player.subscribed')}</Badge> : null}
      </Group>
      <Stepper active={active} orientation="vertical" allowNextStepsSelect={false}>
        <Stepper.Step label={t('player.stepVideo')} description={p.Video?.Title}>
          {null}
        </Stepper.Step>
        <Stepper.Step label={t('player.stepTest1')} />
        <Stepper.Step label={t('player.stepTest2')} />
        <Stepper.Step label={t('player.stepBadge')} />
      </Stepper>
      {p.Access === 'none' ? (
        <Card withBorder radius="md" padding="lg" maw={520}>
          <Stack gap="sm">
            <Text>{t('player.buyLead')}</Text>
            <BuyPanel course={{ ID: p.Capsule.ID, CoursePrice: { INR: p.Capsule.INRPrice, USD: p.Capsule.DollarPrice } }} kind="capsule" />
            <Anchor component={Link} to={CATALOGUE_PATH} size="sm">{t('player.orSubscribe')}</Anchor>
          </Stack>
        </Card>
      ) : (
        <>
          <VideoSection p={p} capsuleId={id} />
          <Section title={t('player.stepTest1')}>
            <TestCard test={p.Test1} onStart={() => begin(1)} starting={start.isPending} />
          </Section>
          <Section title={t('player.stepTest2')}>
            <TestCard test={p.Test2} onStart={() => begin(2)} starting={start.isPending} lockedText={t('player.test2Locked')} />
          </Section>
          {start.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(start.error)}</Alert> : null}
          <Section title={t('player.stepBadge')}>
            {pr.BadgeClaimed && pr.BadgeID ? (
              <Alert color="teal" variant="light" icon={<IconAward aria-hidden />} title={t('player.claimedTitle')}>
                <Group gap="md">
                  <Anchor component={Link} to={badgePath(id, pr.BadgeID)} c="dark" fw={600}>{t('player.viewBadge')}</Anchor>
                  <Anchor component={Link} to={MY_BADGES_PATH} c="dark">{t('player.shareBadge')}</Anchor>
                </Group>
              </Alert>
            ) : (
              <Stack gap="xs" align="flex-start">
                <Text size="sm" c="dimmed">{t('player.claimLead')}</Text>
                <Button leftSection={<IconAward size={16} aria-hidden />} disabled={!p.CanClaim} loading={claim.isPending} onClick={() => claim.mutate()}>{t('player.claim')}</Button>
                {claim.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(claim.error)}</Alert> : null}
              </Stack>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The video (uploaded: a signed address; a link: its player) resuming where the learner left it. */
function VideoSection({ p, capsuleId }: { p: CapsulePlayer; capsuleId: number }) {
  const { t } = useTranslation('capsules');
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(p.Progress.VideoPosition);
  const save = (force = false) => {
    const v = ref.current;
    if (!v) return;
    const pos = Math.floor(v.currentTime);
    if (!force && Math.abs(pos - lastSaved.current) < SAVE_EVERY_SECONDS) return;
    lastSaved.current = pos;
    void saveVideoPosition(capsuleId, pos, Number.isFinite(v.duration) ? v.duration : undefined).catch(() => undefined);
  };
  const v = p.Video;
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id={headingId}>{t('player.stepVideo')}</Title>
          {p.Progress.VideoWatched ? <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>{t('player.watched')}</Badge> : null}
        </Group>
        {v?.StreamUrl ? (
          <video
            ref={ref} src={v.StreamUrl} controls preload="metadata" style={{ width: '100%', maxWidth: 860, borderRadius: 8, background: '#000' }}
            aria-label={v.Title} data-testid="capsule-video"
            onLoadedMetadata={(e) => { if (p.Progress.VideoPosition > 0) e.currentTarget.currentTime = p.Progress.VideoPosition; }}
            onTimeUpdate={() => save()} onPause={() => save(true)} onEnded={() => save(true)}
          />
        ) : v?.Link ? (
          <iframe src={v.Link} title={v.Title} style={{ width: '100%', maxWidth: 860, aspectRatio: '16 / 9', border: 0 }} allow="fullscreen" />
        ) : (
          <Text c="dimmed">{t('player.noVideo')}</Text>
        )}
        {p.Progress.VideoPosition > 0 ? <Text size="xs" c="dimmed">{t('player.resumeAt', { seconds: p.Progress.VideoPosition })}</Text> : null}
      </Stack>
    </Card>
  );
}

function TestCard({ test, onStart, starting, lockedText }: { test: CapsulePlayer['Test1']; onStart: () => void; starting: boolean; lockedText?: string }) {
  const { t } = useTranslation('capsules');
  if (!test) return <Text c="dimmed">{t('player.noTest')}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={500}>{test.Title}</Text>
      <Text size="sm" c="dimmed">
        {t('player.passMark', { value: test.PassPercentage })} · {test.AttemptsAllowed === null ? t('player.attemptsUnlimited', { used: test.AttemptsUsed }) : t('player.attempts', { used: test.AttemptsUsed, allowed: test.AttemptsAllowed })}
      </Text>
      {test.Passed ? (
        <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>{t('player.passed', { value: Math.round(test.BestPercentage ?? 0) })}</Badge>
      ) : test.Locked ? (
        <Text size="sm" c="dimmed"><IconLock size={14} aria-hidden /> {lockedText}</Text>
      ) : test.CanStart ? (
        <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={starting} onClick={onStart}>
          {test.OpenAttemptID ? t('player.resume') : test.AttemptsUsed > 0 ? t('player.startAgain') : t('player.start')}
        </Button>
      ) : (
        <Text size="sm" c="red">{t('player.noneLeft')}</Text>
      )}
    </Stack>
  );
}

function TestResult({ attemptId, title, onBack }: { attemptId: number; title: string; onBack: () => void }) {
  const { t } = useTranslation('capsules');
  const result = useAttemptResult(attemptId);
  useEffect(() => {
    if (result.data) clearQueue(globalThis.localStorage, attemptId);
  }, [result.data, attemptId]);
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      {result.isPending ? <FullPageLoader label={t('player.loading')} /> : null}
      {result.isError ? <FullPageLoader error={errorMessage(result.error)} onRetry={() => void result.refetch()} /> : null}
      {result.data ? (
        <ResultView result={result.data} canReattempt={false} onReattempt={onBack} reattempting={false} reattemptError={null}
          closeAction={<Button onClick={onBack}>{t('player.backToCapsule')}</Button>} />
      ) : null}
    </Stack>
  );
}
