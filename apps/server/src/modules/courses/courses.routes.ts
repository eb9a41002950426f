import type { FastifyPluginAsync } from 'fastify';
import { coursesEndpoints as e } from '@app/contracts/courses.endpoints';
import { requireActor } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** Courses and lessons (course builders), the public catalogue, landing and course detail. */
export const coursesRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { courses, player } = services.learning;

  route(app, e.catalogue, async (req) => ok(await courses.catalogue(req.query)));
  route(app, e.list, async (req) => ok(await courses.list(req.query)));
  route(app, e.create, async (req) => ok(await courses.create(requireActor(req), req.body.item, req.body)));
  route(app, e.update, async (req) => ok(await courses.update(requireActor(req), req.body.item.ID, req.body.item, req.body)));
  route(app, e.remove, async (req) => ok(await courses.remove(requireActor(req), req.body)));
  route(app, e.detail, async (req) => ok(await courses.detail(req.auth, req.params.courseid)));
  route(app, e.landing, async (req) => ok(await player.landing(req.auth, req.params.courseid)));
  route(app, e.setMentors, async (req) => ok(await courses.setMentors(requireActor(req), req.params.id, req.body.UserIDs)));
  route(app, e.mentorCandidates, async (req) => ok(await courses.mentorCandidates(req.query.term)));
  route(app, e.lessons, async (req) => ok(await courses.lessons(req.params.id)));
  route(app, e.addLesson, async (req) => ok(await courses.addLesson(req.params.id, req.body)));
  route(app, e.reorderLessons, async (req) => ok(await courses.reorder(req.params.id, req.body.LessonIDs)));
  route(app, e.updateLesson, async (req) => ok(await courses.updateLesson(req.params.id, req.params.lessonId, req.body)));
  route(app, e.removeLesson, async (req) => {
    await courses.removeLesson(req.params.id, req.params.lessonId);
    return ok(null);
  });
};
