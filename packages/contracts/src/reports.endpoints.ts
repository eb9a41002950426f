import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  courseFunnelExportSchema, courseFunnelQuerySchema, courseFunnelRowSchema, eutExportSchema, eutFilterSchema, eutQuerySchema, eutRowSchema,
  eutSummarySchema, mentorExportSchema, mentorQuerySchema, mentorRowSchema, newScheduleBodySchema, optionsQuerySchema, optionsSchema,
  scheduleParamSchema, scheduleRunSchema, scheduleSchema, studentProgressExportSchema, studentProgressQuerySchema, studentProgressRowSchema,
  testResultRowSchema, testResultsExportSchema, testResultsQuerySchema, questionPerformanceExportSchema, questionPerformanceFilterSchema,
  questionPerformanceQuerySchema, questionPerformanceRowSchema, questionPerformanceSummarySchema, questionResponseRowSchema,
  questionResponsesExportSchema, questionResponsesFilterSchema, questionResponsesQuerySchema, questionResponsesSummarySchema,
} from './reports.ts';
import { z } from 'zod';

const tags = ['reports'];
const access = 'reports.view';
const files = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * The report hub (/admin/manageReports). A mentor's reports cover their courses only; the rule is in each query.
 * Exports stream the full result from a database cursor; schedules mail a report with its filters.
 */
