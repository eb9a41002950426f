import type { FastifyPluginAsync } from 'fastify';
import { instancesEndpoints as e } from '@app/contracts/courses.endpoints';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** ERP sandbox credentials: passwords are always masked in lists; every reveal is logged. */
export const instancesRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { instances } = services.learning;

  route(app, e.list, async (req) => ok(await instances.list(req.query)));
  route(app, e.status, async () => ok(instances.status()));
  route(app, e.create, async (req) => ok(await instances.create(requireAuth(req), req.body)));
  route(app, e.update, async (req) => ok(await instances.update(req.params.id, req.body)));
  route(app, e.remove, async (req) => {
    await instances.remove(req.params.id);
    return ok(null);
  });
  route(app, e.reveal, async (req) => ok(await instances.reveal(requireAuth(req), req.params.id, req.ip)));
  route(app, e.reveals, async (req) => ok(await instances.reveals(req.params.id)));
  route(app, e.mine, async (req) => ok(await instances.mine(requireAuth(req), req.query)));
  route(app, e.revealMine, async (req) => ok(await instances.revealOwn(requireAuth(req), req.params.id, req.ip)));
};
