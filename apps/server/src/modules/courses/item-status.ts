import type { ContentEntry } from '@app/contracts/courses';
import type { LearnerItemStatus } from '@app/contracts/glps';
import type { LatestSubmission, LessonProgressShape } from './progress-state.ts';

/**
 * A learner's status on one lesson item, from the item's entry in the computed course state (its lock icon,
 * DESIGN section 5) and the raw progress behind it: the icon decides, and an open item without icon is
 * `in-progress` once the learner has watched some of the material or started the test.
 */
export function itemStatusOf(entry: Pick<ContentEntry, 'Type' | 'LockStatus'>, p: LessonProgressShape, latest: LatestSubmission | undefined): LearnerItemStatus {
  switch (entry.LockStatus) {
    case 'lock-on': return 'locked';
    case 'check-circle': return 'done';
    case 'hourglass': return 'awaiting-review';
    case 'rotate-right': return 'returned';
    case 'warning-hexagon': return 'failed';
    default:
      break;
  }
  if (entry.Type === 'material') return p.watchedSeconds > 0 || p.materialDone ? 'in-progress' : 'not-started';
  if (entry.Type === 'test') return p.testStatus === 'none' ? 'not-started' : 'in-progress';
  return latest ? 'in-progress' : 'not-started';
}
