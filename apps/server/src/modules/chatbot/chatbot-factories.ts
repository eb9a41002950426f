import { expect } from 'vitest';
import type { OwnerFactory } from '../../platform/http/owned-records.factories.ts';
import type { TestApp } from '../../../test/harness.ts';

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

type Staff = { admin: { token: string; id: number } };
type Change = { as: { token: string; id: number }; url: string; body?: unknown };
const pairBody = () => ({ Questions: [`What is MRP type ${Math.random().toString(36).slice(2, 6)}?`], Answer: 'An MRP type controls whether and how a material is planned.' });

async function newPair(t: TestApp, admin: Staff['admin']): Promise<number> {
  const res = await t.as(admin)({ method: 'POST', url: '/api/Chatbot/pairs', body: pairBody() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

/** An open question in the unanswered queue (a learner asked something nothing answers). */
async function openQuestion(t: TestApp, admin: Staff['admin']): Promise<number> {
  const learner = await t.createUser();
  const q = `How do I configure the Zorblax ${Math.random().toString(36).slice(2, 8)} connector?`;
  expect((await t.as(learner)({ method: 'POST', url: '/api/Chatbot/ask', body: { Question: q } })).json().data.Outcome).toBe('declined');
  const page = (await t.as(admin)({ url: `/api/Chatbot/unanswered?term=${encodeURIComponent(q.slice(27, 33))}` })).json().data;
  return page.items[0].ID;
}

/** The audit gate's fixtures of the chat bot's staff changes. */
export const chatbotAuditedChanges: Record<string, (t: TestApp, staff: Staff) => Promise<Change>> = {
  'POST /api/Chatbot/pairs': async (_t, { admin }) => ({ as: admin, url: '/api/Chatbot/pairs', body: pairBody() }),
  'PUT /api/Chatbot/pairs/:id': async (t, { admin }) => ({ as: admin, url: `/api/Chatbot/pairs/${await newPair(t, admin)}`, body: pairBody() }),
  'DELETE /api/Chatbot/pairs/:id': async (t, { admin }) => ({ as: admin, url: `/api/Chatbot/pairs/${await newPair(t, admin)}` }),
  'POST /api/Chatbot/unanswered/:id/dismiss': async (t, { admin }) => ({ as: admin, url: `/api/Chatbot/unanswered/${await openQuestion(t, admin)}/dismiss` }),
  'POST /api/Chatbot/unanswered/:id/knowledge': async (t, { admin }) => {
    const folder = await t.as(admin)({
      method: 'POST', url: '/api/KnowledgeRepository/folders',
      body: { Name: `Bot answers ${Math.random().toString(36).slice(2, 8)}`, ParentID: null, Description: '', Roles: ['Trainee', 'Admin'] },
    });
    expect(folder.statusCode, folder.body).toBe(200);
    return {
      as: admin, url: `/api/Chatbot/unanswered/${await openQuestion(t, admin)}/knowledge`,
      body: { Title: 'The Zorblax connector', Answer: 'The connector is configured in the loyalty cockpit, then scheduled nightly.', FolderID: folder.json().data.ID },
    };
  },
};
