import { describe, expect, it } from 'vitest';
import { computeCourseState, emptyProgress, statusOf, type LessonProgressShape, type LessonShape } from './progress-state.ts';

const lesson = (id: number, over: Partial<LessonShape> = {}): LessonShape => ({
  id, position: id, title: `L${id}`,
  material: { id: 100 + id, name: 'm', kind: 'video-link', expectedSeconds: 100, description: '' },
  test: { id: 200 + id, title: 't', seconds: 600 },
  assignment: { id: 300 + id, title: 'a', reattemptsAllowed: 1 },
  ...over,
});
const done: LessonProgressShape = { watchedSeconds: 100, materialDone: true, testStatus: 'passed', testAttemptsUsed: 1, testAttemptsAllowed: 2 };

describe('computeCourseState', () => {
  it('should order lessons by position and lock all after the first unfinished one', () => {
    const s = computeCourseState([lesson(2), lesson(1), lesson(3)], (id) => (id === 1 ? done : emptyProgress), (id) => (id === 1 ? { status: 'submitted', attemptNo: 1 } : undefined));
    expect(s.lessons.map((l) => [l.LessonID, l.Locked, l.Finished])).toEqual([[1, false, true], [2, false, false], [3, true, false]]);
    expect(s.nextUrl).toBe('1-assignment');
    expect(statusOf(s)).toBe('in-progress');
  });

  it('should keep the next lesson unlocked when the assignment is returned', () => {
    const s = computeCourseState([lesson(1), lesson(2)], (id) => (id === 1 ? done : emptyProgress), (id) => (id === 1 ? { status: 'returned', attemptNo: 1 } : undefined));
    expect(s.lessons[0]!.Contents[2]!.LockStatus).toBe('rotate-right');
    expect(s.lessons[1]!.Locked).toBe(false);
  });

  it('should treat a lesson without a test or assignment as finished by its material alone', () => {
    const s = computeCourseState([lesson(1, { test: null, assignment: null }), lesson(2)], (id) => (id === 1 ? done : emptyProgress), () => undefined);
    expect(s.lessons[1]!.Locked).toBe(false);
  });

  it('should complete only when every test is passed and every assignment accepted', () => {
    const accepted = () => ({ status: 'accepted' as const, attemptNo: 1 });
    expect(computeCourseState([lesson(1), lesson(2)], () => done, accepted)).toMatchObject({ complete: true, progress: 100, nextUrl: null });
    expect(computeCourseState([lesson(1), lesson(2)], () => done, (id) => (id === 1 ? accepted() : { status: 'submitted', attemptNo: 1 })).complete).toBe(false);
  });

  it('should not complete an empty course', () => {
    expect(computeCourseState([], () => emptyProgress, () => undefined)).toMatchObject({ complete: false, started: false, progress: 0 });
  });
});
