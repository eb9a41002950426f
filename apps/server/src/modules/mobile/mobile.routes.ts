import type { FastifyPluginAsync } from 'fastify';
import { mobileEndpoints as e } from '@app/contracts/mobile.endpoints';
import { requireActor } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The mobile app's device registration and its administration (mobile.manage). */
export const mobileRoutes: FastifyPluginAsync<{ services: Services; registerLimit: number }> = async (app, opts) => {
  const { mobile } = opts.services;

  route(app, e.registerDevice, async (req) => ok(await mobile.register(req.auth, req.body)), { config: { rateLimit: { max: opts.registerLimit, timeWindow: 60_000 } } });
  route(app, e.appUsers, async (req) => ok(await mobile.appUsers(req.query)));
  route(app, e.appSubscribers, async (req) => ok(await mobile.subscribers(req.query)));
  route(app, e.appContent, async (req) => ok(await mobile.content(req.query.Audience)));
  route(app, e.appFeed, async (req) => ok(await mobile.feed(req.auth)));
  route(app, e.addAppContent, async (req) => ok(await mobile.add(requireActor(req), req.body)));
  route(app, e.orderAppContent, async (req) => ok(await mobile.order(requireActor(req), req.body)));
  route(app, e.removeAppContent, async (req) => {
    await mobile.remove(requireActor(req), req.params.id);
    return ok(null);
  });
};
