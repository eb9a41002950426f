import { formatDuration } from '@app/contracts/assessments';
import type { ContentEntry, ContentType, CourseContent, LockStatus, MaterialKind, ProgressStatus, SubmissionStatus } from '@app/contracts/courses';

/** Share of a material's expected time that counts as watched (DESIGN section 5). */
export const WATCHED_SHARE = 0.9;

export type LessonShape = {
  id: number;
  position: number;
  title: string;
  material: { id: number; name: string; kind: MaterialKind; expectedSeconds: number; description: string } | null;
  test: { id: number; title: string; seconds: number } | null;
  assignment: { id: number; title: string; reattemptsAllowed: number } | null;
};

export type LessonProgressShape = {
  watchedSeconds: number;
  materialDone: boolean;
  testStatus: 'none' | 'started' | 'passed' | 'failed';
  testAttemptsUsed: number;
  testAttemptsAllowed: number | null;
};

export type LatestSubmission = { status: SubmissionStatus; attemptNo: number };

export const emptyProgress: LessonProgressShape = { watchedSeconds: 0, materialDone: false, testStatus: 'none', testAttemptsUsed: 0, testAttemptsAllowed: null };

/** Whether a material is a document, done as soon as it is opened. */
export const isDocument = (kind: MaterialKind) => kind === 'pdf' || kind === 'richtext';

/** Whether the watched seconds complete a video of this expected length. */
export function isWatched(watchedSeconds: number, expectedSeconds: number): boolean {
  return watchedSeconds >= WATCHED_SHARE * expectedSeconds;
}

/** Reattempts left on an assignment whose latest submission has this attempt number. */
const reattemptsLeft = (s: LatestSubmission, allowed: number) => s.attemptNo - 1 < allowed;

function testIcon(p: LessonProgressShape): LockStatus | null {
  if (p.testStatus === 'passed') return 'check-circle';
  if (p.testStatus === 'failed') {
    const left = p.testAttemptsAllowed === null || p.testAttemptsUsed < p.testAttemptsAllowed;
    return left ? 'rotate-right' : 'warning-hexagon';
  }
  return null;
}

function assignmentIcon(s: LatestSubmission | undefined, reattemptsAllowed: number): LockStatus | null {
  if (!s) return null;
  if (s.status === 'accepted') return 'check-circle';
  if (s.status === 'submitted') return 'hourglass';
  return reattemptsLeft(s, reattemptsAllowed) ? 'rotate-right' : 'warning-hexagon';
}

/** Whether a learner may submit the assignment now: nothing yet, or returned with reattempts left. */
export function canSubmit(s: LatestSubmission | undefined, reattemptsAllowed: number): boolean {
  return !s || (s.status === 'returned' && reattemptsLeft(s, reattemptsAllowed));
}

export type CourseState = {
  lessons: CourseContent['Lessons'];
  progress: number;
  complete: boolean;
  /** Any progress at all: a heartbeat, a test started, a submission. */
  started: boolean;
  nextUrl: string | null;
};

type EntryFields = Omit<ContentEntry, 'LessonID' | 'Type' | 'Url' | 'Title' | 'Questions' | 'LockStatus'>;

/**
 * Running totals of a course walk. A plain object and module-level functions rather than closures made per
 * lesson: under tsx (development and tests), esbuild's `keepNames` renames every closure as it is created,
 * which made the walk about ten times slower (measured with the lesson-player bench); the compiled server has
 * no such wrappers, and the walk stays cheap either way.
 */
type Walk = { locked: boolean; items: number; done: number; nextUrl: string | null };

function addEntry(w: Walk, contents: ContentEntry[], l: LessonShape, type: ContentType, e: EntryFields, icon: LockStatus | null, isDone: boolean) {
  w.items += 1;
  if (isDone) w.done += 1;
  const url = `${l.id}-${type}`;
  if (!w.locked && !isDone && w.nextUrl === null) w.nextUrl = url;
  contents.push({
    ID: e.ID, LessonID: l.id, Name: e.Name, Type: type, Material: e.Material, ExpectedComplitionTime: e.ExpectedComplitionTime,
    WatchTime: e.WatchTime, Progress: e.Progress, LockStatus: w.locked ? 'lock-on' : icon, Description: e.Description,
    Url: url, Questions: [], Title: l.title,
  });
}

const byPosition = (a: LessonShape, b: LessonShape) => a.position - b.position || a.id - b.id;

