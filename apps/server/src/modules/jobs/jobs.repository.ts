import { and, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { InvitationStatus, JobStatus } from '@app/contracts/jobs';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { companies, companyRecruiters, erpSkills, guideProjects, interviewFeedback, jobInvitations, jobSkills, jobs } from './jobs.tables.ts';

/**
 * The tenant of a query: every company (the admin kind), one company (a recruiter), or no company at all (a
 * recruiter not attached to one, or academy staff for company records). Every read and write of a company's
 * records puts `tenantFilter` in its WHERE, so another company's id is simply not found.
 */
export type Tenant = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'none' };

export function tenantFilter(tenant: Tenant, column: typeof jobs.companyId | typeof jobInvitations.companyId | typeof companies.id): SQL | undefined {
  if (tenant.kind === 'all') return undefined;
  if (tenant.kind === 'company') return eq(column, tenant.companyId);
  return sql`false`;
}

// ---------------------------------------------------------------- companies

export async function companyOfRecruiter(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ companyId: companyRecruiters.companyId }).from(companyRecruiters).where(eq(companyRecruiters.userId, userId));
  return row?.companyId;
}

const c = companies;
const companyColumns = {
  ID: c.id,
  CompanyName: c.name,
  CompanyWebsite: c.website,
  CompanyStatus: c.statusId,
  Subdomain: c.subdomain,
  RegisteredEmailID: c.registeredEmail,
  CreatedOn: isoTime(c.createdOn),
  Recruiters: sql<number>`(select count(*)::int from company_recruiters r where r.company_id = companies.id)`,
  OpenJobs: sql<number>`(select count(*)::int from jobs j where j.company_id = companies.id and j.status = 'open')`,
};
export type CompanyRecord = { ID: number; CompanyName: string; CompanyWebsite: string; CompanyStatus: number; Subdomain: string; RegisteredEmailID: string; CreatedOn: string; Recruiters: number; OpenJobs: number };

const companySpec: ListSpec = {
  searchable: [sql`(${c.name} || ' ' || ${c.subdomain} || ' ' || ${c.registeredEmail})`],
  sortable: { ID: c.id, CompanyName: c.name, Subdomain: c.subdomain, CreatedOn: c.createdOn, CompanyStatus: c.statusId },
  defaultOrder: [sql`lower(${c.name})`],
  tieBreaker: c.id,
};

export function listCompanies(db: Db, tenant: Tenant, query: ListQuery, statusId?: number) {
  return paginate<CompanyRecord>(db, companySpec, query, (where) => db.select(companyColumns).from(companies).where(where).$dynamic(), [
    tenantFilter(tenant, c.id),
    statusId ? eq(c.statusId, statusId) : undefined,
  ]);
}

export async function findCompany(db: Db, tenant: Tenant, id: number): Promise<CompanyRecord | undefined> {
  const [row] = await db.select(companyColumns).from(companies).where(and(eq(c.id, id), tenantFilter(tenant, c.id)));
  return row;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).onConflictDoNothing().returning({ id: c.id });
  return row?.id;
}

export async function updateCompany(db: Db, id: number, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db.update(companies).set({ ...values, updatedOn: new Date() }).where(eq(c.id, id)).returning({ id: c.id });
  return row?.id;
}

