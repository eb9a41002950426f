import type { z } from 'zod';
import type { ContentType } from '@app/contracts/courses';
import type {
  GlpAssignResult, GlpDetail, GlpInput, GlpItemDetails, GlpItemLearner, GlpLearner, GlpStep, GlpStepInput, glpListQuerySchema, MyGlp, MyGlpStep,
} from '@app/contracts/glps';
import { playerLink } from '@app/contracts/glps';
import { hasCapability } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { LearningService } from '../courses/learning.service.ts';
import type { CourseItemsMap, ItemStatus } from '../courses/item-statuses.service.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './glps.repository.ts';

type StatusBook = { of(userId: number, courseId: number, lessonId: number, type: ContentType): ItemStatus | undefined };
type Summary = Awaited<ReturnType<UsersService['summaries']>>[number];

const fullName = (u: Pick<Summary, 'firstName' | 'lastName'> | undefined) => (u ? `${u.firstName} ${u.lastName}`.trim() : '');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const percent = (done: number, of: number) => (of === 0 ? 0 : Math.floor((100 * done) / of));
const pathNotFound = () => notFound('Learning path');

/** The steps of a path resolved against the courses' current lessons; a step whose lesson or item is gone is Missing. */
export function resolveSteps(rows: repo.GlpItemRecord[], courses: CourseItemsMap): GlpStep[] {
  const lessons = new Map([...courses.values()].flatMap((c) => c.lessons.map((l) => [`${c.id}:${l.id}`, l] as const)));
  return rows.map((r) => {
    const type = r.itemType as ContentType;
    const lesson = lessons.get(`${r.courseId}:${r.lessonId}`);
    const item = lesson?.items[type] ?? null;
    return {
      ID: r.id, Position: r.position, CourseID: r.courseId, CourseName: courses.get(r.courseId)?.title ?? '', LessonID: r.lessonId,
      LessonTitle: lesson?.title ?? '', Type: type, ItemID: item?.id ?? r.itemId, ItemName: item?.name ?? '', Missing: !item,
    };
  });
}

/** A learner's standing on a path: the statuses of its present steps and the share done. */
function standing(userId: number, steps: GlpStep[], book: StatusBook) {
  const present = steps.filter((s) => !s.Missing);
  const statuses = present.map((s) => ({ step: s, status: book.of(userId, s.CourseID, s.LessonID, s.Type) }));
  const done = statuses.filter((x) => x.status?.status === 'done').length;
  return { statuses, done, count: present.length, progress: percent(done, present.length) };
}

export type GlpsService = ReturnType<typeof createGlpsService>;

/**
 * Guided learning paths: ordered lesson items across courses, assigned to learners. A learner's status on a step is
 * read from the courses module (never copied), in a constant number of queries whatever the number of steps and
 * learners. Invariant kept on assignment and on step changes: every learner of a path is admitted to every course
 * of the path. It is kept by admitting them when the person acting may admit (courses.manage), and refused with
 * 422 otherwise, so a path is never a way around admissions.
 */
