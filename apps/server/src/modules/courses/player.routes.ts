import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { userCourseSchema } from '@app/contracts/courses';
import { playerEndpoints as e } from '@app/contracts/courses.endpoints';
import { hasCapability } from '@app/contracts/roles';
import { requireAuth } from '../../platform/auth/access.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { prebuiltJson } from '../../platform/http/prebuilt-json.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** How long a signed media address of an opened item works (the player asks for a new one when it stops working). */
export const MEDIA_URL_TTL_SECONDS = 4 * 3600;
/** The material file by a signed address, for `<video src>` and `<iframe src>` (they cannot send the bearer token). */
export const materialStreamPath = (courseId: number, lessonId: number) => `/api/course/${courseId}/lessons/${lessonId}/material/stream`;

/**
 * The learner's side: my courses, the course content with progress and locks, opening items, heartbeats, lesson
 * tests and assignment submissions. A course the caller is not admitted to answers 404; an item of a locked
 * lesson answers 403.
 */
export const playerRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { admissions, progress, player, submissions } = services.learning;

  route(app, e.userCourses, async (req) => ok((await admissions.mine(requireAuth(req).userId)) as z.infer<typeof userCourseSchema>[]));
  // Every lesson page asks for it: written as JSON here (checked against its schema outside production).
  const sendContent = prebuiltJson(app, e.content);
  route(app, e.content, async (req, reply) => sendContent(reply, JSON.stringify(ok(await progress.content(requireAuth(req), req.params.id)))));
  route(app, e.open, async (req) => {
    const actor = requireAuth(req);
    const item = await player.open(actor, req.params.id, req.params.contentUrl);
    // An uploaded video or PDF is played by the browser itself, which cannot send the bearer token: a signed address instead.
    if (item.Material?.Url?.startsWith('/api/')) {
      item.Material.Url = await services.sessions.signPath(actor.sessionId, materialStreamPath(req.params.id, item.Entry.LessonID), MEDIA_URL_TTL_SECONDS);
    }
    return ok(item);
  });
  route(app, e.materialFile, async (req, reply) => player.sendMaterial(req, reply, requireAuth(req), req.params.id, req.params.lessonId));
  route(app, e.materialStream, async (req, reply) => {
    const actor = await services.sessions.resolveSigned(materialStreamPath(req.params.id, req.params.lessonId), req.query);
    if (!actor) throw forbidden('This media address has expired or is not valid: open the lesson again');
    // The same capability as .../material/file, checked here because the gate lets the signed address through.
    if (!hasCapability(actor.role, e.materialFile.access)) throw forbidden();
    return player.sendMaterial(req, reply, actor, req.params.id, req.params.lessonId);
  });
  route(app, e.heartbeat, async (req) => ok(await progress.heartbeat(requireAuth(req), req.params.id, req.params.lessonId, req.body.Position)));
  route(app, e.startTest, async (req) => ok(await progress.startTest(requireAuth(req), req.params.id, req.params.lessonId)));
  route(app, e.uploadSubmissionFile, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await submissions.upload(requireAuth(req), req.params.id, req.params.lessonId, part));
  });
  route(app, e.removeSubmissionFile, async (req) => {
    await submissions.removePending(requireAuth(req), req.params.id, req.params.lessonId, req.params.fileId);
    return ok(null);
  });
  route(app, e.assignmentAttachment, async (req, reply) =>
    player.sendAttachment(req, reply, requireAuth(req), req.params.id, req.params.lessonId, req.params.fileId));
  route(app, e.submit, async (req) => ok(await submissions.submit(requireAuth(req), req.params.id, req.params.lessonId, req.body)));
  route(app, e.submissionFile, async (req, reply) =>
    submissions.sendOwnFile(req, reply, requireAuth(req), req.params.id, req.params.submissionId, req.params.fileId));
};
