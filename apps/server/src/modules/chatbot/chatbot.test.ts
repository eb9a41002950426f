import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHATBOT_QUESTION_MAX, CHATBOT_QUESTIONS_PER_MINUTE } from '@app/contracts/chatbot';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedChatbotPairs } from '../../seed/chatbot.seed.ts';
import { seedJobs } from '../../seed/jobs.seed.ts';
import { knowledgeFolders, knowledgeItems } from '../knowledge/knowledge.tables.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let learner: User;
let other: User;
let admin: User;
let mentor: User;
let recruiter: User;

beforeAll(async () => {
  t = await createTestApp();
  [learner, other, admin, mentor, recruiter] = await Promise.all([
    t.createUser(), t.createUser(), t.createUser({ role: 'Admin' }), t.createUser({ role: 'Mentor' }), t.createUser({ role: 'Recruiter' }),
  ]);
  await seedChatbotPairs(t.services);
  // The knowledge repository's fixture, written as its own test writes it: an open folder and a staff-only one.
  const db = t.database.db;
  const everyone = ['Trainee', 'Mentor', 'Editor', 'Recruiter', 'Admin', 'SuperAdmin'];
  const [open] = await db.insert(knowledgeFolders).values({ name: 'SAP MM how-tos', roles: everyone }).returning();
  const [staff] = await db.insert(knowledgeFolders).values({ name: 'Trainer notes', roles: ['Mentor', 'Editor', 'Admin', 'SuperAdmin'] }).returning();
  const item = (folderId: number, title: string, bodyText: string, status = 'approved') =>
    ({ folderId, title, description: title, body: `<p>${bodyText}</p>`, bodyText, status, authorId: admin.id, authorName: 'Arjun Mehta' });
  await db.insert(knowledgeItems).values([
    item(open!.id, 'Consignment stock in SAP MM', 'Consignment stock belongs to the vendor until it is withdrawn. Goods receipt uses movement type 101 with special stock indicator K. Settlement of withdrawn consignment stock runs with MRKO.'),
    item(staff!.id, 'Mock interview escalation matrix for trainers', 'Trainers escalate a failed mock interview to the placement lead within two days. The escalation matrix lists the placement lead for each batch.'),
    item(open!.id, 'Pending note about escalation matrix', 'A pending draft about the mock interview escalation matrix.', 'pending'),
  ]);
});
afterAll(() => t.close());
// New learners for every test: the 12-questions-a-minute limit is per account.
beforeEach(async () => {
  [learner, other] = await Promise.all([t.createUser(), t.createUser()]);
});

