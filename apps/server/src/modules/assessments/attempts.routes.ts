import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import {
  activeQuestionAckSchema, activeQuestionBodySchema, attemptParamSchema, attemptQuestionParamSchema, attemptResultSchema, attemptSchema,
  flagAckSchema, flagBodySchema, reportIssueBodySchema, saveAckSchema, saveAnswerBodySchema, startAttemptBodySchema,
} from '@app/contracts/assessments';
import { requireAuth } from '../../platform/auth/access.ts';
import { ruleViolated } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['assessments: attempts'];
const access = 'assessments.take' as const;

/** A learner's attempts: every route answers 404 for an attempt that is not the caller's. */
export const attemptsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { attempts } = services.assessments;

  app.post('/api/attempts', {
    schema: {
      tags,
      summary: 'Start a Test Series test, or a lesson test from the lesson named in Context (checked as the lesson player does), or resume its open attempt; the server fixes questions, order, deadline and the stored context',
      body: startAttemptBodySchema,
      response: { 200: envelope(attemptSchema) },
    },
    config: { access },
  }, async (req) => {
    const actor = requireAuth(req);
    const { TestID, Context } = req.body;
    if (Context?.Kind === 'capsule') throw ruleViolated('Capsule tests cannot be started yet');
    // The client only says where it comes from; the learning core checks the lesson and sets the context itself.
    if (Context?.Kind === 'lesson') return ok(await services.learning.progress.startClaimedLessonTest(actor, TestID, Context.CourseID, Context.LessonID));
    return ok(await attempts.startSeries(actor, TestID));
  });

  app.get('/api/attempts/:id', {
    schema: { tags, summary: 'An attempt: questions without the answer key, saved answers, flags, remaining time by the server clock', params: attemptParamSchema, response: { 200: envelope(attemptSchema) } },
    config: { access },
  }, async (req) => ok(await attempts.get(requireAuth(req), req.params.id)));

  app.put('/api/attempts/:id/answers/:questionId', {
    schema: { tags, summary: 'Save an answer (idempotent by sequence number; 422 after the deadline)', params: attemptQuestionParamSchema, body: saveAnswerBodySchema, response: { 200: envelope(saveAckSchema) } },
    config: { access },
  }, async (req) => ok(await attempts.save(requireAuth(req), req.params.id, req.params.questionId, req.body)));

  app.put('/api/attempts/:id/flags/:questionId', {
    schema: { tags, summary: 'Flag or unflag a question for review', params: attemptQuestionParamSchema, body: flagBodySchema, response: { 200: envelope(flagAckSchema) } },
    config: { access },
  }, async (req) => ok(await attempts.flag(requireAuth(req), req.params.id, req.params.questionId, req.body.Flagged)));

  app.put('/api/attempts/:id/active', {
    schema: { tags, summary: 'Set the active question (0-based); the time on the previous one is recorded', params: attemptParamSchema, body: activeQuestionBodySchema, response: { 200: envelope(activeQuestionAckSchema) } },
    config: { access },
  }, async (req) => ok(await attempts.setActive(requireAuth(req), req.params.id, req.body.ActiveQuestion)));

  app.post('/api/attempts/:id/issues', {
    schema: { tags, summary: 'Report an issue with a question of this attempt (reaches staff)', params: attemptParamSchema, body: reportIssueBodySchema, response: { 200: envelope(z.object({ ID: z.number().int() })) } },
    config: { access },
  }, async (req) => ok(await attempts.reportIssue(requireAuth(req), req.params.id, req.body), 'Thank you: the issue has been sent to the staff'));

  app.post('/api/attempts/:id/submit', {
    schema: { tags, summary: 'Submit the attempt; the server scores it (idempotent)', params: attemptParamSchema, response: { 200: envelope(attemptResultSchema) } },
    config: { access },
  }, async (req) => ok(await attempts.submit(requireAuth(req), req.params.id)));

  app.get('/api/attempts/:id/result', {
    schema: { tags, summary: 'Result of a closed attempt; per-question review when the test shows answers', params: attemptParamSchema, response: { 200: envelope(attemptResultSchema) } },
    config: { access },
  }, async (req) => ok(await attempts.result(requireAuth(req), req.params.id)));
};
