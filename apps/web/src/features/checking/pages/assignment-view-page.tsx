import { useState } from 'react';
import {
  Alert, Anchor, Button, Card, Group, Loader, Spoiler, Stack, Text, Title, Typography,
} from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconCheck, IconInfoCircle, IconRotateClockwise } from '@tabler/icons-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAssignmentView, type AssignmentViewAddress, type SubmissionDetail } from '../api/get-assignment-view.ts';
import { useNextToCheck } from '../api/get-checking-list.ts';
import classes from '../components/checking.module.css';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { SubmissionFiles } from '../components/submission-files.tsx';
import { SubmissionHistory } from '../components/submission-history.tsx';
import { parseCheckingQuery } from '../lib/checking-query.ts';
import { totalAttempts } from '../lib/decision.ts';
import { assignmentViewPath, CHECKING_PATH, idParam } from '../lib/paths.ts';
import type { FromList } from './assignment-checking-page.tsx';

/** The checking list's address this view was opened from (kept through "next pending"), or the plain list. */
function useFromList(): FromList {
  const state = useLocation().state as Partial<FromList> | null;
  return { list: typeof state?.list === 'string' && state.list.startsWith('?') ? state.list : '' };
}

/**
 * /assignmentView/{CourseName}/{AssignmentName}/{UserId}[?submission=]: one learner's submission of an
 * assignment: the instructions, the answer and its files, the earlier attempts with their feedback, and the
 * mentor's decision (accept with a score, or return for reattempt).
 */
export function AssignmentViewPage() {
  const { CourseName, AssignmentName, UserId } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('checking');
  const from = useFromList();
  const back = { to: `${CHECKING_PATH}${from.list}`, label: t('view.back') };
  const userId = idParam(UserId);
  const submissionParam = params.get('submission');
  const submissionId = idParam(submissionParam);
  if (!CourseName || !AssignmentName || userId === null || (submissionParam !== null && submissionId === null)) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('view.title')} back={back} />
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{t('view.badAddress')}</Alert>
      </Stack>
    );
  }
  const address = { courseName: CourseName, assignmentName: AssignmentName, userId, submissionId };
  // A new address (e.g. "next pending") starts a fresh view: no result message of the previous one.
  return <AssignmentView key={JSON.stringify(address)} address={address} back={back} from={from} />;
}

function AssignmentView({ address, back, from }: { address: AssignmentViewAddress; back: { to: string; label: string }; from: FromList }) {
  const { t } = useTranslation('checking');
  const { data, isPending, isError, error, refetch, isFetching } = useAssignmentView(address);
  const [outcome, setOutcome] = useState<'decided' | 'conflict' | null>(null);

  if (isPending) {
    return (
      <Stack gap="lg">
        <PageTitle title={address.assignmentName} back={back} />
        <Group justify="center" p="xl"><Loader aria-label={t('view.loading')} /></Group>
      </Stack>
    );
  }
  if (isError || !data) {
    return (
      <Stack gap="lg">
        <PageTitle title={address.assignmentName} back={back} />
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('view.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>{t('common:actions.retry')}</Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle
        title={data.AssignmentName}
        description={t('view.lead', { name: data.UserName, course: data.CourseName })}
        back={back}
      />
      <div className={classes.layout}>
        <div className={classes.submission}>
          <SubmissionCard detail={data} />
        </div>
        <Stack gap="lg" className={classes.side}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="decision-title">
            <Title order={2} size="h4" id="decision-title" mb="sm">{t('view.decision')}</Title>
            {outcome ? <OutcomeAlert outcome={outcome} /> : null}
            {data.Status === 'submitted' ? (
              <DecisionPanel detail={data} onDone={setOutcome} />
            ) : (
              <DecisionSummary detail={data} from={from} />
            )}
          </Card>
          <LearnerCard detail={data} />
        </Stack>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="instructions-title" className={classes.instructions}>
          <Title order={2} size="h4" id="instructions-title" mb="sm">{t('view.instructions')}</Title>
          <Spoiler maxHeight={160} showLabel={t('view.showMore')} hideLabel={t('view.showLess')}>
            {data.AssignmentDescription ? (
              <Typography fz="sm" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: data.AssignmentDescription }} />
            ) : (
              <Text size="sm" c="dimmed">{t('view.noInstructions')}</Text>
            )}
          </Spoiler>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-title" className={classes.history}>
          <Title order={2} size="h4" id="history-title" mb="sm">{t('view.history', { count: data.History.length })}</Title>
          <SubmissionHistory items={data.History} maxScore={data.MaxScore} />
        </Card>
      </div>
    </Stack>
  );
}