export const reportHubEndpoints = {
  courseOptions: endpoint({
    method: 'GET', path: '/api/reports/options/courses', tags, access,
    summary: 'Courses the viewer may report on (a mentor: their own), for the report pickers', query: optionsQuerySchema, response: optionsSchema,
  }),
  learnerOptions: endpoint({
    method: 'GET', path: '/api/reports/options/learners', tags, access,
    summary: 'Learners admitted to courses the viewer may report on, matching a term (at most 50)', query: optionsQuerySchema, response: optionsSchema,
  }),
  companyOptions: endpoint({
    method: 'GET', path: '/api/reports/options/companies', tags, access,
    summary: 'Companies whose staff train here (EUT cohorts)', query: optionsQuerySchema, response: optionsSchema,
  }),
  mentorOptions: endpoint({
    method: 'GET', path: '/api/reports/options/mentors', tags, access,
    summary: 'Mentors of the courses the viewer may report on', query: optionsQuerySchema, response: optionsSchema,
  }),
  studentProgress: endpoint({
    method: 'GET', path: '/api/reports/studentProgress', tags, access,
    summary: 'StudentProgressReports: per learner and course, progress, items done, test scores, assignments, last active, time spent',
    query: studentProgressQuerySchema, response: pageSchema(studentProgressRowSchema),
  }),
  studentProgressExport: endpoint({
    method: 'GET', path: '/api/reports/studentProgress/download', tags, access,
    summary: 'The full student progress report as CSV or XLSX (streamed)', query: studentProgressExportSchema, response: 'file', produces: files,
  }),
  eutProgress: endpoint({
    method: 'GET', path: '/api/reports/eutProgress', tags, access,
    summary: 'EUTStudentProgressReports: the progress report for the staff of client companies',
    query: eutQuerySchema, response: pageSchema(eutRowSchema),
  }),
  eutSummary: endpoint({
    method: 'GET', path: '/api/reports/eutProgress/summary', tags, access,
    summary: 'EUT cohort summary per company: learners, enrolments, completed, mean progress', query: eutFilterSchema, response: eutSummarySchema,
  }),
  eutExport: endpoint({
    method: 'GET', path: '/api/reports/eutProgress/download', tags, access,
    summary: 'The full EUT progress report as CSV or XLSX (streamed)', query: eutExportSchema, response: 'file', produces: files,
  }),
  courseFunnel: endpoint({
    method: 'GET', path: '/api/reports/courseFunnel', tags, access,
    summary: 'Course report: per lesson, learners who reached, completed and dropped it', query: courseFunnelQuerySchema, response: pageSchema(courseFunnelRowSchema),
  }),
  courseFunnelExport: endpoint({
    method: 'GET', path: '/api/reports/courseFunnel/download', tags, access,
    summary: 'The course funnel as CSV or XLSX', query: courseFunnelExportSchema, response: 'file', produces: files,
  }),
  mentorChecking: endpoint({
    method: 'GET', path: '/api/reports/mentorChecking', tags, access,
    summary: 'Mentor report: submissions checked per mentor and week, median hours to check', query: mentorQuerySchema, response: pageSchema(mentorRowSchema),
  }),
  mentorCheckingExport: endpoint({
    method: 'GET', path: '/api/reports/mentorChecking/download', tags, access,
    summary: 'The mentor report as CSV or XLSX', query: mentorExportSchema, response: 'file', produces: files,
  }),
  testResults: endpoint({
    method: 'GET', path: '/api/reports/testResults', tags, access,
    summary: 'TestAndAssignmentReports in the hub: per learner and test, attempts, best score, pass/fail (a mentor: their courses\' lesson tests)',
    query: testResultsQuerySchema, response: pageSchema(testResultRowSchema),
  }),
  testResultsExport: endpoint({
    method: 'GET', path: '/api/reports/testResults/download', tags, access,
    summary: 'The full test results as CSV or XLSX (streamed, page by page from the database)', query: testResultsExportSchema, response: 'file', produces: files,
  }),
  questionPerformance: endpoint({
    method: 'GET', path: '/api/reports/questionPerformance', tags, access,
    summary: 'TestQuestionsPerformanceReport in the hub: per question of a test, facility, discrimination, mean time, defective flag, over the attempts submitted in the period (a mentor: their courses\' lessons)',
    query: questionPerformanceQuerySchema, response: pageSchema(questionPerformanceRowSchema),
  }),
  questionPerformanceSummary: endpoint({
    method: 'GET', path: '/api/reports/questionPerformance/summary', tags, access,
    summary: "The test's submitted attempts in the period: attempts, learners, mean percentage, pass rate", query: questionPerformanceFilterSchema, response: questionPerformanceSummarySchema,
  }),
  questionPerformanceExport: endpoint({
    method: 'GET', path: '/api/reports/questionPerformance/download', tags, access,
    summary: 'The question performance of a test as CSV or XLSX (streamed)', query: questionPerformanceExportSchema, response: 'file', produces: files,
  }),
  questionResponses: endpoint({
    method: 'GET', path: '/api/reports/questionResponses', tags, access,
    summary: 'TestQuestionsPerformanceReportDetails in the hub: who answered one question of a test, what, and whether it was right (paged)',
    query: questionResponsesQuerySchema, response: pageSchema(questionResponseRowSchema),
  }),
  questionResponsesSummary: endpoint({
    method: 'GET', path: '/api/reports/questionResponses/summary', tags, access,
    summary: "One question of a test: its figures and how often each option was chosen, over the period's attempts", query: questionResponsesFilterSchema, response: questionResponsesSummarySchema,
  }),
  questionResponsesExport: endpoint({
    method: 'GET', path: '/api/reports/questionResponses/download', tags, access,
    summary: 'The responses to one question as CSV or XLSX (streamed, page by page from the database)', query: questionResponsesExportSchema, response: 'file', produces: files,
  }),
  schedules: endpoint({
    method: 'GET', path: '/api/reports/schedules', tags, access,
    summary: 'Scheduled report mails the viewer made (an admin: all)', response: z.array(scheduleSchema),
  }),
  createSchedule: endpoint({
    method: 'POST', path: '/api/reports/schedules', tags, access,
    audit: 'none: a staff member schedules a report to staff addresses; no person, money, grade or content changes',
    summary: 'Schedule a report with its filters, mailed daily or weekly to staff addresses', body: newScheduleBodySchema, response: scheduleSchema,
  }),
  deleteSchedule: endpoint({
    method: 'DELETE', path: '/api/reports/schedules/:id', tags, access,
    audit: 'none: stops a scheduled report mail',
    summary: 'Stop a scheduled report (its maker or an admin)', params: scheduleParamSchema, response: z.object({ ID: z.number().int() }),
  }),
  runSchedule: endpoint({
    method: 'POST', path: '/api/reports/schedules/:id/run', tags, access,
    audit: 'none: mails a scheduled report now to its staff recipients',
    summary: 'Mail a scheduled report now (through the job queue)', params: scheduleParamSchema, response: scheduleRunSchema,
  }),
};
