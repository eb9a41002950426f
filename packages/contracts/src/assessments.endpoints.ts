import { z } from 'zod';
import {
  activeQuestionAckSchema, activeQuestionBodySchema, attemptParamSchema, attemptQuestionParamSchema, attemptResultSchema, attemptSchema,
  flagAckSchema, flagBodySchema, idParamSchema, importReportSchema, issueParamSchema, issueStatuses, issuesListQuerySchema,
  learnerResultRowSchema, learnerResultsQuerySchema, learnerTestDetailSchema, learnerTestParamSchema, questionImageParamSchema,
  questionImageSchema, questionInputSchema, questionIssueRowSchema, questionPerformanceDetailSchema, questionPerformanceSchema,
  questionRowSchema, questionSchema, questionsExportQuerySchema, questionsListQuerySchema, reportIssueBodySchema, saveAckSchema,
  saveAnswerBodySchema, sheetFormatQuerySchema, startAttemptBodySchema, testIdParamSchema, testInputSchema, testPerformanceRowSchema,
  testQuestionParamSchema, testRowSchema, testSchema, testSeriesDetailSchema, testSeriesFilterOptionsSchema, testSeriesItemSchema,
  testSeriesQuerySchema, testsListQuerySchema,
} from './assessments.ts';
import { endpoint } from './endpoint.ts';
import { listQuerySchema, pageSchema } from './list.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---------------------------------------------------------------- question bank

const questionTags = ['assessments: questions'];
const build = 'assessments.build';
const sheet = ['text/csv', XLSX_TYPE];

/** The question bank (staff): list, edit, images, and the CSV/XLSX import and export. */
export const questionsEndpoints = {
  /** Spec: GET /questions?size=50&page=1&order=ID,desc. */
  list: endpoint({
    method: 'GET', path: '/api/questions', tags: questionTags, access: build,
    summary: 'The question bank, paged (spec: ?size=50&page=1&order=ID,desc; also the shared list query)',
    query: questionsListQuerySchema, response: pageSchema(questionRowSchema),
  }),
  /** Spec: GET /questions/getQuestions?text={term}. */
  search: endpoint({
    method: 'GET', path: '/api/questions/getQuestions', tags: questionTags, access: build,
    summary: 'Search the question bank (spec: ?text={term})',
    query: questionsListQuerySchema, response: pageSchema(questionRowSchema),
  }),
  template: endpoint({
    method: 'GET', path: '/api/questions/template', tags: questionTags, access: build,
    summary: 'Download the import template (CSV or XLSX) with one example per question type',
    query: sheetFormatQuerySchema, response: 'file', produces: sheet,
  }),
  export: endpoint({
    method: 'GET', path: '/api/questions/export', tags: questionTags, access: build,
    summary: 'Export the matching questions in the import format (CSV or XLSX)',
    query: questionsExportQuerySchema, response: 'file', produces: sheet,
  }),
  import: endpoint({
    method: 'POST', path: '/api/questions/import', tags: questionTags, access: build,
    audit: 'none: the question bank is a staff draft; what learners see changes when a test is published, which is audited',
    summary: 'Import questions from a CSV or XLSX file (multipart field "file"): valid rows are imported, the others reported; a file with the wrong structure is refused whole',
    upload: true, response: importReportSchema,
  }),
  uploadImage: endpoint({
    method: 'POST', path: '/api/questions/images', tags: questionTags, access: build,
    audit: 'none: the question bank is a staff draft; what learners see changes when a test is published, which is audited',
    summary: 'Upload an image for a question (multipart field "file"; PNG, JPEG, WebP or GIF by content, at most 2 MB); answers the address for ImageUrl',
    upload: true, response: questionImageSchema,
  }),
  /** Public by an unguessable address: learners see question images in attempts through a plain <img>. */
  image: endpoint({
    method: 'GET', path: '/api/questions/images/:yyyy/:mm/:file', tags: questionTags, access: 'public',
    summary: 'A question image (the address answered by the upload)',
    params: questionImageParamSchema, response: 'file',
  }),
  detail: endpoint({
    method: 'GET', path: '/api/questions/:id', tags: questionTags, access: build,
    summary: 'One question with its answer key',
    params: idParamSchema, response: questionSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/questions', tags: questionTags, access: build,
    audit: 'none: the question bank is a staff draft; what learners see changes when a test is published, which is audited',
    summary: 'Add a question (rich text is sanitized; masters are checked)',
    body: questionInputSchema, response: questionSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/questions/:id', tags: questionTags, access: build,
    audit: 'none: the question bank is a staff draft; what learners see changes when a test is published, which is audited',
    summary: 'Replace a question (started attempts keep the version they froze)',
    params: idParamSchema, body: questionInputSchema, response: questionSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/questions/:id', tags: questionTags, access: build,
    audit: 'none: the question bank is a staff draft; what learners see changes when a test is published, which is audited',
    summary: 'Remove a question from the bank (past attempts and reports keep it)',
    params: idParamSchema, response: z.null(),
  }),
};

