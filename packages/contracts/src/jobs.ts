import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { bankQuerySchema } from './resumes.ts';

/*
 * Jobs and placement (issue 17): companies, the ERP skill database, guide projects, jobs, invitations and
 * interview feedback. Recruiters see their own company's records only; the admin kind sees every company's.
 */

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, 'Required').max(max);
const isoDate = z.string().datetime({ offset: true }).describe('ISO-8601 date and time');
export const idParamSchema = z.object({ id: idField });

// ---------------------------------------------------------------- companies

/** The master list the company statuses come from. */
export const COMPANY_STATUS_MASTER = 'companyStatuses';

/** A company (spec section 7, GET /Companies). */
export const companySchema = z.object({
  ID: z.number().int(),
  CompanyName: z.string(),
  CompanyWebsite: z.string(),
  /** Id of the status in the companyStatuses master. */
  CompanyStatus: z.number().int(),
  CompanyStatusTitle: z.string(),
  Subdomain: z.string(),
  RegisteredEmailID: z.string(),
  CreatedOn: z.string(),
  /** Recruiter accounts of the company. */
  Recruiters: z.number().int(),
  OpenJobs: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

export const companiesQuerySchema = listQuerySchema.extend({ status: idField.optional().describe('company status id') });

export const companyBodySchema = z.object({
  CompanyName: required(120),
  CompanyWebsite: z.union([z.literal(''), z.string().trim().url().max(300)]).default(''),
  CompanyStatus: idValue,
  Subdomain: z.string().trim().toLowerCase().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Letters, digits and hyphens'),
  RegisteredEmailID: z.string().trim().email().max(200),
});
export type CompanyBody = z.input<typeof companyBodySchema>;

export const companyRecruiterSchema = z.object({ UserID: z.number().int(), Name: z.string(), Email: z.string() });
export const companyRecruiterBodySchema = z.object({ UserID: idValue });
export const companyRecruiterParamSchema = z.object({ id: idField, userId: idField });
export const companyStatusSchema = z.object({ ID: z.number().int(), Title: z.string() });

// ---------------------------------------------------------------- skills

export const erpProducts = ['SAP', 'Oracle', 'Microsoft Dynamics', 'Workday', 'NetSuite'] as const;

export const skillSchema = z.object({
  ID: z.number().int(),
  Product: z.string(),
  Track: z.string(),
  Module: z.string(),
  Name: z.string(),
  Synonyms: z.array(z.string()),
});
export type Skill = z.infer<typeof skillSchema>;
export const skillsQuerySchema = listQuerySchema.extend({
  product: z.string().max(60).optional(),
  track: z.string().max(60).optional(),
  module: z.string().max(60).optional(),
});
export const skillBodySchema = z.object({
  Product: required(60),
  Track: required(60),
  Module: required(60),
  Name: required(120),
  Synonyms: z.array(required(60)).max(20).default([]),
});
export type SkillBody = z.input<typeof skillBodySchema>;
/** The product -> track -> module tree with skill counts. */
export const skillTreeSchema = z.array(
  z.object({ Product: z.string(), Tracks: z.array(z.object({ Track: z.string(), Modules: z.array(z.object({ Module: z.string(), Skills: z.number().int() })) })) }),
);

// ---------------------------------------------------------------- guide projects

export const projectSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  ClientIndustry: z.string(),
  Modules: z.array(z.string()),
  Description: z.string(),
  Active: z.boolean(),
  CreatedOn: z.string(),
});
export type GuideProject = z.infer<typeof projectSchema>;
export const projectsQuerySchema = listQuerySchema.extend({ active: z.enum(['true', 'false']).optional() });
export const projectBodySchema = z.object({
  Name: required(150),
  ClientIndustry: required(80),
  Modules: z.array(required(60)).min(1, 'Name at least one module').max(20),
  Description: text(4000).default(''),
  Active: z.boolean().default(true),
});
export type ProjectBody = z.input<typeof projectBodySchema>;

