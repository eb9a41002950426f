/** The report hub and the reports of this feature. */
export const REPORTS_PATH = '/admin/manageReports';
/** A learner's attempts and answers in one test (the assessment engine's screen, as the route table spells it). */
export const learnerTestDetailsPath = (userId: number, testId: number) => `/admin/TestDetails/${userId}/${testId}/latest`;
/** The question performance report of a test, and the responses to one of its questions, with the period kept (`?from=&to=`). */
export const questionPerformancePath = (testId?: number | string, period: { from?: string; to?: string } = {}) =>
  withQuery(`${REPORTS_PATH}/TestQuestionsPerformanceReport`, { testId: testId ? String(testId) : '', ...period });
export const questionResponsesPath = (testId: number | string, questionId: number | string, period: { from?: string; to?: string } = {}) =>
  withQuery(`${REPORTS_PATH}/TestQuestionsPerformanceReportDetails/${testId}/${questionId}`, period);
/** One attempt of a learner, answer by answer. */
export const learnerAttemptPath = (userId: number, testId: number, attemptId: number) => `/admin/TestDetails/${userId}/${testId}/${attemptId}`;

function withQuery(path: string, q: Record<string, string | undefined>): string {
  const p = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => !!e[1]));
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}
