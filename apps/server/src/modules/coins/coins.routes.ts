import type { FastifyPluginAsync } from 'fastify';
import { coinsEndpoints as e } from '@app/contracts/coins.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** Coins: a learner's own statement and balance; staff history, credits and debits, earning rules. */
export const coinsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { coins } = services;

  route(app, e.statement, async (req) => ok(await coins.statement(requireAuth(req).userId, req.params, req.query)));
  route(app, e.statementOfEvent, async (req) => ok(await coins.statement(requireAuth(req).userId, req.params, req.query)));
  route(app, e.balance, async (req) => ok({ Balance: await coins.balance(requireAuth(req).userId) }));
  route(app, e.events, async () => ok(await coins.events()));

  route(app, e.history, async (req) => ok(await coins.history(req.query)));
  route(app, e.learners, async (req) => ok(await coins.learners(req.query.term)));
  route(app, e.learner, async (req) => ok(await coins.learnerAccount(req.params.userId)));
  route(app, e.adjust, async (req) => ok(await coins.adjust(requireActor(req), req.body)));
  route(app, e.rules, async () => ok(await coins.rules()));
  route(app, e.updateRule, async (req) => ok(await coins.updateRule(requireActor(req), req.params.id, req.body)));
};
