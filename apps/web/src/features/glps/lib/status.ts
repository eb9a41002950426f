import {
  IconAlertHexagon, IconCircleCheck, IconCircleDashed, IconHourglass, IconLock, IconProgress, IconRotateClockwise, IconUserOff, type Icon,
} from '@tabler/icons-react';
import { learnerItemStatuses, type LearnerItemStatus } from '@app/contracts/glps';

/**
 * How a learner's status on an item is drawn: the DESIGN section 5 icon where the status has one (lock-on,
 * hourglass, rotate-right, warning-hexagon, check-circle, drawn as in the lesson player), and a neutral icon for
 * the open states the player leaves without one. The label is `status.<name>` in the glps namespace.
 */
export const statusViews: Record<LearnerItemStatus, { icon: Icon; color: string }> = {
  'not-admitted': { icon: IconUserOff, color: 'gray.7' },
  locked: { icon: IconLock, color: 'gray.7' },
  'not-started': { icon: IconCircleDashed, color: 'gray.7' },
  'in-progress': { icon: IconProgress, color: 'blue.8' },
  'awaiting-review': { icon: IconHourglass, color: 'yellow.9' },
  returned: { icon: IconRotateClockwise, color: 'orange.9' },
  failed: { icon: IconAlertHexagon, color: 'red.8' },
  done: { icon: IconCircleCheck, color: 'teal.8' },
};

/** Statuses in the order a learner moves through them (for summaries and sorting). */
export const statusOrder: readonly LearnerItemStatus[] = learnerItemStatuses;

/** How many learners are in each status, in status order, leaving out empty ones. */
export function countByStatus(rows: readonly { Status: LearnerItemStatus }[]): { status: LearnerItemStatus; count: number }[] {
  const counts = new Map<LearnerItemStatus, number>();
  for (const r of rows) counts.set(r.Status, (counts.get(r.Status) ?? 0) + 1);
  return statusOrder.filter((s) => counts.has(s)).map((s) => ({ status: s, count: counts.get(s)! }));
}