// ---------------------------------------------------------------- jobs

export const jobStatuses = ['draft', 'open', 'on hold', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const workModes = ['onsite', 'hybrid', 'remote'] as const;
export const currencies = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD'] as const;

export const jobFiguresSchema = z.object({
  Invited: z.number().int(),
  Viewed: z.number().int(),
  Accepted: z.number().int(),
  Declined: z.number().int(),
  Expired: z.number().int(),
  Interviewed: z.number().int(),
  Hired: z.number().int(),
});
export type JobFigures = z.infer<typeof jobFiguresSchema>;

export const jobRowSchema = z.object({
  ID: z.number().int(),
  CompanyID: z.number().int(),
  CompanyName: z.string(),
  Title: z.string(),
  Location: z.string(),
  WorkMode: z.enum(workModes),
  ExperienceMin: z.number().int(),
  ExperienceMax: z.number().int(),
  /** Minor units of Currency. */
  SalaryMin: z.number().int().nullable(),
  SalaryMax: z.number().int().nullable(),
  Currency: z.string(),
  Openings: z.number().int(),
  Status: z.enum(jobStatuses),
  Deadline: z.string().nullable(),
  CreatedOn: z.string(),
  Figures: jobFiguresSchema,
});
export type JobRow = z.infer<typeof jobRowSchema>;
export const jobSchema = jobRowSchema.extend({ Description: z.string(), Skills: z.array(skillSchema) });
export type Job = z.infer<typeof jobSchema>;

export const jobsQuerySchema = listQuerySchema.extend({
  status: z.enum(jobStatuses).optional(),
  companyId: idField.optional(),
});

export const jobBodySchema = z
  .object({
    CompanyID: idValue.optional().describe('the admin kind names the company; a recruiter posts for their own'),
    Title: required(150),
    Description: z.string().max(20000).default(''),
    SkillIDs: z.array(idValue).max(30).default([]),
    ExperienceMin: z.number().int().min(0).max(40).default(0),
    ExperienceMax: z.number().int().min(0).max(40).default(0),
    Location: text(120).default(''),
    WorkMode: z.enum(workModes).default('onsite'),
    SalaryMin: z.number().int().min(0).max(1e12).nullable().default(null),
    SalaryMax: z.number().int().min(0).max(1e12).nullable().default(null),
    Currency: z.enum(currencies).default('INR'),
    Openings: z.number().int().min(1).max(1000).default(1),
    Status: z.enum(jobStatuses).default('draft'),
    Deadline: isoDate.nullable().default(null),
  })
  .refine((b) => b.ExperienceMax >= b.ExperienceMin, { path: ['ExperienceMax'], message: 'At least the minimum experience' })
  .refine((b) => b.SalaryMin === null || b.SalaryMax === null || b.SalaryMax >= b.SalaryMin, { path: ['SalaryMax'], message: 'At least the minimum salary' });
export type JobBody = z.input<typeof jobBodySchema>;

/** An open job as a learner (and the public careers page) sees it. */
export const openJobSchema = z.object({
  ID: z.number().int(),
  CompanyName: z.string(),
  Title: z.string(),
  Location: z.string(),
  WorkMode: z.enum(workModes),
  ExperienceMin: z.number().int(),
  ExperienceMax: z.number().int(),
  SalaryMin: z.number().int().nullable(),
  SalaryMax: z.number().int().nullable(),
  Currency: z.string(),
  Deadline: z.string().nullable(),
  Skills: z.array(z.string()),
  /** How many of the job's skills the caller's resume names (0 without a resume). */
  Match: z.number().int(),
  /** The caller's invitation or application to it, if any. */
  MyInvitationID: z.number().int().nullable(),
  MyStatus: z.string().nullable(),
});
export type OpenJob = z.infer<typeof openJobSchema>;
export const openJobDetailSchema = openJobSchema.extend({ Description: z.string() });

/** The public careers page: open jobs and the placement record, no personal data. */
export const careersSchema = z.object({
  Jobs: z.array(openJobSchema.omit({ MyInvitationID: true, MyStatus: true, Match: true })),
  Placements: z.object({ Hired: z.number().int(), Companies: z.number().int(), OpenJobs: z.number().int() }),
  HiredByCompany: z.array(z.object({ CompanyName: z.string(), Hired: z.number().int() })),
});

// ---------------------------------------------------------------- candidates

/**
 * A candidate a recruiter may invite, read from the resume bank: the name and e-mail as the bank shows them to the
 * caller (masked unless the candidate unmasked for them or their company), and for a job how many of its skills match.
 */
export const candidateSchema = z.object({
  ID: z.number().int().nullable().describe('the candidate\'s user id once they are unmasked for the caller; null while masked (an account id would name them through their public profile)'),
  ResumeID: z.number().int().describe('what an invitation names while the candidate is masked (ResumeIDs)'),
  Name: z.string(),
  Email: z.string().describe('empty while masked for the caller'),
  Headline: z.string(),
  City: z.string(),
  Skills: z.array(z.string()),
  ExperienceYears: z.number(),
  HasVerified: z.boolean(),
  Unmasked: z.boolean(),
  Match: z.number().int().nullable().describe('how many of the job\'s required skills the resume names (with jobId)'),
});
export const candidatesQuerySchema = bankQuerySchema.extend({
  jobId: idField.optional().describe('rank the bank by how many of this job\'s skills (or their synonyms or modules) each resume names'),
});
export const myListQuerySchema = listQuerySchema;
export const openJobsQuerySchema = listQuerySchema.extend({
  matching: z.enum(['true', 'false']).optional().describe('true: only jobs needing at least one skill of the caller\'s resume'),
});

// ---------------------------------------------------------------- invitations

export const invitationStatuses = ['Sent', 'Viewed', 'Accepted', 'Declined', 'Expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitationSchema = z.object({
  ID: z.number().int(),
  JobID: z.number().int(),
  JobTitle: z.string(),
  CompanyID: z.number().int(),
  CompanyName: z.string(),
  CandidateID: z.number().int().nullable().describe('null for a company while the candidate is masked for it'),
  CandidateName: z.string(),
  CandidateEmail: z.string(),
  Status: z.enum(invitationStatuses),
  InitiatedBy: z.enum(['recruiter', 'learner']),
  Message: z.string(),
  TestID: z.number().int().nullable(),
  AttemptID: z.number().int().nullable(),
  Score: z.number().int().nullable(),
  MaxScore: z.number().int().nullable(),
  Deadline: z.string(),
  SentOn: z.string(),
  ViewedOn: z.string().nullable(),
  AnsweredOn: z.string().nullable(),
  InterviewedOn: z.string().nullable(),
  HiredOn: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsQuerySchema = listQuerySchema.extend({
  jobId: idField.optional(),
  status: z.enum(invitationStatuses).optional(),
  from: z.string().date().optional().describe('sent on or after (YYYY-MM-DD)'),
  to: z.string().date().optional().describe('sent on or before (YYYY-MM-DD)'),
});
export const invitationsExportQuerySchema = invitationsQuerySchema.omit({ pageIndex: true, pageSize: true });

export const inviteBodySchema = z.object({
  JobID: idValue,
  CandidateIDs: z.array(idValue).max(200).default([]).describe('learners by account id (academy staff, or candidates unmasked for the caller)'),
  ResumeIDs: z.array(idValue).max(200).default([]).describe('candidates picked from the resume bank, by their resume'),
  TestID: idValue.nullable().default(null).describe('a published test the candidates take before the deadline'),
  Deadline: isoDate,
  Message: text(2000).default(''),
}).refine((b) => b.CandidateIDs.length + b.ResumeIDs.length > 0, { message: 'Choose at least one candidate', path: ['CandidateIDs'] })
  .refine((b) => b.CandidateIDs.length + b.ResumeIDs.length <= 200, { message: 'At most 200 candidates at once', path: ['ResumeIDs'] });
export type InviteBody = z.input<typeof inviteBodySchema>;
export const inviteResultSchema = z.object({
  Invited: z.number().int(),
  Reopened: z.number().int(),
  /** Already invited and still running (or answered): left as they are. */
  Skipped: z.number().int(),
  Invitations: z.array(invitationSchema),
});

export const invitationMarkBodySchema = z.object({ Mark: z.enum(['interviewed', 'hired']) });

export const respondBodySchema = z.object({ Answer: z.enum(['accept', 'decline']) });
/** The candidate's view of an invitation. */
export const myInvitationSchema = invitationSchema.omit({ CandidateEmail: true }).extend({
  JobDescription: z.string(),
  Location: z.string(),
  WorkMode: z.enum(workModes),
  /** The attempt of the assessment can be started (test set, not yet taken, invitation running). */
  AssessmentOpen: z.boolean(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;
export const myInvitationsQuerySchema = listQuerySchema.extend({ status: z.enum(invitationStatuses).optional() });
export const assessmentStartSchema = z.object({ AttemptID: z.number().int(), TestID: z.number().int() });

/** One assessment a recruiter may attach: a published test of the assessment engine. */
export const assessmentOptionSchema = z.object({ ID: z.number().int(), Title: z.string() });

// ---------------------------------------------------------------- interview feedback

export const interviewRounds = ['Screening', 'Technical', 'Functional', 'HR', 'Client', 'Mock'] as const;
export const feedbackOutcomes = ['hire', 'next round', 'hold', 'reject'] as const;
const rating = z.number().int().min(1, 'From 1 to 5').max(5, 'From 1 to 5');

/** GET /interviewFeedback row (spec section 7) with the ratings per criterion. */
export const feedbackSchema = z.object({
  FeedbackID: z.number().int(),
  IntervieweeName: z.string(),
  InterviewerName: z.string(),
  InterviewDate: z.string(),
  InterviewRound: z.string(),
  OverallInterviewRatings: z.number().int(),
  RecommendedForAdmission: z.boolean().nullable(),
  TechnicalRating: z.number().int(),
  CommunicationRating: z.number().int(),
  ProcessKnowledgeRating: z.number().int(),
  ProblemSolvingRating: z.number().int(),
  Outcome: z.enum(feedbackOutcomes),
  Comments: z.string(),
  Shared: z.boolean(),
  InvitationID: z.number().int().nullable(),
  EnquiryID: z.number().int().nullable(),
  CompanyID: z.number().int().nullable(),
  CompanyName: z.string().nullable(),
  JobTitle: z.string().nullable(),
  CreatedOn: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackQuerySchema = listQuerySchema.extend({ invitationId: idField.optional() });
export const feedbackParamSchema = z.object({ FeedbackID: idField });

export const feedbackBodySchema = z
  .object({
    InvitationID: idValue.nullable().default(null),
    EnquiryID: idValue.nullable().default(null),
    IntervieweeName: text(120).default(''),
    InterviewDate: isoDate,
    InterviewRound: z.enum(interviewRounds),
    OverallInterviewRatings: rating,
    TechnicalRating: rating,
    CommunicationRating: rating,
    ProcessKnowledgeRating: rating,
    ProblemSolvingRating: rating,
    RecommendedForAdmission: z.boolean().nullable().default(null),
    Outcome: z.enum(feedbackOutcomes).default('next round'),
    Comments: text(4000).default(''),
    Shared: z.boolean().default(false),
  })
  .refine((b) => (b.InvitationID === null) !== (b.EnquiryID === null), { path: ['InvitationID'], message: 'Link the feedback to one invitation or one enquiry' })
  .refine((b) => b.InvitationID !== null || b.IntervieweeName.length > 0, { path: ['IntervieweeName'], message: 'Required' });
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** Feedback the candidate sees (shared with them): no interviewer notes beyond what was shared. */
export const myFeedbackSchema = feedbackSchema.omit({ EnquiryID: true, CompanyID: true });