const ask = (u: User, Question: string) => t.as(u)({ method: 'POST', url: '/api/Chatbot/ask', body: { Question } });
const count = async (table: string) => Number(((await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('POST /api/Chatbot/ask', () => {
  it('should quote the trained answer with its links when a learner asks in other words', async () => {
    const res = await ask(learner, 'What steps does a payment run in SAP have?');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.Outcome).toBe('answered');
    expect(d.Sources[0]).toMatchObject({ Kind: 'pair', Title: 'How do I run the automatic payment program F110?' });
    expect(d.Sources[0].Quote).toMatch(/^In F110 enter a run date/);
    expect(d.Sources[0].Links.length).toBeGreaterThan(0);
    // Learners do not see the scores.
    expect(d.Matches).toEqual([]);
  });

  it('should show staff every match with its score', async () => {
    const d = (await ask(mentor, 'How do I clear the GR/IR account?')).json().data;
    expect(d.Outcome).toBe('answered');
    expect(d.Matches.length).toBeGreaterThan(1);
    expect(d.Matches[0].Score).toBeGreaterThanOrEqual(d.Matches[1].Score);
    expect(d.Matches[0].Title).toMatch(/GR\/IR/);
  });

  it('should use the skill database synonyms when the question names a transaction', async () => {
    await seedJobs(t.services);
    const d = (await ask(recruiter, 'what is ACDOCA')).json().data;
    expect(d.Outcome).toBe('answered');
    expect(d.Sources[0].Title).toBe('What is the universal journal in S/4HANA?');
  });

  it('should quote an approved knowledge item with a link to it', async () => {
    const d = (await ask(learner, 'How is consignment stock settled in MM?')).json().data;
    expect(d.Outcome).toBe('answered');
    expect(d.Sources[0]).toMatchObject({ Kind: 'knowledge', Title: 'Consignment stock in SAP MM', Folder: 'SAP MM how-tos' });
    expect(d.Sources[0].Url).toMatch(/^\/Others\/knowledgeRepository/);
    expect(d.Sources[0].Quote).toMatch(/MRKO|consignment/i);
  });

  it('should give a learner nothing from a staff-only folder, while a mentor gets it', async () => {
    const q = 'What is the mock interview escalation matrix for trainers?';
    const asLearner = (await ask(learner, q)).json().data;
    expect(asLearner).toMatchObject({ Outcome: 'declined', Sources: [] });
    const ranked = await t.services.chatbot.retrieve({ userId: learner.id, role: 'Trainee' }, q);
    expect(ranked.filter((c) => c.kind === 'knowledge').map((c) => c.title)).not.toContain('Mock interview escalation matrix for trainers');
    const asMentor = (await ask(mentor, q)).json().data;
    expect(asMentor.Sources[0].Title).toBe('Mock interview escalation matrix for trainers');
    // A pending item is never quoted, to anyone.
    expect(JSON.stringify(asMentor)).not.toMatch(/Pending note/);
  });

  it('should decline an off-topic question and queue it once, counting repeats', async () => {
    const first = (await ask(learner, 'Who won the cricket world cup in 2011?')).json().data;
    expect(first).toMatchObject({ Outcome: 'declined', Sources: [] });
    await ask(other, 'who won the cricket world cup in 2011');
    const queue = (await t.as(admin)({ url: '/api/Chatbot/unanswered?term=cricket' })).json().data.items;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ Times: 2, Status: 'open' });
  });

  it('should refuse too short and too long questions with 400 and record nothing', async () => {
    const before = await count('chatbot_messages');
    const short = await ask(learner, ' a ');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ path: 'body.Question' });
    const long = await ask(learner, 'x'.repeat(CHATBOT_QUESTION_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toMatch(/At most 500/);
    expect(await count('chatbot_messages')).toBe(before);
  });

  it('should limit each account to 12 questions a minute with 429, others unaffected', async () => {
    const busy = await t.createUser();
    for (let i = 0; i < CHATBOT_QUESTIONS_PER_MINUTE; i++) expect((await ask(busy, `What is movement type 10${i % 10}?`)).statusCode).toBe(200);
    const limited = await ask(busy, 'What is movement type 101?');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await ask(other, 'What is movement type 101?')).statusCode).toBe(200);
  });

  it('should refuse visitors (401) and let every staff role ask', async () => {
    expect((await t.request({ method: 'POST', url: '/api/Chatbot/ask', body: { Question: 'What is MIRO?' } })).statusCode).toBe(401);
    expect((await ask(recruiter, 'What is MIRO?')).statusCode).toBe(200);
  });
});

describe('GET and DELETE /api/Chatbot/conversation', () => {
  it('should list only my questions, newest first, and clear them while the statistics keep counting', async () => {
    const me = await t.createUser();
    await ask(me, 'What is split valuation?');
    await ask(me, 'What is CO-PA?');
    await ask(other, 'What is dunning?');
    const mine = (await t.as(me)({ url: '/api/Chatbot/conversation' })).json().data;
    expect(mine.items.map((m: { Question: string }) => m.Question)).toEqual(['What is CO-PA?', 'What is split valuation?']);
    const statsBefore = (await t.as(admin)({ url: '/api/Chatbot/stats' })).json().data.Questions;
    const cleared = await t.as(me)({ method: 'DELETE', url: '/api/Chatbot/conversation' });
    expect(cleared.json().data).toEqual({ Cleared: 2 });
    expect((await t.as(me)({ url: '/api/Chatbot/conversation' })).json().data.items).toEqual([]);
    expect((await t.as(admin)({ url: '/api/Chatbot/stats' })).json().data.Questions).toBe(statsBefore);
    // Nobody's name is left on the cleared questions.
    expect(await count(`chatbot_messages where question = 'What is split valuation?' and user_id is not null`)).toBe(0);
  });
});

