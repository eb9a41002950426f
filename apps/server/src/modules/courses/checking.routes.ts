import type { FastifyPluginAsync } from 'fastify';
import { checkingEndpoints as e } from '@app/contracts/courses.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/**
 * Mentor checking. A mentor sees only the courses they are assigned to (course mentors); the admin kind sees
 * all; other submissions answer 404. In the list paths, `courseIds` and `userIds` are ids joined with '-', and
 * 'all' (or 0) means no filter.
 */
export const checkingRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { submissions } = services.learning;

  route(app, e.pending, async (req) => ok(await submissions.checkingList(requireAuth(req), 'pending', req.params.courseIds, req.params.userIds, req.query)));
  route(app, e.reattempted, async (req) =>
    ok(await submissions.checkingList(requireAuth(req), 'reattempted', req.params.courseIds, req.params.userIds, req.query)));
  route(app, e.filters, async (req) => ok(await submissions.checkingFilters(requireAuth(req))));
  route(app, e.assignmentView, async (req) => ok(await submissions.viewByNames(requireAuth(req), { ...req.params, submissionId: req.query.submission })));
  route(app, e.submission, async (req) => ok(await submissions.detail(requireAuth(req), req.params.id)));
  route(app, e.accept, async (req) => ok(await submissions.decide(requireActor(req), req.params.id, { accept: true, score: req.body.Score, feedback: req.body.Feedback })));
  route(app, e.return, async (req) => ok(await submissions.decide(requireActor(req), req.params.id, { accept: false, feedback: req.body.Feedback })));
  route(app, e.file, async (req, reply) => submissions.sendCheckerFile(req, reply, requireAuth(req), req.params.id, req.params.fileId));
};
