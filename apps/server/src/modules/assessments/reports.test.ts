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

describe('the report hub: GET /api/reports/questionPerformance and questionResponses', () => {
  type Row = { QuestionID: number; Responses: number; Answered: number; CorrectCount: number; Facility: number | null; Discrimination: number | null; MeanTimeSeconds: number | null; Flag: string };
  const pick = (r: Row) => [r.QuestionID, r.Responses, r.Answered, r.CorrectCount, r.Facility, r.Discrimination, r.MeanTimeSeconds, r.Flag];

  it('should give the hand-computed figures, sorted, filtered by flag and period and paged by the server, with the test summary', async () => {
    const res = await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}` });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ total: 4, pageIndex: 0, pageCount: 1 });
    expect(d.items.map(pick)).toEqual([
      [q[0], 4, 4, 2, 0.5, 1, 30, 'sound'],
      [q[1], 4, 3, 2, 0.5, 1, 20, 'sound'],
      [q[2], 4, 4, 1, 0.25, -1, null, 'defective'],
      [q[3], 4, 4, 4, 1, 0, null, 'defective'],
    ]);
    expect(d.items[2].DefectReasons[0]).toMatch(/Negative discrimination/);
    // Sorted by the database on the unrounded figures: discrimination -1, 0, 1, 1 (ties by question id).
    const byDisc = (await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&sortBy=Discrimination` })).json().data;
    expect(byDisc.items.map((r: Row) => r.QuestionID)).toEqual([q[2], q[3], q[0], q[1]]);
    const byFacility = (await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&sortBy=Facility&sortDesc=true&pageSize=2&pageIndex=1` })).json().data;
    expect(byFacility).toMatchObject({ total: 4, pageCount: 2, pageIndex: 1 });
    // 1, 0.5, 0.5, 0.25: the second page holds the later of the two 0.5 by question id (descending) and 0.25.
    expect(byFacility.items.map((r: Row) => r.QuestionID)).toEqual([q[0], q[2]]);
    const defective = (await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&flag=defective` })).json().data;
    expect(defective.items.map((r: Row) => r.QuestionID)).toEqual([q[2], q[3]]);
    const sound = (await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&flag=sound` })).json().data;
    expect(sound.items.map((r: Row) => r.QuestionID)).toEqual([q[0], q[1]]);
    expect((await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&flag=fewResponses` })).json().data.total).toBe(0);
    // The attempts were submitted on 2026-04-01 (UTC): a period without that day has none.
    expect((await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&from=2026-04-01&to=2026-04-01` })).json().data.total).toBe(4);
    expect((await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&from=2026-04-02` })).json().data.total).toBe(0);
    expect((await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${testId}&to=2026-03-31` })).json().data.total).toBe(0);

    // Totals 3, 2, 2, 2 of 4 marks: 75 %, 50 %, 50 %, 50 % (mean 56.25); a pass needs 60 %: L1 only.
    const summary = (await t.as(mentor)({ url: `/api/reports/questionPerformance/summary?testId=${testId}` })).json().data;
    expect(summary).toEqual({ TestID: testId, Attempts: 4, Learners: 4, MeanPercentage: 56.25, PassRate: 0.25 });
    expect((await t.as(mentor)({ url: `/api/reports/questionPerformance/summary?testId=${testId}&from=2026-04-02` })).json().data)
      .toEqual({ TestID: testId, Attempts: 0, Learners: 0, MeanPercentage: null, PassRate: null });
  });

  it('should list who answered a question and what, filtered by outcome, with the figures and option choices of the period', async () => {
    const url = `/api/reports/questionResponses?testId=${testId}&questionId=${q[0]}`;
    const all = (await t.as(mentor)({ url })).json().data;
    expect(all.total).toBe(4);
    // All four were submitted at the same instant: ties by attempt.
    expect(all.items.map((r: Record<string, unknown>) => [r.AttemptID, r.UserID, r.Answer, r.Answered, r.Correct, r.Awarded, r.TimeSeconds, r.Percentage])).toEqual([
      [attemptIds[0], learners[0]!.id, 'SAP FICO', true, true, 1, 30, 75],
      [attemptIds[1], learners[1]!.id, 'SAP FICO', true, true, 1, 0, 50],
      [attemptIds[2], learners[2]!.id, 'SAP SD', true, false, 0, 0, 50],
      [attemptIds[3], learners[3]!.id, 'SAP PP', true, false, 0, 0, 50],
    ]);
    // The learner's name and email as the attempt's start read them from the account ('Test', 'User <n>').
    expect(all.items[0]).toMatchObject({ UserName: expect.stringMatching(/^Test User \d+$/), Email: learners[0]!.email, AttemptNo: 1, SubmittedOn: '2026-04-01T10:00:50.000Z' });
    const ids = async (u: string) => (await t.as(mentor)({ url: u })).json().data.items.map((r: { UserID: number }) => r.UserID);
    expect(await ids(`${url}&outcome=correct`)).toEqual([learners[0]!.id, learners[1]!.id]);
    expect(await ids(`${url}&outcome=wrong`)).toEqual([learners[2]!.id, learners[3]!.id]);
    expect(await ids(`${url}&outcome=unanswered`)).toEqual([]);
    expect(await ids(`/api/reports/questionResponses?testId=${testId}&questionId=${q[1]}&outcome=unanswered`)).toEqual([learners[3]!.id]);
    expect(await ids(`${url}&sortBy=TimeSeconds&sortDesc=true&pageSize=1`)).toEqual([learners[0]!.id]);
    expect(await ids(`${url}&term=${encodeURIComponent(learners[2]!.email)}`)).toEqual([learners[2]!.id]);

    const summary = (await t.as(mentor)({ url: `/api/reports/questionResponses/summary?testId=${testId}&questionId=${q[0]}` })).json().data;
    expect(summary).toMatchObject({ QuestionID: q[0], Responses: 4, Answered: 4, CorrectCount: 2, Facility: 0.5, Discrimination: 1, MeanTimeSeconds: 30, Unanswered: 0 });
    expect(summary.Options.map((o: { ID: string; Chosen: number }) => [o.ID, o.Chosen])).toEqual([['a', 2], ['b', 1], ['c', 1]]);
    const num = (await t.as(mentor)({ url: `/api/reports/questionResponses/summary?testId=${testId}&questionId=${q[3]}` })).json().data;
    expect(num.Values).toEqual([{ Value: 12, Count: 4 }]);
    // A period without attempts: the question's figures of no response (not an error).
    const none = (await t.as(mentor)({ url: `/api/reports/questionResponses/summary?testId=${testId}&questionId=${q[0]}&from=2026-05-01` })).json().data;
    expect(none).toMatchObject({ Responses: 0, Facility: null, Discrimination: null, Unanswered: 0 });
    expect(none.Options.map((o: { Chosen: number }) => o.Chosen)).toEqual([0, 0, 0]);
  });

  it('should export the full result as CSV and XLSX', async () => {
    const csv = await t.as(mentor)({ url: `/api/reports/questionPerformance/download?testId=${testId}&format=csv&sortBy=QuestionID` });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`question-performance-${testId}-.*\\.csv`));
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Question ID,Question,Type,Responses,Answered,Correct,Facility,Discrimination,Mean time (s),Flag,Reasons');
    expect(lines).toHaveLength(5);
    expect(lines[3]).toMatch(new RegExp(`^${q[2]},Q3,truefalse,4,4,1,0.25,-1,,defective,Negative discrimination`));

    const xlsx = await t.as(mentor)({ url: `/api/reports/questionPerformance/download?testId=${testId}&format=xlsx&flag=defective` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(3);
    expect((ws.getRow(3).values as unknown[]).slice(1, 11)).toEqual([q[3], (ws.getRow(3).values as unknown[])[2], 'numeric', 4, 4, 4, 1, 0, null, 'defective'].map((v) => v ?? undefined));

    const rx = await t.as(mentor)({ url: `/api/reports/questionResponses/download?testId=${testId}&questionId=${q[0]}&format=xlsx&outcome=wrong` });
    expect(rx.statusCode).toBe(200);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(rx.rawPayload as unknown as ArrayBuffer);
    const ws2 = wb2.worksheets[0]!;
    expect(ws2.rowCount).toBe(3);
    expect((ws2.getRow(1).values as unknown[]).slice(1)).toEqual(['Learner', 'Email', 'Attempt', 'Submitted', 'Answer', 'Answered', 'Correct', 'Marks awarded', 'Time (s)', 'Attempt %']);
    expect((ws2.getRow(2).values as unknown[]).slice(2)).toEqual([learners[2]!.email, 1, '2026-04-01T10:00:50.000Z', 'SAP SD', true, false, 0, 0, 50]);
    const rcsv = await t.as(mentor)({ url: `/api/reports/questionResponses/download?testId=${testId}&questionId=${q[1]}&format=csv&outcome=unanswered` });
    expect(rcsv.body.replace(/^\uFEFF/, '').trim().split('\r\n')[1]).toMatch(new RegExp(`,${learners[3]!.email},1,2026-04-01T10:00:50.000Z,,false,false,0,0,50$`));
  });

  it('should be scheduled by e-mail with its filters, and mail the first rows with the full export attached', async () => {
    const body = { Report: 'questionPerformance', Filters: { testId, flag: 'defective' }, Frequency: 'daily', Hour: 7, Format: 'xlsx', Recipients: [mentor.email] };
    const res = await t.as(mentor)({ method: 'POST', url: '/api/reports/schedules', body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ Report: 'questionPerformance', Filters: { testId, flag: 'defective' } });
    const mailed = await t.services.reportsHub.mailSchedule(res.json().data.ID, 'check', 1);
    expect(mailed).toEqual({ total: 2, shown: 1, recipients: 1 });
    const { sql } = await import('drizzle-orm');
    const out = (await t.database.db.execute(sql`select subject, text_body from mail_outbox where idempotency_key like ${`report-schedule:${res.json().data.ID}:check:%`}`)) as unknown as { rows: { subject: string; text_body: string }[] };
    expect(out.rows).toHaveLength(1);
    expect(out.rows[0]!.subject).toBe('Test questions performance report: 2 rows');
    expect(out.rows[0]!.text_body).toContain('First 1 of 2 rows');
    expect(out.rows[0]!.text_body).toContain(`${q[2]} | Q3 | truefalse | 4 | 4 | 1 | 0.25 | -1 |  | defective | Negative discrimination`);

    const details = await t.as(mentor)({
      method: 'POST', url: '/api/reports/schedules',
      body: { ...body, Report: 'questionResponses', Filters: { testId, questionId: q[0]!, outcome: 'wrong', from: '2026-04-01' }, Frequency: 'weekly', Weekday: 1, Format: 'csv' },
    });
    expect(details.statusCode, details.body).toBe(200);
    for (const [Filters, code] of [[{ flag: 'defective' }, 400], [{ testId, flag: 'bad' }, 400], [{ testId: 999999 }, 404]] as const) {
      const bad = await t.as(mentor)({ method: 'POST', url: '/api/reports/schedules', body: { ...body, Filters } });
      expect(bad.statusCode, JSON.stringify(Filters)).toBe(code);
    }
    for (const s of [res, details]) expect((await t.as(mentor)({ method: 'DELETE', url: `/api/reports/schedules/${s.json().data.ID}` })).statusCode).toBe(200);
  });

  it('should answer 400 to bad filters, 404 to a missing test or question, and refuse a trainee and a recruiter', async () => {
    for (const url of [
      '/api/reports/questionPerformance', `/api/reports/questionPerformance?testId=${testId}&flag=odd`, `/api/reports/questionPerformance?testId=${testId}&from=2026-04-02&to=2026-04-01`,
      `/api/reports/questionPerformance?testId=${testId}&from=2024-01-01&to=2026-04-01`, `/api/reports/questionPerformance/download?testId=${testId}&format=pdf`,
      `/api/reports/questionResponses?testId=${testId}`, `/api/reports/questionResponses?testId=${testId}&questionId=${q[0]}&outcome=maybe`,
    ]) expect((await t.as(mentor)({ url })).statusCode, url).toBe(400);
    expect((await t.as(mentor)({ url: '/api/reports/questionPerformance?testId=999999' })).statusCode).toBe(404);
    expect((await t.as(mentor)({ url: '/api/reports/questionPerformance/summary?testId=999999' })).statusCode).toBe(404);
    expect((await t.as(mentor)({ url: `/api/reports/questionResponses/summary?testId=${testId}&questionId=999999` })).statusCode).toBe(404);
    const recruiter = await t.createUser({ role: 'Recruiter' });
    for (const who of [learners[0]!, recruiter]) {
      for (const url of [`/api/reports/questionPerformance?testId=${testId}`, `/api/reports/questionResponses/download?testId=${testId}&questionId=${q[0]}`]) {
        expect((await t.as(who)({ url })).statusCode, url).toBe(403);
      }
    }
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
    // The same in the report hub: none of the example's figures, responses or choices; her lesson test's are there.
    expect((await t.as(priya)({ url: `/api/reports/questionPerformance?testId=${testId}` })).json().data).toMatchObject({ total: 0, items: [] });
    expect((await t.as(priya)({ url: `/api/reports/questionPerformance/summary?testId=${testId}` })).json().data).toMatchObject({ Attempts: 0, Learners: 0 });
    expect((await t.as(priya)({ url: `/api/reports/questionResponses?testId=${testId}&questionId=${q[0]}` })).json().data.total).toBe(0);
    expect((await t.as(priya)({ url: `/api/reports/questionResponses/summary?testId=${testId}&questionId=${q[0]}` })).statusCode).toBe(404);
    const hubCsv = (await t.as(priya)({ url: `/api/reports/questionResponses/download?testId=${testId}&questionId=${q[0]}&format=csv` })).body;
    expect(hubCsv.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
    const lesson = mine.lessons[0]!;
    const own = (await t.as(priya)({ url: `/api/reports/questionResponses?testId=${lesson.testId}&questionId=${lesson.questionId}` })).json().data;
    expect(own.items.map((r: { UserID: number }) => r.UserID)).toEqual([ana.id]);
    expect((await t.as(priya)({ url: `/api/reports/questionPerformance?testId=${lesson.testId}` })).json().data.items.map((r: { QuestionID: number }) => r.QuestionID)).toEqual([lesson.questionId]);
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

describe('the item analysis counted by the database', () => {
  it('should give the same figures as analyseItem over 150 generated attempts with tied totals and unanswered questions', async () => {
    const { sql } = await import('drizzle-orm');
    const { analyseItem } = await import('./item-analysis.ts');
    const id = (await createTest(t, mentor, { Title: 'Generated', QuestionIDs: q, AttemptsAllowed: 1, PassPercentage: 50 })).ID;
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const responses = new Map<number, { attemptId: number; total: number; correct: boolean; timeSpentMs: number }[]>();
    const when = new Date('2026-04-01T12:00:00Z');
    // One frozen copy per question, shared by the generated attempts (their layouts name it).
    const copies = new Map<number, number>();
    for (const question of q) {
      const [c] = (await t.database.db.execute(sql`insert into question_snapshots (question_id, hash, snapshot) values (${question}, 'generated', '{}'::jsonb) returning id`) as unknown as { rows: { id: number }[] }).rows;
      copies.set(question, c!.id);
    }
    for (let i = 0; i < 150; i++) {
      // Totals of 0..4 marks: many ties, broken by attempt id.
      const total = Math.floor(rnd() * 5);
      const layout = JSON.stringify(q.map((question) => ({ q: question, s: copies.get(question) })));
      const [a] = (await t.database.db.execute(sql`insert into attempts (test_id, user_id, attempt_no, status, started_on, deadline, submitted_on, score, max_score, percentage, passed, active_since, layout)
        values (${id}, ${900000 + i}, 1, 'submitted', ${when}, ${when}, ${when}, ${total}, 4, ${total * 25}, ${total >= 2}, ${when}, ${layout}::jsonb) returning id`) as unknown as { rows: { id: number }[] }).rows;
      for (const [pos, question] of q.entries()) {
        const r = rnd();
        // One response in five has no answer row at all (never saved); the others are right with a chance growing with the total.
        if (r < 0.2) { responses.set(question, [...(responses.get(question) ?? []), { attemptId: a!.id, total, correct: false, timeSpentMs: 0 }]); continue; }
        const correct = rnd() < (pos === 2 ? 0.6 - total * 0.1 : 0.2 + total * 0.15);
        const ms = rnd() < 0.3 ? 0 : Math.floor(rnd() * 90_000);
        await t.database.db.execute(sql`insert into attempt_answers (attempt_id, question_id, answer, correct, time_spent_ms) values (${a!.id}, ${question}, ${JSON.stringify({ OptionIDs: ['a'] })}::jsonb, ${correct}, ${ms})`);
        responses.set(question, [...(responses.get(question) ?? []), { attemptId: a!.id, total, correct, timeSpentMs: ms }]);
      }
    }
    const rows = (await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${id}` })).json().data.items as Record<string, unknown>[];
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const a = analyseItem(responses.get(row.QuestionID as number)!, 4);
      expect([row.Responses, row.CorrectCount, row.Facility, row.Discrimination, row.MeanTimeSeconds, row.Defective, row.DefectReasons], String(row.QuestionID))
        .toEqual([a.responses, a.correctCount, a.facility, a.discrimination, a.meanTimeSeconds, a.defective, a.reasons]);
    }
    // The flag filter and the sort agree with the figures.
    const flagged = (await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${id}&flag=defective` })).json().data.items.map((r: { QuestionID: number }) => r.QuestionID);
    expect(flagged).toEqual(rows.filter((r) => r.Defective).map((r) => r.QuestionID));
    // The third question, right less often by stronger learners, is the one flagged.
    expect(flagged).toEqual([q[2]]);
    const byDisc = (await t.as(mentor)({ url: `/api/reports/questionPerformance?testId=${id}&sortBy=Discrimination` })).json().data.items.map((r: { Discrimination: number }) => r.Discrimination);
    expect(byDisc).toEqual([...byDisc].sort((x, y) => x - y));
  });
});
