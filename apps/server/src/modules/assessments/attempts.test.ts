import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import type { AttemptResultEvent } from './attempts.service.ts';
import { createQuestion, createTest, multiple, numeric, save, single, start, trueFalse, type User } from './assessment-factories.ts';

let t: TestApp;
let clock: TestClock;
let mentor: User;
let qs: { single: number; multiple: number; tf: number; numeric: number };
let testId: number;
beforeAll(async () => {
  clock = new TestClock(new Date('2026-03-01T09:00:00Z'));
  t = await createTestApp({ clock });
  mentor = await t.createUser({ role: 'Mentor' });
  qs = {
    single: (await createQuestion(t, mentor, single())).ID,
    multiple: (await createQuestion(t, mentor, multiple())).ID,
    tf: (await createQuestion(t, mentor, trueFalse())).ID,
    numeric: (await createQuestion(t, mentor, numeric())).ID,
  };
  testId = (await createTest(t, mentor, { QuestionIDs: [qs.single, qs.multiple, qs.tf, qs.numeric], DurationSeconds: 600, AttemptsAllowed: 2 })).ID;
});
afterAll(() => t.close());
// Every test starts at the same server time; deadlines are relative to it.
beforeEach(() => {
  clock.time = new Date('2026-03-01T09:00:00Z');
});

/** Every key anywhere in a JSON value. */
function keysOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) v.forEach((x) => keysOf(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysOf(x, out);
    }
  }
  return out;
}
const answerKeyFields = ['Correct', 'NumericAnswer', 'NumericTolerance', 'TrueFalseAnswer', 'Explanation', 'Review', 'Awarded'];

