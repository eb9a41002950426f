import type { FastifyPluginAsync } from 'fastify';
import { admissionsEndpoints as e } from '@app/contracts/courses.endpoints';
import { requireActor } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** Admissions: admit learners to courses, remove them, follow their progress. */
export const admissionsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { admissions } = services.learning;

  route(app, e.list, async (req) => ok(await admissions.list(req.query)));
  route(app, e.students, async (req) => ok(await admissions.students(req.query)));
  route(app, e.courseSummaries, async (req) => ok(await admissions.courseSummaries(req.query)));
  route(app, e.courseSummary, async (req) => ok(await admissions.courseSummary(req.params.courseId)));
  route(app, e.candidates, async (req) => ok(await admissions.candidates(req.query.term, req.query.courseId)));
  route(app, e.admit, async (req) => ok(await admissions.admit(requireActor(req), req.body.CourseID, req.body.UserIDs)));
  route(app, e.remove, async (req) => {
    await admissions.remove(requireActor(req), req.params.id);
    return ok(null);
  });
  route(app, e.detail, async (req) => ok(await admissions.detail(req.params.subsId, req.params.userId)));
};
