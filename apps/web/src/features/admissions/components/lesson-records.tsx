import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconFileText, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LessonRecord } from '@app/contracts/admissions';
import type { ContentEntry, CourseContent } from '@app/contracts/courses';
import { useFormat } from '../../../ui/format.ts';
import { isDocument } from '../lib/detail.ts';
import { mmss, secondsOf, submissionColor } from '../lib/progress.ts';
import { LockIcon } from './lock-icon.tsx';
import { ProgressBar } from './progress-cell.tsx';

type Lesson = CourseContent['Lessons'][number];

export interface LessonLinks {
  /** Address of one test attempt's answer-by-answer view, or null when this user cannot open it. */
  attempt: ((testId: number, attemptId: number) => string) | null;
  /** Address of a submission in the mentor's view, or null when this user cannot open it. */
  submission: ((assignmentName: string, submissionId: number) => string) | null;
}

const typeIcon = { material: IconFileText, test: IconListCheck, assignment: IconClipboardCheck } as const;

/** One lesson of a learner's course: its state, and each item with lock icon, time, progress and results. */
export function LessonRecords({ lesson, record, links }: { lesson: Lesson; record: LessonRecord; links: LessonLinks }) {
  const { t } = useTranslation('admissions');
  const state = lesson.Locked ? 'locked' : lesson.Finished ? 'finished' : 'open';
  const headingId = `lesson-${lesson.LessonID}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text component="h3" id={headingId} fw={600} fz="md" m={0}>{lesson.Title}</Text>
          <Badge variant="light" color={state === 'finished' ? 'green' : state === 'locked' ? 'gray' : 'blue'}>{t(`detail.lessonState.${state}`)}</Badge>
        </Group>
        {lesson.Contents.length === 0 ? <Text size="sm" c="dimmed">{t('detail.noItems')}</Text> : null}
        {lesson.Contents.map((e) => (
          <ItemRow key={e.Url} entry={e} record={record} links={links} />
        ))}
      </Stack>
    </Card>
  );
}

function ItemRow({ entry, record, links }: { entry: ContentEntry; record: LessonRecord; links: LessonLinks }) {
  const { t } = useTranslation('admissions');
  const Icon = typeIcon[entry.Type];
  let details: ReactNode = null;
  if (entry.Type === 'material') details = <MaterialDetails entry={entry} />;
  if (entry.Type === 'test') details = <TestDetails record={record} links={links} />;
  if (entry.Type === 'assignment') details = <AssignmentDetails entry={entry} record={record} links={links} />;
  return (
    <Paper withBorder radius="sm" p="sm" data-item={entry.Url}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <LockIcon status={entry.LockStatus} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>{entry.Name}</Text>
            <Group gap={6} wrap="wrap">
              <Badge size="sm" variant="outline" color="gray" leftSection={<Icon size={12} aria-hidden />}>{t(`detail.type.${entry.Type}`)}</Badge>
              {entry.Type === 'material' || secondsOf(entry.ExpectedComplitionTime) > 0 ? (
                <Text size="xs" c="dimmed">{t('detail.expected', { time: entry.ExpectedComplitionTime })}</Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <ProgressBar value={entry.Progress} label={t('detail.itemProgress', { name: entry.Name })} width={120} />
      </Group>
      {details ? <Stack gap={6} mt="xs" pl={{ base: 0, xs: 42 }}>{details}</Stack> : null}
    </Paper>
  );
}

function MaterialDetails({ entry }: { entry: ContentEntry }) {
  const { t } = useTranslation('admissions');
  // Documents are done on opening: there is no watch time to show.
  if (isDocument(entry)) return <Text size="sm" c="dimmed">{t(entry.LockStatus === 'check-circle' ? 'detail.opened' : 'detail.notOpened')}</Text>;
  return <Text size="sm" c="dimmed">{t('detail.watched', { watched: mmss(entry.WatchTime), expected: entry.ExpectedComplitionTime })}</Text>;
}

function TestDetails({ record, links }: { record: LessonRecord; links: LessonLinks }) {
  const { t } = useTranslation('admissions');
  const { dateTime, number } = useFormat();
  if (record.TestResults.length === 0) return <Text size="sm" c="dimmed">{t('detail.noAttempts')}</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('detail.attempts')}>
      {record.TestResults.map((r) => {
        const text = t('detail.attempt', {
          no: r.AttemptNo,
          score: r.Score === null ? '–' : number(r.Score),
          max: number(r.MaxScore),
          pct: r.Percentage === null ? '–' : number(Math.round(r.Percentage)),
        });
        return (
          <Group component="li" key={r.ID} gap="xs" wrap="wrap">
            {links.attempt && record.TestID ? (
              <Anchor component={Link} to={links.attempt(record.TestID, r.ID)} size="sm">{text}</Anchor>
            ) : <Text size="sm">{text}</Text>}
            <Badge size="sm" variant="light" color={r.Passed ? 'green' : r.Passed === false ? 'red' : 'gray'}>
              {t(r.Passed ? 'detail.passed' : r.Passed === false ? 'detail.failed' : 'detail.notGraded')}
            </Badge>
            {r.SubmittedOn ? <Text size="xs" c="dimmed">{dateTime(r.SubmittedOn)}</Text> : null}
          </Group>
        );
      })}
    </Stack>
  );
}

function AssignmentDetails({ entry, record, links }: { entry: ContentEntry; record: LessonRecord; links: LessonLinks }) {
  const { t } = useTranslation('admissions');
  const { dateTime } = useFormat();
  const [latest, ...earlier] = record.Submissions;
  if (!latest) return <Text size="sm" c="dimmed">{t('detail.notSubmitted')}</Text>;
  const label = t('detail.submission', { no: latest.AttemptNo });
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {links.submission ? (
          <Anchor component={Link} to={links.submission(entry.Name, latest.ID)} size="sm">{label}</Anchor>
        ) : <Text size="sm">{label}</Text>}
        <Badge size="sm" variant="light" color={submissionColor[latest.Status]}>{t(`detail.submissionStatus.${latest.Status}`)}</Badge>
        {latest.Score !== null ? (
          <Text size="sm">{t('detail.score', { score: latest.Score, max: latest.MaxScore ?? '–' })}</Text>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('detail.submittedOn', { when: dateTime(latest.CreatedOn) })}
        {latest.DecidedOn ? ` · ${t('detail.decidedOn', { when: dateTime(latest.DecidedOn) })}` : ''}
      </Text>
      {latest.Feedback ? <Text size="sm" fs="italic" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>“{latest.Feedback}”</Text> : null}
      {earlier.length > 0 ? <Text size="xs" c="dimmed">{t('detail.earlier', { count: earlier.length })}</Text> : null}
    </>
  );
}
