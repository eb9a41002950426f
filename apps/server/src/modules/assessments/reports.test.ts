import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, numeric, save, single, start, trueFalse, type User } from './assessment-factories.ts';

/*
 * The hand-computed example. Four learners, four questions of 1 mark each, no negative marks:
 *          Q1 single (a)   Q2 truefalse (true)   Q3 truefalse (false)   Q4 numeric (12)   total
 *   L1     a  right        true  right           true  wrong            12 right          3
 *   L2     a  right        false wrong           true  wrong            12 right          2
 *   L3     b  wrong        true  right           true  wrong            12 right          2
 *   L4     c  wrong        (none) wrong          false right            12 right          2
 * Ranked by total, ties by attempt: L1, L2, L3, L4. Groups of round(0.27 * 4) = 1: top L1, bottom L4.
 *   Q1 facility 2/4 = 0.5,  discrimination 1 - 0 = 1;   options a 2, b 1, c 1
 *   Q2 facility 2/4 = 0.5,  discrimination 1 - 0 = 1;   one unanswered
 *   Q3 facility 1/4 = 0.25, discrimination 0 - 1 = -1   -> defective (negative discrimination)
 *   Q4 facility 4/4 = 1,    discrimination 1 - 1 = 0    -> defective (facility over 0.95)
 * Time: L1 stays 30 s on Q1, then 20 s on Q2 before submitting; nobody else spends measurable time.
 */
