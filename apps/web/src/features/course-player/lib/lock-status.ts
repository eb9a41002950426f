import {
  IconAlertHexagon, IconCircleCheck, IconClipboardCheck, IconFileText, IconFileTypePdf, IconHourglass, IconLock, IconMovie, IconPencil, IconRotateClockwise,
  IconBrandYoutube, type Icon,
} from '@tabler/icons-react';
import type { ContentType, LockStatus, MaterialKind } from '@app/contracts/courses';

export interface LockStatusView {
  /** The icon of DESIGN section 5. */
  icon: Icon;
  color: string;
  /** Translation key (course-player namespace) of its accessible label and tooltip. */
  label: string;
  /** A longer explanation for the item's page. */
  hint: string;
}

/**
 * The lock and status icons of DESIGN section 5: lock-on locked (an earlier lesson is not finished), hourglass
 * awaiting the mentor, rotate-right reattempt asked for, warning-hexagon failed with no attempts left (needs
 * staff), check-circle done. An open item not started yet (null) shows no icon.
 */
export const lockStatusViews: Record<LockStatus, LockStatusView> = {
  'lock-on': { icon: IconLock, color: 'gray.7', label: 'status.lock-on', hint: 'statusHint.lock-on' },
  hourglass: { icon: IconHourglass, color: 'yellow.9', label: 'status.hourglass', hint: 'statusHint.hourglass' },
  'rotate-right': { icon: IconRotateClockwise, color: 'orange.9', label: 'status.rotate-right', hint: 'statusHint.rotate-right' },
  'warning-hexagon': { icon: IconAlertHexagon, color: 'red.8', label: 'status.warning-hexagon', hint: 'statusHint.warning-hexagon' },
  'check-circle': { icon: IconCircleCheck, color: 'teal.8', label: 'status.check-circle', hint: 'statusHint.check-circle' },
};

export const lockStatusView = (status: LockStatus | null): LockStatusView | null => (status ? lockStatusViews[status] : null);

/** The icon of an item's type (materials by their kind) and the translation key of the type's name. */
export function itemTypeView(type: ContentType, kind: MaterialKind | null): { icon: Icon; label: string } {
  if (type === 'test') return { icon: IconClipboardCheck, label: 'type.test' };
  if (type === 'assignment') return { icon: IconPencil, label: 'type.assignment' };
  switch (kind) {
    case 'video-upload':
      return { icon: IconMovie, label: 'kind.video-upload' };
    case 'video-link':
      return { icon: IconBrandYoutube, label: 'kind.video-link' };
    case 'pdf':
      return { icon: IconFileTypePdf, label: 'kind.pdf' };
    default:
      return { icon: IconFileText, label: 'kind.richtext' };
  }
}
