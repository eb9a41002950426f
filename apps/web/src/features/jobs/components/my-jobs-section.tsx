import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyInvitations } from '../api/invitations.ts';
import { getOpenJobs } from '../api/jobs.ts';
import { jobsKeys } from '../api/jobs-keys.ts';

/**
 * Learner dashboard: invitations waiting for an answer and a few open jobs that need skills of the learner's resume
 * (best matches first), linking to /jobs. Shows nothing when there is neither.
 */
export function MyJobsSection() {
  const { t } = useTranslation('jobs');
  const mine = useMyInvitations();
  const open = useQuery({ queryKey: [...jobsKeys.openJobs, 'dashboard', 'matching'], queryFn: ({ signal }) => getOpenJobs({ pageIndex: 0, pageSize: 3, sortDesc: false, matching: 'true' }, signal) });
  const waiting = (mine.data?.items ?? []).filter((i) => i.Status === 'Sent' || i.Status === 'Viewed');
  const jobs = (open.data?.items ?? []).filter((j) => !j.MyStatus);
  if (!waiting.length && !jobs.length) return null;
  return (
    <Stack component="section" aria-labelledby="dashboard-jobs" gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="dashboard-jobs">{t('dashboard.title')}</Title>
        <Anchor component={Link} to="/jobs" size="sm">{t('dashboard.all')}</Anchor>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          {waiting.length ? (
            <Group gap="xs">
              <Badge>{waiting.length}</Badge>
              <Anchor component={Link} to="/jobs">{t('dashboard.waiting', { count: waiting.length })}</Anchor>
            </Group>
          ) : null}
          {jobs.map((j) => (
            <Text key={j.ID} size="sm">
              <Text span fw={600}>{j.Title}</Text> · {j.CompanyName} · {j.Location}{' '}
              <Badge variant="light" color="teal" size="sm" tt="none">{t('learner.match', { count: j.Match })}</Badge>
            </Text>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
