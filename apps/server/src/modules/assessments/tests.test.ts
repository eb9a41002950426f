import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, masterId, save, single, start, type User } from './assessment-factories.ts';

let t: TestApp;
let editor: User;
let trainee: User;
let qids: number[];
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  trainee = await t.createUser({ role: 'Trainee' });
  qids = [(await createQuestion(t, editor, single())).ID, (await createQuestion(t, editor, single({ Text: 'Second' }))).ID];
});
afterAll(() => t.close());

describe('/api/tests', () => {
  it('should create, read, list, update and remove a test for assessments.build', async () => {
    const created = await t.as(editor)({ method: 'POST', url: '/api/tests', body: { Title: 'FICO drill', Description: 'Ten minutes', DurationSeconds: 90, QuestionIDs: [qids[1], qids[0]] } });
    expect(created.statusCode, created.body).toBe(200);
    const test = created.json().data;
    expect(test).toMatchObject({ Title: 'FICO drill', Duration: '01:30', Status: 'draft', AttemptsAllowed: 1, QuestionIDs: [qids[1], qids[0]], ShowAnswers: true, InSeries: false });
    expect(test.Questions[0]).toMatchObject({ ID: qids[1], Text: 'Second' });
    const list = (await t.as(editor)({ url: '/api/test?term=fico%20dr' })).json().data;
    expect(Object.keys(list.items[0]).sort()).toEqual(['CreatedOn', 'Description', 'Duration', 'DurationSeconds', 'ID', 'InSeries', 'Selection', 'Status', 'Title']);
    expect(list.items[0]).toMatchObject({ ID: test.ID, Title: 'FICO drill', Description: 'Ten minutes' });
    const put = await t.as(editor)({ method: 'PUT', url: `/api/tests/${test.ID}`, body: { Title: 'FICO drill 2', DurationSeconds: 3600, QuestionIDs: [qids[0]], Status: 'published' } });
    expect(put.json().data).toMatchObject({ Title: 'FICO drill 2', Duration: '60:00', QuestionIDs: [qids[0]], Status: 'published' });
    expect((await t.as(editor)({ url: '/api/tests?status=published' })).json().data.total).toBe(1);
    expect((await t.as(editor)({ method: 'DELETE', url: `/api/tests/${test.ID}` })).statusCode).toBe(200);
    expect((await t.as(editor)({ url: `/api/tests/${test.ID}` })).statusCode).toBe(404);
  });

  it('should answer 400 for unknown questions, a published test without questions and a wrong master', async () => {
    const unknown = await t.as(editor)({ method: 'POST', url: '/api/tests', body: { Title: 'x', DurationSeconds: 60, QuestionIDs: [987654] } });
    expect(unknown.json().errors[0].path).toBe('body.QuestionIDs');
    const empty = await t.as(editor)({ method: 'POST', url: '/api/tests', body: { Title: 'x', DurationSeconds: 60, Status: 'published' } });
    expect(empty.json().errors[0].path).toBe('body.QuestionIDs');
    const city = await masterId(t, 'cities', 'Pune');
    expect((await t.as(editor)({ method: 'POST', url: '/api/tests', body: { Title: 'x', DurationSeconds: 60, CategoryID: city } })).json().errors[0].path).toBe('body.CategoryID');
  });

  it('should answer 403 to a trainee', async () => {
    expect((await t.as(trainee)({ method: 'POST', url: '/api/tests', body: { Title: 'x', DurationSeconds: 60 } })).statusCode).toBe(403);
    expect((await t.as(trainee)({ url: '/api/tests' })).statusCode).toBe(403);
  });
});

