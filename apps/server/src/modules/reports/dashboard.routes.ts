import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints as e } from '@app/contracts/dashboard.endpoints';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The admin dashboard (access declared in the endpoint table: dashboard.view, the admin kind). */
export const dashboardRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  route(app, e.admin, async (req) => ok(await services.dashboard.admin(req.query)));
};