export async function companyClash(db: Db, name: string, subdomain: string, exceptId?: number) {
  const [row] = await db
    .select({ id: c.id, name: c.name, subdomain: c.subdomain })
    .from(companies)
    .where(and(sql`(lower(${c.name}) = lower(${name}) or lower(${c.subdomain}) = lower(${subdomain}))`, exceptId ? sql`${c.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row;
}

export async function recruitersOf(db: Db, companyId: number) {
  const rows = await db.select({ userId: companyRecruiters.userId }).from(companyRecruiters).where(eq(companyRecruiters.companyId, companyId));
  return rows.map((r) => r.userId);
}

export async function attachRecruiter(db: Db, userId: number, companyId: number) {
  await db
    .insert(companyRecruiters)
    .values({ userId, companyId })
    .onConflictDoUpdate({ target: companyRecruiters.userId, set: { companyId, createdOn: new Date() } });
}

export async function detachRecruiter(db: Db, userId: number, companyId: number) {
  const rows = await db.delete(companyRecruiters).where(and(eq(companyRecruiters.userId, userId), eq(companyRecruiters.companyId, companyId))).returning();
  return rows.length > 0;
}

// ---------------------------------------------------------------- skills

const s = erpSkills;
const skillColumns = { ID: s.id, Product: s.product, Track: s.track, Module: s.module, Name: s.name, Synonyms: s.synonyms };
export type SkillRecord = { ID: number; Product: string; Track: string; Module: string; Name: string; Synonyms: string[] };
const skillSpec: ListSpec = {
  searchable: [sql`(${s.product} || ' ' || ${s.track} || ' ' || ${s.module} || ' ' || ${s.name} || ' ' || array_to_string(${s.synonyms}, ' '))`],
  sortable: { ID: s.id, Product: s.product, Track: s.track, Module: s.module, Name: s.name },
  defaultOrder: [sql`${s.product}`, sql`${s.track}`, sql`${s.module}`, sql`${s.name}`],
  tieBreaker: s.id,
};

export function listSkills(db: Db, query: ListQuery, f: { product?: string; track?: string; module?: string }) {
  return paginate<SkillRecord>(db, skillSpec, query, (where) => db.select(skillColumns).from(erpSkills).where(where).$dynamic(), [
    f.product ? sql`lower(${s.product}) = lower(${f.product})` : undefined,
    f.track ? sql`lower(${s.track}) = lower(${f.track})` : undefined,
    f.module ? sql`lower(${s.module}) = lower(${f.module})` : undefined,
  ]);
}

/** Every skill name once (any case), in order: the resume builder's suggestions (at most 5,000). */
export async function skillNames(db: Db): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`select min(name) as name from erp_skills group by lower(name) order by lower(min(name)) limit 5000`);
  return (Array.isArray(rows) ? rows : (rows as { rows: { name: string }[] }).rows).map((r) => r.name);
}

/** The names and synonyms, lower case, of the skills called `term` by their name or one of their synonyms. */
export async function skillAliases(db: Db, term: string): Promise<string[]> {
  const t = term.trim().toLowerCase();
  const rows = await db
    .select({ name: s.name, synonyms: s.synonyms })
    .from(erpSkills)
    .where(sql`lower(${s.name}) = ${t} or exists (select 1 from unnest(${s.synonyms}) x where lower(x) = ${t})`)
    .limit(50);
  return [...new Set(rows.flatMap((r) => [r.name, ...r.synonyms].map((x) => x.toLowerCase())))];
}

export function skillTree(db: Db) {
  return db
    .select({ product: s.product, track: s.track, module: s.module, n: sql<number>`count(*)::int` })
    .from(erpSkills)
    .groupBy(s.product, s.track, s.module)
    .orderBy(s.product, s.track, s.module);
}

export async function findSkill(db: Db, id: number): Promise<SkillRecord | undefined> {
  const [row] = await db.select(skillColumns).from(erpSkills).where(eq(s.id, id));
  return row;
}

export function skillsByIds(db: Db, ids: number[]): Promise<SkillRecord[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select(skillColumns).from(erpSkills).where(inArray(s.id, ids)).orderBy(s.product, s.module, s.name);
}

export async function insertSkill(db: Db, values: typeof erpSkills.$inferInsert) {
  const [row] = await db.insert(erpSkills).values(values).onConflictDoNothing().returning({ id: s.id });
  return row?.id;
}

export async function updateSkill(db: Db, id: number, values: Partial<typeof erpSkills.$inferInsert>) {
  await db.update(erpSkills).set({ ...values, updatedOn: new Date() }).where(eq(s.id, id));
}

export async function skillInUse(db: Db, id: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobSkills).where(eq(jobSkills.skillId, id));
  return (row?.n ?? 0) > 0;
}

export async function deleteSkill(db: Db, id: number) {
  await db.delete(erpSkills).where(eq(s.id, id));
}

// ---------------------------------------------------------------- guide projects

const p = guideProjects;
const projectColumns = { ID: p.id, Name: p.name, ClientIndustry: p.industry, Modules: p.modules, Description: p.description, Active: p.active, CreatedOn: isoTime(p.createdOn) };
export type ProjectRecord = { ID: number; Name: string; ClientIndustry: string; Modules: string[]; Description: string; Active: boolean; CreatedOn: string };
const projectSpec: ListSpec = {
  searchable: [sql`(${p.name} || ' ' || ${p.industry} || ' ' || array_to_string(${p.modules}, ' '))`],
  sortable: { ID: p.id, Name: p.name, ClientIndustry: p.industry, CreatedOn: p.createdOn },
  defaultOrder: [sql`lower(${p.name})`],
  tieBreaker: p.id,
};

export function listProjects(db: Db, query: ListQuery, active?: boolean) {
  return paginate<ProjectRecord>(db, projectSpec, query, (where) => db.select(projectColumns).from(guideProjects).where(where).$dynamic(), [
    active === undefined ? undefined : eq(p.active, active),
  ]);
}

export async function findProject(db: Db, id: number): Promise<ProjectRecord | undefined> {
  const [row] = await db.select(projectColumns).from(guideProjects).where(eq(p.id, id));
  return row;
}

export async function insertProject(db: Db, values: typeof guideProjects.$inferInsert) {
  const [row] = await db.insert(guideProjects).values(values).onConflictDoNothing().returning({ id: p.id });
  return row?.id;
}

export async function updateProject(db: Db, id: number, values: Partial<typeof guideProjects.$inferInsert>) {
  const rows = await db.update(guideProjects).set({ ...values, updatedOn: new Date() }).where(eq(p.id, id)).returning({ id: p.id });
  return rows.length > 0;
}

export async function deleteProject(db: Db, id: number) {
  const rows = await db.delete(guideProjects).where(eq(p.id, id)).returning({ id: p.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- jobs

const j = jobs;
const jobColumns = {
  ID: j.id,
  CompanyID: j.companyId,
  CompanyName: sql<string>`(select name from companies where companies.id = jobs.company_id)`,
  Title: j.title,
  Location: j.location,
  WorkMode: j.workMode,
  ExperienceMin: j.experienceMin,
  ExperienceMax: j.experienceMax,
  SalaryMin: j.salaryMin,
  SalaryMax: j.salaryMax,
  Currency: j.currency,
  Openings: j.openings,
  Status: sql<JobStatus>`${j.status}`,
  Deadline: sql<string | null>`${isoTime(j.deadline)}`,
  CreatedOn: isoTime(j.createdOn),
};
export type JobRecord = {
  ID: number; CompanyID: number; CompanyName: string; Title: string; Location: string; WorkMode: string; ExperienceMin: number; ExperienceMax: number;
  SalaryMin: number | null; SalaryMax: number | null; Currency: string; Openings: number; Status: JobStatus; Deadline: string | null; CreatedOn: string;
};
const jobSpec: ListSpec = {
  searchable: [sql`(${j.title} || ' ' || ${j.location})`],
  sortable: { ID: j.id, Title: j.title, Status: j.status, Deadline: j.deadline, CreatedOn: j.createdOn, Location: j.location },
  defaultOrder: [sql`${j.createdOn} desc`],
  tieBreaker: j.id,
};

export function listJobs(db: Db, tenant: Tenant, query: ListQuery, f: { status?: JobStatus; companyId?: number }) {
  return paginate<JobRecord>(db, jobSpec, query, (where) => db.select(jobColumns).from(jobs).where(where).$dynamic(), [
    tenantFilter(tenant, j.companyId),
    f.status ? eq(j.status, f.status) : undefined,
    f.companyId ? eq(j.companyId, f.companyId) : undefined,
  ]);
}

/** Open jobs whose deadline has not passed (learners and the careers page). */
/** How many of a job's skills (by name, synonym or module) the user's resume names: 0 without a resume. */
const matchOf = (userId: number) => sql<number>`(select count(*)::int from job_skills js join erp_skills es on es.id = js.skill_id
  join resumes rs on rs.user_id = ${userId}
  where js.job_id = jobs.id and rs.skills && (array[lower(es.name), lower(es.module)] || array(select lower(x) from unnest(es.synonyms) x)))`;

/** Open jobs; with `forUser`, each with its match to that user's resume, best matches first (`matching`: only those matching). */
export function listOpenJobs(db: Db, query: ListQuery, now: Date, forUser?: { userId: number; matching?: boolean }) {
  const match = forUser ? matchOf(forUser.userId) : sql<number>`0`;
  const spec: ListSpec = forUser ? { ...jobSpec, defaultOrder: [sql`${match} desc`, ...jobSpec.defaultOrder] } : jobSpec;
  return paginate<JobRecord & { Match: number }>(db, spec, query, (where) => db.select({ ...jobColumns, Match: match }).from(jobs).where(where).$dynamic(), [
    eq(j.status, 'open'),
    sql`(${j.deadline} is null or ${j.deadline} > ${now})`,
    forUser?.matching ? sql`${match} > 0` : undefined,
  ]);
}

export async function findJob(db: Db, tenant: Tenant, id: number) {
  const [row] = await db.select({ ...jobColumns, Description: j.description }).from(jobs).where(and(eq(j.id, id), tenantFilter(tenant, j.companyId)));
  return row as (JobRecord & { Description: string }) | undefined;
}

export async function findOpenJob(db: Db, id: number, now: Date, forUser?: number) {
  const [row] = await db
    .select({ ...jobColumns, Description: j.description, Match: forUser ? matchOf(forUser) : sql<number>`0` })
    .from(jobs)
    .where(and(eq(j.id, id), eq(j.status, 'open'), sql`(${j.deadline} is null or ${j.deadline} > ${now})`));
  return row as (JobRecord & { Description: string; Match: number }) | undefined;
}

export async function insertJob(db: Db, values: typeof jobs.$inferInsert) {
  const [row] = await db.insert(jobs).values(values).returning({ id: j.id });
  return row!.id;
}

export async function updateJob(db: Db, id: number, values: Partial<typeof jobs.$inferInsert>) {
  await db.update(jobs).set({ ...values, updatedOn: new Date() }).where(eq(j.id, id));
}

export async function setJobSkills(db: Db, jobId: number, skillIds: number[]) {
  await db.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  if (skillIds.length) await db.insert(jobSkills).values(skillIds.map((skillId) => ({ jobId, skillId })));
}

export async function skillsOfJobs(db: Db, jobIds: number[]) {
  if (!jobIds.length) return [];
  return db
    .select({ jobId: jobSkills.jobId, ...skillColumns })
    .from(jobSkills)
    .innerJoin(erpSkills, eq(erpSkills.id, jobSkills.skillId))
    .where(inArray(jobSkills.jobId, jobIds))
    .orderBy(s.product, s.module, s.name);
}

/** Invitation figures per job: invited, viewed (or further), accepted, declined, expired, interviewed, hired. */
export async function figuresOf(db: Db, jobIds: number[]) {
  if (!jobIds.length) return [];
  const i = jobInvitations;
  return db
    .select({
      jobId: i.jobId,
      Invited: sql<number>`count(*)::int`,
      Viewed: sql<number>`count(*) filter (where ${i.viewedOn} is not null)::int`,
      Accepted: sql<number>`count(*) filter (where ${i.status} = 'Accepted')::int`,
      Declined: sql<number>`count(*) filter (where ${i.status} = 'Declined')::int`,
      Expired: sql<number>`count(*) filter (where ${i.status} = 'Expired')::int`,
      Interviewed: sql<number>`count(*) filter (where ${i.interviewedOn} is not null)::int`,
      Hired: sql<number>`count(*) filter (where ${i.hiredOn} is not null)::int`,
    })
    .from(i)
    .where(inArray(i.jobId, jobIds))
    .groupBy(i.jobId);
}

export async function placementRecord(db: Db) {
  const i = jobInvitations;
  return db
    .select({ CompanyName: c.name, Hired: sql<number>`count(*)::int` })
    .from(i)
    .innerJoin(companies, eq(companies.id, i.companyId))
    .where(sql`${i.hiredOn} is not null`)
    .groupBy(c.name)
    .orderBy(sql`count(*) desc`, c.name);
}

// ---------------------------------------------------------------- invitations

const i = jobInvitations;
export const invitationColumns = {
  ID: i.id,
  JobID: i.jobId,
  JobTitle: sql<string>`(select title from jobs where jobs.id = job_invitations.job_id)`,
  CompanyID: i.companyId,
  CompanyName: sql<string>`(select name from companies where companies.id = job_invitations.company_id)`,
  CandidateID: i.candidateId,
  CandidateName: i.candidateName,
  CandidateEmail: i.candidateEmail,
  Status: sql<InvitationStatus>`${i.status}`,
  InitiatedBy: sql<'recruiter' | 'learner'>`${i.initiatedBy}`,
  Message: i.message,
  TestID: i.testId,
  AttemptID: i.attemptId,
  Score: i.score,
  MaxScore: i.maxScore,
  Deadline: isoTime(i.deadline),
  SentOn: isoTime(i.sentOn),
  ViewedOn: sql<string | null>`${isoTime(i.viewedOn)}`,
  AnsweredOn: sql<string | null>`${isoTime(i.answeredOn)}`,
  InterviewedOn: sql<string | null>`${isoTime(i.interviewedOn)}`,
  HiredOn: sql<string | null>`${isoTime(i.hiredOn)}`,
};
export type InvitationRecord = {
  ID: number; JobID: number; JobTitle: string; CompanyID: number; CompanyName: string; CandidateID: number | null; CandidateName: string; CandidateEmail: string;
  Status: InvitationStatus; InitiatedBy: 'recruiter' | 'learner'; Message: string; TestID: number | null; AttemptID: number | null; Score: number | null;
  MaxScore: number | null; Deadline: string; SentOn: string; ViewedOn: string | null; AnsweredOn: string | null; InterviewedOn: string | null; HiredOn: string | null;
};
const invitationSpec: ListSpec = {
  searchable: [sql`(${i.candidateName} || ' ' || ${i.candidateEmail})`],
  sortable: { ID: i.id, CandidateName: i.candidateName, Status: i.status, SentOn: i.sentOn, Deadline: i.deadline, Score: i.score },
  defaultOrder: [sql`${i.sentOn} desc`],
  tieBreaker: i.id,
};

/**
 * "Ananya Rao" -> "Ananya R.": how a company sees a candidate who has not shared themselves with it (the resume's
 * masking rule: the last name and the e-mail stay with the academy).
 */
export const maskedName = (name: SQL | AnyColumn) =>
  sql<string>`(split_part(${name}, ' ', 1) || coalesce(' ' || nullif(left(split_part(${name}, ' ', 2), 1), '') || '.', ''))`;
/** The candidate applied, accepted, or went on to an interview or a hire: the company may know who they are. */
const consented = sql`(${i.initiatedBy} = 'learner' or ${i.status} = 'Accepted' or ${i.interviewedOn} is not null or ${i.hiredOn} is not null)`;

/** What a tenant reads of invitations: a company sees "First L." and no e-mail until the candidate consents. */
function invitationColumnsFor(tenant: Tenant) {
  if (tenant.kind !== 'company') return invitationColumns;
  return {
    ...invitationColumns,
    CandidateID: sql<number | null>`case when ${consented} then ${i.candidateId} end`,
    CandidateName: sql<string>`case when ${consented} then ${i.candidateName} else ${maskedName(i.candidateName)} end`,
    CandidateEmail: sql<string>`case when ${consented} then ${i.candidateEmail} else '' end`,
  };
}

/** Of `ids`, the accounts a company may name: candidates who consented to one of its invitations (see `consented`). */
export async function knownCandidateIds(db: Db, tenant: Tenant, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db.selectDistinct({ id: i.candidateId }).from(i).where(and(tenantFilter(tenant, i.companyId), inArray(i.candidateId, ids), consented));
  return new Set(rows.map((r) => r.id));
}

/** The accounts invited to a job of the tenant (for the server's own comparisons: never sent to a company). */
export async function invitedCandidateIds(db: Db, tenant: Tenant, jobId: number) {
  const rows = await db.selectDistinct({ id: i.candidateId }).from(i).where(and(tenantFilter(tenant, i.companyId), eq(i.jobId, jobId)));
  return new Set(rows.map((r) => r.id));
}
/** A company searches and sorts by what it sees: a hidden e-mail or last name is no search key (no guessing game). */
function invitationSpecFor(tenant: Tenant): ListSpec {
  if (tenant.kind !== 'company') return invitationSpec;
  const shown = invitationColumnsFor(tenant);
  return { ...invitationSpec, searchable: [shown.CandidateName], sortable: { ...invitationSpec.sortable, CandidateName: shown.CandidateName } };
}
export type InvitationFilters = { jobId?: number; status?: InvitationStatus; from?: string; to?: string };

function invitationWhere(tenant: Tenant, f: InvitationFilters): (SQL | undefined)[] {
  return [
    tenantFilter(tenant, i.companyId),
    f.jobId ? eq(i.jobId, f.jobId) : undefined,
    f.status ? eq(i.status, f.status) : undefined,
    f.from ? gte(i.sentOn, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lte(i.sentOn, new Date(`${f.to}T23:59:59.999Z`)) : undefined,
  ];
}

export function listInvitations(db: Db, tenant: Tenant, query: ListQuery, f: InvitationFilters) {
  return paginate<InvitationRecord>(db, invitationSpecFor(tenant), query, (where) => db.select(invitationColumnsFor(tenant)).from(i).where(where).$dynamic(), invitationWhere(tenant, f));
}

/** Every matching invitation for the CSV export, in batches of 500 by id. */
export async function* invitationBatches(db: Db, tenant: Tenant, f: InvitationFilters & { term?: string }) {
  let after = 0;
  for (;;) {
    const shown = invitationColumnsFor(tenant);
    const rows = (await db
      .select(shown)
      .from(i)
      .where(and(...invitationWhere(tenant, f), sql`${i.id} > ${after}`, f.term ? sql`(${shown.CandidateName} || ' ' || ${shown.CandidateEmail}) ilike ${`%${f.term.replace(/[\\%_]/g, (x) => `\\${x}`)}%`}` : undefined))
      .orderBy(i.id)
      .limit(500)) as InvitationRecord[];
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.ID;
  }
}

export async function findInvitation(db: Db, tenant: Tenant, id: number): Promise<InvitationRecord | undefined> {
  const [row] = await db.select(invitationColumnsFor(tenant)).from(i).where(and(eq(i.id, id), tenantFilter(tenant, i.companyId)));
  return row as InvitationRecord | undefined;
}

export async function findMyInvitation(db: Db, candidateId: number, id: number, lock = false) {
  const q = db.select(invitationColumns).from(i).where(and(eq(i.id, id), eq(i.candidateId, candidateId)));
  const [row] = lock ? await q.for('update') : await q;
  return row as InvitationRecord | undefined;
}

export function listMyInvitations(db: Db, candidateId: number, query: ListQuery, status?: InvitationStatus) {
  return paginate<InvitationRecord>(db, invitationSpec, query, (where) => db.select(invitationColumns).from(i).where(where).$dynamic(), [
    eq(i.candidateId, candidateId),
    status ? eq(i.status, status) : undefined,
  ]);
}

export async function myInvitationsForJobs(db: Db, candidateId: number, jobIds: number[]) {
  if (!jobIds.length) return [];
  return db.select({ id: i.id, jobId: i.jobId, status: i.status }).from(i).where(and(eq(i.candidateId, candidateId), inArray(i.jobId, jobIds)));
}

/**
 * Invites a candidate: a new row, or an expired one reopened (Sent again, with the new test and deadline); a running
 * or answered invitation is left as it is (undefined).
 */
export async function upsertInvitation(db: Db, v: typeof jobInvitations.$inferInsert): Promise<{ id: number; inserted: boolean } | undefined> {
  const [row] = await db
    .insert(i)
    .values(v)
    .onConflictDoUpdate({
      target: [i.jobId, i.candidateId],
      set: {
        status: v.status ?? 'Sent', initiatedBy: v.initiatedBy ?? 'recruiter', invitedBy: v.invitedBy ?? null, message: v.message ?? '', testId: v.testId ?? null,
        attemptId: null, score: null, maxScore: null, deadline: v.deadline, sentOn: v.sentOn ?? new Date(), viewedOn: null,
        answeredOn: v.answeredOn ?? null, updatedOn: new Date(),
      },
      setWhere: sql`${i.status} = 'Expired'`,
    })
    .returning({ id: i.id, inserted: sql<boolean>`(xmax = 0)` });
  return row;
}

export async function updateInvitation(db: Db, id: number, values: Partial<typeof jobInvitations.$inferInsert>) {
  await db.update(i).set({ ...values, updatedOn: new Date() }).where(eq(i.id, id));
}

/** Running invitations past their deadline become Expired; returns how many. */
export async function expireDue(db: Db, now: Date) {
  const rows = await db
    .update(i)
    .set({ status: 'Expired', updatedOn: now })
    .where(and(inArray(i.status, ['Sent', 'Viewed']), lte(i.deadline, now)))
    .returning({ id: i.id });
  return rows.length;
}

export async function recordScore(db: Db, invitationId: number, candidateId: number, v: { attemptId: number; score: number; maxScore: number }) {
  await db
    .update(i)
    .set({ attemptId: v.attemptId, score: v.score, maxScore: v.maxScore, updatedOn: new Date() })
    .where(and(eq(i.id, invitationId), eq(i.candidateId, candidateId), sql`(${i.score} is null or ${i.score} <= ${v.score})`));
}

// ---------------------------------------------------------------- interview feedback

const f = interviewFeedback;
export const feedbackColumns = {
  FeedbackID: f.id,
  IntervieweeName: f.intervieweeName,
  InterviewerName: f.interviewerName,
  InterviewDate: isoTime(f.interviewDate),
  InterviewRound: f.interviewRound,
  OverallInterviewRatings: f.overallRating,
  RecommendedForAdmission: f.recommendedForAdmission,
  TechnicalRating: f.technicalRating,
  CommunicationRating: f.communicationRating,
  ProcessKnowledgeRating: f.processRating,
  ProblemSolvingRating: f.problemSolvingRating,
  Outcome: f.outcome,
  Comments: f.comments,
  Shared: f.sharedWithCandidate,
  InvitationID: f.invitationId,
  EnquiryID: f.enquiryId,
  CompanyID: f.companyId,
  CompanyName: sql<string | null>`(select name from companies where companies.id = interview_feedback.company_id)`,
  JobTitle: sql<string | null>`(select j.title from job_invitations ji join jobs j on j.id = ji.job_id where ji.id = interview_feedback.invitation_id)`,
  CreatedOn: isoTime(f.createdOn),
};
export type FeedbackRecord = {
  FeedbackID: number; IntervieweeName: string; InterviewerName: string; InterviewDate: string; InterviewRound: string; OverallInterviewRatings: number;
  RecommendedForAdmission: boolean | null; TechnicalRating: number; CommunicationRating: number; ProcessKnowledgeRating: number; ProblemSolvingRating: number;
  Outcome: string; Comments: string; Shared: boolean; InvitationID: number | null; EnquiryID: number | null; CompanyID: number | null; CompanyName: string | null;
  JobTitle: string | null; CreatedOn: string;
};
const feedbackSpec: ListSpec = {
  searchable: [sql`(${f.intervieweeName} || ' ' || ${f.interviewerName} || ' ' || ${f.interviewRound})`],
  sortable: { FeedbackID: f.id, IntervieweeName: f.intervieweeName, InterviewerName: f.interviewerName, InterviewDate: f.interviewDate, InterviewRound: f.interviewRound, OverallInterviewRatings: f.overallRating },
  defaultOrder: [sql`${f.interviewDate} desc`],
  tieBreaker: f.id,
};

/** Feedback scope: every company's and the academy's (admin kind), one company's (a recruiter), the academy's (mentors). */
export type FeedbackScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'academy' } | { kind: 'none' };
function feedbackScopeFilter(scope: FeedbackScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(f.companyId, scope.companyId);
  if (scope.kind === 'academy') return sql`${f.companyId} is null`;
  return sql`false`;
}

export function listFeedback(db: Db, scope: FeedbackScope, query: ListQuery, invitationId?: number) {
  return paginate<FeedbackRecord>(db, feedbackSpec, query, (where) => db.select(feedbackColumns).from(f).where(where).$dynamic(), [
    feedbackScopeFilter(scope),
    invitationId ? eq(f.invitationId, invitationId) : undefined,
  ]);
}

export function listSharedFeedback(db: Db, candidateId: number, query: ListQuery) {
  return paginate<FeedbackRecord>(db, feedbackSpec, query, (where) => db.select(feedbackColumns).from(f).where(where).$dynamic(), [
    eq(f.candidateId, candidateId),
    eq(f.sharedWithCandidate, true),
  ]);
}

export async function findFeedback(db: Db, scope: FeedbackScope, id: number): Promise<FeedbackRecord | undefined> {
  const [row] = await db.select(feedbackColumns).from(f).where(and(eq(f.id, id), feedbackScopeFilter(scope)));
  return row as FeedbackRecord | undefined;
}

export async function insertFeedback(db: Db, values: typeof interviewFeedback.$inferInsert) {
  const [row] = await db.insert(f).values(values).returning({ id: f.id });
  return row!.id;
}

export async function updateFeedback(db: Db, id: number, values: Partial<typeof interviewFeedback.$inferInsert>) {
  await db.update(f).set({ ...values, updatedOn: new Date() }).where(eq(f.id, id));
}
