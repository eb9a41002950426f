import { Alert, Anchor, Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyGlp } from '@app/contracts/glps';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMyGlps } from '../api/get-my-glps.ts';
import { nextStepOf } from '../lib/next-step.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * Learner dashboard: "My learning paths", the published guided paths assigned to me, each with its overall progress,
 * the next step to take and every step with my status on it. Shows nothing at all when I have no path.
 */
export function MyGlpsSection() {
  const { t } = useTranslation('glps');
  const paths = useMyGlps();

  if (paths.isSuccess && paths.data.length === 0) return null;
  let body;
  if (paths.isPending) {
    body = (
      <Card withBorder radius="md" padding="md" role="status" aria-label={t('mine.loading')}>
        <Skeleton height={16} width="40%" mb="sm" aria-hidden />
        <Skeleton height={8} width="100%" mb={6} aria-hidden />
        <Skeleton height={10} width="60%" aria-hidden />
      </Card>
    );
  } else if (paths.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('mine.error')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(paths.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void paths.refetch()} loading={paths.isFetching}>{t('retry')}</Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {paths.data.map((p) => <PathCard key={p.ID} path={p} />)}
      </Stack>
    );
  }
  return (
    <Stack component="section" aria-labelledby="dashboard-glps" gap="md">
      <Title order={2} size="h3" id="dashboard-glps">{t('mine.title')}</Title>
      {body}
    </Stack>
  );
}

function PathCard({ path: p }: { path: MyGlp }) {
  const { t } = useTranslation('glps');
  const next = nextStepOf(p);
  const headingId = `glp-${p.ID}-title`;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>{p.Title}</Title>
            <Text size="xs" c="dimmed">{t('mine.stepsDone', { done: p.StepsDone, count: p.StepCount })}</Text>
          </Stack>
          {next ? (
            <Button component={Link} to={next.Link!} size="sm" leftSection={<IconPlayerPlay size={16} aria-hidden />} aria-label={t('mine.continueNamed', { title: p.Title, name: next.ItemName })}>
              {t('mine.continue')}
            </Button>
          ) : p.StepCount > 0 && p.StepsDone === p.StepCount ? <Badge color="teal" variant="light">{t('mine.complete')}</Badge> : null}
        </Group>
        <Progress value={p.Progress} size="md" color={p.Progress === 100 ? 'teal' : 'blue'} aria-label={t('mine.progressOf', { title: p.Title, value: p.Progress })} />
        {p.Description ? <Typography fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: p.Description }} /> : null}
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('mine.stepsOf', { title: p.Title })}>
          {p.Steps.map((s, i) => (
            <Group key={`${s.LessonID}-${s.Type}`} component="li" gap="sm" wrap="nowrap" align="flex-start" py={4} style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined }}>
              <Text size="sm" fw={600} w={22} ta="right" c="dimmed" aria-hidden>{i + 1}.</Text>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Badge size="xs" variant="light" tt="none" color={s.Type === 'material' ? 'blue' : s.Type === 'test' ? 'grape' : 'orange'}>{t(`types.${s.Type}`)}</Badge>
                  {s.Link && s.Status !== 'locked' ? (
                    <Anchor component={Link} to={s.Link} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>{s.ItemName}</Anchor>
                  ) : (
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>{s.ItemName}</Text>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{t('steps.where', { course: s.CourseName, lesson: s.LessonTitle })}</Text>
              </Stack>
              <StatusBadge status={s.Status} size="xs" />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
