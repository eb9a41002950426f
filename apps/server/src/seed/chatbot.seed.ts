import type { Services } from '../services.ts';
import { demoQuestions, trainedPairs } from './chatbot-pairs.content.ts';

const DAY = 86_400_000;

/** The thirty trained answers (every installation's demo; idempotent by first question). */
export async function seedChatbotPairs(services: Services) {
  for (const p of trainedPairs) await services.chatbot.seedPair({ Links: [], ...p }, 'Priya Nair');
}

/**
 * Trained answers, and a few weeks of questions from the demo learner and two classmates (with their ratings), so
 * chat training opens on statistics, feedback and an unanswered queue. Conversations only on the first run.
 */
export async function seedChatbot(services: Services) {
  await seedChatbotPairs(services);
  const emails = ['learner@demo.academy', 'ananya.iyer@demo.academy', 'vikram.desai@demo.academy'];
  const askers = [];
  for (const e of emails) {
    const u = await services.users.findByEmail(e);
    if (u) askers.push(u);
  }
  if (!askers.length || (await services.chatbot.messageCount(askers[0]!.id)) > 0) return;
  const now = Date.now();
  let n = 0;
  for (const q of demoQuestions) {
    const who = askers[n++ % askers.length]!;
    const at = new Date(now - q.daysAgo * DAY - (n % 5) * 3_600_000);
    const msg = await services.chatbot.answer({ userId: who.id, role: who.role }, q.question, at);
    if (q.helpful !== undefined && msg.outcome === 'answered') await services.chatbot.rate(msg.id, q.helpful, new Date(at.getTime() + 60_000));
  }
}
