/** The report hub and the reports of this feature. */
export const REPORTS_PATH = '/admin/manageReports';
/** A learner's attempts and answers in one test (the assessment engine's screen, as the route table spells it). */
export const learnerTestDetailsPath = (userId: number, testId: number) => `/admin/TestDetails/${userId}/${testId}/latest`;