/**
 * The learner's view of a course, computed from its lessons and their progress: the one definition of
 * complete that the player, the dashboards, the GLP statuses and the staff progress pages all read
 * (DESIGN section 5, tested against its icon table in progress-state.test.ts):
 * - an item is done when its material is watched (90% of its time, or opened for documents), its test passed,
 *   its assignment accepted; a submitted assignment awaits review (hourglass), a returned one is reopened;
 * - a lesson is finished when its material is watched, its test passed and its assignment submitted and not
 *   returned: a returned assignment reopens its lesson (not finished, rotate-right) until it is resubmitted;
 * - a lesson is locked while an earlier lesson has not been reached through: its material watched, its test
 *   passed and its assignment submitted at least once (a return does not lock again lessons already reached);
 * - the course is complete when every test is passed and every assignment accepted (a course with neither:
 *   when every material is watched); progress is the share of items done.
 */
export function computeCourseState(
  lessons: LessonShape[],
  progressOf: (lessonId: number) => LessonProgressShape,
  latestOf: (lessonId: number) => LatestSubmission | undefined,
): CourseState {
  const w: Walk = { locked: false, items: 0, done: 0, nextUrl: null };
  let gradedItems = 0;
  let gradedDone = 0;
  let materialsDone = 0;
  let materialCount = 0;
  let started = false;
  const out: CourseContent['Lessons'] = [];

  for (const l of [...lessons].sort(byPosition)) {
    const p = progressOf(l.id);
    const s = latestOf(l.id);
    if (p.watchedSeconds > 0 || p.materialDone || p.testStatus !== 'none' || s) started = true;
    const contents: ContentEntry[] = [];
    const lockedBefore = w.locked;

    const materialDone = !l.material || p.materialDone;
    if (l.material) {
      materialCount += 1;
      if (p.materialDone) materialsDone += 1;
      const expected = l.material.expectedSeconds;
      const pct = p.materialDone ? 100 : expected > 0 ? Math.min(99, Math.floor((100 * p.watchedSeconds) / expected)) : 0;
      addEntry(w, contents, l, 'material', {
        ID: l.material.id, Name: l.material.name, Material: l.material.kind, ExpectedComplitionTime: formatDuration(expected),
        WatchTime: Math.floor(p.watchedSeconds), Progress: pct, Description: l.material.description,
      }, p.materialDone ? 'check-circle' : null, p.materialDone);
    }
    const testPassed = !l.test || p.testStatus === 'passed';
    if (l.test) {
      gradedItems += 1;
      if (p.testStatus === 'passed') gradedDone += 1;
      addEntry(w, contents, l, 'test', {
        ID: l.test.id, Name: l.test.title, Material: null, ExpectedComplitionTime: formatDuration(l.test.seconds),
        WatchTime: 0, Progress: p.testStatus === 'passed' ? 100 : 0, Description: '',
      }, testIcon(p), p.testStatus === 'passed');
    }
    const submitted = !l.assignment || !!s;
    const notReturned = !l.assignment || (!!s && s.status !== 'returned');
    if (l.assignment) {
      gradedItems += 1;
      const accepted = s?.status === 'accepted';
      if (accepted) gradedDone += 1;
      addEntry(w, contents, l, 'assignment', {
        ID: l.assignment.id, Name: l.assignment.title, Material: null, ExpectedComplitionTime: formatDuration(0),
        WatchTime: 0, Progress: accepted ? 100 : 0, Description: '',
      }, assignmentIcon(s, l.assignment.reattemptsAllowed), accepted);
    }
    const finished = materialDone && testPassed && notReturned;
    out.push({ LessonID: l.id, Title: l.title, Position: l.position, Locked: lockedBefore, Finished: finished, Contents: contents });
    if (!(materialDone && testPassed && submitted)) w.locked = true;
  }

  const complete = gradedItems > 0 ? gradedDone === gradedItems : materialCount > 0 && materialsDone === materialCount;
  return { lessons: out, progress: w.items === 0 ? 0 : Math.floor((100 * w.done) / w.items), complete, started, nextUrl: w.nextUrl };
}

/** The course status of an admission from its state. */
export function statusOf(state: Pick<CourseState, 'complete' | 'started'>): ProgressStatus {
  return state.complete ? 'completed' : state.started ? 'in-progress' : 'incomplete';
}
