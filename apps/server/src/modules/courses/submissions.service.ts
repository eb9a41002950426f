import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SUBMISSION_FILE_MAX_COUNT, type CheckingRow, type Submission, type SubmissionStatus, type submitBodySchema } from '@app/contracts/courses';
import { isAdminKind } from '@app/contracts/roles';
import type { ListQuery, Page } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import { AppError, conflict, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { ProgressService } from './progress.service.ts';
import { canSubmit } from './progress-state.ts';
import * as coursesRepo from './courses.repository.ts';
import * as repo from './submissions.repository.ts';

/** What a learner may attach to an assignment, by magic bytes. */
export const SUBMISSION_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const SUBMISSION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Uploads not submitted within this time are removed by the clean-up job. */
export const PENDING_UPLOAD_TTL_MS = 24 * 3600 * 1000;

/** An ids segment of the checking paths: 'all' or '0' means no filter, otherwise ids joined with '-'. */
export function parseIds(segment: string): number[] | undefined {
  if (/^(all|0)$/i.test(segment)) return undefined;
  return [...new Set(segment.split('-').map(Number))].filter((n) => n > 0);
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;

/** The scheduled clean-up of assignment uploads never submitted within a day (security review M5). */
export function cleanPendingUploadsJob(submissions: Pick<SubmissionsService, 'cleanPendingUploads'>, intervalMs = 3600_000): PeriodicJob {
  return { name: 'courses.cleanPendingUploads', intervalMs, runAtStart: true, run: () => submissions.cleanPendingUploads() };
}

/** Assignment submissions: learner uploads and submits, mentors check (accept or return). */
export function createSubmissionsService(ctx: AppContext, deps: { users: UsersService; assignments: AssignmentsService; progress: ProgressService; audit: AuditService; notify: Notify }) {
  const fileUrl = (courseId: number, submissionId: number, fileId: number, forStaff: boolean) =>
    forStaff ? `/api/usersProgress/submissions/${submissionId}/files/${fileId}` : `/api/course/${courseId}/submissions/${submissionId}/files/${fileId}`;

  async function views(rows: repo.SubmissionRecord[], forStaff: boolean): Promise<Submission[]> {
    const files = await repo.filesOf(ctx.db, rows.map((r) => r.id));
    return rows.map((s) => ({
      ID: s.id,
      AttemptNo: s.attemptNo,
      Text: s.text,
      Files: files.filter((f) => f.submissionId === s.id).map((f) => ({ ID: f.id, Name: f.fileName, Size: f.fileSize, ContentType: f.contentType, Url: fileUrl(s.courseId, s.id, f.id, forStaff) })),
      Status: s.status as SubmissionStatus,
      Score: s.score,
      Feedback: s.feedback,
      CreatedOn: s.createdOn.toISOString(),
      DecidedOn: s.decidedOn?.toISOString() ?? null,
    }));
  }

  /** A submission a checker may see: a mentor only of their courses, the admin kind all; others 404. */
  async function checkable(actor: AuthContext, id: number) {
    const s = await repo.findSubmission(ctx.db, id);
    if (!s) throw notFound('Submission');
    if (!isAdminKind(actor.role)) {
      const mine = await coursesRepo.mentorCourseIds(ctx.db, actor.userId);
      if (!mine.includes(s.courseId)) throw notFound('Submission');
    }
    return s;
  }

  async function detail(actor: AuthContext, id: number) {
    const s = await checkable(actor, id);
    const [assignment, course, history] = await Promise.all([
      deps.assignments.find(s.assignmentId),
      coursesRepo.findCourse(ctx.db, s.courseId),
      repo.submissionsOf(ctx.db, s.userId, s.lessonId),
    ]);
    const all = await views(history, true);
    const me = all.find((x) => x.ID === s.id)!;
    const user = await deps.users.get(s.userId).catch(() => undefined);
    return {
      SubmissionID: s.id, User_ID: s.userId, UserName: s.userName, Email: user?.email ?? '', CourseID: s.courseId, CourseName: course?.title ?? '',
      LessonID: s.lessonId, AssignmentID: s.assignmentId, AssignmentName: assignment?.title ?? '', AssignmentDescription: assignment?.description ?? '',
      MaxScore: assignment?.maxScore ?? 0, ReattemptsAllowed: assignment?.reattemptsAllowed ?? 0, AttemptNo: s.attemptNo, CreatedOn: me.CreatedOn,
      Text: s.text, Files: me.Files, Status: me.Status, Score: s.score, Feedback: s.feedback, DecidedOn: me.DecidedOn, DecidedByName: s.decidedByName,
      History: all.filter((x) => x.ID !== s.id),
    };
  }

  return {
    views,
    detail,
    /** The learner's submissions of a lesson, newest first. */
    mine: async (userId: number, lessonId: number) => views(await repo.submissionsOf(ctx.db, userId, lessonId), false),

    /** Uploads one file for the learner's next submission (admitted, lesson unlocked; size and type limited). */
    async upload(actor: AuthContext, courseId: number, lessonId: number, part: MultipartFile) {
      try {
        await deps.progress.openable(actor, courseId, lessonId, 'assignment');
      } catch (e) {
        part.file.resume();
        throw e;
      }
      const saved = await saveUpload(ctx, part, { prefix: 'submissions', allow: SUBMISSION_FILE_TYPES, maxBytes: SUBMISSION_FILE_MAX_BYTES });
      let stored;
      try {
        stored = await repo.insertPendingFile(
          ctx.db,
          { userId: actor.userId, lessonId, fileKey: saved.key, fileName: saved.originalName, fileSize: saved.size, contentType: saved.contentType, createdOn: ctx.now() },
          { maxPending: SUBMISSION_FILE_MAX_COUNT, quotaBytes: ctx.config.USER_UPLOAD_QUOTA_BYTES },
        );
      } catch (e) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw e;
      }
      if ('quota' in stored) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw ruleViolated(`Your uploaded files would exceed your storage allowance of ${Math.floor(ctx.config.USER_UPLOAD_QUOTA_BYTES / 1048576)} MB; ask the academy staff for help`);
      }
      for (const key of stored.droppedKeys) await ctx.storage.delete(key).catch(() => {});
      const row = stored.row;
      return { ID: row.id, Name: row.fileName, Size: row.fileSize, ContentType: row.contentType };
    },

    /** Removes one of my uploads that is not part of a submission (the form's remove button). */
    async removePending(actor: AuthContext, courseId: number, lessonId: number, fileId: number) {
      await deps.progress.openable(actor, courseId, lessonId, 'assignment');
      const key = await repo.deletePendingFile(ctx.db, actor.userId, lessonId, fileId);
      if (!key) throw notFound('File');
      await ctx.storage.delete(key).catch(() => {});
    },

    /** Deletes uploads never submitted within a day (run hourly by `cleanPendingUploadsJob`); how many went. */
    async cleanPendingUploads(now: Date = ctx.now(), batch = 200) {
      const before = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
      let removed = 0;
      for (;;) {
        const gone = await repo.deleteStalePendingFiles(ctx.db, before, batch);
        for (const r of gone) await ctx.storage.delete(r.fileKey).catch(() => {});
        removed += gone.length;
        if (gone.length < batch) return removed;
      }
    },

    /**
     * Submits text and uploaded files. Idempotent by RequestID (a repeat answers with the first). Allowed when
     * nothing is submitted yet, or the latest was returned and reattempts are left; 409 while one awaits a
     * decision or once accepted, 422 when no reattempts are left.
     */
    async submit(actor: AuthContext, courseId: number, lessonId: number, body: z.infer<typeof submitBodySchema>) {
      const again = await repo.findByRequest(ctx.db, actor.userId, body.RequestID);
      if (again) {
        if (again.lessonId !== lessonId) throw conflict('This request id was used for another submission');
        return (await views([again], false))[0]!;
      }
      const { c, lesson } = await deps.progress.openable(actor, courseId, lessonId, 'assignment');
      const assignment = await deps.assignments.find(lesson.assignmentId!);
      if (!assignment) throw notFound('Assignment');
      if (!body.Text && body.FileIDs.length === 0) throw new AppError('VALIDATION', 'Write an answer or attach a file', [{ path: 'body.Text', message: 'Required without files' }]);
      const row = await ctx.db.transaction(async (tx) => {
        const latest = await repo.lockLatest(tx, actor.userId, lessonId);
        if (latest?.status === 'submitted') throw conflict('Your submission is awaiting the mentor’s review');
        if (latest?.status === 'accepted') throw conflict('This assignment is already accepted');
        if (!canSubmit(latest ? { status: latest.status as SubmissionStatus, attemptNo: latest.attemptNo } : undefined, assignment.reattemptsAllowed)) {
          throw ruleViolated('No reattempts are left for this assignment');
        }
        const inserted = await repo.insertSubmission(tx, {
          userId: actor.userId, userName: c.admission.userName, courseId, lessonId, assignmentId: assignment.id,
          attemptNo: (latest?.attemptNo ?? 0) + 1, text: body.Text, requestId: body.RequestID, createdOn: ctx.now(),
        });
        if (!inserted) throw conflict('Another submission was made at the same time');
        const attached = await repo.attachFiles(tx, inserted.id, actor.userId, lessonId, [...new Set(body.FileIDs)]);
        if (attached !== new Set(body.FileIDs).size) throw new AppError('VALIDATION', 'Some files are not yours, not for this lesson, or already used', [{ path: 'body.FileIDs', message: 'Unknown file' }]);
        return inserted;
      }).catch(async (e) => {
        // Two submissions with the same RequestID at once: the other one won; answer with it.
        const winner = await repo.findByRequest(ctx.db, actor.userId, body.RequestID);
        if (winner) return winner;
        throw e;
      });
      await deps.progress.sync(actor.userId, courseId);
      return (await views([row], false))[0]!;
    },

    /** A learner's own submission file (404 for anything else). */
    async sendOwnFile(req: FastifyRequest, reply: FastifyReply, actor: AuthContext, courseId: number, submissionId: number, fileId: number) {
      const s = await repo.findSubmission(ctx.db, submissionId);
      if (!s || s.userId !== actor.userId || s.courseId !== courseId) throw notFound('File');
      const f = await repo.findFile(ctx.db, submissionId, fileId);
      if (!f) throw notFound('File');
      // Uploaded by a learner: always downloaded, never shown in the app's origin (a PDF or HTML could script).
      return sendStoredFile(req, reply, ctx.storage, f.fileKey, { fileName: f.fileName, inline: false });
    },

    // ------------------------------------------------------------ mentor checking

    async checkingList(actor: AuthContext, kind: 'pending' | 'reattempted', courseIds: string, userIds: string, q: ListQuery): Promise<Page<CheckingRow>> {
      const mentorOf = isAdminKind(actor.role) ? undefined : await coursesRepo.mentorCourseIds(ctx.db, actor.userId);
      return repo.listChecking(ctx.db, q, { kind, courseIds: parseIds(courseIds), userIds: parseIds(userIds), mentorOf });
    },

    /** The courses a checker's lists cover, for the query's filter: a mentor's own; undefined (every course) for the admin kind. */
    checkerScope: async (actor: AuthContext): Promise<number[] | undefined> =>
      isAdminKind(actor.role) ? undefined : coursesRepo.mentorCourseIds(ctx.db, actor.userId),
    /** The queue at a glance within `scope` (undefined: every course): both tabs counted, the one waiting longest. */
    queue: (scope: number[] | undefined) => repo.checkingQueue(ctx.db, scope),
    /** Courses with submissions waiting and no mentor to check them, the most waiting first. */
    unmentoredWaiting: (limit: number) => repo.unmentoredWaiting(ctx.db, limit),

    /** Filter choices of the checking screen: the courses the checker may see and who submitted in them. */
    async checkingFilters(actor: AuthContext) {
      const mentorOf = isAdminKind(actor.role) ? undefined : await coursesRepo.mentorCourseIds(ctx.db, actor.userId);
      return repo.checkingFilterChoices(ctx.db, mentorOf);
    },

    /**
     * The spec's assignment view: a learner's newest submission of an assignment of a course, both by name; with
     * `submissionId`, exactly that submission (it must be this learner's). Same access as `detail`; else 404.
     */
    async viewByNames(actor: AuthContext, v: { courseName: string; assignmentName: string; userId: number; submissionId?: number }) {
      if (v.submissionId) {
        const s = await checkable(actor, v.submissionId);
        if (s.userId !== v.userId) throw notFound('Submission');
        return detail(actor, s.id);
      }
      const mentorOf = isAdminKind(actor.role) ? undefined : await coursesRepo.mentorCourseIds(ctx.db, actor.userId);
      const id = await repo.latestByNames(ctx.db, { ...v, mentorOf });
      if (!id) throw notFound('Submission');
      return detail(actor, id);
    },

    /** Accepts or returns a submission awaiting a decision: the first decision wins, a second answers 409. */
    async decide(actor: Actor, id: number, d: { accept: true; score: number; feedback: string } | { accept: false; feedback: string }) {
      const s = await checkable(actor, id);
      const a = await deps.assignments.find(s.assignmentId);
      if (d.accept && a && d.score > a.maxScore) throw new AppError('VALIDATION', `The score is at most ${a.maxScore}`, [{ path: 'body.Score', message: `At most ${a.maxScore}` }]);
      const me = await deps.users.get(actor.userId);
      const row = await ctx.db.transaction(async (tx) => {
        const decided = await repo.decide(tx, id, {
          status: d.accept ? 'accepted' : 'returned',
          score: d.accept ? d.score : null,
          feedback: d.feedback || null,
          decidedBy: actor.userId,
          decidedByName: `${me.firstName} ${me.lastName}`.trim(),
          decidedOn: ctx.now(),
        });
        if (!decided) throw conflict('This submission has already been decided');
        const what = `attempt ${s.attemptNo} of "${a?.title ?? 'an assignment'}" by ${s.userName}`;
        await deps.audit.record(tx, actor, {
          action: d.accept ? 'assignments.accept' : 'assignments.return', entityType: 'submission', entityId: id,
          before: { Learner: s.userName, Assignment: a?.title ?? null, AttemptNo: s.attemptNo, Status: s.status, Score: s.score, Feedback: s.feedback },
          after: { Learner: s.userName, Assignment: a?.title ?? null, AttemptNo: s.attemptNo, Status: decided.status, Score: decided.score, Feedback: decided.feedback },
          summary: d.accept ? `Accepted ${what} with ${d.score}${a ? `/${a.maxScore}` : ''}` : `Returned ${what} for a reattempt`,
        });
        const mentor = `${me.firstName} ${me.lastName}`.trim();
        const title = a?.title ?? 'your assignment';
        const note = d.feedback ? ` Feedback: ${d.feedback}` : '';
        await deps.notify(tx, [s.userId], d.accept
          ? { type: 'assignment.accepted', title: `Assignment accepted: ${title}`, text: `${mentor} accepted your submission with ${d.score}${a ? ` of ${a.maxScore}` : ''} marks.${note}`, link: `/course/${s.courseId}/${s.lessonId}-assignment` }
          : { type: 'assignment.returned', title: `Assignment returned: ${title}`, text: `${mentor} returned your submission for another attempt.${note}`, link: `/course/${s.courseId}/${s.lessonId}-assignment` });
        return decided;
      });
      await deps.progress.sync(row.userId, row.courseId);
      return detail(actor, id);
    },

    async sendCheckerFile(req: FastifyRequest, reply: FastifyReply, actor: AuthContext, submissionId: number, fileId: number) {
      await checkable(actor, submissionId);
      const f = await repo.findFile(ctx.db, submissionId, fileId);
      if (!f) throw notFound('File');
      // Uploaded by a learner: always downloaded, never shown in the app's origin (a PDF or HTML could script).
      return sendStoredFile(req, reply, ctx.storage, f.fileKey, { fileName: f.fileName, inline: false });
    },
  };
}
