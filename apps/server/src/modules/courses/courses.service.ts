import type { z } from 'zod';
import type { CourseInput, Lesson, courseDeleteBodySchema, courseListQuerySchema } from '@app/contracts/courses';
import { hasCapability } from '@app/contracts/roles';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AdmissionsPort } from './admissions.service.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { MaterialsService } from './materials.service.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import * as repo from './courses.repository.ts';
import { MAX_ID } from '@app/contracts/ids';

const slugTaken = () => new AppError('CONFLICT', 'Another course has this URL', [{ path: 'body.item.Url', message: 'Already used by another course' }]);

function values(input: CourseInput): repo.NewCourse {
  return {
    title: input.Title,
    slug: input.Url.toLowerCase(),
    imageUrl: input.ImageUrl,
    description: sanitizeRichText(input.Description),
    priceInr: input.CoursePrice.INR,
    priceUsd: input.CoursePrice.USD,
    duration: input.Duration,
    status: input.Status,
  };
}

export function lessonView(l: repo.LessonWithItems): Lesson {
  return {
    ID: l.id, CourseID: l.courseId, Position: l.position, Title: l.title,
    MaterialID: l.materialId, MaterialName: l.materialName,
    TestID: l.testId, TestTitle: l.testId ? l.testTitle : null,
    AssignmentID: l.assignmentId, AssignmentTitle: l.assignmentTitle,
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;

/** Courses and their ordered lessons (course builders), the public catalogue and course detail. */
export function createCoursesService(
  ctx: AppContext,
  deps: {
    users: UsersService; assessments: AssessmentsService; materials: MaterialsService; assignments: AssignmentsService; admissions: () => AdmissionsPort;
    audit: AuditService;
  },
) {
  /** Publishing and unpublishing are written to the audit log (content publication), in the transaction of the save. */
  async function auditStatus(tx: Db, actor: Actor, before: repo.CourseRecord | undefined, after: repo.CourseRecord) {
    if ((before?.status ?? 'draft') === after.status) return;
    const publish = after.status === 'published';
    const fields = (c: repo.CourseRecord) => ({ Title: c.title, Url: c.slug, Status: c.status });
    await deps.audit.record(tx, actor, {
      action: publish ? 'courses.publish' : 'courses.unpublish', entityType: 'course', entityId: after.id,
      before: before ? fields(before) : null, after: fields(after),
      summary: `${publish ? 'Published' : 'Unpublished'} the ${before ? '' : 'new '}course "${after.title}"`,
    });
  }

  async function get(id: number) {
    const c = await repo.findCourse(ctx.db, id);
    if (!c) throw notFound('Course');
    return c;
  }
  /** A course by numeric id or URL slug. */
  async function byIdOrSlug(key: string) {
    const numeric = /^\d{1,10}$/.test(key);
    if (numeric && Number(key) > MAX_ID) throw notFound('Course');
    const c = numeric ? await repo.findCourse(ctx.db, Number(key)) : await repo.findCourseBySlug(ctx.db, key);
    if (!c) throw notFound('Course');
    return c;
  }
  async function row(id: number) {
    const r = await repo.courseRow(ctx.db, id);
    if (!r) throw notFound('Course');
    return r;
  }
  async function save<T>(fn: () => Promise<T>) {
    try {
      return await fn();
    } catch (e) {
      if (isUniqueViolation(e)) throw slugTaken();
      throw e;
    }
  }
  async function checkLessonRefs(input: { MaterialID: number | null; TestID: number | null; AssignmentID: number | null }) {
    const errors: { path: string; message: string }[] = [];
    if (input.MaterialID && !(await deps.materials.find(input.MaterialID))) errors.push({ path: 'body.MaterialID', message: 'No such material' });
    if (input.AssignmentID && !(await deps.assignments.find(input.AssignmentID))) errors.push({ path: 'body.AssignmentID', message: 'No such assignment' });
    let test: { title: string; durationSeconds: number } | undefined;
    if (input.TestID) {
      test = await deps.assessments.tests.find(input.TestID);
      if (!test) errors.push({ path: 'body.TestID', message: 'No such test' });
    }
    if (errors.length) throw new AppError('VALIDATION', 'Some items of the lesson do not exist', errors);
    return { testTitle: test?.title ?? null, testSeconds: test?.durationSeconds ?? null };
  }
  const listOf = (q: ListQuery & { status?: 'draft' | 'published' }) => repo.listCourses(ctx.db, q, { status: q.status });

  return {
    get,
    byIdOrSlug,
    list: (q: z.infer<typeof courseListQuerySchema>) => listOf(q),
    /** Published courses for the public catalogue. */
    catalogue: (q: ListQuery) => listOf({ ...q, status: 'published' }),

    async create(actor: Actor, input: CourseInput, list: ListQuery) {
      const c = await save(() => ctx.db.transaction(async (tx) => {
        const created = await repo.insertCourse(tx, { ...values(input), createdBy: actor.userId });
        await auditStatus(tx, actor, undefined, created);
        return created;
      }));
      return { ...(await listOf(list)), item: await row(c.id) };
    },
    async update(actor: Actor, id: number, input: CourseInput, list: ListQuery) {
      const c = await save(() => ctx.db.transaction(async (tx) => {
        const before = await repo.findCourse(tx, id);
        const updated = before && (await repo.updateCourse(tx, id, { ...values(input), updatedOn: ctx.now() }));
        if (updated) await auditStatus(tx, actor, before, updated);
        return updated;
      }));
      if (!c) throw notFound('Course');
      return { ...(await listOf(list)), item: await row(c.id) };
    },
    /** Soft-deletes the courses (learners keep their certificates); unknown ids: 404 and nothing changes. */
    async remove(actor: Actor, body: z.infer<typeof courseDeleteBodySchema>) {
      await ctx.db.transaction(async (tx) => {
        const done = await repo.softDeleteCourses(tx, body.ids, ctx.now());
        if (done.length !== new Set(body.ids).size) throw notFound('Course');
        for (const c of done) {
          await deps.audit.record(tx, actor, {
            action: 'courses.delete', entityType: 'course', entityId: c.id,
            before: { Title: c.title, Url: c.slug, Status: c.status }, summary: `Deleted the course "${c.title}"`,
          });
        }
      });
      return { ...(await listOf(body)), item: null };
    },

    /** Course detail; drafts only for builders; staff see mentors, admissions managers the admitted users. */
    async detail(actor: AuthContext | null, key: string) {
      const c = await byIdOrSlug(key);
      const builder = !!actor && hasCapability(actor.role, 'courses.build');
      const manager = !!actor && hasCapability(actor.role, 'courses.manage');
      if (c.status !== 'published' && !builder && !manager) throw notFound('Course');
      const [r, lessons] = await Promise.all([row(c.id), repo.lessonsWithItems(ctx.db, c.id)]);
      const detail = { ...r, Description: c.description, Lessons: lessons.map(lessonView) };
      const extra: Record<string, unknown> = {};
      if (builder || manager) extra.Mentors = await repo.mentorsOf(ctx.db, c.id);
      if (manager) Object.assign(extra, await deps.admissions().allowedUsers(c.id));
      return { ...detail, ...extra };
    },

    /** Who checks the course's assignments (and so sees its learners' work): a change is written to the audit log. */
    async setMentors(actor: Actor, id: number, userIds: number[]) {
      const course = await get(id);
      const mentors: { userId: number; userName: string }[] = [];
      for (const userId of [...new Set(userIds)]) {
        const u = await deps.users.get(userId).catch(() => undefined);
        if (!u || !hasCapability(u.role, 'assignments.check')) {
          throw new AppError('VALIDATION', 'Only staff who check assignments can be mentors', [{ path: 'body.UserIDs', message: `User ${userId} cannot check assignments` }]);
        }
        mentors.push({ userId, userName: `${u.firstName} ${u.lastName}`.trim() });
      }
      await ctx.db.transaction(async (tx) => {
        const before = await repo.mentorsOf(tx, id);
        await repo.setMentors(tx, id, mentors);
        const same = (ids: number[]) => [...ids].sort((a, b) => a - b).join();
        if (same(before.map((m) => m.ID)) === same(mentors.map((m) => m.userId))) return;
        await deps.audit.record(tx, actor, {
          action: 'courses.mentors.change', entityType: 'course', entityId: id,
          before: { Mentors: before.map((m) => m.Name) }, after: { Mentors: mentors.map((m) => m.userName) },
          summary: `Changed the mentors of the course "${course.title}"`,
        });
      });
      return repo.mentorsOf(ctx.db, id);
    },
    /** Active Mentor accounts matching a name or email, for the course's mentor picker. */
    async mentorCandidates(term: string | undefined) {
      const items = await deps.users.pick({ pageIndex: 0, pageSize: 20, term, sortBy: 'FirstName', sortDesc: false, role: 'Mentor', active: 'true' });
      return items.map((u) => ({ ID: u.ID, Name: `${u.FirstName} ${u.LastName}`.trim(), Email: u.Email }));
    },
    /** Course ids a mentor checks; null for the admin kind (every course). */
    mentorCourseIds: (userId: number) => repo.mentorCourseIds(ctx.db, userId),
    /** The mentors of a course (the forum tells them of questions about it). */
    mentorsOf: (courseId: number) => repo.mentorsOf(ctx.db, courseId),
    /**
     * The courses a staff member's reports cover: every course for those who manage courses (Editor, the admin
     * kind), only the courses they mentor otherwise (Mentor). Undefined means all.
     */
    async reportScope(actor: AuthContext): Promise<number[] | undefined> {
      return hasCapability(actor.role, 'courses.manage') ? undefined : repo.mentorCourseIds(ctx.db, actor.userId);
    },

    /** Courses within `scope` (undefined: all) with learners and waiting submissions, the busiest first; and how many in all. */
    checkerCourses: (scope: number[] | undefined, limit: number) => repo.checkerCourses(ctx.db, scope, limit),
    /** Courses (of a status, when given), the most recently changed first. */
    recent: (f: { status?: 'draft' | 'published'; limit: number }) => repo.recentCourses(ctx.db, f),
    countByStatus: (status: 'draft' | 'published') => repo.countCourses(ctx.db, status),

    // ------------------------------------------------------------ lessons
    lessonsWithItems: (courseId: number) => repo.lessonsWithItems(ctx.db, courseId),
    findLesson: (courseId: number, lessonId: number) => repo.findLesson(ctx.db, courseId, lessonId),
    async lessons(courseId: number) {
      await get(courseId);
      return (await repo.lessonsWithItems(ctx.db, courseId)).map(lessonView);
    },
    async addLesson(courseId: number, input: { Title: string; MaterialID: number | null; TestID: number | null; AssignmentID: number | null }) {
      await get(courseId);
      const snap = await checkLessonRefs(input);
      const l = await repo.insertLesson(ctx.db, { courseId, position: 0, title: input.Title, materialId: input.MaterialID, testId: input.TestID, assignmentId: input.AssignmentID, ...snap });
      return (await repo.lessonsWithItems(ctx.db, courseId)).map(lessonView).find((x) => x.ID === l.id)!;
    },
    async updateLesson(courseId: number, lessonId: number, input: { Title: string; MaterialID: number | null; TestID: number | null; AssignmentID: number | null }) {
      const snap = await checkLessonRefs(input);
      const l = await repo.updateLesson(ctx.db, courseId, lessonId, { title: input.Title, materialId: input.MaterialID, testId: input.TestID, assignmentId: input.AssignmentID, ...snap });
      if (!l) throw notFound('Lesson');
      return (await repo.lessonsWithItems(ctx.db, courseId)).map(lessonView).find((x) => x.ID === l.id)!;
    },
    async removeLesson(courseId: number, lessonId: number) {
      if (!(await repo.deleteLesson(ctx.db, courseId, lessonId))) throw notFound('Lesson');
    },
    /** Reorders: the ids must be exactly the course's lessons. */
    async reorder(courseId: number, ids: number[]) {
      await get(courseId);
      const existing = await repo.lessonIds(ctx.db, courseId);
      const given = new Set(ids);
      if (given.size !== ids.length || given.size !== existing.length || existing.some((id) => !given.has(id))) {
        throw new AppError('VALIDATION', 'Give every lesson of the course exactly once', [{ path: 'body.LessonIDs', message: 'Must list every lesson of the course once' }]);
      }
      await repo.reorderLessons(ctx.db, courseId, ids);
      return (await repo.lessonsWithItems(ctx.db, courseId)).map(lessonView);
    },
    refreshTestSnapshot: (testId: number, title: string, seconds: number) => repo.refreshTestSnapshot(ctx.db, testId, title, seconds),
  };
}
