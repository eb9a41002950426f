import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { knowledgeFolders, knowledgeItems } from './knowledge.tables.ts';

let t: TestApp;
const learner = { userId: 1, role: 'Trainee' };
const editor = { userId: 2, role: 'Editor' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const everyone = ['Trainee', 'Mentor', 'Editor', 'Recruiter', 'Admin', 'SuperAdmin'];
  const [open] = await db.insert(knowledgeFolders).values({ name: 'SAP FI', roles: everyone }).returning();
  const [staff] = await db.insert(knowledgeFolders).values({ name: 'Internal notes', roles: ['Mentor', 'Editor', 'Admin', 'SuperAdmin'] }).returning();
  const [under] = await db.insert(knowledgeFolders).values({ name: 'Open under staff', parentId: staff!.id, roles: everyone }).returning();
  const item = (folderId: number, title: string, bodyText: string, status = 'approved') =>
    ({ folderId, title, description: title, body: `<p>${bodyText}</p>`, bodyText, status, authorId: 1, authorName: 'A' });
  await db.insert(knowledgeItems).values([
    item(open!.id, 'Automatic payment program F110', 'The payment run has a proposal and a payment step. Configure paying company codes in FBZP before the first run. Vendors need a payment method in their master record.'),
    item(open!.id, 'Dunning configuration', 'Dunning procedures are set up in FBMP. Dunning levels define the texts and charges.'),
    item(open!.id, 'Pending payment note', 'A pending item about the payment program run.', 'pending'),
    item(staff!.id, 'Internal payment escalation', 'Staff escalate payment program issues to the finance lead.'),
    item(under!.id, 'Nested payment hint', 'Payment program hint hidden with its parent folder.'),
  ]);
});
afterAll(() => t.close());

describe('knowledge.searchForBot', () => {
  it('ranks approved items by the question, with the best sentence as passage and a link', async () => {
    const hits = await t.services.knowledge.searchForBot(learner, 'How do I configure the automatic payment program?', 5);
    expect(hits[0]!.title).toBe('Automatic payment program F110');
    expect(hits[0]!.passage).toMatch(/FBZP|payment/);
    expect(hits[0]!.url).toBe(`/Others/knowledgeRepository?item=${hits[0]!.id}`);
    expect(hits[0]!.folderName).toBe('SAP FI');
    expect(hits[0]!.score).toBeGreaterThan(0);
    expect(hits.map((h) => h.title)).not.toContain('Pending payment note');
  });

  it('hides staff-only folders (and folders under them) from learners, not from editors', async () => {
    const asLearner = (await t.services.knowledge.searchForBot(learner, 'payment escalation program hint', 10)).map((h) => h.title);
    expect(asLearner).not.toContain('Internal payment escalation');
    expect(asLearner).not.toContain('Nested payment hint');
    const asEditor = (await t.services.knowledge.searchForBot(editor, 'payment escalation program hint', 10)).map((h) => h.title);
    expect(asEditor).toEqual(expect.arrayContaining(['Internal payment escalation', 'Nested payment hint']));
  });

  it('answers nothing for unrelated or empty questions', async () => {
    expect(await t.services.knowledge.searchForBot(learner, 'zebra giraffe', 5)).toEqual([]);
    expect(await t.services.knowledge.searchForBot(learner, '   ', 5)).toEqual([]);
  });
});
