import type { Attempt } from '@app/contracts/assessments';
import type { ContentType, CourseContent, MaterialKind, SubmissionStatus } from '@app/contracts/courses';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { AttemptResultEvent } from '../assessments/attempts.service.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import type { CertificatesService } from './certificates.service.ts';
import { computeCourseState, emptyProgress, isDocument, isWatched, statusOf, type CourseState, type LessonProgressShape, type LessonShape } from './progress-state.ts';
import * as admissionsRepo from './admissions.repository.ts';
import type * as coursesRepo from './courses.repository.ts';
import { createLessonStructureCache } from './lesson-structure-cache.ts';
import * as repo from './progress.repository.ts';

/** Playback faster than this multiple of real time is not credited (seeking ahead is not watching). */
const MAX_PLAYBACK_RATE = 2;
/** Credit of a learner's first heartbeat on a material, and the most real time one gap between heartbeats earns. */
const FIRST_HEARTBEAT_SECONDS = 15;
const MAX_GAP_SECONDS = 60;

export type LoadedCourse = {
  admission: repo.LearnerCourseRow;
  lessons: readonly coursesRepo.LessonWithItems[];
  progress: Map<number, LessonProgressShape>;
  state: CourseState;
};

/** A lesson row with its items as the course state computation takes it. */
export function toShape(l: coursesRepo.LessonWithItems): LessonShape {
  return {
    id: l.id,
    position: l.position,
    title: l.title,
    material: l.materialId ? { id: l.materialId, name: l.materialName ?? '', kind: l.materialKind as MaterialKind, expectedSeconds: l.materialSeconds ?? 0, description: l.materialDescription ?? '' } : null,
    test: l.testId ? { id: l.testId, title: l.testTitle ?? `Test ${l.testId}`, seconds: l.testSeconds ?? 0 } : null,
    assignment: l.assignmentId ? { id: l.assignmentId, title: l.assignmentTitle ?? '', reattemptsAllowed: l.assignmentReattempts ?? 0 } : null,
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;

/**
 * Learner progress and locks, computed on the server (DESIGN section 5). Reading a course's state takes one
 * query whatever the number of lessons (admission with course, content version and certificate, the learner's
 * lesson progress and latest submissions: progress.repository learnerCourse) plus, when the course's structure
 * changed since this instance last read it, a second: its lessons with their items (lesson-structure-cache.ts).
 */
export function createProgressService(ctx: AppContext, deps: { assessments: AssessmentsService; certificates: CertificatesService; coins: CoinsService }) {
  const structures = createLessonStructureCache(ctx.db);
  /** The course as the learner stands in it; undefined when not admitted (or the course is gone). */
  async function load(userId: number, courseId: number): Promise<LoadedCourse | undefined> {
    const admission = await repo.learnerCourse(ctx.db, userId, courseId);
    if (!admission) return undefined;
    const lessons = await structures.get(courseId, admission.contentVersion);
    const progress = new Map(admission.lessonProgress.map((p) => [p.lessonId, p]));
    const latestBy = new Map(admission.latestSubmissions.map((s) => [s.lessonId, { status: s.status as SubmissionStatus, attemptNo: s.attemptNo }]));
    const state = computeCourseState(lessons.map(toShape), (id) => progress.get(id) ?? emptyProgress, (id) => latestBy.get(id));
    return { admission, lessons, progress, state };
  }

  async function loadAdmitted(actor: AuthContext, courseId: number) {
    const c = await load(actor.userId, courseId);
    if (!c) throw notFound('Course');
    return c;
  }

  /**
   * Writes the admission's status, progress and next step from the state, and issues the certificate when the
   * course is complete. Completion is kept once reached; the certificate is issued once (unique per learner and course).
   * Reaching completion grants the 'course completed' earning rule in the same transaction (once per learner and course).
   */
  async function sync(userId: number, courseId: number, loaded?: LoadedCourse) {
    const c = loaded ?? (await load(userId, courseId));
    if (!c) return;
    const wasCompleted = c.admission.status === 'completed';
    const status = wasCompleted ? 'completed' : statusOf(c.state);
    const state = { status, progress: c.state.progress, nextUrl: c.state.nextUrl };
    if (status === 'completed' && !wasCompleted) {
      await ctx.db.transaction(async (tx) => {
        await admissionsRepo.updateAdmissionState(tx, c.admission.admissionId, state, ctx.now());
        await deps.coins.grant(tx, { userId, event: 'course.completed', subjectId: courseId, reason: `Completed the course ${c.admission.title}` });
      });
    } else {
      await admissionsRepo.updateAdmissionState(ctx.db, c.admission.admissionId, state, ctx.now());
    }
    if (status === 'completed' && !c.admission.certificateId) {
      await deps.certificates.issue({ userId, courseId, holderName: c.admission.userName, courseName: c.admission.title, courseSlug: c.admission.slug });
    }
  }

  function contentOf(c: LoadedCourse): CourseContent {
    return {
      CourseID: c.admission.courseId,
      Title: c.admission.title,
      courseURL: c.admission.slug,
      Image: c.admission.imageUrl,
      status: c.admission.status === 'completed' ? 'completed' : statusOf(c.state),
      Progress: c.state.progress,
      NextUrl: c.state.nextUrl,
      CertificateID: c.admission.certificateId,
      Lessons: c.state.lessons,
    };
  }

  /**
   * An item the learner may open: admitted (else 404), the lesson and item exist (else 404), the lesson is
   * unlocked (else 403).
   */
  async function openable(actor: AuthContext, courseId: number, lessonId: number, type: ContentType) {
    const c = await loadAdmitted(actor, courseId);
    const item = itemOf(c, lessonId, type);
    if (!item) throw notFound('Lesson item');
    if (item.locked) throw forbidden('This lesson is locked: finish the earlier lessons first');
    return { c, lesson: item.lesson, entry: item.entry };
  }

  /** A lesson's item as the course state shows it, with its lesson's lock; undefined when the lesson has no such item. */
  function itemOf(c: LoadedCourse, lessonId: number, type: ContentType) {
    const lesson = c.lessons.find((l) => l.id === lessonId);
    const view = c.state.lessons.find((l) => l.LessonID === lessonId);
    const entry = view?.Contents.find((e) => e.Type === type);
    return lesson && view && entry ? { lesson, entry, locked: view.Locked } : undefined;
  }

  /** Starts (or resumes) the test of a lesson the learner may open, with the lesson context, and records it. */
  async function startLessonTest(actor: AuthContext, courseId: number, lessonId: number, testId: number): Promise<Attempt> {
    const attempt = await deps.assessments.attempts.start(actor, { TestID: testId, Context: { Kind: 'lesson', CourseID: courseId, LessonID: lessonId } });
    await repo.recordLessonAttempt(ctx.db, { attemptId: attempt.ID, userId: actor.userId, courseId, lessonId, testId });
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockProgress(tx, actor.userId, courseId, lessonId);
      if (row.testStatus === 'none') await repo.updateProgress(tx, actor.userId, lessonId, { testStatus: 'started', testAttemptId: attempt.ID, updatedOn: ctx.now() });
      else await repo.updateProgress(tx, actor.userId, lessonId, { testAttemptId: attempt.ID });
    });
    await sync(actor.userId, courseId);
    return attempt;
  }

  async function markMaterialDone(userId: number, courseId: number, lessonId: number) {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockProgress(tx, userId, courseId, lessonId);
      if (!row.materialDone) await repo.updateProgress(tx, userId, lessonId, { materialDone: true, updatedOn: ctx.now() });
    });
  }

  /** Moves a lesson test's status from an engine result (only attempts started from the lesson player count). */
  async function onAttemptResult(event: AttemptResultEvent) {
    // Only lesson tests move progress, and they are started with their lesson as context (start above): a Test
    // Series, capsule or invitation result costs no lookup.
    if (event.context?.Kind !== 'lesson') return;
    const la = await repo.findLessonAttempt(ctx.db, event.attemptId);
    if (!la) return;
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockProgress(tx, la.userId, la.courseId, la.lessonId);
      await repo.updateProgress(tx, la.userId, la.lessonId, {
        testStatus: row.testStatus === 'passed' || event.passed ? 'passed' : 'failed',
        testAttemptsUsed: Math.max(row.testAttemptsUsed, event.attemptsUsed),
        testAttemptsAllowed: event.attemptsAllowed,
        updatedOn: ctx.now(),
      });
    });
    await sync(la.userId, la.courseId);
  }
  deps.assessments.attempts.onResult(onAttemptResult);

  return {
    load,
    sync,
    contentOf,
    openable,
    markMaterialDone,
    onAttemptResult,
    /** The lesson player's course content with progress and locks (GET /CourseContentData/{id}). */
    content: async (actor: AuthContext, courseId: number) => contentOf(await loadAdmitted(actor, courseId)),
    /** One learner's content for staff (admissions detail). */
    async contentFor(userId: number, courseId: number) {
      const c = await load(userId, courseId);
      if (!c) throw notFound('Admission');
      return contentOf(c);
    },

    /**
     * A material heartbeat: the player reports its position. Credit advances to the position, but by no more
     * than the real time since the previous heartbeat allows (at most 2x playback, gaps counted up to a minute),
     * so a repeated heartbeat, seeking back or jumping ahead never adds time twice. Watched at 90% of the
     * expected time; documents count on opening.
     */
    async heartbeat(actor: AuthContext, courseId: number, lessonId: number, position: number) {
      const { lesson } = await openable(actor, courseId, lessonId, 'material');
      const expected = lesson.materialSeconds ?? 0;
      const doc = isDocument(lesson.materialKind as MaterialKind);
      const now = ctx.now();
      const result = await ctx.db.transaction(async (tx) => {
        const row = await repo.lockProgress(tx, actor.userId, courseId, lessonId);
        const pos = expected > 0 ? Math.min(position, expected) : position;
        const gap = row.lastHeartbeatOn ? Math.min(MAX_GAP_SECONDS, Math.max(0, (now.getTime() - row.lastHeartbeatOn.getTime()) / 1000)) : null;
        const allowance = gap === null ? FIRST_HEARTBEAT_SECONDS : gap * MAX_PLAYBACK_RATE;
        const watched = pos > row.watchedSeconds ? Math.min(pos, row.watchedSeconds + allowance) : row.watchedSeconds;
        const done = row.materialDone || doc || isWatched(watched, expected);
        await repo.updateProgress(tx, actor.userId, lessonId, { watchedSeconds: watched, lastPosition: position, lastHeartbeatOn: now, materialDone: done, updatedOn: now });
        return { watched, done, changed: done !== row.materialDone || row.watchedSeconds === 0 };
      });
      if (result.changed) await sync(actor.userId, courseId);
      const pct = result.done ? 100 : expected > 0 ? Math.min(99, Math.floor((100 * result.watched) / expected)) : 0;
      return { WatchTime: Math.floor(result.watched), Position: position, Done: result.done, Progress: pct };
    },

    /** Starts (or resumes) the lesson test through the engine, with the lesson context (404 not admitted, 403 locked). */
    async startTest(actor: AuthContext, courseId: number, lessonId: number): Promise<Attempt> {
      const { lesson } = await openable(actor, courseId, lessonId, 'test');
      return startLessonTest(actor, courseId, lessonId, lesson.testId!);
    },

    /**
     * POST /attempts with the lesson a client says it comes from: the test starts as that lesson's test only when
     * the learner may open it through the player (admitted, lesson not locked) and it is the test named; anything
     * else answers 404 like a test never listed, so a client cannot probe tests or skip locks with a made-up context.
     */
    async startClaimedLessonTest(actor: AuthContext, testId: number, courseId: number, lessonId: number): Promise<Attempt> {
      const c = await load(actor.userId, courseId);
      const item = c && itemOf(c, lessonId, 'test');
      if (!item || item.locked || item.lesson.testId !== testId) throw notFound('Test');
      return startLessonTest(actor, courseId, lessonId, testId);
    },
  };
}
