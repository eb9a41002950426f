import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconClipboardCheck, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LearnerHome } from '@app/contracts/home';
import { hasCapability } from '@app/contracts/roles';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFormat } from '../../../ui/format.ts';
import { useLearnerHome } from '../api/get-learner-home.ts';
import { JOB_INVITATIONS_PATH, playerPath } from '../lib/paths.ts';

type Course = LearnerHome['Continue'][number];

/**
 * "What to do next" for a signed-in learner (on /home and /dashboard): the lesson to continue, the tests due and the
 * job invitations waiting for an answer, each a link to where it is done. Nothing shows for staff, visitors, or a
 * learner with nothing to do; nothing blocks the page while it loads.
 */
export function LearnerNextSteps() {
  const { t } = useTranslation('staff-home');
  const learner = useAuthStore((s) => !!s.user && hasCapability(s.user.role, 'courses.learn') && !hasCapability(s.user.role, 'dashboard.view'));
  const home = useLearnerHome(learner);
  const d = home.data;
  if (!learner || !d) return null;
  const tests = d.TestsDue.Lessons.length + d.TestsDue.Assessments.length;
  if (d.ContinueCount === 0 && tests === 0 && d.InvitationCount === 0) return null;
  return (
    <Stack component="section" aria-labelledby="learner-next" gap="md">
      <Title order={2} size="h3" id="learner-next">{t('learner.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <StepCard id="learner-continue" icon={<IconPlayerPlay size={20} />} title={t('learner.continue.title')} count={d.ContinueCount}>
          {d.Continue.length === 0 ? <Text size="sm" c="dimmed">{t('learner.continue.empty')}</Text> : d.Continue.slice(0, 3).map((c) => <CourseLine key={c.CourseID} c={c} />)}
        </StepCard>
        <StepCard id="learner-tests" icon={<IconClipboardCheck size={20} />} title={t('learner.tests.title')} count={tests}>
          {tests === 0 ? <Text size="sm" c="dimmed">{t('learner.tests.empty')}</Text> : null}
          {d.TestsDue.Lessons.map((c) => (
            <Text key={`l${c.CourseID}`} size="sm">
              <Anchor component={Link} to={playerPath(c.CourseID, c.NextUrl)} fw={500}>{t('learner.tests.lesson', { course: c.Title })}</Anchor>
            </Text>
          ))}
          {d.TestsDue.Assessments.map((i) => (
            <Text key={`a${i.ID}`} size="sm">
              <Anchor component={Link} to={JOB_INVITATIONS_PATH} fw={500}>{t('learner.tests.assessment', { job: i.JobTitle, company: i.CompanyName })}</Anchor>
              <Deadline iso={i.Deadline} />
            </Text>
          ))}
        </StepCard>
        <StepCard id="learner-invitations" icon={<IconBriefcase size={20} />} title={t('learner.invitations.title')} count={d.InvitationCount}>
          {d.Invitations.length === 0 ? <Text size="sm" c="dimmed">{t('learner.invitations.empty')}</Text> : null}
          {d.Invitations.slice(0, 3).map((i) => (
            <Text key={i.ID} size="sm">
              <Anchor component={Link} to={JOB_INVITATIONS_PATH} fw={500}>{t('learner.invitations.item', { job: i.JobTitle, company: i.CompanyName })}</Anchor>
              <Deadline iso={i.Deadline} />
            </Text>
          ))}
        </StepCard>
      </SimpleGrid>
    </Stack>
  );
}

function StepCard({ id, icon, title, count, children }: { id: string; icon: ReactNode; title: string; count: number; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={32} radius="md" variant="light" aria-hidden>{icon}</ThemeIcon>
          <Title order={3} size="h5" id={id} style={{ flex: 1 }}>{title}</Title>
          <Badge variant="light" color={count > 0 ? undefined : 'gray'} aria-hidden>{count}</Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function CourseLine({ c }: { c: Course }) {
  const { t } = useTranslation('staff-home');
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={playerPath(c.CourseID, c.NextUrl)} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {t(c.Started ? 'learner.continue.resume' : 'learner.continue.start', { course: c.Title })}
      </Anchor>
      <Group gap="xs" wrap="nowrap">
        <Progress value={c.Progress} size="sm" style={{ flex: 1 }} aria-hidden />
        <Text size="xs" c="dimmed">{t('learner.continue.next', { progress: c.Progress, kind: t(`learner.kinds.${c.NextKind}`) })}</Text>
      </Group>
    </Stack>
  );
}

function Deadline({ iso }: { iso: string }) {
  const { t } = useTranslation('staff-home');
  const { date } = useFormat();
  return <Text span size="xs" c="dimmed"> · {t('learner.until', { date: date(iso) })}</Text>;
}
