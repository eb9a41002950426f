import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  assessmentOptionSchema, assessmentStartSchema, candidateSchema, candidatesQuerySchema, careersSchema, myListQuerySchema, openJobsQuerySchema, companiesQuerySchema,
  companyBodySchema, companyRecruiterBodySchema, companyRecruiterParamSchema, companyRecruiterSchema, companySchema,
  companyStatusSchema, feedbackBodySchema, feedbackParamSchema, feedbackQuerySchema, feedbackSchema, idParamSchema,
  invitationMarkBodySchema, invitationSchema, invitationsExportQuerySchema, invitationsQuerySchema, inviteBodySchema,
  inviteResultSchema, jobBodySchema, jobRowSchema, jobSchema, jobsQuerySchema, myFeedbackSchema, myInvitationSchema,
  myInvitationsQuerySchema, openJobDetailSchema, openJobSchema, projectBodySchema, projectSchema, projectsQuerySchema,
  respondBodySchema, skillBodySchema, skillSchema, skillsQuerySchema, skillTreeSchema,
} from './jobs.ts';

const jobsManage = 'jobs.manage';
const interviews = 'interviews.manage';
const learner = 'resumes.build';
const companyTags = ['jobs: companies'];
const skillTags = ['jobs: skills'];
const projectTags = ['jobs: projects'];
const jobTags = ['jobs'];
const inviteTags = ['jobs: invitations'];
const feedbackTags = ['jobs: interview feedback'];

/**
 * Companies. A recruiter belongs to one company and sees only it (another company's id answers 404); the admin
 * kind sees and manages every company.
 */
export const companiesEndpoints = {
  companies: endpoint({
    method: 'GET', path: '/api/Companies', tags: companyTags, access: jobsManage,
    summary: 'Companies (CompanyName, CompanyWebsite, CompanyStatus, CompanyStatusTitle, Subdomain, RegisteredEmailID, CreatedOn); a recruiter sees their own',
    query: companiesQuerySchema, response: pageSchema(companySchema),
  }),
  statuses: endpoint({
    method: 'GET', path: '/api/Companies/statuses', tags: companyTags, access: jobsManage,
    summary: 'The company statuses (companyStatuses master: Prospect, Active, Paused, Closed)',
    response: z.array(companyStatusSchema),
  }),
  company: endpoint({
    method: 'GET', path: '/api/Companies/:id', tags: companyTags, access: jobsManage,
    summary: 'One company (404 for a recruiter of another company)',
    params: idParamSchema, response: companySchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/Companies', tags: companyTags, access: 'masters.manage',
    summary: 'Add a client company (audited)',
    body: companyBodySchema, response: companySchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/Companies/:id', tags: companyTags, access: 'masters.manage',
    summary: 'Change a company: name, website, status, subdomain, registered email (audited)',
    params: idParamSchema, body: companyBodySchema, response: companySchema,
  }),
  recruiters: endpoint({
    method: 'GET', path: '/api/Companies/:id/recruiters', tags: companyTags, access: jobsManage,
    summary: 'The recruiter accounts of a company',
    params: idParamSchema, response: z.array(companyRecruiterSchema),
  }),
  addRecruiter: endpoint({
    method: 'POST', path: '/api/Companies/:id/recruiters', tags: companyTags, access: 'masters.manage',
    summary: 'Attach a recruiter account to the company (a recruiter belongs to one company: moving one detaches it from the other; audited)',
    params: idParamSchema, body: companyRecruiterBodySchema, response: z.array(companyRecruiterSchema),
  }),
  removeRecruiter: endpoint({
    method: 'DELETE', path: '/api/Companies/:id/recruiters/:userId', tags: companyTags, access: 'masters.manage',
    summary: 'Detach a recruiter from the company (audited)',
    params: companyRecruiterParamSchema, response: z.array(companyRecruiterSchema),
  }),
};

/** The ERP skill database (read by every signed-in staff and learner; managed by resume staff). */
export const skillsEndpoints = {
  skills: endpoint({
    method: 'GET', path: '/api/ERPSkills', tags: skillTags, access: 'masters.read',
    summary: 'Skills by product, track and module; the term searches names and synonyms',
    query: skillsQuerySchema, response: pageSchema(skillSchema),
  }),
  tree: endpoint({
    method: 'GET', path: '/api/ERPSkills/tree', tags: skillTags, access: 'masters.read',
    summary: 'Product -> track -> module with the number of skills in each',
    response: skillTreeSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/ERPSkills', tags: skillTags, access: 'resumes.manage',
    summary: 'Add a skill (unique per product, module and name; audited)',
    body: skillBodySchema, response: skillSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/ERPSkills/:id', tags: skillTags, access: 'resumes.manage',
    summary: 'Change a skill (audited)',
    params: idParamSchema, body: skillBodySchema, response: skillSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/ERPSkills/:id', tags: skillTags, access: 'resumes.manage',
    summary: 'Remove a skill no job requires (409 otherwise; audited)',
    params: idParamSchema, response: z.null(),
  }),
};

