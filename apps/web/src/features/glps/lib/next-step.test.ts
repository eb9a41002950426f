import { describe, expect, it } from 'vitest';
import type { LearnerItemStatus, MyGlpStep } from '@app/contracts/glps';
import { nextStepOf } from './next-step.ts';

const step = (LessonID: number, Status: LearnerItemStatus, Link: string | null = `/course/1/${LessonID}-material`): MyGlpStep => ({
  Position: LessonID, CourseID: 1, CourseName: 'C', LessonID, LessonTitle: 'L', Type: 'material', ItemID: LessonID, ItemName: `Item ${LessonID}`,
  Missing: false, Status, Icon: null, Progress: 0, LastActivity: null, Link,
});

describe('nextStepOf', () => {
  it('should skip steps that are done, awaiting review, locked or not openable', () => {
    expect(nextStepOf({ Steps: [step(1, 'done'), step(2, 'awaiting-review'), step(3, 'not-admitted', null), step(4, 'in-progress'), step(5, 'not-started')] })?.LessonID).toBe(4);
    expect(nextStepOf({ Steps: [step(1, 'locked'), step(2, 'returned')] })?.LessonID).toBe(2);
  });

  it('should answer null when nothing can be worked on now', () => {
    expect(nextStepOf({ Steps: [step(1, 'done'), step(2, 'failed'), step(3, 'locked')] })).toBeNull();
    expect(nextStepOf({ Steps: [] })).toBeNull();
  });
});
