/** App paths of the staff assessment screens (as in packages/contracts/src/web-routes.ts). */
export const QUESTIONS_PATH = '/courseBuilding/questions';
export const TESTS_PATH = '/courseBuilding/tests';
export const REPORTS_PATH = '/admin/manageReports';
export const PERFORMANCE_PATH = `${REPORTS_PATH}/TestQuestionsPerformanceReport`;
export const RESULTS_PATH = `${REPORTS_PATH}/TestAndAssignmentReports`;

/** The test editor; 'new' (any non-number) adds a test. */
export const testEditorPath = (id: number | 'new') => `${TESTS_PATH}/AddEdit/${id}`;

/** The performance report (a report of the hub), optionally with a test chosen (`?testId=`). */
export const performancePath = (testId?: number) => (testId ? `${PERFORMANCE_PATH}?testId=${testId}` : PERFORMANCE_PATH);

/** One learner's attempts of a test (Url = test id, Url2 = attempt id or "latest"). */
export const learnerDetailPath = (userId: number, testId: number, attemptId: number | 'latest' = 'latest') =>
  `/admin/TestDetails/${userId}/${testId}/${attemptId}`;

/** A route parameter as a positive integer, or null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
