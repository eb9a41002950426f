import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import type { ExportFormat } from '@app/contracts/reports';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { attachment } from '../../platform/http/csv.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import { CSV_TYPE, XLSX_TYPE } from './reports.service.ts';

/** The report hub: thin handlers; the viewer's scope is applied by the service in the SQL. */
export const reportsHubRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const hub = services.reportsHub;
  const send = (reply: FastifyReply, name: string, format: ExportFormat, body: Readable) =>
    reply
      .type(format === 'xlsx' ? XLSX_TYPE : CSV_TYPE)
      .header('content-disposition', attachment(`${name}-${new Date().toISOString().slice(0, 10)}.${format}`))
      .send(body);

  route(app, e.courseOptions, async (req) => ok(await hub.courseOptions(requireAuth(req), req.query.term)));
  route(app, e.learnerOptions, async (req) => ok(await hub.learnerOptions(requireAuth(req), req.query.term)));
  route(app, e.mentorOptions, async (req) => ok(await hub.mentorOptions(requireAuth(req))));
  route(app, e.companyOptions, async (req) => ok(await hub.companyOptions(req.query.term)));

  route(app, e.studentProgress, async (req) => ok(await (await hub.studentProgress(requireAuth(req), req.query)).page(req.query)));
  route(app, e.studentProgressExport, async (req, reply) =>
    send(reply, 'student-progress', req.query.format, hub.exportOf(await hub.studentProgress(requireAuth(req), req.query), req.query.format, req.query, 'Student progress')));
  route(app, e.eutProgress, async (req) => ok(await (await hub.eutProgress(requireAuth(req), req.query)).page(req.query)));
  route(app, e.eutSummary, async (req) => ok(await hub.eutSummary(requireAuth(req), req.query)));
  route(app, e.eutExport, async (req, reply) =>
    send(reply, 'eut-progress', req.query.format, hub.exportOf(await hub.eutProgress(requireAuth(req), req.query), req.query.format, req.query, 'EUT progress')));
  route(app, e.courseFunnel, async (req) => ok(await (await hub.courseFunnel(requireAuth(req), req.query)).page(req.query)));
  route(app, e.courseFunnelExport, async (req, reply) =>
    send(reply, `course-${req.query.courseId}-funnel`, req.query.format, hub.exportOf(await hub.courseFunnel(requireAuth(req), req.query), req.query.format, req.query, 'Course funnel')));
  route(app, e.mentorChecking, async (req) => ok(await (await hub.mentorChecking(requireAuth(req), req.query)).page(req.query)));
  route(app, e.mentorCheckingExport, async (req, reply) =>
    send(reply, 'mentor-checking', req.query.format, hub.exportOf(await hub.mentorChecking(requireAuth(req), req.query), req.query.format, req.query, 'Mentor checking')));

  route(app, e.testResults, async (req) => ok(await (await hub.testResults(requireAuth(req), req.query)).page(req.query)));
  route(app, e.testResultsExport, async (req, reply) =>
    send(reply, 'test-results', req.query.format, hub.exportOf(await hub.testResults(requireAuth(req), req.query), req.query.format, req.query, 'Test results')));

  route(app, e.questionPerformance, async (req) => ok(await (await hub.questionPerformance(requireAuth(req), req.query)).page(req.query)));
  route(app, e.questionPerformanceSummary, async (req) => ok(await hub.questionPerformanceSummary(requireAuth(req), req.query)));
  route(app, e.questionPerformanceExport, async (req, reply) =>
    send(reply, `question-performance-${req.query.testId}`, req.query.format, hub.exportOf(await hub.questionPerformance(requireAuth(req), req.query), req.query.format, req.query, 'Question performance')));
  route(app, e.questionResponses, async (req) => ok(await (await hub.questionResponses(requireAuth(req), req.query)).page(req.query)));
  route(app, e.questionResponsesSummary, async (req) => ok(await hub.questionResponsesSummary(requireAuth(req), req.query)));
  route(app, e.questionResponsesExport, async (req, reply) =>
    send(reply, `question-responses-${req.query.testId}-${req.query.questionId}`, req.query.format, hub.exportOf(await hub.questionResponses(requireAuth(req), req.query), req.query.format, req.query, 'Question responses')));

  route(app, e.schedules, async (req) => ok(await hub.listSchedules(requireAuth(req))));
  route(app, e.createSchedule, async (req) => {
    const actor = requireAuth(req);
    const [me] = await services.users.summaries([actor.userId]);
    return ok(await hub.createSchedule({ ...actor, name: me ? `${me.firstName} ${me.lastName}`.trim() : actor.email }, req.body));
  });
  route(app, e.deleteSchedule, async (req) => ok(await hub.deleteSchedule(requireAuth(req), req.params.id)));
  route(app, e.runSchedule, async (req) => ok(await hub.runScheduleNow(requireAuth(req), req.params.id)));
};