// ---------------------------------------------------------------- tests and the Test Series catalogue

const testTags = ['assessments: tests'];
const seriesTags = ['assessments: test series'];

/** Tests (staff) and the Test Series catalogue (public list, a learner's view of one test). */
export const testsEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/tests', tags: testTags, access: build,
    summary: 'Tests, paged: ID, Title, Description, CreatedOn',
    query: testsListQuerySchema, response: pageSchema(testRowSchema),
  }),
  /** Spec: GET /test. */
  listSpec: endpoint({
    method: 'GET', path: '/api/test', tags: testTags, access: build,
    summary: 'Tests, paged (the spec call GET /test)',
    query: testsListQuerySchema, response: pageSchema(testRowSchema),
  }),
  detail: endpoint({
    method: 'GET', path: '/api/tests/:id', tags: testTags, access: build,
    summary: 'One test with its settings and questions',
    params: idParamSchema, response: testSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/tests', tags: testTags, access: build,
    summary: 'Add a test',
    body: testInputSchema, response: testSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/tests/:id', tags: testTags, access: build,
    summary: 'Replace a test (started attempts keep their questions)',
    params: idParamSchema, body: testInputSchema, response: testSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/tests/:id', tags: testTags, access: build,
    summary: 'Remove a test (open attempts may still be submitted; results stay)',
    params: idParamSchema, response: z.null(),
  }),
  /** Public (the /Test-Series screen is open to visitors): progress is the caller's when signed in, else 'Not Attempted'. */
  series: endpoint({
    method: 'GET', path: '/api/testSeries', tags: seriesTags, access: 'public',
    summary: "The Test Series catalogue (public) with the caller's progress when signed in; filters level, category, subcategory, progress",
    query: testSeriesQuerySchema, response: pageSchema(testSeriesItemSchema),
  }),
  seriesFilters: endpoint({
    method: 'GET', path: '/api/testSeries/filters', tags: seriesTags, access: 'public',
    summary: 'Choices of the catalogue filters (public): levels, categories and subcategories that series tests use',
    response: testSeriesFilterOptionsSchema,
  }),
  seriesDetail: endpoint({
    method: 'GET', path: '/api/testSeries/:testId', tags: seriesTags, access: 'authenticated',
    shared: 'a test of the series catalogue; the answer carries only the caller\'s own attempts',
    summary: "One published test with the caller's attempts (series and lesson tests)",
    params: testIdParamSchema, response: testSeriesDetailSchema,
  }),
};

// ---------------------------------------------------------------- attempts

const attemptTags = ['assessments: attempts'];
const take = 'assessments.take';

/** A learner's attempts: every endpoint answers 404 for an attempt that is not the caller's. */
export const attemptsEndpoints = {
  start: endpoint({
    method: 'POST', path: '/api/attempts', tags: attemptTags, access: take,
    summary: 'Start a Test Series test, or a lesson test from the lesson named in Context (checked as the lesson player does), or resume its open attempt; the server fixes questions, order, deadline and the stored context',
    body: startAttemptBodySchema, response: attemptSchema,
  }),
  detail: endpoint({
    method: 'GET', path: '/api/attempts/:id', tags: attemptTags, access: take,
    owner: 'attempt',
    summary: 'An attempt: questions without the answer key, saved answers, flags, remaining time by the server clock',
    params: attemptParamSchema, response: attemptSchema,
  }),
  saveAnswer: endpoint({
    method: 'PUT', path: '/api/attempts/:id/answers/:questionId', tags: attemptTags, access: take,
    owner: 'attempt',
    summary: 'Save an answer (idempotent by sequence number; 422 after the deadline)',
    params: attemptQuestionParamSchema, body: saveAnswerBodySchema, response: saveAckSchema,
  }),
  flag: endpoint({
    method: 'PUT', path: '/api/attempts/:id/flags/:questionId', tags: attemptTags, access: take,
    owner: 'attempt',
    summary: 'Flag or unflag a question for review',
    params: attemptQuestionParamSchema, body: flagBodySchema, response: flagAckSchema,
  }),
  setActive: endpoint({
    method: 'PUT', path: '/api/attempts/:id/active', tags: attemptTags, access: take,
    owner: 'attempt',
    summary: 'Set the active question (0-based); the time on the previous one is recorded',
    params: attemptParamSchema, body: activeQuestionBodySchema, response: activeQuestionAckSchema,
  }),
  reportIssue: endpoint({
    method: 'POST', path: '/api/attempts/:id/issues', tags: attemptTags, access: take,
    owner: 'attempt',
    summary: 'Report an issue with a question of this attempt (reaches staff)',
    params: attemptParamSchema, body: reportIssueBodySchema, response: z.object({ ID: z.number().int() }),
  }),
  submit: endpoint({
    method: 'POST', path: '/api/attempts/:id/submit', tags: attemptTags, access: take,
    owner: 'attempt',
    summary: 'Submit the attempt; the server scores it (idempotent)',
    params: attemptParamSchema, response: attemptResultSchema,
  }),
  result: endpoint({
    method: 'GET', path: '/api/attempts/:id/result', tags: attemptTags, access: take,
    owner: 'attempt',
    summary: 'Result of a closed attempt; per-question review when the test shows answers',
    params: attemptParamSchema, response: attemptResultSchema,
  }),
};

