import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgressStatus } from '@app/contracts/courses';

const colors: Record<ProgressStatus, string> = { incomplete: 'gray', 'in-progress': 'blue', completed: 'teal' };

export function StatusBadge({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation('courses');
  return <Badge variant="light" color={colors[status]}>{t(`status.${status}`)}</Badge>;
}

/** Status and a labelled progress bar ("40% complete"), read by screen readers as one progress bar. */
export function CourseProgress({ title, status, progress }: { title: string; status: ProgressStatus; progress: number }) {
  const { t } = useTranslation('courses');
  const value = Math.max(0, Math.min(100, progress));
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <StatusBadge status={status} />
        <Text size="sm" c="dimmed">{t('progress.percent', { value })}</Text>
      </Group>
      <Progress
        value={value}
        color={colors[status] === 'gray' ? 'blue' : colors[status]}
        size="md"
        radius="xl"
        aria-label={t('progress.label', { title })}
      />
    </Stack>
  );
}