describe('POST /api/attempts', () => {
  it('should fix the deadline and remaining time from the server clock when a learner starts', async () => {
    const learner = await t.createUser();
    const res = await start(t, learner, testId);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      TestID: testId, AttemptNo: 1, Status: 'open', Submitted: false, StartedOn: '2026-03-01T09:00:00.000Z', Deadline: '2026-03-01T09:10:00.000Z',
      RemainingSeconds: 600, Remaining: '10:00', TotalQuestions: 4, ActiveQuestion: 0, LastSeq: 0,
    });
    expect(a.Questions.map((q: { QuestionID: number }) => q.QuestionID)).toEqual([qs.single, qs.multiple, qs.tf, qs.numeric]);
    clock.advance(95_500);
    const got = (await t.as(learner)({ url: `/api/attempts/${a.ID}` })).json().data;
    expect(got).toMatchObject({ RemainingSeconds: 505, Remaining: '08:25', ServerTime: '2026-03-01T09:01:35.500Z' });
  });

  it('should give one attempt when the same learner starts twice at once', async () => {
    const learner = await t.createUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => start(t, learner, testId)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().data.ID)).size).toBe(1);
    const detail = (await t.as(learner)({ url: `/api/testSeries/${testId}` })).json().data;
    expect(detail.Attempts).toHaveLength(1);
  });

  it('should refuse a start with 422 when the attempts are used up, and allow a reattempt before', async () => {
    const learner = await t.createUser();
    for (let n = 1; n <= 2; n++) {
      const a = (await start(t, learner, testId)).json().data;
      expect(a.AttemptNo).toBe(n);
      const r = (await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` })).json().data;
      expect(r.CanReattempt).toBe(n < 2);
    }
    const third = await start(t, learner, testId);
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe('RULE_VIOLATED');
  });

  it('should answer 404 for a draft test and 403 to staff', async () => {
    const learner = await t.createUser();
    const draft = await createTest(t, mentor, { Status: 'draft', QuestionIDs: [qs.single] });
    expect((await start(t, learner, draft.ID)).statusCode).toBe(404);
    expect((await start(t, mentor, testId)).statusCode).toBe(403);
  });

  it('should shuffle questions and options per attempt when the test asks for it, keeping option ids', async () => {
    const many = [];
    for (let i = 0; i < 8; i++) many.push((await createQuestion(t, mentor, single({ Text: `Shuffled ${i}`, Options: 'abcdef'.split('').map((c, j) => ({ ID: c, Text: c, Correct: j === 0 })) }))).ID);
    const shuffled = await createTest(t, mentor, { QuestionIDs: many, ShuffleQuestions: true, ShuffleOptions: true, AttemptsAllowed: null });
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const learner = await t.createUser();
      const a = (await start(t, learner, shuffled.ID)).json().data;
      expect([...a.Questions.map((q: { QuestionID: number }) => q.QuestionID)].sort()).toEqual([...many].sort());
      orders.add(JSON.stringify(a.Questions.map((q: { QuestionID: number; Options: { ID: string }[] }) => [q.QuestionID, q.Options.map((o) => o.ID)])));
      // the order is fixed at start: a reload gives the same
      const again = (await t.as(learner)({ url: `/api/attempts/${a.ID}` })).json().data;
      expect(again.Questions.map((q: { QuestionID: number }) => q.QuestionID)).toEqual(a.Questions.map((q: { QuestionID: number }) => q.QuestionID));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('frozen question copies', () => {
  it('should store each question content once for every attempt, with each attempt its own option order, and keep started attempts as they were after an edit', async () => {
    const { sql } = await import('drizzle-orm');
    const copies = async (ids: number[]) =>
      ((await t.database.db.execute(sql`select question_id from question_snapshots where question_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`)) as unknown as { rows: unknown[] }).rows.length;
    const five = 'abcdef'.split('').map((c, j) => ({ ID: c, Text: `Option ${c}`, Correct: j === 3 }));
    const ids = [(await createQuestion(t, mentor, single({ Text: 'Frozen one', Options: five }))).ID, (await createQuestion(t, mentor, single({ Text: 'Frozen two', Options: five }))).ID];
    const test = await createTest(t, mentor, { QuestionIDs: ids, ShuffleOptions: true, AttemptsAllowed: null, ShowAnswers: true });
    const learners = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser()];
    const started = await Promise.all(learners.map(async (l) => (await start(t, l, test.ID)).json().data));
    expect(await copies(ids)).toBe(2);
    const orders = new Set(started.map((a) => JSON.stringify(a.Questions.map((q: { Options: { ID: string }[] }) => q.Options.map((o) => o.ID)))));
    expect(orders.size).toBeGreaterThan(1);
    // Each attempt reads back its own order, and grades by option id whatever the order.
    for (const [k, a] of started.entries()) {
      const again = (await t.as(learners[k]!)({ url: `/api/attempts/${a.ID}` })).json().data;
      expect(again.Questions).toEqual(a.Questions);
      expect((await save(t, learners[k]!, a.ID, ids[0]!, { OptionIDs: ['d'] }, 1)).statusCode).toBe(200);
    }
    const result = (await t.as(learners[0]!)({ method: 'POST', url: `/api/attempts/${started[0].ID}/submit` })).json().data;
    expect(result).toMatchObject({ CorrectCount: 1, AnsweredCount: 1 });
    expect(result.Review[0].Options.map((o: { ID: string }) => o.ID)).toEqual(started[0].Questions[0].Options.map((o: { ID: string }) => o.ID));
    // An edit makes a new copy for the attempts started after it; the ones started before keep theirs.
    expect((await t.as(mentor)({ method: 'PUT', url: `/api/questions/${ids[0]}`, body: single({ Text: 'Frozen one, edited', Options: five }) })).statusCode).toBe(200);
    const later = await t.createUser();
    const fresh = (await start(t, later, test.ID)).json().data;
    expect(fresh.Questions.find((q: { QuestionID: number }) => q.QuestionID === ids[0]).Text).toBe('Frozen one, edited');
    expect((await t.as(learners[1]!)({ url: `/api/attempts/${started[1].ID}` })).json().data.Questions.find((q: { QuestionID: number }) => q.QuestionID === ids[0]).Text).toBe('Frozen one');
    expect(await copies(ids)).toBe(3);
  });

  it('should give later starts the questions as changed by any writer, though the server keeps them between starts', async () => {
    const { sql } = await import('drizzle-orm');
    const ids = [(await createQuestion(t, mentor, single({ Text: 'Kept one' }))).ID, (await createQuestion(t, mentor, single({ Text: 'Kept two' }))).ID];
    const test = await createTest(t, mentor, { QuestionIDs: ids, AttemptsAllowed: null });
    const texts = async () => (await start(t, await t.createUser(), test.ID)).json().data.Questions.map((q: { Text: string }) => q.Text);
    expect(await texts()).toEqual(['Kept one', 'Kept two']);
    expect(await texts()).toEqual(['Kept one', 'Kept two']);
    // Written as another instance or a person at the database would: this server hears of it only through the data.
    await t.database.db.execute(sql`update questions set text = 'Changed elsewhere' where id = ${ids[1]}`);
    expect(await texts()).toEqual(['Kept one', 'Changed elsewhere']);
    await t.database.db.execute(sql`delete from test_questions where test_id = ${test.ID} and question_id = ${ids[0]}`);
    expect(await texts()).toEqual(['Changed elsewhere']);
    await t.database.db.execute(sql`update questions set deleted_on = now() where id = ${ids[1]}`);
    expect((await start(t, await t.createUser(), test.ID)).statusCode).toBe(422);
  });

  it('should read, save and grade an attempt on an instance that did not start it, with the order the start drew', async () => {
    const five = 'abcdef'.split('').map((c, j) => ({ ID: c, Text: `Other ${c}`, Correct: j === 2 }));
    const ids = [(await createQuestion(t, mentor, single({ Text: 'Elsewhere one', Options: five }))).ID, (await createQuestion(t, mentor, single({ Text: 'Elsewhere two', Options: five }))).ID];
    const test = await createTest(t, mentor, { QuestionIDs: ids, ShuffleOptions: true, ShuffleQuestions: true, ShowAnswers: true });
    const learner = await t.createUser();
    const started = (await start(t, learner, test.ID)).json().data;
    const other = await createTestApp({ database: t.database, clock });
    try {
      const read = (await other.as(learner)({ url: `/api/attempts/${started.ID}` })).json().data;
      expect(read.Questions).toEqual(started.Questions);
      expect((await save(other, learner, started.ID, ids[1]!, { OptionIDs: ['c'] }, 1)).statusCode).toBe(200);
      const result = (await other.as(learner)({ method: 'POST', url: `/api/attempts/${started.ID}/submit` })).json().data;
      expect(result).toMatchObject({ CorrectCount: 1, AnsweredCount: 1, TotalQuestions: 2 });
      expect(result.Review.map((q: { QuestionID: number; Options: { ID: string }[] }) => [q.QuestionID, q.Options.map((o) => o.ID)]))
        .toEqual(started.Questions.map((q: { QuestionID: number; Options: { ID: string }[] }) => [q.QuestionID, q.Options.map((o) => o.ID)]));
    } finally {
      await other.app.close();
    }
  });

  it('should store no answer for a question outside the attempt even when the statement is sent directly', async () => {
    const { saveAnswer } = await import('./attempts.repository.ts');
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    const other = (await createQuestion(t, mentor, single({ Text: 'Not in the test' }))).ID;
    const out = await saveAnswer(t.database.db, { attemptId: a.ID, userId: learner.id, questionId: other, answer: { OptionIDs: ['a'] }, seq: 1, now: clock.time });
    expect(out).toBeUndefined();
    const { sql } = await import('drizzle-orm');
    const rows = ((await t.database.db.execute(sql`select 1 from attempt_answers where attempt_id = ${a.ID}`)) as unknown as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(0);
    expect(await saveAnswer(t.database.db, { attemptId: a.ID, userId: learner.id, questionId: qs.single, answer: { OptionIDs: ['a'] }, seq: 1, now: clock.time })).toMatchObject({ applied: true });
  });
});

describe('random draws', () => {
  it('should draw N questions per attempt only from the bank matching level, category and subcategory', async () => {
    const maps = await Promise.all(['questionLevels', 'categories', 'subcategories'].map((ty) => t.services.masters.list(ty, { pageIndex: 0, pageSize: 50, sortDesc: false })));
    const [lvl, cat, sub] = maps.map((m) => m.items.map((e) => e.ID));
    const match = { LevelID: lvl![2], CategoryID: cat![3], SubcategoryID: sub![4] };
    const matching = [];
    for (let i = 0; i < 6; i++) matching.push((await createQuestion(t, mentor, single({ Text: `Draw match ${i}`, ...match }))).ID);
    await createQuestion(t, mentor, single({ Text: 'Other level', ...match, LevelID: lvl![0] }));
    await createQuestion(t, mentor, single({ Text: 'Other category', ...match, CategoryID: cat![0] }));
    await createQuestion(t, mentor, single({ Text: 'Other subcategory', ...match, SubcategoryID: sub![0] }));
    const deleted = (await createQuestion(t, mentor, single({ Text: 'Deleted match', ...match }))).ID;
    await t.as(mentor)({ method: 'DELETE', url: `/api/questions/${deleted}` });
    const draw = await createTest(t, mentor, { Selection: 'random', RandomCount: 4, ...match, AttemptsAllowed: null });
    expect((await t.as(mentor)({ url: `/api/tests/${draw.ID}` })).json().data.BankSize).toBe(6);
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const learner = await t.createUser();
      const a = (await start(t, learner, draw.ID)).json().data;
      const ids: number[] = a.Questions.map((q: { QuestionID: number }) => q.QuestionID);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) {
        expect(matching).toContain(id);
        seen.add(id);
      }
    }
    expect(seen.size).toBeGreaterThan(4);
  });

  it('should refuse to publish a draw larger than the matching bank', async () => {
    const res = await t.as(mentor)({ method: 'POST', url: '/api/tests', body: { Title: 'Too big', DurationSeconds: 60, Selection: 'random', RandomCount: 400, Status: 'published' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.RandomCount');
  });
});

describe('PUT /api/attempts/:id/answers/:questionId', () => {
  it('should keep the highest sequence when saves repeat or arrive out of order', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    const first = (await save(t, learner, a.ID, qs.single, { OptionIDs: ['b'] }, 2)).json().data;
    expect(first).toMatchObject({ Applied: true, Seq: 2, Answer: { OptionIDs: ['b'] } });
    const repeat = (await save(t, learner, a.ID, qs.single, { OptionIDs: ['b'] }, 2)).json().data;
    expect(repeat).toMatchObject({ Applied: false, Seq: 2, Answer: { OptionIDs: ['b'] } });
    const late = await save(t, learner, a.ID, qs.single, { OptionIDs: ['c'] }, 1);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ Applied: false, Seq: 2, Answer: { OptionIDs: ['b'] } });
    const newer = (await save(t, learner, a.ID, qs.single, { OptionIDs: ['a'] }, 5)).json().data;
    expect(newer).toMatchObject({ Applied: true, Seq: 5 });
    const got = (await t.as(learner)({ url: `/api/attempts/${a.ID}` })).json().data;
    expect(got.Questions[0]).toMatchObject({ Answer: { OptionIDs: ['a'] }, Seq: 5 });
    expect(got).toMatchObject({ LastSeq: 5, AnsweredCount: 1 });
  });

  it('should store exactly the last of many concurrent saves by sequence', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    const seqs = Array.from({ length: 12 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    await Promise.all(seqs.map((s) => save(t, learner, a.ID, qs.numeric, { Value: s }, s)));
    const got = (await t.as(learner)({ url: `/api/attempts/${a.ID}` })).json().data;
    expect(got.Questions[3]).toMatchObject({ Answer: { Value: 12 }, Seq: 12 });
  });

  it('should answer 400 and change nothing when the answer does not fit the question', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    expect((await save(t, learner, a.ID, qs.single, { OptionIDs: ['a', 'b'] }, 1)).statusCode).toBe(400);
    expect((await save(t, learner, a.ID, qs.single, { OptionIDs: ['zz'] }, 1)).statusCode).toBe(400);
    expect((await save(t, learner, a.ID, qs.single, { Value: 3 }, 1)).statusCode).toBe(400);
    expect((await save(t, learner, a.ID, qs.numeric, { OptionIDs: ['a'] }, 1)).statusCode).toBe(400);
    expect((await save(t, learner, a.ID, 999999, { OptionIDs: ['a'] }, 1)).statusCode).toBe(404);
    expect((await t.as(learner)({ url: `/api/attempts/${a.ID}` })).json().data.AnsweredCount).toBe(0);
  });

  it("should answer 404 for another learner's attempt on every route", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const a = (await start(t, owner, testId)).json().data;
    const calls = [
      { url: `/api/attempts/${a.ID}` },
      { method: 'PUT' as const, url: `/api/attempts/${a.ID}/answers/${qs.single}`, body: { Answer: { OptionIDs: ['a'] }, Seq: 1 } },
      { method: 'PUT' as const, url: `/api/attempts/${a.ID}/flags/${qs.single}`, body: { Flagged: true } },
      { method: 'PUT' as const, url: `/api/attempts/${a.ID}/active`, body: { ActiveQuestion: 1 } },
      { method: 'POST' as const, url: `/api/attempts/${a.ID}/issues`, body: { QuestionID: qs.single, Text: 'x' } },
      { method: 'POST' as const, url: `/api/attempts/${a.ID}/submit` },
      { url: `/api/attempts/${a.ID}/result` },
    ];
    for (const c of calls) expect((await t.as(other)(c)).statusCode, c.url).toBe(404);
    const still = (await t.as(owner)({ url: `/api/attempts/${a.ID}` })).json().data;
    expect(still).toMatchObject({ Status: 'open', AnsweredCount: 0, FlaggedCount: 0 });
  });
});

describe('the answer key', () => {
  it('should never appear in a start, get, save, flag or active response before submission', async () => {
    const learner = await t.createUser();
    const responses = [];
    const s = await start(t, learner, testId);
    responses.push(s);
    const a = s.json().data;
    responses.push(await save(t, learner, a.ID, qs.single, { OptionIDs: ['a'] }, 1));
    responses.push(await save(t, learner, a.ID, qs.multiple, { OptionIDs: ['a', 'b'] }, 2));
    responses.push(await save(t, learner, a.ID, qs.tf, { OptionIDs: ['true'] }, 3));
    responses.push(await save(t, learner, a.ID, qs.numeric, { Value: 12 }, 4));
    responses.push(await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/flags/${qs.tf}`, body: { Flagged: true } }));
    responses.push(await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/active`, body: { ActiveQuestion: 2 } }));
    responses.push(await t.as(learner)({ url: `/api/attempts/${a.ID}` }));
    responses.push(await t.as(learner)({ url: `/api/testSeries/${testId}` }));
    responses.push(await t.as(learner)({ url: `/api/attempts/${a.ID}/result` }));
    for (const r of responses) {
      const keys = keysOf(r.json());
      for (const k of answerKeyFields) expect(keys.has(k), `${k} in ${r.body.slice(0, 200)}`).toBe(false);
      expect(r.body).not.toContain('Accounts payable');
      expect(r.body).not.toMatch(/"Score":\s*[\d-]/);
    }
    expect(responses.at(-1)!.statusCode).toBe(422);
  });
});

describe('POST /api/attempts/:id/submit', () => {
  it('should score each type with negative marks and never below 0 in total', async () => {
    // single 2 (-0.5), multiple 3 (-1), truefalse 1 (-0.25), numeric 2 (-1): max 8
    const cases: { answers: [number, unknown][]; score: number }[] = [
      { answers: [[qs.single, { OptionIDs: ['a'] }], [qs.multiple, { OptionIDs: ['b', 'a'] }], [qs.tf, { OptionIDs: ['true'] }], [qs.numeric, { Value: 12.5 }]], score: 8 },
      { answers: [[qs.single, { OptionIDs: ['b'] }], [qs.multiple, { OptionIDs: ['a'] }], [qs.tf, { OptionIDs: ['false'] }], [qs.numeric, { Value: 12.51 }]], score: 0 },
      { answers: [[qs.single, { OptionIDs: ['a'] }], [qs.multiple, { OptionIDs: ['a', 'b', 'c'] }], [qs.tf, { OptionIDs: ['false'] }]], score: 0.75 },
      { answers: [[qs.multiple, { OptionIDs: ['a', 'b'] }], [qs.numeric, { Value: 11.5 }], [qs.single, { OptionIDs: ['c'] }]], score: 4.5 },
      { answers: [[qs.single, null]], score: 0 },
    ];
    for (const c of cases) {
      const learner = await t.createUser();
      const a = (await start(t, learner, testId)).json().data;
      let seq = 0;
      for (const [q, ans] of c.answers) expect((await save(t, learner, a.ID, q, ans, ++seq)).statusCode).toBe(200);
      const r = (await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` })).json().data;
      expect(r, JSON.stringify(c)).toMatchObject({ Score: c.score, MaxScore: 8, Percentage: Math.round((c.score / 8) * 10000) / 100, Passed: c.score / 8 >= 0.5, ClosedBy: 'learner' });
    }
  });

  it('should give the review with explanations only when the test shows answers', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    await save(t, learner, a.ID, qs.single, { OptionIDs: ['b'] }, 1);
    clock.advance(42_000);
    const r = (await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` })).json().data;
    expect(r).toMatchObject({ TimeTakenSeconds: 42, TimeTaken: '00:42', AnsweredCount: 1, CorrectCount: 0, AttemptsUsed: 1, CanReattempt: true });
    expect(r.Review[0]).toMatchObject({ QuestionID: qs.single, Correct: false, Awarded: -0.5, Explanation: 'Accounts payable lives in FI.', Answer: { OptionIDs: ['b'] } });
    expect(r.Review[0].Options.find((o: { ID: string }) => o.ID === 'a').Correct).toBe(true);
    // submitting again is harmless and answers the same result
    expect((await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` })).json().data.Score).toBe(r.Score);

    const hidden = await createTest(t, mentor, { QuestionIDs: [qs.single], ShowAnswers: false });
    const h = (await start(t, learner, hidden.ID)).json().data;
    const hr = (await t.as(learner)({ method: 'POST', url: `/api/attempts/${h.ID}/submit` })).json().data;
    expect(hr.Review).toBeNull();
    expect(JSON.stringify(hr)).not.toContain('Accounts payable');
  });

  it('should tell result listeners, with the lesson context, after the commit', async () => {
    const events: AttemptResultEvent[] = [];
    const off = t.services.assessments.attempts.onResult((e) => void events.push(e));
    const learner = await t.createUser();
    // The learning core starts lesson tests with the context it verified (a client cannot send one).
    const actor = { userId: learner.id, sessionId: learner.sessionId, role: 'Trainee' as const, email: learner.email, emailVerified: true };
    const a = await t.services.assessments.attempts.start(actor, { TestID: testId, Context: { Kind: 'lesson', CourseID: 7, LessonID: 3 } });
    expect(a.Context).toEqual({ Kind: 'lesson', CourseID: 7, LessonID: 3 });
    await save(t, learner, a.ID, qs.multiple, { OptionIDs: ['a', 'b'] }, 1);
    await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` });
    await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` });
    off();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ attemptId: a.ID, userId: learner.id, context: { Kind: 'lesson', CourseID: 7, LessonID: 3 }, score: 3, passed: false, attemptsUsed: 1, attemptsAllowed: 2 });
    expect(await t.services.assessments.attempts.resultsOf(learner.id, testId)).toHaveLength(1);
  });
});

