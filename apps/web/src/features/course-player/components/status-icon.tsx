import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentType, LockStatus, MaterialKind } from '@app/contracts/courses';
import { itemTypeView, lockStatusView } from '../lib/lock-status.ts';

/** The lock/status icon of DESIGN section 5 with its translated label (screen readers) and tooltip (pointer). */
export function LockStatusIcon({ status, size = 18 }: { status: LockStatus | null; size?: number }) {
  const { t } = useTranslation('course-player');
  const view = lockStatusView(status);
  if (!view) return null;
  const Icon = view.icon;
  const label = t(view.label);
  return (
    <Tooltip label={label} withArrow openDelay={200} events={{ hover: true, focus: false, touch: true }}>
      <span role="img" aria-label={label} data-lock-status={status} style={{ display: 'inline-flex', color: `var(--mantine-color-${view.color.replace('.', '-')})` }}>
        <Icon size={size} stroke={1.8} aria-hidden />
      </span>
    </Tooltip>
  );
}

/** The icon of an item's type (decorative: the type is also said in words next to it). */
export function ItemTypeIcon({ type, kind, size = 18 }: { type: ContentType; kind: MaterialKind | null; size?: number }) {
  const Icon = itemTypeView(type, kind).icon;
  return <Icon size={size} stroke={1.6} aria-hidden style={{ flex: 'none' }} />;
}