describe('POST /api/Chatbot/messages/:id/feedback', () => {
  it('should record helpful or not on my answer, count it on the pair and in the statistics', async () => {
    const msg = (await ask(learner, 'How does the pricing procedure work in SD?')).json().data;
    const res = await t.as(learner)({ method: 'POST', url: `/api/Chatbot/messages/${msg.ID}/feedback`, body: { Helpful: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.Helpful).toBe(false);
    const again = await t.as(learner)({ method: 'POST', url: `/api/Chatbot/messages/${msg.ID}/feedback`, body: { Helpful: true } });
    expect(again.json().data.Helpful).toBe(true);
    expect(msg.Sources[0]).toMatchObject({ Kind: 'pair', Title: 'How does the pricing procedure work in SAP SD?' });
    const pairs = (await t.as(admin)({ url: '/api/Chatbot/pairs?pageSize=100' })).json().data.items;
    expect(pairs.find((p: { ID: number }) => p.ID === msg.Sources[0].ID)).toMatchObject({ Helpful: 1, NotHelpful: 0 });
    const feedback = (await t.as(admin)({ url: '/api/Chatbot/feedback?helpful=helpful' })).json().data.items;
    expect(feedback[0]).toMatchObject({ ID: msg.ID, Helpful: true, SourceKind: 'pair' });
    expect(JSON.stringify(feedback[0])).not.toMatch(/User/);
    const stats = (await t.as(admin)({ url: '/api/Chatbot/stats' })).json().data;
    expect(stats.Rated).toBeGreaterThanOrEqual(1);
    expect(stats.HelpfulRate).toBeGreaterThan(0);
  });

  it('should answer 404 for another learner’s answer and 422 for a declined question, changing nothing', async () => {
    const msg = (await ask(learner, 'What is the universal journal?')).json().data;
    const theirs = await t.as(other)({ method: 'POST', url: `/api/Chatbot/messages/${msg.ID}/feedback`, body: { Helpful: false } });
    expect(theirs.statusCode).toBe(404);
    const declined = (await ask(learner, 'Recommend a good pizza place in Bangalore')).json().data;
    expect(declined.Outcome).toBe('declined');
    const res = await t.as(learner)({ method: 'POST', url: `/api/Chatbot/messages/${declined.ID}/feedback`, body: { Helpful: true } });
    expect(res.statusCode).toBe(422);
    expect(await count(`chatbot_messages where id in (${msg.ID}, ${declined.ID}) and helpful is not null`)).toBe(0);
  });
});

describe('trained pairs /api/Chatbot/pairs', () => {
  it('should be for chatbot.manage only', async () => {
    expect((await t.as(learner)({ url: '/api/Chatbot/pairs' })).statusCode).toBe(403);
    expect((await t.as(mentor)({ url: '/api/Chatbot/unanswered' })).statusCode).toBe(403);
    expect((await t.as(admin)({ url: '/api/Chatbot/pairs' })).json().data.total).toBeGreaterThanOrEqual(30);
  });

  it('should refuse a pair without a question, with repeated variants or a bad link, and create nothing', async () => {
    const before = await count('chatbot_pairs');
    const bad = [
      { Questions: [], Answer: 'An answer long enough.' },
      { Questions: ['What is MRP?', 'what is mrp?'], Answer: 'An answer long enough.' },
      { Questions: ['What is MRP?'], Answer: 'short' },
      { Questions: ['What is MRP?'], Answer: 'An answer long enough.', Links: [{ Label: 'x', Url: 'javascript:alert(1)' }] },
    ];
    for (const body of bad) {
      const res = await t.as(admin)({ method: 'POST', url: '/api/Chatbot/pairs', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count('chatbot_pairs')).toBe(before);
  });

  it('should create, change and delete a pair, the bot following each step, each audited', async () => {
    const q = 'What does MRP type PD mean?';
    expect((await ask(learner, q)).json().data.Outcome).toBe('declined');
    const created = await t.as(admin)({
      method: 'POST', url: '/api/Chatbot/pairs',
      body: { Questions: [q, 'What is MRP type PD?'], Answer: 'MRP type PD is classic deterministic MRP: requirements are netted against stock and receipts.', Links: [{ Label: 'Forum', Url: '/Forum' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const pair = created.json().data;
    expect((await ask(learner, 'what is mrp type PD')).json().data.Sources[0]).toMatchObject({ Kind: 'pair', ID: pair.ID });
    const changed = await t.as(admin)({ method: 'PUT', url: `/api/Chatbot/pairs/${pair.ID}`, body: { Questions: [q], Answer: 'PD is deterministic MRP (changed).' } });
    expect(changed.json().data).toMatchObject({ Answer: 'PD is deterministic MRP (changed).', Links: [] });
    expect((await ask(learner, 'what is mrp type PD')).json().data.Sources[0]).toMatchObject({ Kind: 'pair', ID: pair.ID, Quote: 'PD is deterministic MRP (changed).' });
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/Chatbot/pairs/${pair.ID}` })).statusCode).toBe(200);
    expect((await ask(other, 'what is mrp type PD')).json().data.Outcome).toBe('declined');
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/Chatbot/pairs/${pair.ID}` })).statusCode).toBe(404);
    expect((await t.as(admin)({ method: 'PUT', url: `/api/Chatbot/pairs/${pair.ID}`, body: { Questions: [q], Answer: 'Too late for this one.' } })).statusCode).toBe(404);
    expect(await count(`audit_log where entity_type = 'chatbotPair' and entity_id = '${pair.ID}'`)).toBe(3);
  });

  it('should follow a pair changed by another instance (straight in the database) from the next question on', async () => {
    const q = 'How often should the office quokka be fed?';
    const asked = async (u: User) => (await ask(u, q)).json().data as { Outcome: string; Sources: { Quote: string }[] };
    expect((await asked(learner)).Outcome).toBe('declined');
    await t.database.db.execute(sql`insert into chatbot_pairs (questions, questions_text, answer) values (array[${q}], ${q}, 'Feed the quokka twice a day: leaves and grass.')`);
    expect((await asked(learner)).Sources[0]!.Quote).toMatch(/^Feed the quokka/);
    await t.database.db.execute(sql`update chatbot_pairs set answer = 'Changed elsewhere: feed it once a day.' where questions_text = ${q}`);
    expect((await asked(other)).Sources[0]!.Quote).toBe('Changed elsewhere: feed it once a day.');
    await t.database.db.execute(sql`delete from chatbot_pairs where questions_text = ${q}`);
    expect((await asked(other)).Outcome).toBe('declined');
  });
});

describe('answering a question asked before', () => {
  it('should follow every change of the knowledge it quoted from the next question on, whoever wrote it', async () => {
    const q = 'How do I post a stock transfer between plants with movement type 301?';
    const asked = async (u: User) => (await ask(u, q)).json().data as { Outcome: string; Sources: { Title: string; Quote: string; Folder: string }[] };
    expect((await asked(learner)).Outcome).toBe('declined');
    const [folder] = await t.database.db.insert(knowledgeFolders).values({ name: 'Inventory how-tos', roles: ['Trainee', 'Mentor', 'Admin'] }).returning();
    const [item] = await t.database.db.insert(knowledgeItems).values({
      folderId: folder!.id, title: 'Stock transfer between plants (movement type 301)', description: 'One-step plant to plant transfer.',
      body: '<p>Post the stock transfer in MIGO with movement type 301 from the issuing plant to the receiving plant.</p>',
      bodyText: 'Post the stock transfer in MIGO with movement type 301 from the issuing plant to the receiving plant.', status: 'approved', authorId: admin.id, authorName: 'Arjun Mehta',
    }).returning();
    // A new item is found by the same question asked again.
    expect((await asked(learner)).Sources[0]).toMatchObject({ Title: 'Stock transfer between plants (movement type 301)', Folder: 'Inventory how-tos' });
    // Its text, its folder's name, its folder's roles and its state, each changed straight in the database.
    await t.database.db.execute(sql`update knowledge_items set body_text = 'Use MIGO with movement type 301 for a one-step transfer; 303 and 305 for two steps.' where id = ${item!.id}`);
    expect((await asked(other)).Sources[0]!.Quote).toMatch(/^Use MIGO with movement type 301/);
    await t.database.db.execute(sql`update knowledge_folders set name = 'Inventory management' where id = ${folder!.id}`);
    expect((await asked(learner)).Sources[0]!.Folder).toBe('Inventory management');
    await t.database.db.execute(sql`update knowledge_folders set roles = array['Mentor', 'Admin'] where id = ${folder!.id}`);
    expect((await asked(other)).Outcome).toBe('declined');
    expect((await asked(mentor)).Sources[0]!.Title).toBe('Stock transfer between plants (movement type 301)');
    await t.database.db.execute(sql`update knowledge_items set status = 'rejected' where id = ${item!.id}`);
    expect((await asked(mentor)).Outcome).toBe('declined');
  });
});

describe('the unanswered queue', () => {
  it('should turn an unanswered question into a trained pair in one step, after which the bot answers it', async () => {
    const q = 'How do I set up batch determination in SD?';
    expect((await ask(learner, q)).json().data.Outcome).toBe('declined');
    const open = (await t.as(admin)({ url: '/api/Chatbot/unanswered?term=batch%20determination' })).json().data.items[0];
    const res = await t.as(admin)({
      method: 'POST', url: '/api/Chatbot/pairs',
      body: { Questions: [open.Question], Answer: 'Batch determination uses the condition technique: strategy types, search procedures and batch search strategies (VCH1).', UnansweredID: open.ID },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as(admin)({ url: '/api/Chatbot/unanswered?term=batch%20determination' })).json().data.items).toEqual([]);
    const trained = (await t.as(admin)({ url: '/api/Chatbot/unanswered?status=trained&term=batch%20determination' })).json().data.items[0];
    expect(trained).toMatchObject({ ID: open.ID, Status: 'trained', PairID: res.json().data.ID });
    expect((await ask(other, q)).json().data.Outcome).toBe('answered');
    // The same question cannot be trained twice from the queue.
    const twice = await t.as(admin)({ method: 'POST', url: '/api/Chatbot/pairs', body: { Questions: ['Another variant'], Answer: 'Another answer here.', UnansweredID: open.ID } });
    expect(twice.statusCode).toBe(404);
  });

  it('should turn an unanswered question into a knowledge item waiting for review in one step; once approved the bot quotes it', async () => {
    const q = 'How do I post a goods receipt for a subcontracting order with 101 O?';
    expect((await ask(learner, q)).json().data.Outcome).toBe('declined');
    const open = (await t.as(admin)({ url: '/api/Chatbot/unanswered?term=subcontracting' })).json().data.items[0];
    const [folder] = await t.database.db.select().from(knowledgeFolders).where(sql`${knowledgeFolders.name} = 'SAP MM how-tos'`);
    const items = await count('knowledge_items');
    const body = {
      Title: 'Goods receipt for a subcontracting order',
      Answer: 'Post the goods receipt with MIGO against the subcontracting purchase order, movement type 101.\n\nThe components at the vendor are consumed with movement type 543 <b>in the same document</b>.',
      FolderID: folder!.id,
    };
    // Learners may not; an unknown folder is a 400 naming the field; neither writes an item nor moves the question.
    expect((await t.as(learner)({ method: 'POST', url: `/api/Chatbot/unanswered/${open.ID}/knowledge`, body })).statusCode).toBe(403);
    const bad = await t.as(admin)({ method: 'POST', url: `/api/Chatbot/unanswered/${open.ID}/knowledge`, body: { ...body, FolderID: 987654 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.FolderID');
    expect((await t.as(admin)({ method: 'POST', url: `/api/Chatbot/unanswered/${open.ID}/knowledge`, body: { ...body, Answer: 'Too short' } })).statusCode).toBe(400);
    expect(await count('knowledge_items')).toBe(items);

    const res = await t.as(admin)({ method: 'POST', url: `/api/Chatbot/unanswered/${open.ID}/knowledge`, body });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data;
    expect(made.Unanswered).toMatchObject({ ID: open.ID, Status: 'knowledge' });
    expect(made.Url).toBe(`/Others/knowledgeRepository?item=${made.KnowledgeItemID}`);
    expect((await t.as(admin)({ url: '/api/Chatbot/unanswered?term=subcontracting' })).json().data.items).toEqual([]);
    expect((await t.as(admin)({ url: '/api/Chatbot/unanswered?status=knowledge&term=subcontracting' })).json().data.items[0].ID).toBe(open.ID);
    const audit = await t.database.db.execute(sql`select summary from audit_log where action = 'chatbot.unanswered.knowledge' and entity_id = ${String(open.ID)}`);
    expect(JSON.stringify(audit)).toContain(`knowledge item #${made.KnowledgeItemID}`);

    // The item waits for an editor like every contribution: the learner neither reads it nor gets it from the bot.
    const item = (await t.as(admin)({ url: `/api/KnowledgeRepository/items/${made.KnowledgeItemID}` })).json().data;
    expect(item).toMatchObject({ Status: 'pending', Title: body.Title, FolderID: folder!.id, Description: `Asked of the chat bot: ${q}` });
    expect(item.Body).toContain('<p>Post the goods receipt with MIGO');
    expect(item.Body).toContain('&lt;b&gt;in the same document&lt;/b&gt;');
    expect((await t.as(other)({ url: `/api/KnowledgeRepository/items/${made.KnowledgeItemID}` })).statusCode).toBe(404);
    expect((await ask(other, q)).json().data.Outcome).toBe('declined');
    expect((await t.as(admin)({ method: 'POST', url: `/api/KnowledgeRepository/items/${made.KnowledgeItemID}/review`, body: { Action: 'approve', Comment: '' } })).statusCode).toBe(200);
    const answered = (await ask(other, q)).json().data;
    expect(answered.Outcome).toBe('answered');
    expect(answered.Sources[0]).toMatchObject({ Kind: 'knowledge', ID: made.KnowledgeItemID, Title: body.Title });

    // Once only: the question left the queue, a second attempt writes nothing.
    const again = await t.as(admin)({ method: 'POST', url: `/api/Chatbot/unanswered/${open.ID}/knowledge`, body });
    expect(again.statusCode).toBe(404);
    expect(await count('knowledge_items')).toBe(items + 1);
  });

  it('should dismiss an open question once', async () => {
    await ask(learner, 'Tell me a joke about accountants');
    const open = (await t.as(admin)({ url: '/api/Chatbot/unanswered?term=joke' })).json().data.items[0];
    const res = await t.as(admin)({ method: 'POST', url: `/api/Chatbot/unanswered/${open.ID}/dismiss` });
    expect(res.json().data.Status).toBe('dismissed');
    expect((await t.as(admin)({ method: 'POST', url: `/api/Chatbot/unanswered/${open.ID}/dismiss` })).statusCode).toBe(404);
  });
});

describe('GET /api/Chatbot/stats', () => {
  it('should count questions, the unanswered rate and top questions without names', async () => {
    const s = (await t.as(admin)({ url: '/api/Chatbot/stats' })).json().data;
    expect(s.Questions).toBe(s.Answered + s.Unanswered);
    expect(s.UnansweredRate).toBeCloseTo(s.Unanswered / s.Questions, 2);
    expect(s.TrainedPairs).toBeGreaterThanOrEqual(30);
    expect(s.TopQuestions[0].Times).toBeGreaterThanOrEqual(s.TopQuestions.at(-1).Times);
    expect(JSON.stringify(s)).not.toMatch(/Test User/);
  });
});
