import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import {
  catalogueRowSchema, courseCreateBodySchema, courseDeleteBodySchema, courseDetailSchema, courseIdParamSchema, courseLandingSchema, courseListQuerySchema,
  courseMentorsBodySchema, courseMutationResultSchema, courseNumParamSchema, courseRowSchema, courseUpdateBodySchema, lessonInputSchema,
  lessonOrderBodySchema, lessonParamSchema, lessonSchema, mentorCandidateSchema, mentorCandidatesQuerySchema,
} from '@app/contracts/courses';
import { requireActor } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['courses'];

/** Courses and lessons (course builders), the public catalogue, landing and course detail. */
export const coursesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { courses, player } = services.learning;

  app.get('/api/courses', {
    schema: { tags, summary: 'Catalogue: published courses, paged (public)', querystring: listQuerySchema, response: { 200: envelope(pageSchema(catalogueRowSchema)) } },
    config: { access: 'public' },
  }, async (req) => ok(await courses.catalogue(req.query)));

  app.get('/api/courseBuilding/courses', {
    schema: { tags, summary: 'Every course (draft and published), paged, for course builders', querystring: courseListQuerySchema, response: { 200: envelope(pageSchema(courseRowSchema)) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.list(req.query)));

  app.post('/api/courses', {
    schema: { tags, summary: 'Add a course (body: item plus the list to answer with); answers the page and the item', body: courseCreateBodySchema, response: { 200: envelope(courseMutationResultSchema) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.create(requireActor(req), req.body.item, req.body)));

  app.put('/api/courses', {
    schema: { tags, summary: 'Update a course (item with ID); answers the page and the item', body: courseUpdateBodySchema, response: { 200: envelope(courseMutationResultSchema) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.update(requireActor(req), req.body.item.ID, req.body.item, req.body)));

  app.delete('/api/courses', {
    schema: { tags, summary: 'Delete courses by ids (learners keep certificates); answers the page', body: courseDeleteBodySchema, response: { 200: envelope(courseMutationResultSchema) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.remove(req.body)));

  app.get('/api/courses/:courseid', {
    schema: {
      tags,
      summary: 'A course by id or URL with its lessons; drafts for builders only; mentors for staff; AllowedUsers and AllowedUsersDetails for courses.manage',
      params: courseIdParamSchema,
      response: { 200: envelope(courseDetailSchema) },
    },
    config: { access: 'public' },
  }, async (req) => ok(await courses.detail(req.auth, req.params.courseid)));

  app.get('/api/courselanding/:courseid', {
    schema: { tags, summary: 'Course landing item of a published course (public); an admitted learner also gets status and progress', params: courseIdParamSchema, response: { 200: envelope(courseLandingSchema) } },
    config: { access: 'public' },
  }, async (req) => ok(await player.landing(req.auth, req.params.courseid)));

  app.put('/api/courses/:id/mentors', {
    schema: { tags, summary: 'Set the mentors of a course (they check its assignments)', params: courseNumParamSchema, body: courseMentorsBodySchema, response: { 200: envelope(z.array(z.object({ ID: z.number().int(), Name: z.string() }))) } },
    config: { access: 'courses.manage' },
  }, async (req) => ok(await courses.setMentors(req.params.id, req.body.UserIDs)));

  app.get('/api/courseBuilding/mentorCandidates', {
    schema: { tags, summary: 'Active mentors to assign to a course, by name or email (at most 20)', querystring: mentorCandidatesQuerySchema, response: { 200: envelope(z.array(mentorCandidateSchema)) } },
    config: { access: 'courses.manage' },
  }, async (req) => ok(await courses.mentorCandidates(req.query.term)));

  app.get('/api/courses/:id/lessons', {
    schema: { tags, summary: 'Lessons of a course in order', params: courseNumParamSchema, response: { 200: envelope(z.array(lessonSchema)) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.lessons(req.params.id)));

  app.post('/api/courses/:id/lessons', {
    schema: { tags, summary: 'Add a lesson at the end (a material, a test and an assignment, each optional)', params: courseNumParamSchema, body: lessonInputSchema, response: { 200: envelope(lessonSchema) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.addLesson(req.params.id, req.body)));

  app.put('/api/courses/:id/lessons/order', {
    schema: { tags, summary: 'Reorder lessons: every lesson id of the course once, in the new order', params: courseNumParamSchema, body: lessonOrderBodySchema, response: { 200: envelope(z.array(lessonSchema)) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.reorder(req.params.id, req.body.LessonIDs)));

  app.put('/api/courses/:id/lessons/:lessonId', {
    schema: { tags, summary: 'Change a lesson', params: lessonParamSchema, body: lessonInputSchema, response: { 200: envelope(lessonSchema) } },
    config: { access: 'courses.build' },
  }, async (req) => ok(await courses.updateLesson(req.params.id, req.params.lessonId, req.body)));

  app.delete('/api/courses/:id/lessons/:lessonId', {
    schema: { tags, summary: 'Remove a lesson', params: lessonParamSchema, response: { 200: envelope(z.null()) } },
    config: { access: 'courses.build' },
  }, async (req) => {
    await courses.removeLesson(req.params.id, req.params.lessonId);
    return ok(null);
  });
};
