import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload, IconFlag, IconMinus, IconX } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@app/contracts/assessments';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { downloadLearnerTestDetail, useLearnerTestDetail, type LearnerAttempt } from '../api/get-learner-test-detail.ts';
import { chooseAttempt } from '../lib/attempt-choice.ts';
import { idParam, learnerDetailPath, RESULTS_PATH } from '../lib/paths.ts';
import { formatFigure } from '../lib/text.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/**
 * /admin/TestDetails/{UserID}/{Url}/{Url2}: one learner's attempt of a test, answer by answer.
 * Url is the test id; Url2 the attempt (its id, its number, or anything else for the latest).
 */
export function LearnerTestDetailsPage() {
  const { UserID, Url, Url2 } = useParams();
  const { t } = useTranslation('assessments-admin');
  const userId = idParam(UserID);
  const testId = idParam(Url);
  const back = { to: RESULTS_PATH, label: t('reports.backToResults') };
  if (userId === null || testId === null) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('reports.learnerTitle')} back={back} />
        <Alert color="red" variant="light" role="alert">{t('reports.badAddress')}</Alert>
      </Stack>
    );
  }
  return <LearnerDetail userId={userId} testId={testId} attemptParam={Url2} back={back} />;
}

function LearnerDetail({ userId, testId, attemptParam, back }: { userId: number; testId: number; attemptParam?: string; back: { to: string; label: string } }) {
  const { t } = useTranslation('assessments-admin');
  const navigate = useNavigate();
  const { dateTime } = useFormat();
  const { data, isPending, isError, error } = useLearnerTestDetail(userId, testId);
  const [downloading, setDownloading] = useState(false);
  const attempt = data ? chooseAttempt(data.Attempts, attemptParam) : null;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadLearnerTestDetail(userId, testId), `test-details-${userId}-${testId}.csv`);
    } catch (e) {
      notify(errorMessage(e), 'danger', t('downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const title = data ? t('reports.learnerTitleN', { name: data.UserName }) : t('reports.learnerTitle');
  return (
    <Stack gap="lg">
      <PageTitle
        title={title}
        description={data ? data.TestTitle : undefined}
        back={back}
        actions={
          <Button variant="default" size="sm" loading={downloading} onClick={() => void download()} leftSection={<IconDownload size={16} aria-hidden />} disabled={!data}>
            {t('reports.downloadCsv')}
          </Button>
        }
      />
      {isPending ? <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group> : null}
      {isError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(error)}</Alert> : null}
      {data && !attempt ? <Text c="dimmed">{t('reports.noAttempts')}</Text> : null}
      {data && attempt ? (
        <>
          <Select
            label={t('reports.attempt')}
            data={data.Attempts.map((a) => ({
              value: String(a.ID),
              label: t('reports.attemptOption', { no: a.AttemptNo, when: dateTime(a.SubmittedOn ?? a.StartedOn), status: t(`reports.attemptStatus.${a.Status}`) }),
            }))}
            value={String(attempt.ID)}
            allowDeselect={false}
            onChange={(v) => v && void navigate(learnerDetailPath(userId, testId, Number(v)), { replace: true })}
            maw={460}
          />
          <AttemptView attempt={attempt} />
        </>
      ) : null}
    </Stack>
  );
}

function AttemptView({ attempt }: { attempt: LearnerAttempt }) {
  const { t } = useTranslation('assessments-admin');
  const { locale, dateTime } = useFormat();
  const submitted = attempt.Status === 'submitted';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard label={t('reports.score')} value={attempt.Score === null ? '–' : `${formatFigure(attempt.Score, locale)} / ${formatFigure(attempt.MaxScore, locale)}`} />
        <StatCard label={t('reports.percentage')} value={attempt.Percentage === null ? '–' : `${formatFigure(attempt.Percentage, locale, 1)} %`} />
        <StatCard
          label={t('reports.result')}
          value={attempt.Passed === null ? t(`reports.attemptStatus.${attempt.Status}`) : attempt.Passed ? t('reports.passed') : t('reports.failed')}
        />
        <StatCard
          label={t('reports.timeTaken')}
          value={attempt.TimeTakenSeconds === null ? '–' : formatDuration(attempt.TimeTakenSeconds)}
          caption={attempt.ClosedBy ? t(`reports.closedBy.${attempt.ClosedBy}`) : undefined}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('reports.startedOn', { when: dateTime(attempt.StartedOn) })}
        {submitted && attempt.SubmittedOn ? ` · ${t('reports.submittedOn', { when: dateTime(attempt.SubmittedOn) })}` : ''}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" aria-label={t('reports.answersTable', { no: attempt.AttemptNo })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={40}>#</Table.Th>
                <Table.Th scope="col">{t('fields.question')}</Table.Th>
                <Table.Th scope="col">{t('reports.answer')}</Table.Th>
                <Table.Th scope="col">{t('reports.correctAnswer')}</Table.Th>
                <Table.Th scope="col">{t('reports.result')}</Table.Th>
                <Table.Th scope="col">{t('reports.awarded')}</Table.Th>
                <Table.Th scope="col">{t('reports.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attempt.Answers.map((a) => (
                <Table.Tr key={a.QuestionID}>
                  <Table.Td>{a.Position + 1}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm">{a.Text}</Text>
                      <Group gap={4}>
                        <Text size="xs" c="dimmed">#{a.QuestionID} · {t(`types.${a.Type}`)}</Text>
                        {a.Flagged ? <Badge size="xs" color="orange" variant="light" leftSection={<IconFlag size={10} aria-hidden />}>{t('reports.flagged')}</Badge> : null}
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td><Text size="sm" c={a.AnswerText ? undefined : 'dimmed'}>{a.AnswerText || t('reports.unanswered')}</Text></Table.Td>
                  <Table.Td><Text size="sm">{a.CorrectText}</Text></Table.Td>
                  <Table.Td>
                    {a.Correct === null ? (
                      <Badge color="gray" variant="light" leftSection={<IconMinus size={12} aria-hidden />}>{t('reports.notMarked')}</Badge>
                    ) : a.Correct ? (
                      <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>{t('reports.right')}</Badge>
                    ) : a.AnswerText ? (
                      <Badge color="red" variant="light" leftSection={<IconX size={12} aria-hidden />}>{t('reports.wrong')}</Badge>
                    ) : (
                      <Badge color="gray" variant="light">{t('reports.unanswered')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{a.Awarded === null ? '–' : formatFigure(a.Awarded, locale)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('reports.seconds', { value: formatFigure(a.TimeSeconds, locale, 0) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
