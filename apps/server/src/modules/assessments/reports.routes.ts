import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { reportsEndpoints as e } from '@app/contracts/assessments.endpoints';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import { attachment, CSV_TYPE } from './csv.ts';

export const reportsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { reports } = services.assessments;
  // A mentor's reports cover the attempts of lessons in their courses; the scope goes into each query.
  const scope = (req: FastifyRequest) => services.learning.courses.reportScope(requireAuth(req));

  route(app, e.tests, async (req) => ok(await reports.tests(req.query, await scope(req))));
  route(app, e.questionPerformance, async (req) => ok(await reports.questionPerformance(req.params.testId, await scope(req))));
  route(app, e.questionPerformanceCsv, async (req, reply) =>
    reply.type(CSV_TYPE).header('content-disposition', attachment(`question-performance-${req.params.testId}.csv`)).send(await reports.questionPerformanceCsv(req.params.testId, await scope(req))));
  route(app, e.questionDetail, async (req) => ok(await reports.questionDetail(req.params.testId, req.params.questionId, await scope(req))));
  route(app, e.learners, async (req) => ok(await reports.learners(req.query, await scope(req))));
  route(app, e.learnersCsv, async (req, reply) => reply.type(CSV_TYPE).header('content-disposition', attachment('test-results.csv')).send(await reports.learnersCsv(req.query, await scope(req))));
  route(app, e.learnerTest, async (req) => ok(await reports.learnerTest(req.params.userId, req.params.testId, await scope(req))));
  route(app, e.learnerTestCsv, async (req, reply) =>
    reply.type(CSV_TYPE).header('content-disposition', attachment(`test-details-${req.params.userId}-${req.params.testId}.csv`)).send(await reports.learnerTestCsv(req.params.userId, req.params.testId, await scope(req))));
  route(app, e.issues, async (req) => ok(await reports.issues(req.query, await scope(req))));
  route(app, e.resolveIssue, async (req) => ok(await reports.resolveIssue(requireAuth(req), req.params.id, await scope(req))));
};
