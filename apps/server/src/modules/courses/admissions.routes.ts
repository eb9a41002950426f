import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { pageSchema } from '@app/contracts/list';
import {
  admissionDetailSchema, courseSummariesQuerySchema, courseSummaryParamSchema, courseSummarySchema, studentRowSchema, studentsQuerySchema,
} from '@app/contracts/admissions';
import {
  admissionDetailParamSchema, admissionParamSchema, admissionRowSchema, admissionsQuerySchema, admitBodySchema, admitResultSchema, candidateSchema,
  candidateQuerySchema,
} from '@app/contracts/courses';
import { requireActor } from '../../platform/auth/access.ts';
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

  app.get('/api/usersAdmissions/students', {
    schema: {
      tags,
      summary: 'Learners admitted to at least one course, paged: name, email, course count, average progress, completed, last activity, and their courses; courseId keeps learners of one course',
      querystring: studentsQuerySchema,
      response: { 200: envelope(pageSchema(studentRowSchema)) },
    },
    config: { access },
  }, async (req) => ok(await admissions.students(req.query)));

  app.get('/api/usersAdmissions/courses', {
    schema: { tags, summary: 'Courses with learners admitted, not started, in progress, completed, average progress and certificates issued, paged', querystring: courseSummariesQuerySchema, response: { 200: envelope(pageSchema(courseSummarySchema)) } },
    config: { access },
  }, async (req) => ok(await admissions.courseSummaries(req.query)));

  app.get('/api/usersAdmissions/courses/:courseId', {
    schema: { tags, summary: "One course's learner and certificate figures (course profile)", params: courseSummaryParamSchema, response: { 200: envelope(courseSummarySchema) } },
    config: { access },
  }, async (req) => ok(await admissions.courseSummary(req.params.courseId)));

  app.get('/api/usersAdmissions/candidates', {
    schema: { tags, summary: 'Learners to admit, by name or email (value, email, contact)', querystring: candidateQuerySchema, response: { 200: envelope(z.array(candidateSchema)) } },
    config: { access },
  }, async (req) => ok(await admissions.candidates(req.query.term, req.query.courseId)));

  app.post('/api/usersAdmissions', {
    schema: { tags, summary: 'Admit learners to a course (already admitted ones are left alone)', body: admitBodySchema, response: { 200: envelope(admitResultSchema) } },
    config: { access },
  }, async (req) => ok(await admissions.admit(requireActor(req), req.body.CourseID, req.body.UserIDs)));

  app.delete('/api/usersAdmissions/:id', {
    schema: { tags, summary: 'Remove an admission (the learner loses access)', params: admissionParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await admissions.remove(requireActor(req), req.params.id);
    return ok(null);
  });

  app.get('/api/admin/AdmissionStuDetails/:subsId/:userId', {
    schema: { tags, summary: "One learner's item-by-item progress in one course (SubsID = admission id), with test attempts and assignment submissions per lesson", params: admissionDetailParamSchema, response: { 200: envelope(admissionDetailSchema) } },
    config: { access },
  }, async (req) => ok(await admissions.detail(req.params.subsId, req.params.userId)));
};
