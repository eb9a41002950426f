import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertHexagon, IconCircleCheck, IconCircleDashed, IconHourglassHigh, IconLock, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LockStatus } from '@app/contracts/courses';
import { lockColor } from '../lib/progress.ts';

const icons = {
  'lock-on': IconLock,
  hourglass: IconHourglassHigh,
  'rotate-right': IconRotateClockwise,
  'warning-hexagon': IconAlertHexagon,
  'check-circle': IconCircleCheck,
} as const;

/**
 * The item's lock icon of DESIGN section 5 (lock-on, hourglass, rotate-right, warning-hexagon, check-circle);
 * an open item not yet started shows a dashed circle so staff can tell it from a missing icon. Named for
 * screen readers, with the same words as a tooltip.
 */
export function LockIcon({ status }: { status: LockStatus | null }) {
  const { t } = useTranslation('admissions');
  const Icon = status ? icons[status] : IconCircleDashed;
  const label = t(`lock.${status ?? 'open'}`);
  return (
    <Tooltip label={label} withArrow>
      <ThemeIcon variant="light" color={status ? lockColor[status] : 'gray'} radius="xl" size={30} role="img" aria-label={label} data-lock={status ?? 'open'}>
        <Icon size={18} stroke={1.8} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
