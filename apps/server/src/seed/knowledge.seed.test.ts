import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seedKnowledge } from './knowledge.seed.ts';

/*
 * The knowledge seed on its own (the whole demo seed is exercised by the other seed tests): with the editor and one
 * demo learner present, twice (the second run adds nothing); contributors not present write as the editor.
 */
let t: TestApp;
let learner: Awaited<ReturnType<TestApp['createUser']>>;
let editor: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor', email: 'editor@demo.academy' });
  learner = await t.createUser({ role: 'Trainee', email: 'learner@demo.academy' });
  await seedKnowledge(t.services);
  await seedKnowledge(t.services);
}, 120_000);
afterAll(() => t.close());

describe('demo knowledge repository', () => {
  it('should give learners forty approved ERP items in six folders they see, searchable, and hide the trainer notes', async () => {
    const folders = (await t.as(learner)({ url: '/api/KnowledgeRepository/folders' })).json().data as { Name: string }[];
    expect(folders.map((f) => f.Name)).not.toContain('Trainer notes');
    expect(folders).toHaveLength(6);
    const list = (await t.as(learner)({ url: '/api/KnowledgeRepository?pageSize=100' })).json().data;
    expect(list.total).toBe(37);
    const search = (await t.as(learner)({ url: '/api/KnowledgeRepository?term=payment%20run' })).json().data.items;
    expect(search[0].Title).toMatch(/F110/);
    expect(search[0].Headline).toContain('<mark>');
    const mine = (await t.as(learner)({ url: '/api/ContributeKnowledge' })).json().data.items as { Status: string }[];
    expect(mine.map((i) => i.Status)).toContain('pending');
    const bot = await t.services.knowledge.searchForBot({ userId: learner.id, role: 'Trainee' }, 'How do I clear the GR/IR account?', 3);
    expect(bot[0]!.title).toMatch(/GR\/IR/);
  });

  it('should give the editor the whole repository with a review queue', async () => {
    expect((await t.as(editor)({ url: '/api/KnowledgeRepository/folders' })).json().data).toHaveLength(7);
    expect((await t.as(editor)({ url: '/api/KnowledgeRepository?pageSize=100' })).json().data.total).toBe(40);
    expect((await t.as(editor)({ url: '/api/KnowledgeRepository?status=pending' })).json().data.total).toBe(2);
  });
});
