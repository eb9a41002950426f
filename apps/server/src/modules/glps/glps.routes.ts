import type { FastifyPluginAsync } from 'fastify';
import { glpsEndpoints as e } from '@app/contracts/glps.endpoints';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** Guided learning paths: building and assigning them (staff), following one item (reports), and the learner's own. */
export const glpsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { glps } = services;

  route(app, e.list, async (req) => ok(await glps.list(req.query)));
  route(app, e.candidates, async (req) => ok(await glps.candidates(req.query.term)));
  route(app, e.detail, async (req) => ok(await glps.detail(req.params.id)));
  route(app, e.create, async (req) => ok(await glps.create(requireAuth(req), req.body)));
  route(app, e.update, async (req) => ok(await glps.update(req.params.id, req.body)));
  route(app, e.remove, async (req) => {
    await glps.remove(req.params.id);
    return ok(null);
  });
  route(app, e.setSteps, async (req) => ok(await glps.setSteps(requireAuth(req), req.params.id, req.body.Steps)));
  route(app, e.assign, async (req) => ok(await glps.assign(requireAuth(req), req.params.id, req.body.UserIDs)));
  route(app, e.unassign, async (req) => {
    await glps.unassign(req.params.id, req.params.userId);
    return ok(null);
  });
  route(app, e.itemLearners, async (req) =>
    ok(await glps.itemLearners(req.params.courseID, req.params.materialType, req.params.materialId, await services.learning.courses.reportScope(requireAuth(req)))));
  route(app, e.mine, async (req) => ok(await glps.mine(requireAuth(req).userId)));
  route(app, e.mineOne, async (req) => ok((await glps.mine(requireAuth(req).userId, req.params.id))[0]!));
};
