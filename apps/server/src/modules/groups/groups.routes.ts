import type { FastifyPluginAsync } from 'fastify';
import { groupsEndpoints as e } from '@app/contracts/groups.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** User groups: managed with users.manage; any signed-in user picks among their own groups when sharing. */
export const groupsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { groups } = services;
  route(app, e.list, async (req) => ok(await groups.page(req.query)));
  route(app, e.pick, async (req) => ok(await groups.list(requireAuth(req), req.query.term)));
  route(app, e.create, async (req) => ok(await groups.create(requireActor(req), req.body)));
  route(app, e.update, async (req) => ok(await groups.update(requireActor(req), req.params.id, req.body)));
  route(app, e.remove, async (req) => {
    await groups.remove(requireActor(req), req.params.id);
    return ok(null);
  });
  route(app, e.members, async (req) => ok(await groups.members(req.params.id, req.query)));
  route(app, e.addMembers, async (req) => ok(await groups.addMembers(requireActor(req), req.params.id, req.body.UserIDs)));
  route(app, e.importMembers, async (req) => ok(await groups.importCsv(requireActor(req), req.params.id, req.body.Csv)));
  route(app, e.removeMember, async (req) => {
    await groups.removeMember(requireActor(req), req.params.id, req.params.userId);
    return ok(null);
  });
};
