import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { MasterType } from '@app/contracts/masters';

/** Small builders for the assessment API tests. */
export type User = Awaited<ReturnType<TestApp['createUser']>>;

export async function masterId(t: TestApp, type: MasterType, title: string): Promise<number> {
  const page = await t.services.masters.list(type, { pageIndex: 0, pageSize: 500, sortDesc: false });
  const e = page.items.find((x) => x.Title === title);
  if (!e) throw new Error(`no ${type} ${title}`);
  return e.ID;
}

export const single = (over: Record<string, unknown> = {}) => ({
  Type: 'single',
  Text: '<p>Which module posts vendor invoices?</p>',
  Options: [
    { ID: 'a', Text: 'SAP FICO', Correct: true },
    { ID: 'b', Text: 'SAP SD', Correct: false },
    { ID: 'c', Text: 'SAP PP', Correct: false },
  ],
  Explanation: 'Accounts payable lives in FI.',
  Marks: 2,
  NegativeMarks: 0.5,
  ...over,
});
export const multiple = (over: Record<string, unknown> = {}) => ({
  Type: 'multiple',
  Text: 'Which are master data?',
  Options: [
    { ID: 'a', Text: 'Vendor', Correct: true },
    { ID: 'b', Text: 'Material', Correct: true },
    { ID: 'c', Text: 'Purchase order', Correct: false },
  ],
  Marks: 3,
  NegativeMarks: 1,
  ...over,
});
export const trueFalse = (over: Record<string, unknown> = {}) => ({ Type: 'truefalse', Text: 'A company code has its own balance sheet.', TrueFalseAnswer: true, Marks: 1, NegativeMarks: 0.25, ...over });
export const numeric = (over: Record<string, unknown> = {}) => ({ Type: 'numeric', Text: 'How many regular posting periods in K4?', NumericAnswer: 12, NumericTolerance: 0.5, Marks: 2, NegativeMarks: 1, ...over });

export async function createQuestion(t: TestApp, staff: User, body: Record<string, unknown>) {
  const res = await t.as(staff)({ method: 'POST', url: '/api/questions', body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Options: { ID: string; Text: string; Correct: boolean }[] };
}

export async function createTest(t: TestApp, staff: User, body: Record<string, unknown>) {
  const res = await t.as(staff)({
    method: 'POST',
    url: '/api/tests',
    body: { Title: 'SAP basics', DurationSeconds: 600, PassPercentage: 50, AttemptsAllowed: 2, Status: 'published', InSeries: true, ShowAnswers: true, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number };
}

export async function start(t: TestApp, learner: User, testId: number, extra: Record<string, unknown> = {}) {
  return t.as(learner)({ method: 'POST', url: '/api/attempts', body: { TestID: testId, ...extra } });
}

export function save(t: TestApp, learner: User, attemptId: number, questionId: number, Answer: unknown, Seq: number) {
  return t.as(learner)({ method: 'PUT', url: `/api/attempts/${attemptId}/answers/${questionId}`, body: { Answer, Seq } });
}

/** A multipart/form-data body with one file part. */
export function multipartFile(data: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
