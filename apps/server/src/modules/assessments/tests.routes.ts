import type { FastifyPluginAsync } from 'fastify';
import { testsEndpoints as e } from '@app/contracts/assessments.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

export const testsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { tests, attempts } = services.assessments;

  route(app, e.list, async (req) => ok(await tests.list(req.query)));
  route(app, e.listSpec, async (req) => ok(await tests.list(req.query)));
  route(app, e.detail, async (req) => ok(await tests.get(req.params.id)));
  route(app, e.create, async (req) => ok(await tests.create(requireActor(req), req.body)));
  route(app, e.update, async (req) => ok(await tests.update(requireActor(req), req.params.id, req.body)));
  route(app, e.remove, async (req) => {
    await tests.remove(requireActor(req), req.params.id);
    return ok(null);
  });

  route(app, e.series, async (req) => ok(await attempts.catalogue(req.auth, req.query)));
  route(app, e.seriesFilters, async () => ok(await tests.seriesFilterOptions()));
  route(app, e.seriesDetail, async (req) => ok(await attempts.seriesDetail(requireAuth(req), req.params.testId)));
};
