import type { FastifyPluginAsync } from 'fastify';
import { mastersEndpoints as e } from '@app/contracts/masters.endpoints';
import { requireActor } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

export const mastersRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { masters } = services;

  route(app, e.types, async () => ok(await masters.types()));
  route(app, e.list, async (req) => ok(await masters.list(req.params.masterType, req.query)));
  route(app, e.create, async (req) => ok(await masters.create(requireActor(req), req.params.masterType, req.body.Title)));
  route(app, e.rename, async (req) => ok(await masters.rename(requireActor(req), req.params.masterType, req.params.id, req.body.Title)));
  route(app, e.remove, async (req) => {
    await masters.remove(requireActor(req), req.params.masterType, req.params.id);
    return ok(null);
  });
};