describe('GET /api/testSeries', () => {
  it("should list published series tests with the learner's progress and filter by it and by the masters", async () => {
    const level = await masterId(t, 'questionLevels', 'Beginner');
    const category = await masterId(t, 'categories', 'Finance');
    const a = await createTest(t, editor, { Title: 'Series A', QuestionIDs: qids, LevelID: level, CategoryID: category });
    const b = await createTest(t, editor, { Title: 'Series B', QuestionIDs: qids });
    const c = await createTest(t, editor, { Title: 'Series C', QuestionIDs: qids });
    await createTest(t, editor, { Title: 'Lesson only', QuestionIDs: qids, InSeries: false });
    await createTest(t, editor, { Title: 'Draft', QuestionIDs: qids, Status: 'draft' });
    const learner = await t.createUser();
    const open = (await start(t, learner, b.ID)).json().data;
    const done = (await start(t, learner, c.ID)).json().data;
    await save(t, learner, done.ID, qids[0]!, { OptionIDs: ['a'] }, 1);
    await t.as(learner)({ method: 'POST', url: `/api/attempts/${done.ID}/submit` });

    const titles = async (query: string) =>
      ((await t.as(learner)({ url: query ? `/api/testSeries?${query}` : '/api/testSeries' })).json().data.items as { Title: string }[]).map((i) => i.Title).sort();
    expect(await titles('')).toEqual(['Series A', 'Series B', 'Series C']);
    expect(await titles('progress=Not%20Attempted')).toEqual(['Series A']);
    expect(await titles('progress=In%20Progress')).toEqual(['Series B']);
    expect(await titles('progress=Completed')).toEqual(['Series C']);
    expect(await titles(`level=${level}&category=${category}`)).toEqual(['Series A']);
    const items = (await t.as(learner)({ url: '/api/testSeries' })).json().data.items as Record<string, unknown>[];
    // The open attempt counts as used from its start (the server's clock runs).
    expect(items.find((i) => i.ID === b.ID)).toMatchObject({ Progress: 'In Progress', OpenAttemptID: open.ID, AttemptsUsed: 1, QuestionCount: 2 });
    const running = items.find((i) => i.ID === b.ID)!;
    expect(running.OpenRemainingSeconds).toBeGreaterThan(0);
    expect(running.OpenRemainingSeconds).toBeLessThanOrEqual(running.DurationSeconds as number);
    expect(items.find((i) => i.ID === c.ID)).toMatchObject({ Progress: 'Completed', AttemptsUsed: 1, BestPercentage: 50, Passed: true, OpenRemainingSeconds: null });
    // another learner sees no progress of the first
    const other = await t.createUser();
    expect((await t.as(other)({ url: '/api/testSeries?progress=Not%20Attempted' })).json().data.total).toBe(3);
    const detail = (await t.as(learner)({ url: `/api/testSeries/${c.ID}` })).json().data;
    expect(detail).toMatchObject({ CanStart: true, AttemptsAllowed: 2 });
    expect(detail.Attempts).toHaveLength(1);
    expect((await t.as(learner)({ url: `/api/testSeries/${a.ID + 1000}` })).statusCode).toBe(404);
  });

  it('should show visitors the catalogue without progress, and keep attempts and the detail for signed-in users', async () => {
    const learner = await t.createUser();
    const visible = await createTest(t, editor, { Title: 'Visitor series', QuestionIDs: qids });
    await createTest(t, editor, { Title: 'Visitor draft', QuestionIDs: qids, Status: 'draft' });
    await start(t, learner, visible.ID);
    const anonymous = await t.request({ url: '/api/testSeries?term=visitor' });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    const items = anonymous.json().data.items as Record<string, unknown>[];
    expect(items.map((i) => i.Title)).toEqual(['Visitor series']);
    expect(items[0]).toMatchObject({ Progress: 'Not Attempted', AttemptsUsed: 0, OpenAttemptID: null, BestPercentage: null, QuestionCount: 2 });
    expect((await t.request({ url: '/api/testSeries?term=visitor&progress=In%20Progress' })).json().data.total).toBe(0);
    // The learner's own view of the same list still carries the open attempt.
    const mine = (await t.as(learner)({ url: '/api/testSeries?term=visitor&progress=In%20Progress' })).json().data.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ Progress: 'In Progress' });
    expect((await t.request({ url: `/api/testSeries/${visible.ID}` })).statusCode).toBe(401);
    // The filter choices are public too: only masters that published series tests use.
    const options = (await t.request({ url: '/api/testSeries/filters' })).json().data;
    expect(options.Levels.map((e: { Title: string }) => e.Title)).toEqual(['Beginner']);
    expect(options.Categories.map((e: { Title: string }) => e.Title)).toEqual(['Finance']);
    expect(options.Subcategories).toEqual([]);
    expect((await t.request({ method: 'POST', url: '/api/attempts', body: { TestID: visible.ID } })).statusCode).toBe(401);
  });
});
