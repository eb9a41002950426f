import type { FastifyPluginAsync } from 'fastify';
import { attemptsEndpoints as e } from '@app/contracts/assessments.endpoints';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** A learner's attempts: every route answers 404 for an attempt that is not the caller's. */
export const attemptsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { attempts } = services.assessments;

  route(app, e.start, async (req) => {
    const actor = requireAuth(req);
    const { TestID, Context } = req.body;
    // The capsules module checks the purchase or subscription and the order of the two tests.
    if (Context?.Kind === 'capsule') return ok(await services.capsules.startClaimedTest(actor, TestID, Context.CapsuleID));
    // The client only says where it comes from; the learning core checks the lesson and sets the context itself.
    if (Context?.Kind === 'lesson') return ok(await services.learning.progress.startClaimedLessonTest(actor, TestID, Context.CourseID, Context.LessonID));
    return ok(await attempts.startSeries(actor, TestID));
  });
  route(app, e.detail, async (req) => ok(await attempts.get(requireAuth(req), req.params.id)));
  route(app, e.saveAnswer, async (req) => ok(await attempts.save(requireAuth(req), req.params.id, req.params.questionId, req.body)));
  route(app, e.flag, async (req) => ok(await attempts.flag(requireAuth(req), req.params.id, req.params.questionId, req.body.Flagged)));
  route(app, e.setActive, async (req) => ok(await attempts.setActive(requireAuth(req), req.params.id, req.body.ActiveQuestion)));
  route(app, e.reportIssue, async (req) => ok(await attempts.reportIssue(requireAuth(req), req.params.id, req.body), 'Thank you: the issue has been sent to the staff'));
  route(app, e.submit, async (req) => ok(await attempts.submit(requireAuth(req), req.params.id)));
  route(app, e.result, async (req) => ok(await attempts.result(requireAuth(req), req.params.id)));
};