// ---------------------------------------------------------------- reports and reported issues

const reportTags = ['assessments: reports'];
const reports = 'reports.view';
const csv = ['text/csv'];

/** Test reports and the issues learners reported (a mentor's cover the attempts of lessons in their courses). */
export const reportsEndpoints = {
  tests: endpoint({
    method: 'GET', path: '/api/testReports/tests', tags: reportTags, access: reports,
    summary: 'Tests with submitted attempts: counts, mean percentage, pass rate',
    query: listQuerySchema, response: pageSchema(testPerformanceRowSchema),
  }),
  questionPerformance: endpoint({
    method: 'GET', path: '/api/testReports/questionPerformance/:testId', tags: reportTags, access: reports,
    summary: 'Per question of a test: facility, discrimination (top vs bottom 27%), mean time, defective flag',
    params: testIdParamSchema, response: z.array(questionPerformanceSchema),
  }),
  questionPerformanceCsv: endpoint({
    method: 'GET', path: '/api/testReports/questionPerformance/:testId/download', tags: reportTags, access: reports,
    summary: 'The question performance of a test as CSV',
    params: testIdParamSchema, response: 'file', produces: csv,
  }),
  questionDetail: endpoint({
    method: 'GET', path: '/api/testReports/questionPerformance/:testId/:questionId', tags: reportTags, access: reports,
    summary: 'One question of a test: the figures and how often each option was chosen',
    params: testQuestionParamSchema, response: questionPerformanceDetailSchema,
  }),
  learners: endpoint({
    method: 'GET', path: '/api/testReports/learners', tags: reportTags, access: reports,
    summary: 'Per learner and test: attempts, best score, pass/fail (paged)',
    query: learnerResultsQuerySchema, response: pageSchema(learnerResultRowSchema),
  }),
  learnersCsv: endpoint({
    method: 'GET', path: '/api/testReports/learners/download', tags: reportTags, access: reports,
    summary: 'Per learner and test results as CSV (same filters)',
    query: learnerResultsQuerySchema, response: 'file', produces: csv,
  }),
  /** Spec: GET /testReports/TestDetails/{userId}/{testId}. */
  learnerTest: endpoint({
    method: 'GET', path: '/api/testReports/TestDetails/:userId/:testId', tags: reportTags, access: reports,
    summary: "One learner's attempts of a test, answer by answer",
    params: learnerTestParamSchema, response: learnerTestDetailSchema,
  }),
  learnerTestCsv: endpoint({
    method: 'GET', path: '/api/testReports/TestDetails/:userId/:testId/download', tags: reportTags, access: reports,
    summary: "One learner's attempts of a test as CSV",
    params: learnerTestParamSchema, response: 'file', produces: csv,
  }),
  issues: endpoint({
    method: 'GET', path: '/api/questionIssues', tags: reportTags, access: reports,
    summary: 'Issues learners reported on questions (question, text, who, when)',
    query: issuesListQuerySchema, response: pageSchema(questionIssueRowSchema),
  }),
  resolveIssue: endpoint({
    method: 'POST', path: '/api/questionIssues/:id/resolve', tags: reportTags, access: reports,
    audit: 'none: marks a learner\'s report on a question as handled; no grade or content changes',
    summary: 'Mark a reported issue resolved',
    params: issueParamSchema, response: z.object({ ID: z.number().int(), Status: z.enum(issueStatuses) }),
  }),
};
