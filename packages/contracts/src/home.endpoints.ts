import { endpoint } from './endpoint.ts';
import { editorHomeSchema, learnerHomeSchema, mentorHomeSchema, recruiterHomeSchema } from './home.ts';

const tags = ['staff homes'];

/** The staff homes: one summary per role, each behind the capability that role's work needs. */
export const homeEndpoints = {
  mentor: endpoint({
    method: 'GET', path: '/api/home/mentor', tags, access: 'assignments.check',
    summary: "The checker's home: submissions waiting (count, oldest, per course) and their courses (a mentor's only; every course for the admin kind)",
    response: mentorHomeSchema,
  }),
  editor: endpoint({
    method: 'GET', path: '/api/home/editor', tags, access: 'courses.manage',
    summary: "The editor's home: draft courses and tests, recently changed ones, submissions, question issues and knowledge items waiting",
    response: editorHomeSchema,
  }),
  recruiter: endpoint({
    method: 'GET', path: '/api/home/recruiter', tags, access: 'resumebank.search',
    summary: "The recruiter's home: open jobs with their new matches from the resume bank, the published curriculum and the number of certificates issued",
    response: recruiterHomeSchema,
  }),
  learner: endpoint({
    method: 'GET', path: '/api/home/learner', tags, access: 'courses.learn',
    summary: "The learner's home: courses to continue with their next item, tests due, job invitations to answer",
    response: learnerHomeSchema,
  }),
};
