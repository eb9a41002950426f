import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCertificate } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useAdmissionDetail } from '../api/get-admission-detail.ts';
import { LessonRecords, type LessonLinks } from '../components/lesson-records.tsx';
import { ProgressBar, StatusBadge } from '../components/progress-cell.tsx';
import { nextStepOf, recordOf, summarizeDetail } from '../lib/detail.ts';
import { mmss } from '../lib/progress.ts';
import { admissionsPath, assignmentViewPath, canLinkTo, idParam, testDetailPath } from '../lib/paths.ts';

/** /admin/AdmissionStuDetails/{SubsID}/{UserID}: one learner's item-by-item progress in one course. */
export function AdmissionDetailPage() {
  const { SubsID, UserID } = useParams();
  const { t } = useTranslation('admissions');
  const admissionId = idParam(SubsID);
  const userId = idParam(UserID);
  if (admissionId === null || userId === null) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('detail.title')} back={{ to: admissionsPath(), label: t('detail.backAll') }} />
        <Alert color="red" variant="light" role="alert">{t('detail.badAddress')}</Alert>
      </Stack>
    );
  }
  return <Detail admissionId={admissionId} userId={userId} />;
}

function Detail({ admissionId, userId }: { admissionId: number; userId: number }) {
  const { t } = useTranslation('admissions');
  const { dateTime } = useFormat();
  const role = useAuthStore((s) => s.user?.role ?? null);
  const { data, isPending, isError, error, refetch, isFetching } = useAdmissionDetail(admissionId, userId);

  if (isPending || isError || !data) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('detail.title')} back={{ to: admissionsPath(), label: t('detail.backAll') }} />
        {isPending ? <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group> : null}
        {isError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('detail.loadFailed')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void refetch()} loading={isFetching}>{t('retry')}</Button>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    );
  }

  const { Admission: a, Content: c } = data;
  const s = summarizeDetail(c);
  const next = nextStepOf(c);
  const links: LessonLinks = {
    attempt: canLinkTo('/admin/TestDetails/:UserID/:Url/:Url2', role) ? (testId, attemptId) => testDetailPath(a.UserID, testId, attemptId) : null,
    submission: canLinkTo('/assignmentView/:CourseName/:AssignmentName/:UserId', role)
      ? (assignmentName, submissionId) => assignmentViewPath(a.CourseName, assignmentName, a.UserID, submissionId)
      : null,
  };
  const certificatePath = c.CertificateID && canLinkTo('/courses/:courseUrl/:certificate/:certificateID', role) ? `/courses/${encodeURIComponent(c.courseURL)}/certificate/${c.CertificateID}` : null;

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('detail.titleN', { name: a.UserName || a.Email })}
        description={a.CourseName}
        back={{ to: admissionsPath(a.CourseID), label: t('detail.back', { course: a.CourseName }) }}
      />
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">{t('fields.status')}</Text>
            <div><StatusBadge status={a.ProgressStatus} /></div>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">{t('fields.progress')}</Text>
            <ProgressBar value={c.Progress} label={t('fields.progressOf', { name: a.UserName })} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">{t('fields.admittedOn')}</Text>
            <Text size="sm">{dateTime(a.CreatedOn)}</Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">{t('detail.nextStep')}</Text>
            <Text size="sm">{next ? t('detail.nextStepText', { lesson: next.lesson, item: next.entry.Name }) : t('detail.allDone')}</Text>
          </Stack>
        </SimpleGrid>
        <Group gap="md" mt="md" wrap="wrap">
          <Text size="sm"><Text span c="dimmed">{t('fields.email')}:</Text> <Anchor href={`mailto:${a.Email}`} size="sm">{a.Email}</Anchor></Text>
          {certificatePath ? (
            <Anchor component={Link} to={certificatePath} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <IconCertificate size={16} aria-hidden /> {t('detail.certificate')}
            </Anchor>
          ) : c.CertificateID ? (
            <Text size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <IconCertificate size={16} aria-hidden /> {t('detail.certificateIssued')}
            </Text>
          ) : null}
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label={t('detail.lessonsFinished')} value={`${s.lessonsFinished}/${s.lessons}`} />
        <StatCard label={t('detail.testsPassed')} value={`${s.testsPassed}/${s.tests}`} />
        <StatCard
          label={t('detail.assignmentsAccepted')}
          value={`${s.assignmentsAccepted}/${s.assignments}`}
          caption={s.assignmentsAwaiting ? t('detail.awaiting', { count: s.assignmentsAwaiting }) : undefined}
        />
        <StatCard
          label={t('detail.materialsDone')}
          value={`${s.materialsDone}/${s.materials}`}
          caption={s.videos ? t('detail.videoTime', { watched: mmss(s.watchedSeconds), expected: mmss(s.expectedSeconds) }) : undefined}
        />
      </SimpleGrid>
      {s.needsStaff > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>{t('detail.needsStaff', { count: s.needsStaff })}</Alert>
      ) : null}
      <Stack gap="md" component="section" aria-labelledby="lessons-heading">
        <Text component="h2" id="lessons-heading" fw={700} fz="lg" m={0}>{t('detail.lessons')}</Text>
        {c.Lessons.length === 0 ? <Text c="dimmed">{t('detail.noLessons')}</Text> : null}
        {c.Lessons.map((l) => (
          <LessonRecords key={l.LessonID} lesson={l} record={recordOf(data, l.LessonID)} links={links} />
        ))}
      </Stack>
    </Stack>
  );
}
