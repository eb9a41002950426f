import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import {
  issueParamSchema, issueStatuses, issuesListQuerySchema, learnerResultRowSchema, learnerResultsQuerySchema, learnerTestDetailSchema,
  learnerTestParamSchema, questionIssueRowSchema, questionPerformanceDetailSchema, questionPerformanceSchema, testIdParamSchema,
  testPerformanceRowSchema, testQuestionParamSchema,
} from '@app/contracts/assessments';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';
import { attachment, CSV_TYPE } from './csv.ts';

const tags = ['assessments: reports'];
const access = 'reports.view' as const;
const csv = { produces: ['text/csv'] };

export const reportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reports } = services.assessments;
  // A mentor's reports cover the attempts of lessons in their courses; the scope goes into each query.
  const scope = (req: FastifyRequest) => services.learning.courses.reportScope(requireAuth(req));

  app.get('/api/testReports/tests', {
    schema: { tags, summary: 'Tests with submitted attempts: counts, mean percentage, pass rate', querystring: listQuerySchema, response: { 200: envelope(pageSchema(testPerformanceRowSchema)) } },
    config: { access },
  }, async (req) => ok(await reports.tests(req.query, await scope(req))));

  app.get('/api/testReports/questionPerformance/:testId', {
    schema: { tags, summary: 'Per question of a test: facility, discrimination (top vs bottom 27%), mean time, defective flag', params: testIdParamSchema, response: { 200: envelope(z.array(questionPerformanceSchema)) } },
    config: { access },
  }, async (req) => ok(await reports.questionPerformance(req.params.testId, await scope(req))));

  app.get('/api/testReports/questionPerformance/:testId/download', {
    schema: { tags, summary: 'The question performance of a test as CSV', params: testIdParamSchema, ...csv },
    config: { access },
  }, async (req, reply) =>
    reply.type(CSV_TYPE).header('content-disposition', attachment(`question-performance-${req.params.testId}.csv`)).send(await reports.questionPerformanceCsv(req.params.testId, await scope(req))));

  app.get('/api/testReports/questionPerformance/:testId/:questionId', {
    schema: { tags, summary: 'One question of a test: the figures and how often each option was chosen', params: testQuestionParamSchema, response: { 200: envelope(questionPerformanceDetailSchema) } },
    config: { access },
  }, async (req) => ok(await reports.questionDetail(req.params.testId, req.params.questionId, await scope(req))));

  app.get('/api/testReports/learners', {
    schema: { tags, summary: 'Per learner and test: attempts, best score, pass/fail (paged)', querystring: learnerResultsQuerySchema, response: { 200: envelope(pageSchema(learnerResultRowSchema)) } },
    config: { access },
  }, async (req) => ok(await reports.learners(req.query, await scope(req))));

  app.get('/api/testReports/learners/download', {
    schema: { tags, summary: 'Per learner and test results as CSV (same filters)', querystring: learnerResultsQuerySchema, ...csv },
    config: { access },
  }, async (req, reply) => reply.type(CSV_TYPE).header('content-disposition', attachment('test-results.csv')).send(await reports.learnersCsv(req.query, await scope(req))));

  app.get('/api/testReports/TestDetails/:userId/:testId', {
    schema: { tags, summary: "One learner's attempts of a test, answer by answer", params: learnerTestParamSchema, response: { 200: envelope(learnerTestDetailSchema) } },
    config: { access },
  }, async (req) => ok(await reports.learnerTest(req.params.userId, req.params.testId, await scope(req))));

  app.get('/api/testReports/TestDetails/:userId/:testId/download', {
    schema: { tags, summary: "One learner's attempts of a test as CSV", params: learnerTestParamSchema, ...csv },
    config: { access },
  }, async (req, reply) =>
    reply.type(CSV_TYPE).header('content-disposition', attachment(`test-details-${req.params.userId}-${req.params.testId}.csv`)).send(await reports.learnerTestCsv(req.params.userId, req.params.testId, await scope(req))));

  app.get('/api/questionIssues', {
    schema: { tags, summary: 'Issues learners reported on questions (question, text, who, when)', querystring: issuesListQuerySchema, response: { 200: envelope(pageSchema(questionIssueRowSchema)) } },
    config: { access },
  }, async (req) => ok(await reports.issues(req.query, await scope(req))));

  app.post('/api/questionIssues/:id/resolve', {
    schema: { tags, summary: 'Mark a reported issue resolved', params: issueParamSchema, response: { 200: envelope(z.object({ ID: z.number().int(), Status: z.enum(issueStatuses) })) } },
    config: { access },
  }, async (req) => ok(await reports.resolveIssue(requireAuth(req), req.params.id, await scope(req))));
};
