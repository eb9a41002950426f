import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { attemptSchema } from '@app/contracts/assessments';
import {
  contentItemSchema, contentParamSchema, courseContentSchema, courseNumParamSchema, heartbeatAckSchema, heartbeatBodySchema, lessonAttachmentParamSchema, lessonParamSchema,
  pendingUploadSchema, signedMediaQuerySchema, submissionSchema, submitBodySchema, userCourseSchema,
} from '@app/contracts/courses';
import { hasCapability } from '@app/contracts/roles';
import { requireAuth } from '../../platform/auth/access.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';
import { idField } from '@app/contracts/ids';

const tags = ['lesson player'];
const access = 'courses.learn' as const;

/** How long a signed media address of an opened item works (the player asks for a new one when it stops working). */
export const MEDIA_URL_TTL_SECONDS = 4 * 3600;
/** The material file by a signed address, for `<video src>` and `<iframe src>` (they cannot send the bearer token). */
export const materialStreamPath = (courseId: number, lessonId: number) => `/api/course/${courseId}/lessons/${lessonId}/material/stream`;

/**
 * The learner's side: my courses, the course content with progress and locks, opening items, heartbeats, lesson
 * tests and assignment submissions. A course the caller is not admitted to answers 404; an item of a locked
 * lesson answers 403.
 */
export const playerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { admissions, progress, player, submissions } = services.learning;

  app.get('/api/userCourses', {
    schema: { tags, summary: 'My courses with status, progress, next step and certificate', response: { 200: envelope(z.array(userCourseSchema)) } },
    config: { access },
  }, async (req) => ok((await admissions.mine(requireAuth(req).userId)) as z.infer<typeof userCourseSchema>[]));

  app.get('/api/CourseContentData/:id', {
    schema: { tags, summary: 'Course content with my progress: lessons, content entries and lock icons (constant number of queries)', params: courseNumParamSchema, response: { 200: envelope(courseContentSchema) } },
    config: { access },
  }, async (req) => ok(await progress.content(requireAuth(req), req.params.id)));

  app.get('/api/CourseContentData/:id/:contentUrl', {
    schema: { tags, summary: 'Open one item ({lessonId}-{material|test|assignment}); a document counts as done on opening', params: contentParamSchema, response: { 200: envelope(contentItemSchema) } },
    config: { access },
  }, async (req) => {
    const actor = requireAuth(req);
    const item = await player.open(actor, req.params.id, req.params.contentUrl);
    // An uploaded video or PDF is played by the browser itself, which cannot send the bearer token: a signed address instead.
    if (item.Material?.Url?.startsWith('/api/')) {
      item.Material.Url = await services.sessions.signPath(actor.sessionId, materialStreamPath(req.params.id, item.Entry.LessonID), MEDIA_URL_TTL_SECONDS);
    }
    return ok(item);
  });

  app.get('/api/course/:id/lessons/:lessonId/material/file', {
    schema: { tags, summary: 'The material file of an unlocked lesson (range requests for seeking)', params: lessonParamSchema },
    config: { access },
  }, async (req, reply) => player.sendMaterial(req, reply, requireAuth(req), req.params.id, req.params.lessonId));

  app.get('/api/course/:id/lessons/:lessonId/material/stream', {
    schema: {
      tags,
      summary: 'The material file by the signed address that opening the item returned (for <video> and <iframe>; range requests); 403 once it has expired or the session ended',
      params: lessonParamSchema,
      querystring: signedMediaQuerySchema,
    },
    // Public at the gate: the signature names the session, and the learner's access is checked as for .../material/file.
    config: { access: 'public' },
  }, async (req, reply) => {
    const actor = await services.sessions.resolveSigned(materialStreamPath(req.params.id, req.params.lessonId), req.query);
    if (!actor) throw forbidden('This media address has expired or is not valid: open the lesson again');
    if (!hasCapability(actor.role, access)) throw forbidden();
    return player.sendMaterial(req, reply, actor, req.params.id, req.params.lessonId);
  });

  app.post('/api/course/:id/lessons/:lessonId/heartbeat', {
    schema: { tags, summary: 'Material heartbeat with the playback position (idempotent: a repeat adds nothing)', params: lessonParamSchema, body: heartbeatBodySchema, response: { 200: envelope(heartbeatAckSchema) } },
    config: { access },
  }, async (req) => ok(await progress.heartbeat(requireAuth(req), req.params.id, req.params.lessonId, req.body.Position)));

  app.post('/api/course/:id/lessons/:lessonId/test/start', {
    schema: { tags, summary: 'Start or resume the lesson test (an assessment attempt with the lesson context); then use /api/attempts/{id}', params: lessonParamSchema, response: { 200: envelope(attemptSchema) } },
    config: { access },
  }, async (req) => ok(await progress.startTest(requireAuth(req), req.params.id, req.params.lessonId)));

  app.post('/api/course/:id/lessons/:lessonId/assignment/files', {
    schema: { tags, summary: 'Upload one file for the next submission (multipart "file"; PDF, images, text, Office, ZIP; at most 10 MB)', params: lessonParamSchema, consumes: ['multipart/form-data'], response: { 200: envelope(pendingUploadSchema) } },
    config: { access },
  }, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await submissions.upload(requireAuth(req), req.params.id, req.params.lessonId, part));
  });

  app.delete('/api/course/:id/lessons/:lessonId/assignment/files/:fileId', {
    schema: { tags, summary: 'Remove one of my uploads that is not part of a submission yet', params: lessonParamSchema.extend({ fileId: idField }), response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await submissions.removePending(requireAuth(req), req.params.id, req.params.lessonId, req.params.fileId);
    return ok(null);
  });

  app.get('/api/course/:id/lessons/:lessonId/assignment/attachments/:fileId', {
    schema: { tags, summary: 'Download an attachment of the assignment of an unlocked lesson (admitted learners)', params: lessonAttachmentParamSchema },
    config: { access },
  }, async (req, reply) => player.sendAttachment(req, reply, requireAuth(req), req.params.id, req.params.lessonId, req.params.fileId));

  app.post('/api/course/:id/lessons/:lessonId/assignment/submit', {
    schema: { tags, summary: 'Submit the assignment (text and uploaded files); idempotent by RequestID; 409 while one awaits review', params: lessonParamSchema, body: submitBodySchema, response: { 200: envelope(submissionSchema) } },
    config: { access },
  }, async (req) => ok(await submissions.submit(requireAuth(req), req.params.id, req.params.lessonId, req.body)));

  app.get('/api/course/:id/submissions/:submissionId/files/:fileId', {
    schema: { tags, summary: 'A file of my submission', params: z.object({ id: idField, submissionId: idField, fileId: idField }) },
    config: { access },
  }, async (req, reply) => submissions.sendOwnFile(req, reply, requireAuth(req), req.params.id, req.params.submissionId, req.params.fileId));
};
