import type { ContentEntry, ContentType, SubmissionStatus } from '@app/contracts/courses';
import { learnerItemStatusIcon, type LearnerItemStatus } from '@app/contracts/glps';
import type { AppContext } from '../../platform/context.ts';
import { itemStatusOf } from './item-status.ts';
import { computeCourseState, emptyProgress, type LatestSubmission, type LessonProgressShape } from './progress-state.ts';
import { toShape } from './progress.service.ts';
import * as repo from './item-statuses.repository.ts';

/** A lesson of a course as other modules see it: its items by type (null when the lesson has none of that type). */
export type LessonItems = {
  id: number;
  title: string;
  position: number;
  items: Record<ContentType, { id: number; name: string } | null>;
};

/** Live courses with their lessons and items, by course id. */
export type CourseItemsMap = Map<number, { id: number; title: string; status: string; lessons: LessonItems[]; rows: repo.CourseLessonWithItems[] }>;

/** A learner's standing on one lesson item. */
export type ItemStatus = { status: LearnerItemStatus; icon: ReturnType<typeof iconOf>; progress: number; lastActivity: Date | null };

const iconOf = (s: LearnerItemStatus) => learnerItemStatusIcon[s];
const later = (...ds: (Date | null | undefined)[]) => ds.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

export type ItemStatusesService = ReturnType<typeof createItemStatusesService>;

/**
 * Learners' statuses on lesson items, for modules that follow items across courses (guided learning paths).
 * Everything is computed from the same course state as the lesson player (locks and icons of DESIGN section 5),
 * in a constant number of queries whatever the number of users, courses and items.
 */
export function createItemStatusesService(ctx: AppContext) {
  /** Live courses with their lessons and items: two queries. */
  async function lessonItems(courseIds: number[]): Promise<CourseItemsMap> {
    const unique = [...new Set(courseIds)];
    const out: CourseItemsMap = new Map();
    if (!unique.length) return out;
    const [courseRows, lessonRows] = await Promise.all([repo.coursesByIds(ctx.db, unique), repo.lessonsOfCourses(ctx.db, unique)]);
    for (const c of courseRows) out.set(c.id, { id: c.id, title: c.title, status: c.status, lessons: [], rows: [] });
    for (const l of lessonRows) {
      const c = out.get(l.courseId);
      if (!c) continue;
      c.rows.push(l);
      c.lessons.push({
        id: l.id,
        title: l.title,
        position: l.position,
        items: {
          material: l.materialId ? { id: l.materialId, name: l.materialName ?? '' } : null,
          test: l.testId ? { id: l.testId, name: l.testTitle ?? `Test ${l.testId}` } : null,
          assignment: l.assignmentId ? { id: l.assignmentId, name: l.assignmentTitle ?? '' } : null,
        },
      });
    }
    return out;
  }

  /**
   * The statuses of users on every lesson item of the courses: three queries (admissions, lesson progress, latest
   * submissions) besides the courses' lessons, which may be passed in when already loaded.
   */
  async function statuses(userIds: number[], courseIds: number[], loaded?: CourseItemsMap) {
    const users = [...new Set(userIds)];
    const courses = loaded ?? (await lessonItems(courseIds));
    const ids = [...courses.keys()];
    const [admitted, progressRows, latestRows] = users.length && ids.length
      ? await Promise.all([repo.admissionsOf(ctx.db, users, ids), repo.progressOf(ctx.db, users, ids), repo.latestSubmissionsOf(ctx.db, users, ids)])
      : [[], [], []];
    const admittedSet = new Set(admitted.map((a) => `${a.userId}:${a.courseId}`));
    const progress = new Map(progressRows.map((p) => [`${p.userId}:${p.lessonId}`, p]));
    const latest = new Map(latestRows.map((s) => [`${s.userId}:${s.lessonId}`, s]));
    // One course state per user and course, computed on first use.
    const states = new Map<string, Map<string, ContentEntry>>();
    const entriesOf = (userId: number, courseId: number) => {
      const key = `${userId}:${courseId}`;
      let entries = states.get(key);
      if (!entries) {
        const course = courses.get(courseId);
        const state = computeCourseState(
          (course?.rows ?? []).map(toShape),
          (lessonId) => (progress.get(`${userId}:${lessonId}`) as LessonProgressShape | undefined) ?? emptyProgress,
          (lessonId) => latestOf(userId, lessonId),
        );
        entries = new Map(state.lessons.flatMap((l) => l.Contents.map((e) => [`${l.LessonID}-${e.Type}`, e] as const)));
        states.set(key, entries);
      }
      return entries;
    };
    function latestOf(userId: number, lessonId: number): LatestSubmission | undefined {
      const s = latest.get(`${userId}:${lessonId}`);
      return s ? { status: s.status as SubmissionStatus, attemptNo: s.attemptNo } : undefined;
    }

    return {
      admitted: (userId: number, courseId: number) => admittedSet.has(`${userId}:${courseId}`),
      /** The learner's status on a lesson item; undefined when the course, lesson or item no longer exists. */
      of(userId: number, courseId: number, lessonId: number, type: ContentType): ItemStatus | undefined {
        const entry = entriesOf(userId, courseId).get(`${lessonId}-${type}`);
        if (!entry) return undefined;
        if (!admittedSet.has(`${userId}:${courseId}`)) return { status: 'not-admitted', icon: null, progress: 0, lastActivity: null };
        const p = progress.get(`${userId}:${lessonId}`);
        const s = latest.get(`${userId}:${lessonId}`);
        const status = itemStatusOf(entry, (p as LessonProgressShape | undefined) ?? emptyProgress, latestOf(userId, lessonId));
        const lastActivity = type === 'material'
          ? later(p?.lastHeartbeatOn, p?.materialDone ? p.updatedOn : null)
          : type === 'test'
            ? (p && p.testStatus !== 'none' ? p.updatedOn : null)
            : later(s?.createdOn, s?.decidedOn);
        return { status, icon: iconOf(status), progress: status === 'locked' ? 0 : entry.Progress, lastActivity };
      },
    };
  }

  return {
    lessonItems,
    statuses,
    /** Pairs of (user, course) among these that are admitted: one query. */
    admissionsOf: (userIds: number[], courseIds: number[]) => repo.admissionsOf(ctx.db, userIds, courseIds),
  };
}