let t: TestApp;
let clock: TestClock;
let mentor: User;
let learners: User[];
let q: number[];
let testId: number;
let attemptIds: number[];
beforeAll(async () => {
  clock = new TestClock(new Date('2026-04-01T10:00:00Z'));
  // The hand-computed example has four responses: the minimum sample is lowered to judge them (the default is tested in scoring.test.ts).
  t = await createTestApp({ clock, config: { ITEM_ANALYSIS_MIN_RESPONSES: '4' } });
  // An editor sees every attempt (a mentor only those of their courses' lessons: see the scope tests below).
  mentor = await t.createUser({ role: 'Editor' });
  q = [
    (await createQuestion(t, mentor, single({ Marks: 1, NegativeMarks: 0 }))).ID,
    (await createQuestion(t, mentor, trueFalse({ Marks: 1, NegativeMarks: 0 }))).ID,
    (await createQuestion(t, mentor, trueFalse({ Text: 'Q3', TrueFalseAnswer: false, Marks: 1, NegativeMarks: 0 }))).ID,
    (await createQuestion(t, mentor, numeric({ Marks: 1, NegativeMarks: 0, NumericTolerance: 0 }))).ID,
  ];
  testId = (await createTest(t, mentor, { Title: 'Report example', QuestionIDs: q, AttemptsAllowed: 2, PassPercentage: 60 })).ID;
  learners = [];
  for (let i = 0; i < 4; i++) learners.push(await t.createUser());
  const answers: unknown[][] = [
    [{ OptionIDs: ['a'] }, { OptionIDs: ['true'] }, { OptionIDs: ['true'] }, { Value: 12 }],
    [{ OptionIDs: ['a'] }, { OptionIDs: ['false'] }, { OptionIDs: ['true'] }, { Value: 12 }],
    [{ OptionIDs: ['b'] }, { OptionIDs: ['true'] }, { OptionIDs: ['true'] }, { Value: 12 }],
    [{ OptionIDs: ['c'] }, null, { OptionIDs: ['false'] }, { Value: 12 }],
  ];
  attemptIds = [];
  for (const [i, l] of learners.entries()) {
    const a = (await start(t, l, testId)).json().data;
    attemptIds.push(a.ID);
    for (const [j, ans] of answers[i]!.entries()) if (ans) await save(t, l, a.ID, q[j]!, ans, j + 1);
    if (i === 0) {
      clock.advance(30_000);
      await t.as(l)({ method: 'PUT', url: `/api/attempts/${a.ID}/active`, body: { ActiveQuestion: 1 } });
      clock.advance(20_000);
    }
    await t.as(l)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` });
  }
});
afterAll(() => t.close());

describe('GET /api/testReports/questionPerformance/:testId', () => {
  it('should give the facility, discrimination, mean time and defective flag of the hand-computed example', async () => {
    const res = await t.as(mentor)({ url: `/api/testReports/questionPerformance/${testId}` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: Record<string, unknown>) => [r.QuestionID, r.Responses, r.Answered, r.CorrectCount, r.Facility, r.Discrimination, r.MeanTimeSeconds, r.Defective])).toEqual([
      [q[0], 4, 4, 2, 0.5, 1, 30, false],
      [q[1], 4, 3, 2, 0.5, 1, 20, false],
      [q[2], 4, 4, 1, 0.25, -1, null, true],
      [q[3], 4, 4, 4, 1, 0, null, true],
    ]);
    expect(rows[2].DefectReasons[0]).toMatch(/Negative discrimination/);
    expect(rows[3].DefectReasons[0]).toMatch(/over 0.95/);
  });

  it('should count how often each option was chosen in the question detail', async () => {
    const d = (await t.as(mentor)({ url: `/api/testReports/questionPerformance/${testId}/${q[0]}` })).json().data;
    expect(d.Options.map((o: { ID: string; Chosen: number; Correct: boolean }) => [o.ID, o.Chosen, o.Correct])).toEqual([['a', 2, true], ['b', 1, false], ['c', 1, false]]);
    const tf = (await t.as(mentor)({ url: `/api/testReports/questionPerformance/${testId}/${q[1]}` })).json().data;
    expect(tf).toMatchObject({ Unanswered: 1 });
    expect(tf.Options.map((o: { Chosen: number }) => o.Chosen)).toEqual([2, 1]);
    const num = (await t.as(mentor)({ url: `/api/testReports/questionPerformance/${testId}/${q[3]}` })).json().data;
    expect(num.Values).toEqual([{ Value: 12, Count: 4 }]);
  });

  it('should download the figures as CSV', async () => {
    const res = await t.as(mentor)({ url: `/api/testReports/questionPerformance/${testId}/download` });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('QuestionID,Text,Type,Responses,Answered,Correct,Facility,Discrimination,MeanTimeSeconds,Defective,Reasons');
    expect(lines[3]).toMatch(new RegExp(`^${q[2]},Q3,truefalse,4,4,1,0.25,-1,,yes,Negative discrimination`));
  });

  it('should answer 403 to a trainee', async () => {
    expect((await t.as(learners[0]!)({ url: `/api/testReports/questionPerformance/${testId}` })).statusCode).toBe(403);
  });
});

describe('GET /api/testReports/learners and TestDetails', () => {
  it('should give attempts, best score and pass per learner and test, and the answers of one learner', async () => {
    const l1 = learners[0]!;
    const second = (await start(t, l1, testId)).json().data;
    await t.as(l1)({ method: 'POST', url: `/api/attempts/${second.ID}/submit` });
    const page = (await t.as(mentor)({ url: `/api/testReports/learners?testId=${testId}&sortBy=BestScore&sortDesc=true` })).json().data;
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({ UserID: l1.id, TestTitle: 'Report example', Attempts: 2, BestScore: 3, BestPercentage: 75, Passed: true });
    expect(page.items.slice(1).map((r: { Attempts: number; BestScore: number; Passed: boolean }) => [r.Attempts, r.BestScore, r.Passed])).toEqual([[1, 2, false], [1, 2, false], [1, 2, false]]);
    const tests = (await t.as(mentor)({ url: '/api/testReports/tests' })).json().data;
    expect(tests.items[0]).toMatchObject({ TestID: testId, Attempts: 5, Learners: 4 });

    const detail = (await t.as(mentor)({ url: `/api/testReports/TestDetails/${l1.id}/${testId}` })).json().data;
    expect(detail.Attempts).toHaveLength(2);
    expect(detail.Attempts[0].Answers.map((a: Record<string, unknown>) => [a.AnswerText, a.CorrectText, a.Correct, a.Awarded])).toEqual([
      ['SAP FICO', 'SAP FICO', true, 1],
      ['True', 'True', true, 1],
      ['True', 'False', false, 0],
      ['12', '12', true, 1],
    ]);
    expect(detail.Attempts[0].Answers[0].TimeSeconds).toBe(30);

    const csv = (await t.as(mentor)({ url: `/api/testReports/learners/download?testId=${testId}` })).body;
    expect(csv).toContain('UserID,UserName,Email,TestID,TestTitle,Attempts,BestScore,BestPercentage,Passed,LastAttemptOn');
    expect(csv).toContain(`${l1.id},Test User`);
    const dcsv = (await t.as(mentor)({ url: `/api/testReports/TestDetails/${l1.id}/${testId}/download` })).body;
    expect(dcsv.trim().split('\r\n')).toHaveLength(9);
    expect((await t.as(mentor)({ url: `/api/testReports/TestDetails/${mentor.id}/${testId}` })).statusCode).toBe(404);
  });
});

describe('/api/questionIssues', () => {
  it('should list reported issues for staff and resolve them', async () => {
    const l = learners[1]!;
    const a = (await start(t, l, testId)).json().data;
    await t.as(l)({ method: 'POST', url: `/api/attempts/${a.ID}/issues`, body: { QuestionID: q[2], Text: 'The statement is ambiguous' } });
    const open = (await t.as(mentor)({ url: '/api/questionIssues?status=open&term=ambiguous' })).json().data;
    expect(open.items).toHaveLength(1);
    expect(open.items[0]).toMatchObject({ QuestionID: q[2], QuestionText: 'Q3', TestTitle: 'Report example', Status: 'open', ResolvedOn: null });
    const res = await t.as(mentor)({ method: 'POST', url: `/api/questionIssues/${open.items[0].ID}/resolve` });
    expect(res.json().data).toEqual({ ID: open.items[0].ID, Status: 'resolved' });
    expect((await t.as(mentor)({ url: '/api/questionIssues?status=open' })).json().data.total).toBe(0);
    const resolved = (await t.as(mentor)({ url: '/api/questionIssues?status=resolved' })).json().data.items[0];
    expect(resolved.ResolvedOn).toBe('2026-04-01T10:00:50.000Z');
    expect((await t.as(l)({ url: '/api/questionIssues' })).statusCode).toBe(403);
  });
});

describe('reports of a mentor', () => {
  it('should cover only the attempts taken in lessons of the courses they mentor, in lists, details and downloads', async () => {
    const { admit, buildCourse, takeTest } = await import('../courses/course-factories.ts');
    const editor = await t.createUser({ role: 'Editor' });
    const admin = await t.createUser({ role: 'Admin' });
    const mine = await buildCourse(t, editor, 1);
    const theirs = await buildCourse(t, editor, 1);
    const priya = await t.createUser({ role: 'Mentor' });
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${mine.course.ID}/mentors`, body: { UserIDs: [priya.id] } });
    const [ana, ben] = [await t.createUser(), await t.createUser()];
    await admit(t, admin, mine.course.ID, ana);
    await admit(t, admin, theirs.course.ID, ben);
    await takeTest(t, ana, mine.course.ID, mine.lessons[0]!.lessonId, mine.lessons[0]!.questionId, true);
    await takeTest(t, ben, theirs.course.ID, theirs.lessons[0]!.lessonId, theirs.lessons[0]!.questionId, true);

    const rows = (await t.as(priya)({ url: '/api/testReports/learners?pageSize=100' })).json().data.items as { UserID: number }[];
    expect(rows.map((r) => r.UserID)).toEqual([ana.id]);
    const csv = (await t.as(priya)({ url: '/api/testReports/learners/download' })).body;
    expect(csv).toContain(ana.email);
    expect(csv).not.toContain(ben.email);
    expect((await t.as(priya)({ url: `/api/testReports/TestDetails/${ana.id}/${mine.lessons[0]!.testId}` })).statusCode).toBe(200);
    expect((await t.as(priya)({ url: `/api/testReports/TestDetails/${ben.id}/${theirs.lessons[0]!.testId}` })).statusCode).toBe(404);
    expect((await t.as(priya)({ url: `/api/testReports/TestDetails/${ben.id}/${theirs.lessons[0]!.testId}/download` })).statusCode).toBe(404);
    const tests = (await t.as(priya)({ url: '/api/testReports/tests?pageSize=100' })).json().data.items as { TestID: number }[];
    expect(tests.map((x) => x.TestID)).toEqual([mine.lessons[0]!.testId]);
    // The series attempts of the example above are outside every course: not in a mentor's reports.
    expect((await t.as(priya)({ url: `/api/testReports/questionPerformance/${testId}` })).json().data).toEqual([]);
    // Those who manage courses see everyone.
    const all = (await t.as(editor)({ url: '/api/testReports/learners?pageSize=100' })).json().data.items as { UserID: number }[];
    expect(all.map((r) => r.UserID)).toEqual(expect.arrayContaining([ana.id, ben.id]));
  });

  it('should list and resolve only the question issues reported from attempts in lessons of the courses they mentor', async () => {
    const { admit, buildCourse, takeTest } = await import('../courses/course-factories.ts');
    const editor = await t.createUser({ role: 'Editor' });
    const admin = await t.createUser({ role: 'Admin' });
    const mine = await buildCourse(t, editor, 1);
    const theirs = await buildCourse(t, editor, 1);
    const raj = await t.createUser({ role: 'Mentor' });
    await t.as(admin)({ method: 'PUT', url: `/api/courses/${mine.course.ID}/mentors`, body: { UserIDs: [raj.id] } });
    const [cleo, dev] = [await t.createUser(), await t.createUser()];
    await admit(t, admin, mine.course.ID, cleo);
    await admit(t, admin, theirs.course.ID, dev);
    const report = async (who: User, course: typeof mine, text: string) => {
      const l = course.lessons[0]!;
      const r = (await takeTest(t, who, course.course.ID, l.lessonId, l.questionId, true)) as unknown as { AttemptID: number };
      const res = await t.as(who)({ method: 'POST', url: `/api/attempts/${r.AttemptID}/issues`, body: { QuestionID: l.questionId, Text: text } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.ID as number;
    };
    const inMine = await report(cleo, mine, 'Scoped issue: the wording is unclear');
    const inTheirs = await report(dev, theirs, 'Unscoped issue: a typo');

    const seen = (await t.as(raj)({ url: '/api/questionIssues?term=issue&pageSize=100' })).json().data;
    expect(seen.items.map((i: { ID: number }) => i.ID)).toEqual([inMine]);
    expect(seen.total).toBe(1);
    expect(JSON.stringify(seen)).not.toContain(dev.email);
    expect((await t.as(raj)({ method: 'POST', url: `/api/questionIssues/${inTheirs}/resolve` })).statusCode).toBe(404);
    expect((await t.as(raj)({ method: 'POST', url: `/api/questionIssues/${inMine}/resolve` })).statusCode).toBe(200);
    // The issue outside the mentor's courses is untouched; an editor sees and resolves both.
    const byEditor = (await t.as(editor)({ url: '/api/questionIssues?term=issue&pageSize=100' })).json().data.items as { ID: number; Status: string }[];
    expect(byEditor.find((i) => i.ID === inTheirs)?.Status).toBe('open');
    expect(byEditor.map((i) => i.ID)).toEqual(expect.arrayContaining([inMine, inTheirs]));
    expect((await t.as(editor)({ method: 'POST', url: `/api/questionIssues/${inTheirs}/resolve` })).statusCode).toBe(200);
  });
});
