import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgressStatus } from '@app/contracts/courses';
import { clampPercent, statusColor } from '../lib/progress.ts';

/** A course status as a coloured badge (incomplete, in progress, completed). */
export function StatusBadge({ status }: { status: ProgressStatus }) {
  const { t } = useTranslation('admissions');
  return <Badge variant="light" color={statusColor[status]}>{t(`status.${status}`)}</Badge>;
}

/** A percentage as a labelled bar with the figure beside it. */
export function ProgressBar({ value, label, width = 140 }: { value: number; label: string; width?: number | string }) {
  const pct = clampPercent(value);
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <Progress value={pct} aria-label={label} w={width} size="md" radius="xl" color={pct >= 100 ? 'green' : 'blue'} style={{ flexShrink: 1 }} />
      <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{pct}%</Text>
    </Group>
  );
}

/** Status and progress together (cards, drawers). */
export function StatusProgress({ status, progress, label }: { status: ProgressStatus; progress: number; label: string }) {
  return (
    <Stack gap={6}>
      <StatusBadge status={status} />
      <ProgressBar value={progress} label={label} />
    </Stack>
  );
}
