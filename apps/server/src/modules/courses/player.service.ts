import { formatDuration } from '@app/contracts/assessments';
import type { ContentType, MaterialKind, SubmissionStatus } from '@app/contracts/courses';
import type { z } from 'zod';
import type { contentItemSchema, courseLandingSchema } from '@app/contracts/courses';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { CoursesService } from './courses.service.ts';
import type { MaterialsService } from './materials.service.ts';
import type { ProgressService } from './progress.service.ts';
import type { SubmissionsService } from './submissions.service.ts';
import { canSubmit, isDocument } from './progress-state.ts';
import * as progressRepo from './progress.repository.ts';
import * as admissionsRepo from './admissions.repository.ts';

/** `{lessonId}-{type}` of a player address. */
export function parseContentUrl(contentUrl: string): { lessonId: number; type: ContentType } {
  const [id, type] = contentUrl.split('-');
  return { lessonId: Number(id), type: type as ContentType };
}

/** Where an admitted learner downloads an attachment of a lesson's assignment. */
export const learnerAttachmentUrl = (courseId: number, lessonId: number, fileId: number) =>
  `/api/course/${courseId}/lessons/${lessonId}/assignment/attachments/${fileId}`;

export type PlayerService = ReturnType<typeof createPlayerService>;

/** The lesson player: opening items, and the course landing page. */
export function createPlayerService(
  ctx: AppContext,
  deps: { courses: CoursesService; materials: MaterialsService; assignments: AssignmentsService; assessments: AssessmentsService; progress: ProgressService; submissions: SubmissionsService },
) {
  return {
    /** Opens one item (403 when its lesson is locked, 404 when not admitted); a document counts as done on opening. */
    async open(actor: AuthContext, courseId: number, contentUrl: string): Promise<z.infer<typeof contentItemSchema>> {
      const { lessonId, type } = parseContentUrl(contentUrl);
      let { lesson, entry } = await deps.progress.openable(actor, courseId, lessonId, type);
      const reload = async () => {
        await deps.progress.sync(actor.userId, courseId);
        ({ lesson, entry } = await deps.progress.openable(actor, courseId, lessonId, type));
      };
      const item: z.infer<typeof contentItemSchema> = { Entry: entry, Material: null, Test: null, Assignment: null };

      if (type === 'material') {
        const m = await deps.materials.find(lesson.materialId!);
        if (!m) throw notFound('Material');
        const kind = m.kind as MaterialKind;
        const p = await progressRepo.progressOfLesson(ctx.db, actor.userId, lessonId);
        if (isDocument(kind) && !p?.materialDone) {
          await deps.progress.markMaterialDone(actor.userId, courseId, lessonId);
          await reload();
        }
        const url = kind === 'video-link' ? m.link : m.fileKey ? `/api/course/${courseId}/lessons/${lessonId}/material/file` : null;
        item.Material = { Kind: kind, Url: url, Body: m.body, ExpectedSeconds: m.expectedSeconds, ResumePosition: p?.lastPosition ?? 0 };
      } else if (type === 'test') {
        const t = await deps.assessments.tests.find(lesson.testId!);
        if (!t) throw notFound('Test');
        if (t.title !== lesson.testTitle || t.durationSeconds !== lesson.testSeconds) await deps.courses.refreshTestSnapshot(t.id, t.title, t.durationSeconds);
        // First: an overdue open attempt is closed here, so it shows among the results below.
        const open = await deps.assessments.attempts.openOf(actor.userId, t.id);
        const results = await deps.assessments.attempts.resultsOf(actor.userId, t.id);
        // A result the listener missed (it failed, or ran in another instance that stopped) is picked up here.
        const p = await progressRepo.progressOfLesson(ctx.db, actor.userId, lessonId);
        if (p && p.testStatus !== 'passed' && p.testAttemptId) {
          const mine = results.find((r) => r.ID === p.testAttemptId);
          if (mine && (p.testStatus === 'started' || (mine.Passed && p.testStatus === 'failed'))) {
            await deps.progress.onAttemptResult({
              attemptId: mine.ID, testId: t.id, userId: actor.userId, attemptNo: mine.AttemptNo, context: { Kind: 'lesson', CourseID: courseId, LessonID: lessonId },
              score: mine.Score ?? 0, maxScore: mine.MaxScore, percentage: mine.Percentage ?? 0, passed: !!mine.Passed, closedBy: 'learner',
              submittedOn: new Date(mine.SubmittedOn ?? Date.now()), attemptsUsed: results.length, attemptsAllowed: t.attemptsAllowed,
            });
            await reload();
          }
        }
        const passed = entry.LockStatus === 'check-circle';
        const used = results.length + (open ? 1 : 0);
        item.Test = {
          TestID: t.id, Title: t.title, DurationSeconds: t.durationSeconds, AttemptsAllowed: t.attemptsAllowed, AttemptsUsed: used, Passed: passed,
          CanStart: !passed && !open && t.status === 'published' && (t.attemptsAllowed === null || used < t.attemptsAllowed),
          OpenAttempt: open,
          Results: results.map((r) => ({ ID: r.ID, AttemptNo: r.AttemptNo, Score: r.Score, MaxScore: r.MaxScore, Percentage: r.Percentage, Passed: r.Passed, SubmittedOn: r.SubmittedOn })),
        };
      } else {
        const a = await deps.assignments.find(lesson.assignmentId!);
        if (!a) throw notFound('Assignment');
        const subs = await deps.submissions.mine(actor.userId, lessonId);
        const latest = subs[0] ? { status: subs[0].Status as SubmissionStatus, attemptNo: subs[0].AttemptNo } : undefined;
        item.Assignment = {
          AssignmentID: a.id, Title: a.title, Description: a.description, MaxScore: a.maxScore, ReattemptsAllowed: a.reattemptsAllowed,
          Attachments: await deps.assignments.attachments(a.id, (fileId) => learnerAttachmentUrl(courseId, lessonId, fileId)), CanSubmit: canSubmit(latest, a.reattemptsAllowed), Submissions: subs,
        };
      }
      item.Entry = entry;
      return item;
    },

    /** Streams the material file of an unlocked lesson to an admitted learner (range requests for seeking). */
    async sendMaterial(req: FastifyRequest, reply: FastifyReply, actor: AuthContext, courseId: number, lessonId: number) {
      const { lesson } = await deps.progress.openable(actor, courseId, lessonId, 'material');
      const m = await deps.materials.find(lesson.materialId!);
      if (!m) throw notFound('Material');
      return deps.materials.send(req, reply, m);
    },

    /** Streams an attachment of the assignment of an unlocked lesson to an admitted learner (others 404). */
    async sendAttachment(req: FastifyRequest, reply: FastifyReply, actor: AuthContext, courseId: number, lessonId: number, fileId: number) {
      const { lesson } = await deps.progress.openable(actor, courseId, lessonId, 'assignment');
      return deps.assignments.sendFile(req, reply, lesson.assignmentId!, fileId);
    },

    /** The public landing item of a published course; an admitted learner also gets status, progress and next step. */
    async landing(actor: AuthContext | null, courseUrl: string): Promise<z.infer<typeof courseLandingSchema>> {
      const c = await deps.courses.byIdOrSlug(courseUrl);
      if (c.status !== 'published') throw notFound('Course');
      const lessons = await deps.courses.lessonsWithItems(c.id);
      const adm = actor ? await admissionsRepo.admissionWithCourse(ctx.db, actor.userId, c.id) : undefined;
      return {
        ID: c.id,
        courseURL: c.slug,
        Title: c.title,
        Description: c.description,
        Duration: c.duration,
        MaterialCount: lessons.filter((l) => l.materialId).length,
        TestCount: lessons.filter((l) => l.testId).length,
        AssignmentCount: lessons.filter((l) => l.assignmentId).length,
        Image: c.imageUrl,
        imgValue: c.imageUrl,
        CoursePrice: { INR: c.priceInr, USD: c.priceUsd },
        status: (adm?.status as 'incomplete' | 'in-progress' | 'completed' | undefined) ?? 'incomplete',
        Admitted: !!adm,
        Progress: adm?.progress ?? 0,
        NextUrl: adm?.nextUrl ?? null,
        Contents: lessons.map((l) => ({
          LessonID: l.id,
          Title: l.title,
          Items: [
            ...(l.materialId ? [{ Type: 'material' as const, Name: l.materialName ?? '', ExpectedComplitionTime: formatDuration(l.materialSeconds ?? 0) }] : []),
            ...(l.testId ? [{ Type: 'test' as const, Name: l.testTitle ?? '', ExpectedComplitionTime: formatDuration(l.testSeconds ?? 0) }] : []),
            ...(l.assignmentId ? [{ Type: 'assignment' as const, Name: l.assignmentTitle ?? '', ExpectedComplitionTime: formatDuration(0) }] : []),
          ],
        })),
      };
    },
  };
}
