import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { pageSchema } from '@app/contracts/list';
import {
  admissionDetailParamSchema, admissionParamSchema, admissionRowSchema, admissionsQuerySchema, admitBodySchema, admitResultSchema, allowedUserSchema,
  candidateQuerySchema, learnerProgressSchema,
} from '@app/contracts/courses';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['admissions'];
const access = 'courses.manage' as const;

/** Admissions: admit learners to courses, remove them, follow their progress. */
export const admissionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { admissions } = services.learning;

  app.get('/api/usersAdmissions', {
    schema: { tags, summary: 'Admissions, paged (UserName, ProgressStatus, Progress, CreatedOn); courseId filters one course', querystring: admissionsQuerySchema, response: { 200: envelope(pageSchema(admissionRowSchema)) } },
    config: { access },
  }, async (req) => ok(await admissions.list(req.query)));

  app.get('/api/usersAdmissions/candidates', {
    schema: { tags, summary: 'Learners to admit, by name or email (value, email, contact)', querystring: candidateQuerySchema, response: { 200: envelope(z.array(allowedUserSchema)) } },
    config: { access },
  }, async (req) => ok(await admissions.candidates(req.query.term)));

  app.post('/api/usersAdmissions', {
    schema: { tags, summary: 'Admit learners to a course (already admitted ones are left alone)', body: admitBodySchema, response: { 200: envelope(admitResultSchema) } },
    config: { access },
  }, async (req) => ok(await admissions.admit(requireAuth(req), req.body.CourseID, req.body.UserIDs)));

  app.delete('/api/usersAdmissions/:id', {
    schema: { tags, summary: 'Remove an admission (the learner loses access)', params: admissionParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await admissions.remove(req.params.id);
    return ok(null);
  });

  app.get('/api/admin/AdmissionStuDetails/:subsId/:userId', {
    schema: { tags, summary: "One learner's item-by-item progress in one course (SubsID = admission id)", params: admissionDetailParamSchema, response: { 200: envelope(learnerProgressSchema) } },
    config: { access },
  }, async (req) => ok(await admissions.detail(req.params.subsId, req.params.userId)));
};
