import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/**
 * Client companies of the placement desk. `status_id` names an entry of the `companyStatuses` master list
 * (Prospect, Active, Paused, Closed); its title is read through the masters service.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    website: text('website').notNull().default(''),
    statusId: integer('status_id').notNull(),
    subdomain: text('subdomain').notNull(),
    registeredEmail: text('registered_email').notNull(),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('companies_subdomain_uq').on(sql`lower(${t.subdomain})`),
    uniqueIndex('companies_name_uq').on(sql`lower(${t.name})`),
    index('companies_search_trgm').using('gin', sql`(${t.name} || ' ' || ${t.subdomain} || ' ' || ${t.registeredEmail}) gin_trgm_ops`),
  ],
);

/** The one company a recruiter account belongs to (tenant of every jobs query the recruiter makes). */
export const companyRecruiters = pgTable(
  'company_recruiters',
  {
    userId: integer('user_id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    createdOn: createdOn(),
  },
  (t) => [index('company_recruiters_company_idx').on(t.companyId)],
);

/** The ERP skill database: product -> track -> module -> skill, with synonyms (search and matching). */
export const erpSkills = pgTable(
  'erp_skills',
  {
    id: id(),
    product: text('product').notNull(),
    track: text('track').notNull(),
    module: text('module').notNull(),
    name: text('name').notNull(),
    /** Other names people write for the skill ("GL" for "General Ledger"), lower case not required. */
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('erp_skills_uq').on(sql`lower(${t.product})`, sql`lower(${t.module})`, sql`lower(${t.name})`),
    index('erp_skills_tree_idx').on(t.product, t.track, t.module),
    index('erp_skills_search_trgm').using('gin', sql`(${t.product} || ' ' || ${t.track} || ' ' || ${t.module} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);

/** Guide masters: the catalogue of sample ERP projects learners pick in their resumes and mentors use in guidance. */
export const guideProjects = pgTable(
  'guide_projects',
  {
    id: id(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    modules: text('modules').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('guide_projects_name_uq').on(sql`lower(${t.name})`),
    index('guide_projects_search_trgm').using('gin', sql`(${t.name} || ' ' || ${t.industry}) gin_trgm_ops`),
  ],
);

/** Jobs posted for a company. Salary in minor units of `currency`; description is sanitized rich text. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    experienceMin: integer('experience_min').notNull().default(0),
    experienceMax: integer('experience_max').notNull().default(0),
    location: text('location').notNull().default(''),
    /** 'onsite', 'hybrid' or 'remote'. */
    workMode: text('work_mode').notNull().default('onsite'),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    currency: text('currency').notNull().default('INR'),
    openings: integer('openings').notNull().default(1),
    /** 'draft', 'open', 'on hold', 'closed'. */
    status: text('status').notNull().default('draft'),
    deadline: timestampTz('deadline'),
    createdBy: integer('created_by').notNull(),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.createdOn),
    index('jobs_status_idx').on(t.status, t.createdOn),
    index('jobs_search_trgm').using('gin', sql`(${t.title} || ' ' || ${t.location}) gin_trgm_ops`),
  ],
);

/** Required skills of a job (from the skill database). */
export const jobSkills = pgTable(
  'job_skills',
  {
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').notNull().references(() => erpSkills.id),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.skillId] }), index('job_skills_skill_idx').on(t.skillId)],
);

/**
 * An invitation of a candidate to a job (or an application: `initiated_by` 'learner'). One per (job, candidate):
 * re-inviting reopens an expired one. `company_id` is the job's, copied so every tenant filter is one column.
 */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: id(),
    jobId: integer('job_id').notNull().references(() => jobs.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    candidateId: integer('candidate_id').notNull(),
    candidateName: text('candidate_name').notNull(),
    candidateEmail: text('candidate_email').notNull(),
    /** 'Sent', 'Viewed', 'Accepted', 'Declined', 'Expired'. */
    status: text('status').notNull().default('Sent'),
    /** 'recruiter' or 'learner' (an application). */
    initiatedBy: text('initiated_by').notNull().default('recruiter'),
    invitedBy: integer('invited_by'),
    message: text('message').notNull().default(''),
    /** An assessment (a published test) the candidate takes before the deadline. */
    testId: integer('test_id'),
    attemptId: integer('attempt_id'),
    score: integer('score'),
    maxScore: integer('max_score'),
    deadline: timestampTz('deadline').notNull(),
    sentOn: timestampTz('sent_on').notNull().defaultNow(),
    viewedOn: timestampTz('viewed_on'),
    answeredOn: timestampTz('answered_on'),
    /** Interviewed and hired are set by the recruiter after an accepted invitation. */
    interviewedOn: timestampTz('interviewed_on'),
    hiredOn: timestampTz('hired_on'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('job_invitations_job_candidate_uq').on(t.jobId, t.candidateId),
    index('job_invitations_company_idx').on(t.companyId, t.sentOn),
    index('job_invitations_candidate_idx').on(t.candidateId, t.sentOn),
    index('job_invitations_due_idx').on(t.deadline).where(sql`${t.status} in ('Sent', 'Viewed')`),
    index('job_invitations_search_trgm').using('gin', sql`(${t.candidateName} || ' ' || ${t.candidateEmail}) gin_trgm_ops`),
  ],
);

/**
 * Interview feedback, linked to a job invitation (company's interview) or to an admission enquiry (a mock
 * interview of a prospective learner; `company_id` null). Ratings are 1-5.
 */
export const interviewFeedback = pgTable(
  'interview_feedback',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    invitationId: integer('invitation_id').references(() => jobInvitations.id),
    enquiryId: integer('enquiry_id'),
    candidateId: integer('candidate_id'),
    intervieweeName: text('interviewee_name').notNull(),
    interviewerId: integer('interviewer_id').notNull(),
    interviewerName: text('interviewer_name').notNull(),
    interviewDate: timestampTz('interview_date').notNull(),
    interviewRound: text('interview_round').notNull(),
    overallRating: integer('overall_rating').notNull(),
    technicalRating: integer('technical_rating').notNull(),
    communicationRating: integer('communication_rating').notNull(),
    processRating: integer('process_rating').notNull(),
    problemSolvingRating: integer('problem_solving_rating').notNull(),
    recommendedForAdmission: boolean('recommended_for_admission'),
    /** 'hire', 'next round', 'hold', 'reject' for a job interview. */
    outcome: text('outcome').notNull().default('next round'),
    comments: text('comments').notNull().default(''),
    sharedWithCandidate: boolean('shared_with_candidate').notNull().default(false),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('interview_feedback_company_idx').on(t.companyId, t.interviewDate),
    index('interview_feedback_invitation_idx').on(t.invitationId),
    index('interview_feedback_candidate_idx').on(t.candidateId),
    index('interview_feedback_search_trgm').using('gin', sql`(${t.intervieweeName} || ' ' || ${t.interviewerName} || ' ' || ${t.interviewRound}) gin_trgm_ops`),
  ],
);