/** Guide masters: sample ERP projects. */
export const projectsEndpoints = {
  projects: endpoint({
    method: 'GET', path: '/api/Projects', tags: projectTags, access: 'masters.read',
    summary: 'Sample ERP projects (name, client industry, modules, description)',
    query: projectsQuerySchema, response: pageSchema(projectSchema),
  }),
  project: endpoint({
    method: 'GET', path: '/api/Projects/:id', tags: projectTags, access: 'masters.read',
    shared: 'a project of the guide catalogue, the same for every reader',
    summary: 'One sample project',
    params: idParamSchema, response: projectSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/Projects', tags: projectTags, access: 'masters.manage',
    summary: 'Add a sample project (audited)',
    body: projectBodySchema, response: projectSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/Projects/:id', tags: projectTags, access: 'masters.manage',
    summary: 'Change a sample project (audited)',
    params: idParamSchema, body: projectBodySchema, response: projectSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/Projects/:id', tags: projectTags, access: 'masters.manage',
    summary: 'Remove a sample project (audited)',
    params: idParamSchema, response: z.null(),
  }),
};

/** Jobs: staff manage their company's (the admin kind every company's); learners read open jobs and apply. */
export const jobsEndpoints = {
  jobs: endpoint({
    method: 'GET', path: '/api/jobs', tags: jobTags, access: jobsManage,
    summary: 'Jobs of the caller\'s company (every company for the admin kind) with figures: invited, viewed, accepted, declined, interviewed, hired',
    query: jobsQuerySchema, response: pageSchema(jobRowSchema),
  }),
  job: endpoint({
    method: 'GET', path: '/api/jobs/:id', tags: jobTags, access: jobsManage,
    summary: 'One job with its description and skills',
    params: idParamSchema, response: jobSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/jobs', tags: jobTags, access: jobsManage,
    summary: 'Post a job (description sanitized; skills from the skill database; salary in minor units; audited)',
    body: jobBodySchema, response: jobSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/jobs/:id', tags: jobTags, access: jobsManage,
    summary: 'Change a job, its status included (audited)',
    params: idParamSchema, body: jobBodySchema, response: jobSchema,
  }),
  candidates: endpoint({
    method: 'GET', path: '/api/jobCandidates', tags: jobTags, access: jobsManage,
    summary: 'Candidates to invite, searched in the resume bank (its filters; verified accounts only; masked as the bank masks them for the caller); with jobId ranked by how many of the job\'s skills each resume names',
    query: candidatesQuerySchema, response: pageSchema(candidateSchema),
  }),
  assessments: endpoint({
    method: 'GET', path: '/api/jobAssessments', tags: jobTags, access: jobsManage,
    summary: 'Published tests of the assessment engine an invitation may carry',
    response: z.array(assessmentOptionSchema),
  }),
  openJobs: endpoint({
    method: 'GET', path: '/api/openJobs', tags: jobTags, access: learner,
    summary: 'Open jobs (deadline not passed) with the caller\'s invitation or application to each, best matches to the caller\'s resume skills first',
    query: openJobsQuerySchema, response: pageSchema(openJobSchema),
  }),
  openJob: endpoint({
    method: 'GET', path: '/api/openJobs/:id', tags: jobTags, access: learner,
    shared: 'an open job of the board, the same for every learner; only the caller\'s own invitation is in it',
    summary: 'One open job with its description',
    params: idParamSchema, response: openJobDetailSchema,
  }),
  apply: endpoint({
    method: 'POST', path: '/api/openJobs/:id/apply', tags: jobTags, access: learner,
    shared: 'an open job of the board; the application it makes is the caller\'s own',
    summary: 'Apply to an open job: an invitation initiated by the learner, Accepted at once (one per job and candidate)',
    params: idParamSchema, response: myInvitationSchema,
  }),
  careers: endpoint({
    method: 'GET', path: '/api/careers', tags: jobTags, access: 'public',
    summary: 'The public careers page: open jobs and the placement record (hired counts), no personal data',
    response: careersSchema,
  }),
};