describe('POST /api/attempts: Test Series only', () => {
  it('should answer 404 and store nothing for a capsule context naming no capsule (capsule tests start through the capsule checks)', async () => {
    const learner = await t.createUser();
    const res = await start(t, learner, testId, { Context: { Kind: 'capsule', CapsuleID: 999_999 } });
    expect(res.statusCode, res.body).toBe(404);
    expect(await t.services.assessments.attempts.resultsOf(learner.id, testId)).toHaveLength(0);
    expect((await t.as(learner)({ url: `/api/testSeries/${testId}` })).json().data.Attempts).toHaveLength(0);
  });

  it('should answer 404 and store nothing when the lesson a client names cannot be verified, even for a Test Series test', async () => {
    const learner = await t.createUser();
    // No such course or lesson, and the learner is admitted to none: the client's context is not taken as given.
    const res = await start(t, learner, testId, { Context: { Kind: 'lesson', CourseID: 7, LessonID: 3 } });
    expect(res.statusCode, res.body).toBe(404);
    expect((await t.as(learner)({ url: `/api/testSeries/${testId}` })).json().data.Attempts).toHaveLength(0);
  });

  it('should answer 404 for a published test that is not listed in Test Series (a lesson test), without revealing it', async () => {
    const lessonOnly = await createTest(t, mentor, { Title: 'Lesson-only check', InSeries: false, QuestionIDs: [qs.single] });
    const learner = await t.createUser();
    const res = await start(t, learner, lessonOnly.ID);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Lesson-only check');
    expect((await start(t, learner, lessonOnly.ID, { Context: { Kind: 'series' } })).statusCode).toBe(404);
    expect(await t.services.assessments.attempts.resultsOf(learner.id, lessonOnly.ID)).toHaveLength(0);
  });
});

