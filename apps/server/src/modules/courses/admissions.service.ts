import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdmissionDetail, courseSummariesQuerySchema, LessonRecord, studentsQuerySchema } from '@app/contracts/admissions';
import type { admissionsQuerySchema } from '@app/contracts/courses';
import { hasCapability } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/auth/access.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { Db } from '../../platform/db/client.ts';
import { textSql } from '../../platform/db/text-sql.ts';
import type { UsersService } from '../users/users.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { ProgressService } from './progress.service.ts';
import * as coursesRepo from './courses.repository.ts';
import * as repo from './admissions.repository.ts';

/** The audit summary of a paid admission (`admitPaid`, and its SQL for the paying statement). */
const paidAdmissionSummary = (name: string, courseTitle: string, orderId: number | string) => `Admitted ${name} to "${courseTitle}" (paid order #${orderId})`;

/** What the courses service reads of admissions. */
export type AdmissionsPort = { allowedUsers(courseId: number): Promise<{ AllowedUsers: number[]; AllowedUsersDetails: { ID: number; value: string; email: string; contact: string }[] }> };

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;

/** Admissions (courses.manage): who may learn a course, and how far each learner is. */
export function createAdmissionsService(ctx: AppContext, deps: { users: UsersService; progress: ProgressService; assessments: AssessmentsService; audit: AuditService; notify: Notify }) {
  return {
    list: (q: z.infer<typeof admissionsQuerySchema>) => repo.listAdmissions(ctx.db, q, { courseId: q.courseId }),

    async allowedUsers(courseId: number) {
      const rows = await repo.admittedUsers(ctx.db, courseId);
      return { AllowedUsers: rows.map((r) => r.ID), AllowedUsersDetails: rows };
    },

    /** Learners to pick from (value, email, contact), by name or email; those admitted to `courseId` are marked. */
    async candidates(term: string | undefined, courseId?: number) {
      const items = await deps.users.pick({ pageIndex: 0, pageSize: 20, term, sortDesc: false, role: 'Trainee', active: 'true' });
      const admitted = courseId ? await repo.admittedAmong(ctx.db, courseId, items.map((u) => u.ID)) : new Set<number>();
      return items.map((u) => ({ ID: u.ID, value: `${u.FirstName} ${u.LastName}`.trim(), email: u.Email, contact: u.Phone, AlreadyAdmitted: admitted.has(u.ID) }));
    },

    /**
     * Admits learners; already admitted ones are left as they are. Only active accounts that may learn. Given `inTx`
     * (the CRM's conversion, which makes the account in the same transaction), it writes there and the caller runs
     * `afterGrant` for each learner once that transaction committed.
     */
    async admit(actor: Actor, courseId: number, userIds: number[], inTx?: Db) {
      const db = inTx ?? ctx.db;
      const course = await coursesRepo.findCourse(db, courseId);
      if (!course) throw notFound('Course');
      const rows: Parameters<typeof repo.insertAdmissions>[1] = [];
      for (const userId of [...new Set(userIds)]) {
        const u = await deps.users.get(userId, db).catch(() => undefined);
        if (!u || !u.active || !hasCapability(u.role, 'courses.learn')) {
          throw new AppError('VALIDATION', 'Only active learner accounts can be admitted', [{ path: 'body.UserIDs', message: `User ${userId} cannot be admitted` }]);
        }
        rows.push({
          courseId, userId, userName: `${u.firstName} ${u.lastName}`.trim(), userEmail: u.email, userContact: `${u.countryCode} ${u.mobileNumber}`.trim(),
          admittedBy: actor.userId, createdOn: ctx.now(),
        });
      }
      const write = async (tx: Db) => {
        const added = await repo.insertAdmissions(tx, rows);
        const admitted = rows.filter((r) => added.some((a) => a.userId === r.userId));
        if (admitted.length) {
          const names = admitted.map((r) => r.userName);
          await deps.audit.record(tx, actor, {
            action: 'admissions.admit', entityType: 'course', entityId: courseId,
            // The first 100 learners by name (a path can admit many at once); the count is exact.
            after: {
              Course: course.title, Count: admitted.length,
              Learners: admitted.slice(0, 100).map((r) => ({ UserID: r.userId, Name: r.userName, Email: r.userEmail, AdmissionID: added.find((x) => x.userId === r.userId)!.id })),
            },
            summary: `Admitted ${admitted.length === 1 ? names[0] : `${admitted.length} learners (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''})`} to "${course.title}"`,
          });
          await deps.notify(tx, admitted.map((r) => r.userId), {
            type: 'admission.created', title: `You are enrolled in ${course.title}`,
            text: `You now have access to ${course.title}. Open your dashboard to start with the first lesson.`, link: '/dashboard',
          });
        }
        return added;
      };
      const inserted = inTx ? await write(inTx) : await ctx.db.transaction(write);
      // The next step is stored at once: a new learner's landing page and dashboard offer Start at the first item.
      if (!inTx) for (const r of rows) await deps.progress.sync(r.userId, courseId);
      return { Admitted: inserted.length, AlreadyAdmitted: rows.length - inserted.length };
    },

    /**
     * A course as it is sold (payments): title, landing slug, stored prices in minor units; undefined when it is
     * missing or not published.
     */
    async forSale(courseId: number, db: Db = ctx.db) {
      const course = await coursesRepo.findCourse(db, courseId);
      if (!course || course.status !== 'published') return undefined;
      return { title: course.title, ref: course.slug, price: { INR: course.priceInr, USD: course.priceUsd } };
    },

    /**
     * Admits a learner who paid (payments), in the paying transaction `tx`: at most once (the unique admission), with
     * its audit entry naming the order. Call `afterGrant` once `tx` committed. True when this call admitted them.
     */
    async admitPaid(tx: Db, actor: AuditActor, g: { courseId: number; orderId: number; user: { id: number; name: string; email: string; contact: string } }) {
      const course = await coursesRepo.findCourse(tx, g.courseId);
      if (!course) throw notFound('Course');
      const [added] = await repo.insertAdmissions(tx, [{
        courseId: g.courseId, userId: g.user.id, userName: g.user.name, userEmail: g.user.email, userContact: g.user.contact,
        admittedBy: actor.userId, createdOn: ctx.now(),
      }]);
      if (!added) return false;
      await deps.audit.record(tx, actor, {
        action: 'admissions.admit', entityType: 'course', entityId: g.courseId,
        after: { Course: course.title, Count: 1, Learners: [{ UserID: g.user.id, Name: g.user.name, Email: g.user.email, AdmissionID: added.id }], OrderID: g.orderId },
        summary: paidAdmissionSummary(g.user.name, course.title, g.orderId),
      });
      return true;
    },

    /**
     * `admitPaid` as part of the paying module's one statement (its usual capture), for each row of the relation
     * `paid` (an order's columns: id, user_id, item_id, buyer_name, buyer_email): `ready` is the condition on the
     * order that its course can be granted (a live course), `write` the data-modifying CTEs of the admission and its
     * audit entry, the same as `admitPaid` writes. A learner admitted already fails the whole statement on the
     * unique admission (nothing is written): the caller then takes the transactional path (`admitPaid`). `settled`:
     * true in the statement's result when the learner's state is stored too (nothing done in the course before), so
     * `afterGrant` is not needed.
     */
    admitPaidSql(actor: AuditActor, at: Date) {
      return {
        ready: (order: { itemId: SQL }) => repo.liveCourseSql(order.itemId),
        write: (paid: SQL) =>
          repo.paidAdmissionCtes(paid, { admittedBy: actor.userId, createdOn: at }, (a) =>
            deps.audit.recordSql(actor, {
              action: 'admissions.admit', entityType: 'course', entityId: a.courseId,
              before: sql`null::jsonb`,
              after: sql`jsonb_build_object('Course', ${a.courseTitle}, 'Count', 1, 'Learners', jsonb_build_array(jsonb_build_object('UserID', ${a.userId}, 'Name', ${a.userName}, 'Email', ${a.userEmail}, 'AdmissionID', ${a.id})), 'OrderID', ${a.orderId})`,
              summary: textSql((col) => paidAdmissionSummary(col(a.userName), col(a.courseTitle), col(a.orderId))),
            }, a.from)),
        settled: repo.paidAdmissionSettled,
      };
    },

    /** The next step of a learner admitted by `admitPaid`, stored once its transaction committed. */
    afterGrant: (userId: number, courseId: number) => deps.progress.sync(userId, courseId),

    /** Withdraws a paid admission on a full refund, in the refunding transaction; false when there was none. */
    async removePaid(tx: Db, actor: AuditActor, g: { courseId: number; userId: number; orderId: number }) {
      const id = await repo.admissionIdOf(tx, g.userId, g.courseId);
      const admission = id === undefined ? undefined : await repo.admissionRow(tx, id);
      if (id === undefined || !admission || !(await repo.deleteAdmission(tx, id))) return false;
      await deps.audit.record(tx, actor, {
        action: 'admissions.remove', entityType: 'admission', entityId: id,
        before: { CourseID: g.courseId, Course: admission.CourseName, UserID: g.userId, Learner: admission.UserName, Email: admission.Email, OrderID: g.orderId },
        summary: `Removed ${admission.UserName} from "${admission.CourseName}" (order #${g.orderId} refunded)`,
      });
      return true;
    },

    /** Removes an admission: the learner loses access; their progress rows stay for a re-admission. */
    async remove(actor: Actor, id: number) {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.admissionRow(tx, id);
        if (!before || !(await repo.deleteAdmission(tx, id))) throw notFound('Admission');
        await deps.audit.record(tx, actor, {
          action: 'admissions.remove', entityType: 'admission', entityId: id,
          before: { CourseID: before.CourseID, Course: before.CourseName, UserID: before.UserID, Learner: before.UserName, Email: before.Email, Status: before.ProgressStatus, Progress: before.Progress },
          summary: `Removed ${before.UserName} from "${before.CourseName}" (progress ${before.Progress}%)`,
        });
      });
    },

    /**
     * One learner's item-by-item progress in one course (SubsID = admission id), with each lesson's test attempts
     * and assignment submissions.
     */
    async detail(subsId: number, userId: number): Promise<AdmissionDetail> {
      const row = await repo.admissionRow(ctx.db, subsId);
      if (!row || row.UserID !== userId) throw notFound('Admission');
      const [content, subs] = await Promise.all([deps.progress.contentFor(userId, row.CourseID), repo.submissionsOfCourse(ctx.db, userId, row.CourseID)]);
      const itemOf = (l: (typeof content.Lessons)[number], type: 'test' | 'assignment') => l.Contents.find((c) => c.Type === type)?.ID ?? null;
      const testIds = [...new Set(content.Lessons.map((l) => itemOf(l, 'test')).filter((x): x is number => x !== null))];
      const results = new Map(await Promise.all(testIds.map(async (id) => [id, await deps.assessments.attempts.resultsOf(userId, id)] as const)));
      const Records = content.Lessons.map((l): LessonRecord => {
        const TestID = itemOf(l, 'test');
        return {
          LessonID: l.LessonID,
          TestID,
          TestResults: (TestID ? (results.get(TestID) ?? []) : []).map((r) => ({
            ID: r.ID, AttemptNo: r.AttemptNo, Score: r.Score, MaxScore: r.MaxScore, Percentage: r.Percentage, Passed: r.Passed, SubmittedOn: r.SubmittedOn,
          })),
          AssignmentID: itemOf(l, 'assignment'),
          Submissions: subs.filter((s) => s.LessonID === l.LessonID).map(({ LessonID: _lesson, ...s }) => s),
        };
      });
      return { Admission: row, Content: content, Records };
    },

    /** Learners admitted to at least one course, with their courses and figures (Manage Student). */
    students: (q: z.infer<typeof studentsQuerySchema>) => repo.listStudents(ctx.db, q, { courseId: q.courseId }),

    /** Courses with learner counts, progress and certificates (Manage Course(s)). */
    courseSummaries: (q: z.infer<typeof courseSummariesQuerySchema>) => repo.listCourseSummaries(ctx.db, q, { status: q.status }),

    /** One course's figures (course profile). */
    async courseSummary(courseId: number) {
      const s = await repo.courseSummary(ctx.db, courseId);
      if (!s) throw notFound('Course');
      return s;
    },

    /** The learner's courses with status, progress, next step and certificate (GET /userCourses). */
    mine: (userId: number) => repo.admissionsOfUser(ctx.db, userId),
  };
}
