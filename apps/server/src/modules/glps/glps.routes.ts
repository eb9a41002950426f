import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { pageSchema } from '@app/contracts/list';
import {
  glpAssignBodySchema, glpAssignResultSchema, glpCandidateQuerySchema, glpCandidateSchema, glpDetailSchema, glpInputSchema, glpItemDetailsSchema,
  glpItemParamSchema, glpLearnerParamSchema, glpListQuerySchema, glpParamSchema, glpRowSchema, glpStepsBodySchema, myGlpSchema,
} from '@app/contracts/glps';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['glps'];
const access = 'courses.build' as const;

/** Guided learning paths: building and assigning them (staff), following one item (reports), and the learner's own. */
export const glpsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { glps } = services;

  app.get('/api/glp', {
    schema: { tags, summary: 'Learning paths, paged (Title, StepCount, LearnerCount, Status, CreatedByName, CreatedOn)', querystring: glpListQuerySchema, response: { 200: envelope(pageSchema(glpRowSchema)) } },
    config: { access },
  }, async (req) => ok(await glps.list(req.query)));

  app.get('/api/glp/learnerCandidates', {
    schema: { tags, summary: 'Learners to assign, by name or email', querystring: glpCandidateQuerySchema, response: { 200: envelope(z.array(glpCandidateSchema)) } },
    config: { access },
  }, async (req) => ok(await glps.candidates(req.query.term)));

  app.get('/api/glp/:id', {
    schema: { tags, summary: 'A learning path with its steps (course, lesson, type, item) and its learners with their progress', params: glpParamSchema, response: { 200: envelope(glpDetailSchema) } },
    config: { access },
  }, async (req) => ok(await glps.detail(req.params.id)));

  app.post('/api/glp', {
    schema: { tags, summary: 'Add a learning path (steps and learners are set separately)', body: glpInputSchema, response: { 200: envelope(glpDetailSchema) } },
    config: { access },
  }, async (req) => ok(await glps.create(requireAuth(req), req.body)));

  app.put('/api/glp/:id', {
    schema: { tags, summary: 'Change the title, description and status of a learning path', params: glpParamSchema, body: glpInputSchema, response: { 200: envelope(glpDetailSchema) } },
    config: { access },
  }, async (req) => ok(await glps.update(req.params.id, req.body)));

  app.delete('/api/glp/:id', {
    schema: { tags, summary: 'Delete a learning path (learners keep their course progress)', params: glpParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await glps.remove(req.params.id);
    return ok(null);
  });

  app.put('/api/glp/:id/steps', {
    schema: {
      tags,
      summary: 'Set the steps in order: each an existing lesson item of its course; learners are admitted to new courses when the caller may admit (else 422)',
      params: glpParamSchema,
      body: glpStepsBodySchema,
      response: { 200: envelope(glpDetailSchema) },
    },
    config: { access },
  }, async (req) => ok(await glps.setSteps(requireAuth(req), req.params.id, req.body.Steps)));

  app.post('/api/glp/:id/learners', {
    schema: {
      tags,
      summary: "Assign learners; they are admitted to the path's courses when the caller may admit (courses.manage), else 422",
      params: glpParamSchema,
      body: glpAssignBodySchema,
      response: { 200: envelope(glpAssignResultSchema) },
    },
    config: { access },
  }, async (req) => ok(await glps.assign(requireAuth(req), req.params.id, req.body.UserIDs)));

  app.delete('/api/glp/:id/learners/:userId', {
    schema: { tags, summary: 'Unassign a learner (admissions and course progress stay)', params: glpLearnerParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await glps.unassign(req.params.id, req.params.userId);
    return ok(null);
  });

  app.get('/api/GLPStuDetailsList/:courseID/:materialType/:materialId', {
    schema: { tags, summary: "Each learner assigned to a path holding this lesson item, with their status on it", params: glpItemParamSchema, response: { 200: envelope(glpItemDetailsSchema) } },
    config: { access: 'reports.view' },
  }, async (req) => ok(await glps.itemLearners(req.params.courseID, req.params.materialType, req.params.materialId, await services.learning.courses.reportScope(requireAuth(req)))));

  app.get('/api/myGlps', {
    schema: { tags, summary: 'My published learning paths with my status on each step', response: { 200: envelope(z.array(myGlpSchema)) } },
    config: { access: 'courses.learn' },
  }, async (req) => ok(await glps.mine(requireAuth(req).userId)));

  app.get('/api/myGlps/:id', {
    schema: { tags, summary: 'One of my published learning paths (404 when it is not mine)', params: glpParamSchema, response: { 200: envelope(myGlpSchema) } },
    config: { access: 'courses.learn' },
  }, async (req) => ok((await glps.mine(requireAuth(req).userId, req.params.id))[0]!));
};