/** Invitations of candidates to jobs, with an optional assessment. */
export const invitationsEndpoints = {
  invitations: endpoint({
    method: 'GET', path: '/api/JobInvitations', tags: inviteTags, access: jobsManage,
    summary: 'The invitation report: invitations by job, status and date, with assessment scores',
    query: invitationsQuerySchema, response: pageSchema(invitationSchema),
  }),
  export: endpoint({
    method: 'GET', path: '/api/JobInvitations/export', tags: inviteTags, access: jobsManage,
    summary: 'The invitation report as CSV (same filters)',
    query: invitationsExportQuerySchema, response: 'file', produces: ['text/csv'],
  }),
  invitation: endpoint({
    method: 'GET', path: '/api/JobInvitations/:id', tags: inviteTags, access: jobsManage,
    summary: 'One invitation',
    params: idParamSchema, response: invitationSchema,
  }),
  invite: endpoint({
    audit: 'none: each invitation row keeps who invited, when, the test and the deadline',
    method: 'POST', path: '/api/JobInvitations', tags: inviteTags, access: jobsManage,
    summary: 'Invite one or many candidates to a job, with an optional assessment and a deadline; an expired invitation is reopened, a running one left alone; candidates are notified and mailed',
    body: inviteBodySchema, response: inviteResultSchema,
  }),
  mark: endpoint({
    method: 'POST', path: '/api/JobInvitations/:id/mark', tags: inviteTags, access: jobsManage,
    summary: 'Record that an accepted candidate was interviewed or hired (audited)',
    params: idParamSchema, body: invitationMarkBodySchema, response: invitationSchema,
  }),
  mine: endpoint({
    method: 'GET', path: '/api/myInvitations', tags: inviteTags, access: learner,
    summary: 'My job invitations and applications',
    query: myInvitationsQuerySchema, response: pageSchema(myInvitationSchema),
  }),
  myInvitation: endpoint({
    owner: 'jobInvitation',
    method: 'GET', path: '/api/myInvitations/:id', tags: inviteTags, access: learner,
    summary: 'One of my invitations; opening a Sent one marks it Viewed',
    params: idParamSchema, response: myInvitationSchema,
  }),
  respond: endpoint({
    owner: 'jobInvitation',
    method: 'POST', path: '/api/myInvitations/:id/respond', tags: inviteTags, access: learner,
    summary: 'Accept or decline an invitation (422 once expired or answered)',
    params: idParamSchema, body: respondBodySchema, response: myInvitationSchema,
  }),
  startAssessment: endpoint({
    owner: 'jobInvitation',
    method: 'POST', path: '/api/myInvitations/:id/assessment', tags: inviteTags, access: learner,
    summary: 'Start (or resume) the invitation\'s assessment: an attempt of its test (422 once expired)',
    params: idParamSchema, response: assessmentStartSchema,
  }),
  myFeedback: endpoint({
    method: 'GET', path: '/api/myInterviewFeedback', tags: feedbackTags, access: learner,
    summary: 'Interview feedback about me that the interviewer shared with me',
    query: myListQuerySchema, response: pageSchema(myFeedbackSchema),
  }),
};

/** Interview feedback: a recruiter's for their company's invitations, the academy's for enquiries (mock interviews). */
export const feedbackEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/interviewFeedback', tags: feedbackTags, access: interviews,
    summary: 'Interview feedback (IntervieweeName, InterviewerName, InterviewDate, InterviewRound, OverallInterviewRatings, RecommendedForAdmission) with the ratings per criterion',
    query: feedbackQuerySchema, response: pageSchema(feedbackSchema),
  }),
  one: endpoint({
    method: 'GET', path: '/api/interviewFeedback/:FeedbackID', tags: feedbackTags, access: interviews,
    summary: 'One feedback',
    params: feedbackParamSchema, response: feedbackSchema,
  }),
  create: endpoint({
    audit: 'none: the feedback is its own record, with its interviewer and time',
    method: 'POST', path: '/api/interviewFeedback', tags: feedbackTags, access: interviews,
    summary: 'Record interview feedback for a job invitation (accepted) or an admission enquiry (mock interview)',
    body: feedbackBodySchema, response: feedbackSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/interviewFeedback/:FeedbackID', tags: feedbackTags, access: interviews,
    summary: 'Change feedback, e.g. share it with the candidate (audited)',
    params: feedbackParamSchema, body: feedbackBodySchema, response: feedbackSchema,
  }),
};
