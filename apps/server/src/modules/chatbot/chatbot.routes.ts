import type { FastifyPluginAsync } from 'fastify';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The chat bot: asking needs chatbot.use (learners and staff), training chatbot.manage. */
export const chatbotRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { chatbot } = services;

  route(app, e.ask, async (req) => ok(await chatbot.ask(requireAuth(req), req.body.Question)));
  route(app, e.conversation, async (req) => ok(await chatbot.conversation(requireAuth(req), req.query)));
  route(app, e.clear, async (req) => ok(await chatbot.clear(requireAuth(req))));
  route(app, e.feedback, async (req) => ok(await chatbot.feedback(requireAuth(req), req.params.id, req.body.Helpful)));

  route(app, e.pairs, async (req) => ok(await chatbot.listPairs(req.query)));
  route(app, e.createPair, async (req) => ok(await chatbot.createPair(requireActor(req), req.body)));
  route(app, e.updatePair, async (req) => ok(await chatbot.updatePair(requireActor(req), req.params.id, req.body)));
  route(app, e.deletePair, async (req) => {
    await chatbot.deletePair(requireActor(req), req.params.id);
    return ok(null);
  });
  route(app, e.unanswered, async (req) => ok(await chatbot.listUnanswered(req.query, req.query.status)));
  route(app, e.dismiss, async (req) => ok(await chatbot.dismiss(requireActor(req), req.params.id)));
  route(app, e.toKnowledge, async (req) => ok(await chatbot.toKnowledge(requireActor(req), req.params.id, req.body)));
  route(app, e.feedbackList, async (req) => ok(await chatbot.listFeedback(req.query, req.query.helpful)));
  route(app, e.stats, async () => ok(await chatbot.stats()));
};