describe('deadline', () => {
  it('should close an overdue attempt before Test Series lists it, so it is never offered for resuming', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    clock.advance(601_000);
    const item = (await t.as(learner)({ url: '/api/testSeries?pageSize=500' })).json().data.items.find((i: { ID: number }) => i.ID === testId);
    expect(item).toMatchObject({ OpenAttemptID: null, AttemptsUsed: 1, Progress: 'Completed' });
    const detail = (await t.as(learner)({ url: `/api/testSeries/${testId}` })).json().data;
    expect(detail.Attempts).toEqual([expect.objectContaining({ ID: a.ID, Status: 'submitted' })]);
  });


  it('should refuse saves and flags after the deadline with 422 and change nothing', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    await save(t, learner, a.ID, qs.single, { OptionIDs: ['a'] }, 1);
    clock.advance(599_999);
    expect((await save(t, learner, a.ID, qs.tf, { OptionIDs: ['true'] }, 2)).statusCode).toBe(200);
    clock.advance(1);
    const late = await save(t, learner, a.ID, qs.single, { OptionIDs: ['b'] }, 3);
    expect(late.statusCode).toBe(422);
    expect((await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/flags/${qs.single}`, body: { Flagged: true } })).statusCode).toBe(422);
    const r = (await t.as(learner)({ url: `/api/attempts/${a.ID}/result` })).json().data;
    expect(r).toMatchObject({ ClosedBy: 'deadline', Score: 3, TimeTakenSeconds: 600, SubmittedOn: '2026-03-01T09:10:00.000Z' });
  });

  it('should close overdue attempts with the answers saved before the deadline when the job runs', async () => {
    const quick = await createTest(t, mentor, { QuestionIDs: [qs.single, qs.numeric], DurationSeconds: 30, AttemptsAllowed: 3 });
    const learners = [await t.createUser(), await t.createUser()];
    const ids = [];
    for (const l of learners) {
      const a = (await start(t, l, quick.ID)).json().data;
      ids.push(a.ID);
      await save(t, l, a.ID, qs.numeric, { Value: 12 }, 1);
    }
    const events: AttemptResultEvent[] = [];
    const off = t.services.assessments.attempts.onResult((e) => void events.push(e));
    clock.advance(29_000);
    expect(await t.services.assessments.attempts.closeOverdueAttempts()).toBe(0);
    clock.advance(5_000);
    expect(await t.services.assessments.attempts.closeOverdueAttempts()).toBe(2);
    expect(await t.services.assessments.attempts.closeOverdueAttempts()).toBe(0);
    off();
    expect(events.map((e) => e.closedBy)).toEqual(['deadline', 'deadline']);
    const r = (await t.as(learners[0]!)({ url: `/api/attempts/${ids[0]}/result` })).json().data;
    expect(r).toMatchObject({ Score: 2, ClosedBy: 'deadline', TimeTakenSeconds: 30, CanReattempt: true });
    // the learner may start again; the new attempt has a fresh deadline
    const again = (await start(t, learners[0]!, quick.ID)).json().data;
    expect(again).toMatchObject({ AttemptNo: 2, RemainingSeconds: 30 });
  });

  it('should close an overdue attempt on its next read even before the job runs', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    clock.advance(601_000);
    const got = (await t.as(learner)({ url: `/api/attempts/${a.ID}` })).json().data;
    expect(got).toMatchObject({ Status: 'submitted', Submitted: true, Completed: true, RemainingSeconds: 0 });
  });
});

describe('flags, active question and issues', () => {
  it('should keep flags and the active question for a resume on another device, and send issues to staff', async () => {
    const learner = await t.createUser();
    const a = (await start(t, learner, testId)).json().data;
    await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/flags/${qs.multiple}`, body: { Flagged: true } });
    await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/flags/${qs.numeric}`, body: { Flagged: true } });
    await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/flags/${qs.numeric}`, body: { Flagged: false } });
    expect((await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/active`, body: { ActiveQuestion: 3 } })).json().data).toEqual({ ActiveQuestion: 3 });
    expect((await t.as(learner)({ method: 'PUT', url: `/api/attempts/${a.ID}/active`, body: { ActiveQuestion: 4 } })).statusCode).toBe(400);
    const got = (await t.as(learner)({ url: `/api/attempts/${a.ID}` })).json().data;
    expect(got).toMatchObject({ ActiveQuestion: 3, FlaggedCount: 1 });
    expect(got.Questions.map((q: { Flagged: boolean }) => q.Flagged)).toEqual([false, true, false, false]);
    const issue = await t.as(learner)({ method: 'POST', url: `/api/attempts/${a.ID}/issues`, body: { QuestionID: qs.tf, Text: 'Two answers look right' } });
    expect(issue.statusCode).toBe(200);
    // Issues from a series test reach staff who see every attempt (a mentor sees those from their courses' lessons).
    const editor = await t.createUser({ role: 'Editor' });
    const list = (await t.as(editor)({ url: '/api/questionIssues?status=open' })).json().data;
    expect(list.items[0]).toMatchObject({ QuestionID: qs.tf, Text: 'Two answers look right', UserID: learner.id, AttemptID: a.ID, TestID: testId, Status: 'open' });
    expect(list.items[0].UserName).toMatch(/^Test User/);
  });
});
