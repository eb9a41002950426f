import { Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LearnerItemStatus } from '@app/contracts/glps';
import { statusViews } from '../lib/status.ts';

/** A learner's status on an item: its icon (DESIGN section 5) and its name. */
export function StatusBadge({ status, size = 'sm' }: { status: LearnerItemStatus; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('glps');
  const view = statusViews[status];
  const Icon = view.icon;
  return (
    <Group gap={6} wrap="nowrap" data-status={status}>
      <ThemeIcon variant="transparent" color={view.color} size={size === 'xs' ? 18 : 22} aria-hidden>
        <Icon size={size === 'xs' ? 16 : 20} stroke={1.8} />
      </ThemeIcon>
      {/* The icon carries the colour; the text stays in the body colour so it reads on any row background. */}
      <Text size={size} fw={500} style={{ whiteSpace: 'nowrap' }}>{t(`status.${status}`)}</Text>
    </Group>
  );
}
