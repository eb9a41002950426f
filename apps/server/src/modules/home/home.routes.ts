import type { FastifyPluginAsync } from 'fastify';
import { homeEndpoints as e } from '@app/contracts/home.endpoints';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The homes (mentor, editor, recruiter, learner): one summary each, access declared in the endpoint table. */
export const homeRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { home } = services;

  route(app, e.mentor, async (req) => ok(await home.mentor(requireAuth(req))));
  route(app, e.editor, async (req) => ok(await home.editor(requireAuth(req))));
  route(app, e.recruiter, async (req) => ok(await home.recruiter(requireAuth(req))));
  route(app, e.learner, async (req) => ok(await home.learner(requireAuth(req))));
};