function SubmissionCard({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation('checking');
  const { dateTime } = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="submission-title">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4" id="submission-title">{t('view.submission')}</Title>
          <Text size="sm" c="dimmed">
            {t('view.attemptOf', { no: detail.AttemptNo, total: totalAttempts(detail.ReattemptsAllowed) })} · {t('view.submittedOn', { when: dateTime(detail.CreatedOn) })}
          </Text>
        </Stack>
        <StatusBadge status={detail.Status} />
      </Group>
      <Stack gap="md">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={detail.Text ? undefined : 'dimmed'}>
          {detail.Text || t('view.noText')}
        </Text>
        <Stack gap={6}>
          <Text size="sm" fw={600}>{t('view.files')}</Text>
          <SubmissionFiles files={detail.Files} />
        </Stack>
      </Stack>
    </Card>
  );
}

function LearnerCard({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation('checking');
  const rows: [string, string][] = [
    [t('fields.learner'), detail.UserName],
    [t('fields.userId'), String(detail.User_ID)],
    [t('fields.email'), detail.Email || '–'],
    [t('fields.course'), detail.CourseName],
    [t('fields.maxScore'), String(detail.MaxScore)],
    [t('fields.reattemptsAllowed'), String(detail.ReattemptsAllowed)],
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="learner-title">
      <Title order={2} size="h4" id="learner-title" mb="sm">{t('view.learner')}</Title>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: '6px 12px' }}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed">{k}</Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>{v}</Text>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function OutcomeAlert({ outcome }: { outcome: 'decided' | 'conflict' }) {
  const { t } = useTranslation('checking');
  return outcome === 'conflict' ? (
    <Alert color="yellow" variant="light" role="alert" icon={<IconInfoCircle aria-hidden />} title={t('view.conflictTitle')} mb="md">
      {t('view.conflict')}
    </Alert>
  ) : (
    <Alert color="green" variant="light" role="status" icon={<IconCheck aria-hidden />} mb="md">
      {t('view.saved')}
    </Alert>
  );
}

/** A decided submission: the decision, who made it and when, and the way on to the next submission to check. */
function DecisionSummary({ detail, from }: { detail: SubmissionDetail; from: FromList }) {
  const { t } = useTranslation('checking');
  const { dateTime } = useFormat();
  const filters = parseCheckingQuery(new URLSearchParams(from.list));
  const next = useNextToCheck(filters.courseIds, filters.userIds, true);
  const accepted = detail.Status === 'accepted';

  return (
    <Stack gap="md">
      <Group gap="xs">
        {accepted ? <IconCheck size={20} color="var(--mantine-color-green-7)" aria-hidden /> : <IconRotateClockwise size={20} color="var(--mantine-color-orange-7)" aria-hidden />}
        <Text fw={600}>
          {accepted ? t('view.acceptedWith', { score: detail.Score ?? 0, max: detail.MaxScore }) : t('view.returnedForReattempt')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('view.decidedBy', { name: detail.DecidedByName ?? '–', when: dateTime(detail.DecidedOn) })}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={600}>{t('decide.feedback')}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={detail.Feedback ? undefined : 'dimmed'}>
          {detail.Feedback || t('view.noFeedback')}
        </Text>
      </Stack>
      {next.isPending ? (
        <Group gap="xs"><Loader size="xs" aria-hidden /><Text size="sm" c="dimmed">{t('view.findingNext')}</Text></Group>
      ) : next.data ? (
        <Stack gap={4}>
          <Button
            component={Link}
            to={assignmentViewPath(next.data)}
            state={from}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('view.nextPending')}
          </Button>
          <Text size="xs" c="dimmed">{t('view.nextIs', { assignment: next.data.AssignmentName, name: next.data.UserName })}</Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">{next.isError ? errorMessage(next.error) : t('view.nothingNext')}</Text>
      )}
      <Anchor component={Link} to={`${CHECKING_PATH}${from.list}`} size="sm">{t('view.back')}</Anchor>
    </Stack>
  );
}
