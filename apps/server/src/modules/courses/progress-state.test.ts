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

  it('should reopen the lesson but keep the next lesson unlocked when the assignment is returned', () => {
    const s = computeCourseState([lesson(1), lesson(2)], (id) => (id === 1 ? done : emptyProgress), (id) => (id === 1 ? { status: 'returned', attemptNo: 1 } : undefined));
    expect(s.lessons[0]!.Contents[2]!.LockStatus).toBe('rotate-right');
    expect(s.lessons[0]!.Finished).toBe(false);
    expect(s.lessons[1]!.Locked).toBe(false);
    expect(s.nextUrl).toBe('1-assignment');
  });

  /*
   * DESIGN section 5's icon table, one row per situation of a lesson's items: the icon of each item, whether
   * the lesson counts as finished, whether the next lesson is open, and whether the item counts as done.
   */
  const rows: { name: string; p: LessonProgressShape; latest?: { status: 'submitted' | 'returned' | 'accepted'; attemptNo: number }; item: 0 | 1 | 2; icon: string | null; finished: boolean; nextOpen: boolean; progress: number }[] = [
    { name: 'nothing started', p: emptyProgress, item: 0, icon: null, finished: false, nextOpen: false, progress: 0 },
    { name: 'material watched, test open', p: { ...emptyProgress, watchedSeconds: 95, materialDone: true }, item: 0, icon: 'check-circle', finished: false, nextOpen: false, progress: 33 },
    { name: 'test failed with attempts left', p: { ...done, testStatus: 'failed', testAttemptsUsed: 1, testAttemptsAllowed: 2 }, item: 1, icon: 'rotate-right', finished: false, nextOpen: false, progress: 33 },
    { name: 'test failed, no attempts left', p: { ...done, testStatus: 'failed', testAttemptsUsed: 2, testAttemptsAllowed: 2 }, item: 1, icon: 'warning-hexagon', finished: false, nextOpen: false, progress: 33 },
    { name: 'test passed, assignment open', p: done, item: 1, icon: 'check-circle', finished: false, nextOpen: false, progress: 66 },
    { name: 'assignment awaiting review', p: done, latest: { status: 'submitted', attemptNo: 1 }, item: 2, icon: 'hourglass', finished: true, nextOpen: true, progress: 66 },
    { name: 'assignment returned, reattempt left', p: done, latest: { status: 'returned', attemptNo: 1 }, item: 2, icon: 'rotate-right', finished: false, nextOpen: true, progress: 66 },
    { name: 'assignment returned, no reattempt left', p: done, latest: { status: 'returned', attemptNo: 2 }, item: 2, icon: 'warning-hexagon', finished: false, nextOpen: true, progress: 66 },
    { name: 'assignment resubmitted', p: done, latest: { status: 'submitted', attemptNo: 2 }, item: 2, icon: 'hourglass', finished: true, nextOpen: true, progress: 66 },
    { name: 'assignment accepted', p: done, latest: { status: 'accepted', attemptNo: 1 }, item: 2, icon: 'check-circle', finished: true, nextOpen: true, progress: 100 },
  ];
  for (const r of rows) {
    it(`should agree on icon, lesson finished, next lesson and progress when ${r.name}`, () => {
      const s = computeCourseState([lesson(1), lesson(2, { material: null, test: null })], (id) => (id === 1 ? r.p : emptyProgress), (id) => (id === 1 ? r.latest : undefined));
      expect(s.lessons[0]!.Contents[r.item]!.LockStatus).toBe(r.icon);
      expect(s.lessons[0]!.Finished).toBe(r.finished);
      expect(s.lessons[1]!.Locked).toBe(!r.nextOpen);
      expect(s.lessons[1]!.Contents.every((c) => (c.LockStatus === 'lock-on') === !r.nextOpen)).toBe(true);
      // Lesson 1's three items; lesson 2's assignment is never done here.
      expect(Math.floor((100 * s.lessons[0]!.Contents.filter((c) => c.Progress === 100).length) / 3)).toBe(r.progress);
    });
  }

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