export function createGlpsService(ctx: AppContext, deps: { users: UsersService; learning: LearningService }) {
  const items = deps.learning.itemStatuses;

  async function get(id: number) {
    const g = await repo.findGlp(ctx.db, id);
    if (!g) throw pathNotFound();
    return g;
  }

  async function detail(id: number): Promise<GlpDetail> {
    const [row, stepRows, learnerRows] = await Promise.all([repo.glpWithCounts(ctx.db, id), repo.stepsOf(ctx.db, [id]), repo.learnersOf(ctx.db, [id])]);
    if (!row) throw pathNotFound();
    const courses = await items.lessonItems(stepRows.map((s) => s.courseId));
    const steps = resolveSteps(stepRows, courses);
    const userIds = learnerRows.map((l) => l.userId);
    const [people, book] = await Promise.all([deps.users.summaries(userIds), items.statuses(userIds, [...courses.keys()], courses)]);
    const byId = new Map(people.map((u) => [u.id, u]));
    const learners: GlpLearner[] = learnerRows.map((l) => {
      const s = standing(l.userId, steps, book);
      const u = byId.get(l.userId);
      return { UserID: l.userId, UserName: fullName(u), Email: u?.email ?? '', Progress: s.progress, StepsDone: s.done, AssignedOn: l.createdOn.toISOString() };
    });
    return { ...row, Status: row.Status as GlpDetail['Status'], Steps: steps, Learners: learners };
  }

  /**
   * Makes sure the learners are admitted to the courses: admits the missing ones when the actor may admit, otherwise
   * refuses (422) naming who is missing where. Returns the number of admissions made.
   */
  async function ensureAdmitted(actor: AuthContext, userIds: number[], courses: CourseItemsMap, names: Map<number, string>) {
    const courseIds = [...courses.keys()];
    if (!userIds.length || !courseIds.length) return 0;
    const admitted = new Set((await items.admissionsOf(userIds, courseIds)).map((a) => `${a.userId}:${a.courseId}`));
    const missing = courseIds
      .map((courseId) => ({ courseId, userIds: userIds.filter((u) => !admitted.has(`${u}:${courseId}`)) }))
      .filter((m) => m.userIds.length > 0);
    if (!missing.length) return 0;
    if (!hasCapability(actor.role, 'courses.manage')) {
      throw new AppError(
        'RULE_VIOLATED',
        'Some learners are not admitted to every course of this path. Ask an admissions manager to admit them first.',
        missing.map((m) => ({
          path: `course.${m.courseId}`,
          // Only names here, so that the web can put them under its own translated explanation.
          message: `${courses.get(m.courseId)!.title}: ${m.userIds.map((u) => names.get(u) || `#${u}`).join(', ')}`,
        })),
      );
    }
    let made = 0;
    for (const m of missing) made += (await deps.learning.admissions.admit(actor, m.courseId, m.userIds)).Admitted;
    return made;
  }

  /** The steps checked against the courses' lessons: each must be an existing lesson item of its course, once. */
  function checkSteps(steps: GlpStepInput[], courses: CourseItemsMap) {
    const errors: { path: string; message: string }[] = [];
    const seen = new Set<string>();
    steps.forEach((s, i) => {
      const path = `body.Steps.${i}`;
      const course = courses.get(s.CourseID);
      const lesson = course?.lessons.find((l) => l.id === s.LessonID);
      const item = lesson?.items[s.Type];
      const key = `${s.LessonID}:${s.Type}`;
      if (!course) errors.push({ path, message: 'No such course' });
      else if (!lesson) errors.push({ path, message: 'This lesson is not part of the course' });
      else if (!item) errors.push({ path, message: `This lesson has no ${s.Type}` });
      else if (item.id !== s.ItemID) errors.push({ path, message: `The lesson's ${s.Type} has changed: choose it again` });
      else if (seen.has(key)) errors.push({ path, message: 'This item is already a step of the path' });
      seen.add(key);
    });
    if (errors.length) throw new AppError('VALIDATION', 'Some steps do not point at a lesson item of their course', errors);
  }

  return {
    list: (q: z.infer<typeof glpListQuerySchema>) => repo.listGlps(ctx.db, q, { status: q.status }),
    detail,

    async create(actor: AuthContext, input: GlpInput) {
      const u = await deps.users.get(actor.userId);
      const g = await repo.insertGlp(ctx.db, {
        title: input.Title, description: sanitizeRichText(input.Description), status: input.Status, createdBy: actor.userId, createdByName: `${u.firstName} ${u.lastName}`.trim(),
      });
      return detail(g.id);
    },

    async update(id: number, input: GlpInput) {
      const g = await repo.updateGlp(ctx.db, id, { title: input.Title, description: sanitizeRichText(input.Description), status: input.Status, updatedOn: ctx.now() });
      if (!g) throw pathNotFound();
      return detail(id);
    },

    /** Soft-deletes the path: its learners no longer see it; their course progress is theirs and stays. */
    async remove(id: number) {
      if (!(await repo.softDeleteGlp(ctx.db, id, ctx.now()))) throw pathNotFound();
    },

    /** Replaces the steps (in the given order); learners are admitted to courses the new steps bring (see above). */
    async setSteps(actor: AuthContext, id: number, steps: GlpStepInput[]) {
      await get(id);
      const courses = await items.lessonItems(steps.map((s) => s.CourseID));
      checkSteps(steps, courses);
      const learnerIds = (await repo.learnersOf(ctx.db, [id])).map((l) => l.userId);
      if (learnerIds.length && courses.size) {
        const names = new Map((await deps.users.summaries(learnerIds)).map((u) => [u.id, fullName(u)]));
        await ensureAdmitted(actor, learnerIds, courses, names);
      }
      await ctx.db.transaction(async (tx) => {
        if (!(await repo.lockGlp(tx, id))) throw pathNotFound();
        await repo.replaceSteps(tx, id, steps.map((s) => ({ courseId: s.CourseID, lessonId: s.LessonID, itemType: s.Type, itemId: s.ItemID })));
      });
      return detail(id);
    },

    /** Assigns active learner accounts; they are admitted to the path's courses where needed (see above). */
    async assign(actor: AuthContext, id: number, userIds: number[]): Promise<GlpAssignResult> {
      await get(id);
      const unique = [...new Set(userIds)];
      const people = new Map((await deps.users.summaries(unique)).map((u) => [u.id, u]));
      const refused = unique.filter((u) => {
        const p = people.get(u);
        return !p || !p.active || !hasCapability(p.role, 'courses.learn');
      });
      if (refused.length) {
        throw new AppError('VALIDATION', 'Only active learner accounts can be assigned', refused.map((u) => ({ path: 'body.UserIDs', message: `User ${u} cannot be assigned` })));
      }
      const courses = await items.lessonItems((await repo.stepsOf(ctx.db, [id])).map((s) => s.courseId));
      const admitted = await ensureAdmitted(actor, unique, courses, new Map([...people.values()].map((u) => [u.id, fullName(u)])));
      const assigned = await repo.insertLearners(ctx.db, id, unique, actor.userId, ctx.now());
      return { Assigned: assigned.length, AlreadyAssigned: unique.length - assigned.length, Admitted: admitted };
    },

    /** Takes the path away from a learner; their admissions and course progress stay. */
    async unassign(id: number, userId: number) {
      await get(id);
      if (!(await repo.deleteLearner(ctx.db, id, userId))) throw notFound('Learner of this path');
    },

    /** Learners to assign, by name or email. */
    candidates: (term: string | undefined) => deps.learning.admissions.candidates(term),

    /**
     * Every learner assigned to a path holding this lesson item, with their status on it (GLPStuDetailsList).
     * `scope`: the courses the caller's reports cover (a mentor's); another course answers 404.
     */
    async itemLearners(courseId: number, type: ContentType, itemId: number, scope?: number[]): Promise<GlpItemDetails> {
      if (scope && !scope.includes(courseId)) throw notFound('Course');
      const [courses, stepRows] = await Promise.all([items.lessonItems([courseId]), repo.stepsForCourseItemType(ctx.db, courseId, type)]);
      const course = courses.get(courseId);
      if (!course) throw notFound('Course');
      const lessonsWithItem = course.lessons.filter((l) => l.items[type]?.id === itemId);
      if (!lessonsWithItem.length) throw notFound('Lesson item');
      const lessonIds = new Set(lessonsWithItem.map((l) => l.id));
      const steps = stepRows.filter((s) => lessonIds.has(s.lessonId));
      const paths = [...new Map(steps.map((s) => [s.glpId, { ID: s.glpId, Title: s.glpTitle }])).values()];
      const learnerRows = await repo.learnersOf(ctx.db, paths.map((p) => p.ID));
      const userIds = [...new Set(learnerRows.map((l) => l.userId))];
      const [people, book] = await Promise.all([deps.users.summaries(userIds), items.statuses(userIds, [courseId], courses)]);
      const byId = new Map(people.map((u) => [u.id, u]));
      const titleOf = new Map(paths.map((p) => [p.ID, p.Title]));
      // One row per learner and lesson holding the item (one lesson, unless the item is used twice in the course).
      const rows = new Map<string, GlpItemLearner>();
      for (const l of learnerRows) {
        for (const s of steps.filter((x) => x.glpId === l.glpId)) {
          const key = `${l.userId}:${s.lessonId}`;
          const existing = rows.get(key);
          if (existing) {
            existing.Paths.push(titleOf.get(s.glpId)!);
            continue;
          }
          const st = book.of(l.userId, courseId, s.lessonId, type)!;
          const u = byId.get(l.userId);
          rows.set(key, {
            UserID: l.userId, UserName: fullName(u), Email: u?.email ?? '', LessonID: s.lessonId, Paths: [titleOf.get(s.glpId)!],
            Status: st.status, Icon: st.icon, Progress: st.progress, LastActivity: iso(st.lastActivity),
          });
        }
      }
      const learners = [...rows.values()].sort((a, b) => a.UserName.localeCompare(b.UserName) || a.UserID - b.UserID);
      const item = lessonsWithItem[0]!.items[type]!;
      return { CourseID: courseId, CourseName: course.title, Type: type, ItemID: itemId, ItemName: item.name, Paths: paths, Learners: learners };
    },

    /** The learner's published paths with their status on each step (GET /myGlps); one path: 404 unless it is theirs. */
    async mine(userId: number, glpId?: number): Promise<MyGlp[]> {
      const paths = await repo.publishedPathsOf(ctx.db, userId, glpId);
      if (glpId !== undefined && !paths.length) throw pathNotFound();
      const stepRows = await repo.stepsOf(ctx.db, paths.map((p) => p.id));
      const courses = await items.lessonItems(stepRows.map((s) => s.courseId));
      const book = await items.statuses([userId], [...courses.keys()], courses);
      return paths.map((p) => {
        const steps = resolveSteps(stepRows.filter((s) => s.glpId === p.id), courses);
        const s = standing(userId, steps, book);
        const out: MyGlpStep[] = s.statuses.map(({ step, status }) => {
          const st = status ?? { status: 'not-admitted' as const, icon: null, progress: 0, lastActivity: null };
          const { ID: _id, ...rest } = step;
          return {
            ...rest, Status: st.status, Icon: st.icon, Progress: st.progress, LastActivity: iso(st.lastActivity),
            Link: st.status === 'not-admitted' ? null : playerLink(step.CourseID, step.LessonID, step.Type),
          };
        });
        return {
          ID: p.id, Title: p.title, Description: p.description, Progress: s.progress, StepsDone: s.done, StepCount: s.count,
          AssignedOn: p.assignedOn.toISOString(), Steps: out,
        };
      });
    },
  };
}
