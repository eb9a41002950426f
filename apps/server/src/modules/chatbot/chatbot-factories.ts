import { expect } from 'vitest';
import type { OwnerFactory } from '../../platform/http/owned-records.factories.ts';

/** A trained pair to ask about (once per app), and the owner's answered question about it; the other learner asked one too. */
export const chatbotMessageOwnerFactory: OwnerFactory = {
  async create(t, _staff, owner, other) {
    await t.services.chatbot.seedPair({
      Questions: ['How do I run the automatic payment program F110?'],
      Answer: 'Enter the run date and identification in F110, maintain parameters, run the proposal, check it, then schedule the payment run.',
      Links: [],
    }, 'Test');
    const ask = async (u: typeof owner) => {
      const res = await t.as(u)({ method: 'POST', url: '/api/Chatbot/ask', body: { Question: 'How do I run the automatic payment program F110?' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.Outcome).toBe('answered');
      return res.json().data.ID as number;
    };
    await ask(other);
    return { id: await ask(owner) };
  },
};
