import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  glpAssignBodySchema, glpAssignResultSchema, glpCandidateQuerySchema, glpCandidateSchema, glpDetailSchema, glpInputSchema, glpItemDetailsSchema,
  glpItemParamSchema, glpLearnerParamSchema, glpListQuerySchema, glpParamSchema, glpRowSchema, glpStepsBodySchema, myGlpSchema,
} from './glps.ts';
import { pageSchema } from './list.ts';

const tags = ['glps'];
const access = 'courses.build';

/** Guided learning paths: building and assigning them (staff), following one item (reports), and the learner's own. */
export const glpsEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/glp', tags, access,
    summary: 'Learning paths, paged (Title, StepCount, LearnerCount, Status, CreatedByName, CreatedOn)',
    query: glpListQuerySchema, response: pageSchema(glpRowSchema),
  }),
  candidates: endpoint({
    method: 'GET', path: '/api/glp/learnerCandidates', tags, access,
    summary: 'Learners to assign, by name or email',
    query: glpCandidateQuerySchema, response: z.array(glpCandidateSchema),
  }),
  detail: endpoint({
    method: 'GET', path: '/api/glp/:id', tags, access,
    summary: 'A learning path with its steps (course, lesson, type, item) and its learners with their progress',
    params: glpParamSchema, response: glpDetailSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/glp', tags, access,
    audit: 'none: a learning path only orders lessons for the learners it is assigned to; the admissions it makes are audited (admissions.admit)',
    summary: 'Add a learning path (steps and learners are set separately)',
    body: glpInputSchema, response: glpDetailSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/glp/:id', tags, access,
    audit: 'none: a learning path only orders lessons for the learners it is assigned to; the admissions it makes are audited (admissions.admit)',
    summary: 'Change the title, description and status of a learning path',
    params: glpParamSchema, body: glpInputSchema, response: glpDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/glp/:id', tags, access,
    audit: 'none: a learning path only orders lessons for the learners it is assigned to; the admissions it makes are audited (admissions.admit)',
    summary: 'Delete a learning path (learners keep their course progress)',
    params: glpParamSchema, response: z.null(),
  }),
  setSteps: endpoint({
    method: 'PUT', path: '/api/glp/:id/steps', tags, access,
    audit: 'none: a learning path only orders lessons for the learners it is assigned to; the admissions it makes are audited (admissions.admit)',
    summary: 'Set the steps in order: each an existing lesson item of its course; learners are admitted to new courses when the caller may admit (else 422)',
    params: glpParamSchema, body: glpStepsBodySchema, response: glpDetailSchema,
  }),
  assign: endpoint({
    method: 'POST', path: '/api/glp/:id/learners', tags, access,
    audit: 'none: a learning path only orders lessons for the learners it is assigned to; the admissions it makes are audited (admissions.admit)',
    summary: "Assign learners; they are admitted to the path's courses when the caller may admit (courses.manage), else 422",
    params: glpParamSchema, body: glpAssignBodySchema, response: glpAssignResultSchema,
  }),
  unassign: endpoint({
    method: 'DELETE', path: '/api/glp/:id/learners/:userId', tags, access,
    audit: 'none: a learning path only orders lessons for the learners it is assigned to; the admissions it makes are audited (admissions.admit)',
    summary: 'Unassign a learner (admissions and course progress stay)',
    params: glpLearnerParamSchema, response: z.null(),
  }),
  /** Spec: GET /GLPStuDetailsList/{courseID}/{materialType}/{materialId}. */
  itemLearners: endpoint({
    method: 'GET', path: '/api/GLPStuDetailsList/:courseID/:materialType/:materialId', tags, access: 'reports.view',
    summary: 'Each learner assigned to a path holding this lesson item, with their status on it',
    params: glpItemParamSchema, response: glpItemDetailsSchema,
  }),
  mine: endpoint({
    method: 'GET', path: '/api/myGlps', tags, access: 'courses.learn',
    summary: 'My published learning paths with my status on each step',
    response: z.array(myGlpSchema),
  }),
  mineOne: endpoint({
    method: 'GET', path: '/api/myGlps/:id', tags, access: 'courses.learn',
    owner: 'learningPath',
    summary: 'One of my published learning paths (404 when it is not mine)',
    params: glpParamSchema, response: myGlpSchema,
  }),
};
