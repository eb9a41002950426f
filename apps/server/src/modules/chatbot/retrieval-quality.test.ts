import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHATBOT_MIN_SCORE } from '@app/contracts/chatbot';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedChatbotPairs } from '../../seed/chatbot.seed.ts';
import { seededSkills } from '../../seed/jobs.seed.ts';
import { demoAccounts } from '../../seed/demo.seed.ts';
import { seedKnowledge } from '../../seed/knowledge.seed.ts';
import { qualityQuestions } from './retrieval-quality.data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // What the bot reads on a demo installation: the skill database, the knowledge repository, the trained pairs.
  for (const a of demoAccounts) await t.services.users.createAccount({ ...a, countryCode: '+91', mobileNumber: '9876543210', emailVerified: true });
  await t.services.jobs.seedSkills(seededSkills);
  await seedKnowledge(t.services);
  await seedChatbotPairs(t.services);
}, 240_000);
afterAll(() => t.close());

describe('retrieval quality on the seeded demo', () => {
  it('should put the right source in the top 3 for at least 85% of the answerable questions and decline every unanswerable one', async () => {
    const learner = (await t.services.users.findByEmail('learner@demo.academy'))!;
    const viewer = { userId: learner.id, role: 'Trainee' };
    const misses: string[] = [];
    let hits = 0;
    const answerable = qualityQuestions.filter((x) => x.expect !== null);
    for (const { q, expect: source } of qualityQuestions) {
      const ranked = (await t.services.chatbot.retrieve(viewer, q)).filter((c) => c.score >= CHATBOT_MIN_SCORE);
      const top = ranked.slice(0, 3).map((c) => c.title);
      if (source === null) {
        if (ranked.length) misses.push(`should decline "${q}" but found ${ranked[0]!.title} (${ranked[0]!.score})`);
      } else if (top.includes(source)) hits += 1;
      else misses.push(`"${q}": expected ${source}, got ${JSON.stringify(ranked.slice(0, 3).map((c) => `${c.title} ${c.score}`))}`);
    }
    console.log(`retrieval quality: ${hits}/${answerable.length} answerable in the top 3\n${misses.join('\n')}`);
    expect(qualityQuestions.length).toBe(40);
    expect(hits / answerable.length).toBeGreaterThanOrEqual(0.85);
    expect(misses.filter((m) => m.startsWith('should decline'))).toEqual([]);
  }, 120_000);
});
