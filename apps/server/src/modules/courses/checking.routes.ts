import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import {
  acceptBodySchema, assignmentViewParamSchema, assignmentViewQuerySchema, checkingFiltersSchema, checkingParamSchema, checkingRowSchema, returnBodySchema,
  submissionDetailSchema, submissionParamSchema,
} from '@app/contracts/courses';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';
import { idField } from '@app/contracts/ids';

const tags = ['assignment checking'];
const access = 'assignments.check' as const;

/**
 * Mentor checking. A mentor sees only the courses they are assigned to (course mentors); the admin kind sees
 * all; other submissions answer 404. In the list paths, `courseIds` and `userIds` are ids joined with '-', and
 * 'all' (or 0) means no filter.
 */
export const checkingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { submissions } = services.learning;

  app.get('/api/usersProgress/getPendingAssignments/:courseIds/:userIds', {
    schema: { tags, summary: 'First submissions awaiting a decision (User_ID, CourseName, AssignmentName, UserName, CreatedOn), oldest first', params: checkingParamSchema, querystring: listQuerySchema, response: { 200: envelope(pageSchema(checkingRowSchema)) } },
    config: { access },
  }, async (req) => ok(await submissions.checkingList(requireAuth(req), 'pending', req.params.courseIds, req.params.userIds, req.query)));

  app.get('/api/usersProgress/getReattemptedAssignments/:courseIds/:userIds', {
    schema: { tags, summary: 'Resubmissions (after a return) awaiting a decision, oldest first', params: checkingParamSchema, querystring: listQuerySchema, response: { 200: envelope(pageSchema(checkingRowSchema)) } },
    config: { access },
  }, async (req) => ok(await submissions.checkingList(requireAuth(req), 'reattempted', req.params.courseIds, req.params.userIds, req.query)));

  app.get('/api/usersProgress/checkingFilters', {
    schema: { tags, summary: 'Filter choices: the courses the checker may see and the learners who submitted in them', response: { 200: envelope(checkingFiltersSchema) } },
    config: { access },
  }, async (req) => ok(await submissions.checkingFilters(requireAuth(req))));

  app.get('/api/usersProgress/assignmentView/:courseName/:assignmentName/:userId', {
    schema: {
      tags,
      summary: "The spec's assignment view: the learner's newest submission of that course's assignment, by names (or exactly ?submission=)",
      params: assignmentViewParamSchema,
      querystring: assignmentViewQuerySchema,
      response: { 200: envelope(submissionDetailSchema) },
    },
    config: { access },
  }, async (req) => ok(await submissions.viewByNames(requireAuth(req), { ...req.params, submissionId: req.query.submission })));

  app.get('/api/usersProgress/submissions/:id', {
    schema: { tags, summary: 'A submission with its files, the assignment and earlier submissions', params: submissionParamSchema, response: { 200: envelope(submissionDetailSchema) } },
    config: { access },
  }, async (req) => ok(await submissions.detail(requireAuth(req), req.params.id)));

  app.post('/api/usersProgress/submissions/:id/accept', {
    schema: { tags, summary: 'Accept with a score and feedback (409 when already decided)', params: submissionParamSchema, body: acceptBodySchema, response: { 200: envelope(submissionDetailSchema) } },
    config: { access },
  }, async (req) => ok(await submissions.decide(requireActor(req), req.params.id, { accept: true, score: req.body.Score, feedback: req.body.Feedback })));

  app.post('/api/usersProgress/submissions/:id/return', {
    schema: { tags, summary: 'Return for reattempt with feedback (409 when already decided)', params: submissionParamSchema, body: returnBodySchema, response: { 200: envelope(submissionDetailSchema) } },
    config: { access },
  }, async (req) => ok(await submissions.decide(requireActor(req), req.params.id, { accept: false, feedback: req.body.Feedback })));

  app.get('/api/usersProgress/submissions/:id/files/:fileId', {
    schema: { tags, summary: 'A file of a submission', params: z.object({ id: idField, fileId: idField }) },
    config: { access },
  }, async (req, reply) => submissions.sendCheckerFile(req, reply, requireAuth(req), req.params.id, req.params.fileId));
};
