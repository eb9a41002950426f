import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One resume per learner. The sections are JSON documents validated by the contracts on every write (each list
 * entry carries its own ID); the columns after them are copies the resume bank searches and filters on, rewritten
 * with every write (`search_text` is the headline, experiences and projects for full-text search).
 */
export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    /** The account's login (e-mail) and name, copied in when the resume is started and on each write. */
    userName: text('user_name').notNull(),
    fullName: text('full_name').notNull().default(''),
    personal: jsonb('personal').notNull().default({}),
    contact: jsonb('contact').notNull().default({}),
    experiences: jsonb('experiences').notNull().default([]),
    education: jsonb('education').notNull().default([]),
    certifications: jsonb('certifications').notNull().default([]),
    projects: jsonb('projects').notNull().default([]),
    /** Sanitized HTML. */
    coverLetter: text('cover_letter').notNull().default(''),
    masking: boolean('masking').notNull().default(true),
    /** MaskedFields flags that are on (LastName, EmailID, MobileNumber, LinkedProfileLink, ProjectName). */
    maskedFields: text('masked_fields').array().notNull().default(sql`'{}'::text[]`),
    /** Verified credentials the learner hid ("certificate:<id>"). */
    hiddenCredentials: text('hidden_credentials').array().notNull().default(sql`'{}'::text[]`),
    /** The next ID given to a list entry. */
    nextEntryId: integer('next_entry_id').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    updatedByUserName: text('updated_by_user_name'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    // Copies for the resume bank.
    headline: text('headline').notNull().default(''),
    city: text('city').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    experienceMonths: integer('experience_months').notNull().default(0),
    relocation: boolean('relocation').notNull().default(false),
    travel: boolean('travel').notNull().default(false),
    nightShift: boolean('night_shift').notNull().default(false),
    hasVerified: boolean('has_verified').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    /**
     * `search_text` as a stored vector: the bank's full-text filter rechecks candidate rows against it (phrase queries
     * need the positions) instead of computing each row's vector again.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${resumes.searchText})`),
  },
  (t) => [
    uniqueIndex('resumes_user_uq').on(t.userId),
    index('resumes_search_vector_gin').using('gin', t.searchVector),
    index('resumes_skills_gin').using('gin', t.skills),
    index('resumes_languages_gin').using('gin', t.languages),
    index('resumes_city_idx').on(sql`lower(${t.city})`),
    /** The bank's skill + city search: the skills and 'city:<lower-case city>' in one GIN index (a dozen rows in one read). */
    index('resumes_bank_tags_gin').using('gin', sql`(${t.skills} || ('city:' || lower(${t.city})))`),
    index('resumes_updated_idx').on(t.updatedOn),
    index('resumes_search_trgm').using('gin', sql`(${t.userName} || ' ' || ${t.fullName}) gin_trgm_ops`),
  ],
);

/** Share links: an unguessable token opens /Resume/{token} without login until it expires or is revoked. */
export const resumeShareLinks = pgTable(
  'resume_share_links',
  {
    id: id(),
    resumeId: integer('resume_id').notNull().references(() => resumes.id),
    token: text('token').notNull(),
    label: text('label').notNull().default(''),
    expiresOn: timestampTz('expires_on'),
    revokedOn: timestampTz('revoked_on'),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedOn: timestampTz('last_viewed_on'),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('resume_share_links_token_uq').on(t.token), index('resume_share_links_resume_idx').on(t.resumeId)],
);

/** A recruiter's request to see a candidate's masked fields; Accepted shows that recruiter (or company) the full resume. */
export const resumeUnmaskRequests = pgTable(
  'resume_unmask_requests',
  {
    id: id(),
    resumeId: integer('resume_id').notNull().references(() => resumes.id),
    requesterId: integer('requester_id').notNull(),
    requesterName: text('requester_name').notNull(),
    /** Set when the grant is for a company (the jobs module); every recruiter of it then sees the full resume. */
    companyId: integer('company_id'),
    companyName: text('company_name'),
    message: text('message').notNull().default(''),
    /** Pending, Accepted or Declined. */
    status: text('status').notNull().default('Pending'),
    createdOn: createdOn(),
    decidedOn: timestampTz('decided_on'),
  },
  (t) => [
    uniqueIndex('resume_unmask_requester_uq').on(t.resumeId, t.requesterId),
    index('resume_unmask_company_idx').on(t.companyId),
  ],
);

/** The resume's own lookup lists (skills, languages, nationalities, degrees). */
export const resumeMasters = pgTable(
  'resume_masters',
  {
    id: id(),
    masterType: text('master_type').notNull(),
    title: text('title').notNull(),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('resume_masters_title_uq').on(t.masterType, sql`lower(${t.title})`)],
);

/** PDF exports, rendered by a background job one at a time; the file is kept in storage. */
export const resumeExports = pgTable(
  'resume_exports',
  {
    id: id(),
    resumeId: integer('resume_id').notNull().references(() => resumes.id),
    userId: integer('user_id').notNull(),
    template: text('template').notNull(),
    pageSize: text('page_size').notNull(),
    /** Pending, Rendering, Done or Failed. */
    status: text('status').notNull().default('Pending'),
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    error: text('error'),
    createdOn: createdOn(),
    finishedOn: timestampTz('finished_on'),
    /** When rendering last started, and how often: an export stuck in Rendering (a crashed worker) is taken again, up to a limit. */
    claimedOn: timestampTz('claimed_on'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('resume_exports_user_idx').on(t.userId, t.id), index('resume_exports_status_idx').on(t.status, t.id)],
);

/** How often each skill was searched in the bank (the dashboard's most searched skills). */
export const resumeSkillSearches = pgTable('resume_skill_searches', {
  skill: text('skill').primaryKey(),
  searches: integer('searches').notNull().default(0),
  lastOn: updatedOn(),
});
