import type { z } from 'zod';
import { isAdminKind, normalizeRole } from '@app/contracts/roles';
import type { Page } from '@app/contracts/list';
import {
  COMPANY_STATUS_MASTER, type candidatesQuerySchema, type companiesQuerySchema, type companyBodySchema, type feedbackBodySchema,
  type feedbackQuerySchema, type Feedback, type Invitation, type invitationsExportQuerySchema, type invitationsQuerySchema,
  type inviteBodySchema, type Job, type JobFigures, type jobBodySchema, type JobRow, type jobsQuerySchema, type MyInvitation,
  type myInvitationsQuerySchema, type myListQuerySchema, type OpenJob, type openJobsQuerySchema, type projectBodySchema, type projectsQuerySchema, type skillBodySchema, type skillsQuerySchema,
} from '@app/contracts/jobs';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import { AppError, conflict, forbidden, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MastersService } from '../masters/masters.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { ResumesService } from '../resumes/resumes.service.ts';
import * as repo from './jobs.repository.ts';

export type JobsService = ReturnType<typeof createJobsService>;

/** The scheduled job that turns running invitations past their deadline into Expired (every minute). */
export function expireInvitationsJob(jobs: Pick<JobsService, 'expireDue'>, intervalMs = 60_000): PeriodicJob {
  return { name: 'jobs.expireInvitations', intervalMs, runAtStart: true, run: () => jobs.expireDue() };
}

type Deps = {
  users: UsersService; masters: MastersService; audit: AuditService; assessments: AssessmentsService; notify: Notify;
  /** The resume bank: candidates are picked from its search. */
  resumes: Pick<ResumesService, 'searchRows' | 'ownersInBank'>;
  /** Whether an admission enquiry exists (the CRM): mock-interview feedback names one. */
  enquiryExists: (id: number) => Promise<boolean>;
};

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);
const emptyFigures = (): JobFigures => ({ Invited: 0, Viewed: 0, Accepted: 0, Declined: 0, Expired: 0, Interviewed: 0, Hired: 0 });

/**
 * Jobs and placement: companies and their recruiters, the ERP skill database, guide projects, jobs, invitations
 * (with an optional assessment of the assessment engine) and interview feedback. Tenant isolation: a recruiter's
 * every query carries their company in its WHERE (`repo.Tenant`), so another company's record answers 404.
 */
export function createJobsService(ctx: AppContext, deps: Deps) {
  const db = ctx.db;

  // Scores of invitation assessments arrive when the attempt closes (submitted or at its deadline).
  deps.assessments.attempts.onResult(async (ev) => {
    if (ev.context?.Kind !== 'job') return;
    await repo.recordScore(db, ev.context.InvitationID, ev.userId, { attemptId: ev.attemptId, score: ev.score, maxScore: ev.maxScore });
  });

  async function tenantOf(auth: AuthContext): Promise<repo.Tenant> {
    if (isAdminKind(auth.role)) return { kind: 'all' };
    const companyId = await repo.companyOfRecruiter(db, auth.userId);
    return companyId ? { kind: 'company', companyId } : { kind: 'none' };
  }

  async function feedbackScopeOf(auth: AuthContext): Promise<repo.FeedbackScope> {
    if (isAdminKind(auth.role)) return { kind: 'all' };
    if (normalizeRole(auth.role) === 'Recruiter') {
      const t = await tenantOf(auth);
      return t.kind === 'company' ? t : { kind: 'none' };
    }
    return { kind: 'academy' };
  }

  async function statuses() {
    const page = await deps.masters.list(COMPANY_STATUS_MASTER, { pageIndex: 0, pageSize: 500, sortDesc: false });
    return page.items.map((m) => ({ ID: m.ID, Title: m.Title }));
  }

  async function withStatusTitles<T extends { CompanyStatus: number }>(rows: T[]) {
    const titles = new Map((await statuses()).map((s) => [s.ID, s.Title]));
    return rows.map((r) => ({ ...r, CompanyStatusTitle: titles.get(r.CompanyStatus) ?? '' }));
  }

  async function checkStatus(id: number) {
    if (!(await statuses()).some((s) => s.ID === id)) throw invalid('body.CompanyStatus', 'Choose one of the company statuses');
  }

  async function company(auth: AuthContext, id: number) {
    const row = await repo.findCompany(db, await tenantOf(auth), id);
    if (!row) throw notFound('Company');
    return (await withStatusTitles([row]))[0]!;
  }

  async function recruiterList(companyId: number) {
    const ids = await repo.recruitersOf(db, companyId);
    const people = await deps.users.summaries(ids);
    return people
      .map((u) => ({ UserID: u.id, Name: `${u.firstName} ${u.lastName}`.trim(), Email: u.email }))
      .sort((a, b) => a.Name.localeCompare(b.Name));
  }

  // ---------------------------------------------------------------- jobs helpers

  async function decorate(rows: repo.JobRecord[]): Promise<JobRow[]> {
    const figures = new Map((await repo.figuresOf(db, rows.map((r) => r.ID))).map(({ jobId, ...f }) => [jobId, f]));
    return rows.map((r) => ({ ...r, WorkMode: r.WorkMode as JobRow['WorkMode'], Figures: figures.get(r.ID) ?? emptyFigures() }));
  }

  async function jobView(tenant: repo.Tenant, id: number): Promise<Job> {
    const row = await repo.findJob(db, tenant, id);
    if (!row) throw notFound('Job');
    const [decorated] = await decorate([row]);
    const skills = (await repo.skillsOfJobs(db, [id])).map(({ jobId: _j, ...s }) => s);
    return { ...decorated!, Description: row.Description, Skills: skills };
  }

  async function checkSkills(ids: number[]) {
    const unique = [...new Set(ids)];
    const found = await repo.skillsByIds(db, unique);
    if (found.length !== unique.length) throw invalid('body.SkillIDs', 'Choose skills from the skill database');
    return unique;
  }

  function jobValues(b: z.output<typeof jobBodySchema>) {
    return {
      title: b.Title, description: sanitizeRichText(b.Description), experienceMin: b.ExperienceMin, experienceMax: b.ExperienceMax,
      location: b.Location, workMode: b.WorkMode, salaryMin: b.SalaryMin, salaryMax: b.SalaryMax, currency: b.Currency,
      openings: b.Openings, status: b.Status, deadline: b.Deadline ? new Date(b.Deadline) : null,
    };
  }

  /** The company a job is posted for: the recruiter's own, or the one the admin kind names. */
  async function companyForWrite(auth: AuthContext, given: number | undefined): Promise<number> {
    const tenant = await tenantOf(auth);
    if (tenant.kind === 'company') {
      if (given !== undefined && given !== tenant.companyId) throw notFound('Company');
      return tenant.companyId;
    }
    if (tenant.kind === 'none') throw forbidden('Your account is not attached to a company yet');
    if (given === undefined) throw invalid('body.CompanyID', 'Choose the company');
    if (!(await repo.findCompany(db, tenant, given))) throw invalid('body.CompanyID', 'Unknown company');
    return given;
  }

  function openJobView(r: repo.JobRecord & { Match?: number }, skills: string[], mine?: { id: number; status: string }): OpenJob {
    return {
      Match: r.Match ?? 0,
      ID: r.ID, CompanyName: r.CompanyName, Title: r.Title, Location: r.Location, WorkMode: r.WorkMode as OpenJob['WorkMode'],
      ExperienceMin: r.ExperienceMin, ExperienceMax: r.ExperienceMax, SalaryMin: r.SalaryMin, SalaryMax: r.SalaryMax, Currency: r.Currency,
      Deadline: r.Deadline, Skills: skills, MyInvitationID: mine?.id ?? null, MyStatus: mine?.status ?? null,
    };
  }

  async function skillNames(jobIds: number[]) {
    const map = new Map<number, string[]>();
    for (const s of await repo.skillsOfJobs(db, jobIds)) map.set(s.jobId, [...(map.get(s.jobId) ?? []), s.Name]);
    return map;
  }

  // ---------------------------------------------------------------- invitation helpers

  async function myView(row: repo.InvitationRecord): Promise<MyInvitation> {
    const job = await repo.findJob(db, { kind: 'all' }, row.JobID);
    const { CandidateEmail: _e, ...rest } = row;
    const running = (row.Status === 'Sent' || row.Status === 'Viewed') && new Date(row.Deadline) > ctx.now();
    return {
      ...rest,
      JobDescription: job?.Description ?? '',
      Location: job?.Location ?? '',
      WorkMode: (job?.WorkMode ?? 'onsite') as MyInvitation['WorkMode'],
      AssessmentOpen: running && row.TestID !== null && row.Score === null,
    };
  }

  /** Tells the company's recruiters (and whoever invited) of a candidate's move. */
  /**
   * Candidates from the resume bank's search (its filters, verified accounts only, masked as the bank masks them for the
   * caller: unmasked once the candidate accepted a request or a job of the company); with a job (of the caller's
   * company) ranked by how many of its skills each resume names. The account id is shown only once unmasked: a masked
   * candidate is named by the resume, as the bank does, since an account id leads to the public profile's full name.
   */
  async function candidateRows(auth: AuthContext, q: z.output<typeof candidatesQuerySchema>) {
    const tenant = await tenantOf(auth);
    if (tenant.kind === 'none') return { items: [], pageCount: 0, pageIndex: 0, total: 0 };
    if (q.jobId !== undefined && !(await repo.findJob(db, tenant, q.jobId))) throw notFound('Job');
    const { jobId, ...bank } = q;
    const page = await deps.resumes.searchRows(auth.userId, bank, jobId);
    return {
      ...page,
      items: page.items.map(({ row, userId, match, email }) => ({
        userId,
        candidate: {
          ID: row.Unmasked || tenant.kind === 'all' ? userId : null, ResumeID: row.ID, Name: row.FullName, Email: email, Headline: row.Headline, City: row.City,
          Skills: row.Skills, ExperienceYears: row.ExperienceYears, HasVerified: row.HasVerified, Unmasked: row.Unmasked, Match: match,
        },
      })),
    };
  }

  async function tellCompany(tx: Db, row: { CompanyID: number; JobTitle: string; CandidateName: string }, title: string) {
    const to = await repo.recruitersOf(tx, row.CompanyID);
    if (to.length) await deps.notify(tx, to, { type: 'job.response', title, text: `${row.CandidateName}: ${row.JobTitle}`, link: '/Others/JobInvitationReport' });
  }

  const expiredError = () => ruleViolated('This invitation has expired');

  return {
    tenantOf,

    // ---------------------------------------------------------------- companies
    companyStatuses: statuses,
    async listCompanies(auth: AuthContext, q: z.output<typeof companiesQuerySchema>) {
      const page = await repo.listCompanies(db, await tenantOf(auth), q, q.status);
      return { ...page, items: await withStatusTitles(page.items) };
    },
    company,
    async createCompany(actor: Actor, b: z.output<typeof companyBodySchema>) {
      await checkStatus(b.CompanyStatus);
      if (await repo.companyClash(db, b.CompanyName, b.Subdomain)) throw conflict('A company with this name or subdomain exists');
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertCompany(tx, { name: b.CompanyName, website: b.CompanyWebsite, statusId: b.CompanyStatus, subdomain: b.Subdomain, registeredEmail: b.RegisteredEmailID });
        if (!created) throw conflict('A company with this name or subdomain exists');
        await deps.audit.record(tx, actor, { action: 'jobs.company.create', entityType: 'company', entityId: created, after: { name: b.CompanyName, subdomain: b.Subdomain }, summary: `Added the company "${b.CompanyName}"` });
        return created;
      });
      return company(actor, id);
    },
    async updateCompany(actor: Actor, id: number, b: z.output<typeof companyBodySchema>) {
      const before = await company(actor, id);
      await checkStatus(b.CompanyStatus);
      if (await repo.companyClash(db, b.CompanyName, b.Subdomain, id)) throw conflict('A company with this name or subdomain exists');
      await db.transaction(async (tx) => {
        await repo.updateCompany(tx, id, { name: b.CompanyName, website: b.CompanyWebsite, statusId: b.CompanyStatus, subdomain: b.Subdomain, registeredEmail: b.RegisteredEmailID });
        await deps.audit.record(tx, actor, {
          action: 'jobs.company.update', entityType: 'company', entityId: id,
          before: { name: before.CompanyName, status: before.CompanyStatusTitle, subdomain: before.Subdomain, email: before.RegisteredEmailID },
          after: { name: b.CompanyName, status: b.CompanyStatus, subdomain: b.Subdomain, email: b.RegisteredEmailID },
          summary: `Changed the company "${b.CompanyName}"`,
        });
      });
      return company(actor, id);
    },
    async recruiters(auth: AuthContext, id: number) {
      await company(auth, id);
      return recruiterList(id);
    },
    async addRecruiter(actor: Actor, id: number, userId: number) {
      const c = await company(actor, id);
      const [u] = await deps.users.summaries([userId]);
      if (!u || normalizeRole(u.role) !== 'Recruiter') throw invalid('body.UserID', 'Choose a recruiter account');
      await db.transaction(async (tx) => {
        const before = await repo.companyOfRecruiter(tx, userId);
        await repo.attachRecruiter(tx, userId, id);
        await deps.audit.record(tx, actor, {
          action: 'jobs.company.recruiter.add', entityType: 'company', entityId: id, before: { companyId: before ?? null }, after: { companyId: id, userId },
          summary: `Attached the recruiter ${u.firstName} ${u.lastName} to "${c.CompanyName}"`,
        });
      });
      return recruiterList(id);
    },
    async removeRecruiter(actor: Actor, id: number, userId: number) {
      const c = await company(actor, id);
      await db.transaction(async (tx) => {
        if (!(await repo.detachRecruiter(tx, userId, id))) throw notFound('Recruiter of this company');
        await deps.audit.record(tx, actor, { action: 'jobs.company.recruiter.remove', entityType: 'company', entityId: id, before: { userId }, summary: `Detached a recruiter from "${c.CompanyName}"` });
      });
      return recruiterList(id);
    },
    /** The company a recruiter belongs to (seeds and tests). */
    attachRecruiterDirect: (userId: number, companyId: number) => repo.attachRecruiter(db, userId, companyId),

    // ---------------------------------------------------------------- skills
    listSkills: (q: z.output<typeof skillsQuerySchema>) => repo.listSkills(db, q, q),
    /** Every skill name of the database once: the resume builder suggests them (free entries stay allowed). */
    skillNames: () => repo.skillNames(db),
    /** A skill's name and synonyms (lower case) when `term` names one: the resume bank finds "GL" and "General Ledger" alike. */
    skillAliases: (term: string) => repo.skillAliases(db, term),
    async skillTree() {
      const out: { Product: string; Tracks: { Track: string; Modules: { Module: string; Skills: number }[] }[] }[] = [];
      for (const r of await repo.skillTree(db)) {
        let p = out.find((x) => x.Product === r.product);
        if (!p) out.push((p = { Product: r.product, Tracks: [] }));
        let t = p.Tracks.find((x) => x.Track === r.track);
        if (!t) p.Tracks.push((t = { Track: r.track, Modules: [] }));
        t.Modules.push({ Module: r.module, Skills: r.n });
      }
      return out;
    },
    async createSkill(actor: Actor, b: z.output<typeof skillBodySchema>) {
      return db.transaction(async (tx) => {
        const id = await repo.insertSkill(tx, { product: b.Product, track: b.Track, module: b.Module, name: b.Name, synonyms: [...new Set(b.Synonyms)] });
        if (!id) throw conflict('This skill is already in the database');
        await deps.audit.record(tx, actor, { action: 'jobs.skill.create', entityType: 'erpSkill', entityId: id, after: { ...b }, summary: `Added the skill "${b.Name}" (${b.Product} ${b.Module})` });
        return (await repo.findSkill(tx, id))!;
      });
    },
    async updateSkill(actor: Actor, id: number, b: z.output<typeof skillBodySchema>) {
      const before = await repo.findSkill(db, id);
      if (!before) throw notFound('Skill');
      try {
        return await db.transaction(async (tx) => {
          await repo.updateSkill(tx, id, { product: b.Product, track: b.Track, module: b.Module, name: b.Name, synonyms: [...new Set(b.Synonyms)] });
          await deps.audit.record(tx, actor, { action: 'jobs.skill.update', entityType: 'erpSkill', entityId: id, before: { ...before }, after: { ...b }, summary: `Changed the skill "${b.Name}"` });
          return (await repo.findSkill(tx, id))!;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict('This skill is already in the database');
        throw e;
      }
    },
    async removeSkill(actor: Actor, id: number) {
      const before = await repo.findSkill(db, id);
      if (!before) throw notFound('Skill');
      if (await repo.skillInUse(db, id)) throw conflict('A job requires this skill');
      await db.transaction(async (tx) => {
        await repo.deleteSkill(tx, id);
        await deps.audit.record(tx, actor, { action: 'jobs.skill.delete', entityType: 'erpSkill', entityId: id, before: { ...before }, summary: `Removed the skill "${before.Name}"` });
      });
    },
    /** Bulk insert for the seed (existing skills are kept). */
    async seedSkills(rows: { product: string; track: string; module: string; name: string; synonyms: string[] }[]) {
      for (const r of rows) await repo.insertSkill(db, r);
    },

    // ---------------------------------------------------------------- projects
    listProjects: (q: z.output<typeof projectsQuerySchema>) => repo.listProjects(db, q, q.active === undefined ? undefined : q.active === 'true'),
    async project(id: number) {
      const row = await repo.findProject(db, id);
      if (!row) throw notFound('Project');
      return row;
    },
    async createProject(actor: Actor, b: z.output<typeof projectBodySchema>) {
      return db.transaction(async (tx) => {
        const id = await repo.insertProject(tx, { name: b.Name, industry: b.ClientIndustry, modules: [...new Set(b.Modules)], description: b.Description, active: b.Active });
        if (!id) throw conflict('A project with this name exists');
        await deps.audit.record(tx, actor, { action: 'jobs.project.create', entityType: 'guideProject', entityId: id, after: { name: b.Name }, summary: `Added the sample project "${b.Name}"` });
        return (await repo.findProject(tx, id))!;
      });
    },
    async updateProject(actor: Actor, id: number, b: z.output<typeof projectBodySchema>) {
      const before = await repo.findProject(db, id);
      if (!before) throw notFound('Project');
      try {
        return await db.transaction(async (tx) => {
          await repo.updateProject(tx, id, { name: b.Name, industry: b.ClientIndustry, modules: [...new Set(b.Modules)], description: b.Description, active: b.Active });
          await deps.audit.record(tx, actor, { action: 'jobs.project.update', entityType: 'guideProject', entityId: id, before: { name: before.Name, active: before.Active }, after: { name: b.Name, active: b.Active }, summary: `Changed the sample project "${b.Name}"` });
          return (await repo.findProject(tx, id))!;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict('A project with this name exists');
        throw e;
      }
    },
    async removeProject(actor: Actor, id: number) {
      const before = await repo.findProject(db, id);
      if (!before) throw notFound('Project');
      await db.transaction(async (tx) => {
        await repo.deleteProject(tx, id);
        await deps.audit.record(tx, actor, { action: 'jobs.project.delete', entityType: 'guideProject', entityId: id, before: { name: before.Name }, summary: `Removed the sample project "${before.Name}"` });
      });
    },
    seedProject: (v: { name: string; industry: string; modules: string[]; description: string }) => repo.insertProject(db, v),

    // ---------------------------------------------------------------- jobs
    async listJobs(auth: AuthContext, q: z.output<typeof jobsQuerySchema>): Promise<Page<JobRow>> {
      const page = await repo.listJobs(db, await tenantOf(auth), q, { status: q.status, companyId: q.companyId });
      return { ...page, items: await decorate(page.items) };
    },
    async job(auth: AuthContext, id: number) {
      return jobView(await tenantOf(auth), id);
    },
    async createJob(actor: Actor, b: z.output<typeof jobBodySchema>) {
      const companyId = await companyForWrite(actor, b.CompanyID);
      const skills = await checkSkills(b.SkillIDs);
      const id = await db.transaction(async (tx) => {
        const jobId = await repo.insertJob(tx, { ...jobValues(b), companyId, createdBy: actor.userId });
        await repo.setJobSkills(tx, jobId, skills);
        await deps.audit.record(tx, actor, { action: 'jobs.job.create', entityType: 'job', entityId: jobId, after: { title: b.Title, status: b.Status, companyId }, summary: `Posted the job "${b.Title}"` });
        return jobId;
      });
      return jobView({ kind: 'all' }, id);
    },
    async updateJob(actor: Actor, id: number, b: z.output<typeof jobBodySchema>) {
      const tenant = await tenantOf(actor);
      const before = await repo.findJob(db, tenant, id);
      if (!before) throw notFound('Job');
      if (b.CompanyID !== undefined && b.CompanyID !== before.CompanyID) throw invalid('body.CompanyID', 'A job stays with its company');
      const skills = await checkSkills(b.SkillIDs);
      await db.transaction(async (tx) => {
        await repo.updateJob(tx, id, jobValues(b));
        await repo.setJobSkills(tx, id, skills);
        await deps.audit.record(tx, actor, {
          action: 'jobs.job.update', entityType: 'job', entityId: id, before: { title: before.Title, status: before.Status }, after: { title: b.Title, status: b.Status },
          summary: `Changed the job "${b.Title}"${before.Status !== b.Status ? ` (${before.Status} -> ${b.Status})` : ''}`,
        });
      });
      return jobView(tenant, id);
    },
    /**
     * Candidates a recruiter may invite, from the resume bank's search (its filters, verified accounts only, masked
     * as the bank masks them for the caller: unmasked once the candidate accepted a request or a job of the company).
     * With a job (of the caller's company) the bank is ranked by how many of its skills each resume names.
     */
    async candidates(auth: AuthContext, q: z.output<typeof candidatesQuerySchema>) {
      const page = await candidateRows(auth, q);
      return { ...page, items: page.items.map(({ candidate }) => candidate) };
    },
    /**
     * A recruiter's open jobs' "new matches": bank candidates (as `candidates` ranks them) naming at least one of the
     * job's skills and not invited to it yet, compared by account on the server (the company does not see accounts).
     */
    async newMatches(auth: AuthContext, jobId: number, scan: number) {
      const tenant = await tenantOf(auth);
      const [page, invited] = await Promise.all([
        candidateRows(auth, { pageIndex: 0, pageSize: scan, sortDesc: false, jobId }),
        repo.invitedCandidateIds(db, tenant, jobId),
      ]);
      return page.items.filter(({ userId, candidate }) => (candidate.Match ?? 0) > 0 && !invited.has(userId)).map(({ candidate }) => candidate);
    },
    async assessmentOptions() {
      const rows = await deps.assessments.tests.recent({ status: 'published', limit: 200 });
      return rows.map((t) => ({ ID: t.ID, Title: t.Title }));
    },
    async openJobs(auth: AuthContext, q: z.output<typeof openJobsQuerySchema>): Promise<Page<OpenJob>> {
      const page = await repo.listOpenJobs(db, q, ctx.now(), { userId: auth.userId, matching: q.matching === 'true' });
      const ids = page.items.map((r) => r.ID);
      const [names, mine] = await Promise.all([skillNames(ids), repo.myInvitationsForJobs(db, auth.userId, ids)]);
      return { ...page, items: page.items.map((r) => openJobView(r, names.get(r.ID) ?? [], mine.find((m) => m.jobId === r.ID))) };
    },
    async openJob(auth: AuthContext, id: number) {
      const row = await repo.findOpenJob(db, id, ctx.now(), auth.userId);
      if (!row) throw notFound('Job');
      const [names, mine] = await Promise.all([skillNames([id]), repo.myInvitationsForJobs(db, auth.userId, [id])]);
      return { ...openJobView(row, names.get(id) ?? [], mine[0]), Description: row.Description };
    },
    async careers() {
      const page = await repo.listOpenJobs(db, { pageIndex: 0, pageSize: 50, sortDesc: false }, ctx.now());
      const names = await skillNames(page.items.map((r) => r.ID));
      const record = await repo.placementRecord(db);
      return {
        Jobs: page.items.map((r) => {
          const { MyInvitationID: _a, MyStatus: _b, Match: _m, ...rest } = openJobView(r, names.get(r.ID) ?? []);
          return rest;
        }),
        Placements: { Hired: record.reduce((s, r) => s + r.Hired, 0), Companies: record.length, OpenJobs: page.total },
        HiredByCompany: record,
      };
    },
    /** An application: an invitation initiated by the learner, Accepted at once. */
    async apply(auth: AuthContext, jobId: number) {
      const job = await repo.findOpenJob(db, jobId, ctx.now());
      if (!job) throw notFound('Job');
      const u = await deps.users.get(auth.userId);
      const id = await db.transaction(async (tx) => {
        const now = ctx.now();
        const deadline = job.Deadline ? new Date(job.Deadline) : new Date(now.getTime() + 30 * 86_400_000);
        const row = await repo.upsertInvitation(tx, {
          jobId, companyId: job.CompanyID, candidateId: auth.userId, candidateName: `${u.firstName} ${u.lastName}`.trim(), candidateEmail: u.email,
          status: 'Accepted', initiatedBy: 'learner', deadline, sentOn: now, answeredOn: now,
        });
        if (!row) throw conflict('You are already invited to this job or applied to it');
        await tellCompany(tx, { CompanyID: job.CompanyID, JobTitle: job.Title, CandidateName: `${u.firstName} ${u.lastName}`.trim() }, 'New application');
        return row.id;
      });
      return myView((await repo.findMyInvitation(db, auth.userId, id))!);
    },

    // ---------------------------------------------------------------- invitations
    async listInvitations(auth: AuthContext, q: z.output<typeof invitationsQuerySchema>): Promise<Page<Invitation>> {
      return repo.listInvitations(db, await tenantOf(auth), q, q);
    },
    async exportInvitations(auth: AuthContext, q: z.output<typeof invitationsExportQuerySchema>) {
      const term = q.term && q.term.trim().length >= 2 ? q.term.trim() : undefined;
      return repo.invitationBatches(db, await tenantOf(auth), { ...q, term });
    },
    async invitation(auth: AuthContext, id: number) {
      const row = await repo.findInvitation(db, await tenantOf(auth), id);
      if (!row) throw notFound('Invitation');
      return row;
    },
    async invite(actor: Actor, b: z.output<typeof inviteBodySchema>) {
      const tenant = await tenantOf(actor);
      const job = await repo.findJob(db, tenant, b.JobID);
      if (!job) throw notFound('Job');
      if (job.Status !== 'open') throw ruleViolated('Invite candidates to an open job');
      const deadline = new Date(b.Deadline);
      if (deadline <= ctx.now()) throw invalid('body.Deadline', 'The deadline must be in the future');
      if (b.TestID !== null) {
        const test = await deps.assessments.tests.find(b.TestID);
        if (!test || test.status !== 'published' || test.deletedOn) throw invalid('body.TestID', 'Choose a published test');
      }
      // Resumes of the bank stand for their owners; an account id a company names must be a candidate it may see by name
      // (academy staff name any learner): ids 1..N would otherwise read every learner's first name and initial.
      const owners = await deps.resumes.ownersInBank(b.ResumeIDs);
      if (owners.size !== new Set(b.ResumeIDs).size) throw invalid('body.ResumeIDs', 'Choose candidates from the resume bank');
      if (tenant.kind === 'company' && b.CandidateIDs.length) {
        const known = await repo.knownCandidateIds(db, tenant, b.CandidateIDs);
        if (b.CandidateIDs.some((id) => !known.has(id))) throw invalid('body.CandidateIDs', 'Choose active learners');
      }
      const ids = [...new Set([...b.CandidateIDs, ...owners.values()])];
      const people = await deps.users.summaries(ids);
      if (people.length !== ids.length || people.some((p) => normalizeRole(p.role) !== 'Trainee' || !p.active)) {
        throw invalid(b.ResumeIDs.length ? 'body.ResumeIDs' : 'body.CandidateIDs', 'Choose active learners');
      }
      let invited = 0;
      let reopened = 0;
      const touched: number[] = [];
      await db.transaction(async (tx) => {
        const now = ctx.now();
        const reached: number[] = [];
        for (const p of people) {
          const row = await repo.upsertInvitation(tx, {
            jobId: job.ID, companyId: job.CompanyID, candidateId: p.id, candidateName: `${p.firstName} ${p.lastName}`.trim(), candidateEmail: p.email,
            status: 'Sent', initiatedBy: 'recruiter', invitedBy: actor.userId, message: b.Message, testId: b.TestID, deadline, sentOn: now,
          });
          if (!row) continue;
          if (row.inserted) invited++;
          else reopened++;
          touched.push(row.id);
          reached.push(p.id);
        }
        if (reached.length) {
          const test = b.TestID !== null ? ' It includes an assessment to take before the deadline.' : '';
          await deps.notify(tx, reached, {
            type: 'job.invitation',
            title: `Invitation: ${job.Title} at ${job.CompanyName}`,
            text: `${job.CompanyName} invites you to the job "${job.Title}". Answer by ${deadline.toISOString().slice(0, 10)}.${test}`,
            link: '/jobs',
          });
        }
      });
      const rows = await Promise.all(touched.map((id) => repo.findInvitation(db, tenant, id)));
      return { Invited: invited, Reopened: reopened, Skipped: ids.length - invited - reopened, Invitations: rows.filter((r): r is repo.InvitationRecord => !!r) };
    },
    async mark(actor: Actor, id: number, mark: 'interviewed' | 'hired') {
      const tenant = await tenantOf(actor);
      const row = await repo.findInvitation(db, tenant, id);
      if (!row) throw notFound('Invitation');
      if (row.Status !== 'Accepted') throw ruleViolated('Only an accepted invitation moves on to interview and hiring');
      await db.transaction(async (tx) => {
        const now = ctx.now();
        await repo.updateInvitation(tx, id, mark === 'hired' ? { hiredOn: now, interviewedOn: row.InterviewedOn ? new Date(row.InterviewedOn) : now } : { interviewedOn: now });
        await deps.audit.record(tx, actor, {
          action: `jobs.invitation.${mark}`, entityType: 'jobInvitation', entityId: id, after: { mark },
          summary: `Marked ${row.CandidateName} as ${mark} for "${row.JobTitle}"`,
        });
      });
      return (await repo.findInvitation(db, tenant, id))!;
    },
    async myInvitations(auth: AuthContext, q: z.output<typeof myInvitationsQuerySchema>): Promise<Page<MyInvitation>> {
      const page = await repo.listMyInvitations(db, auth.userId, q, q.status);
      return { ...page, items: await Promise.all(page.items.map(myView)) };
    },
    /** Opening a Sent invitation marks it Viewed. */
    async myInvitation(auth: AuthContext, id: number) {
      const row = await repo.findMyInvitation(db, auth.userId, id);
      if (!row) throw notFound('Invitation');
      if (row.Status === 'Sent' && new Date(row.Deadline) > ctx.now()) {
        await repo.updateInvitation(db, id, { status: 'Viewed', viewedOn: ctx.now() });
        return myView((await repo.findMyInvitation(db, auth.userId, id))!);
      }
      return myView(row);
    },
    async respond(auth: AuthContext, id: number, answer: 'accept' | 'decline') {
      await db.transaction(async (tx) => {
        const row = await repo.findMyInvitation(tx, auth.userId, id, true);
        if (!row) throw notFound('Invitation');
        const now = ctx.now();
        if (row.Status === 'Expired' || new Date(row.Deadline) <= now) throw expiredError();
        if (row.Status === 'Accepted' || row.Status === 'Declined') throw ruleViolated('This invitation is already answered');
        if (answer === 'accept' && row.TestID !== null && row.Score === null) throw ruleViolated('Take the assessment before you accept');
        await repo.updateInvitation(tx, id, { status: answer === 'accept' ? 'Accepted' : 'Declined', answeredOn: now, viewedOn: row.ViewedOn ? new Date(row.ViewedOn) : now });
        // Declining shares nothing with the company: the recruiters hear of "First L." only.
        const name = answer === 'accept' ? row.CandidateName : row.CandidateName.replace(/^(\S+)(?:\s+(\S))?.*$/, (_m, first: string, initial?: string) => (initial ? `${first} ${initial}.` : first));
        await tellCompany(tx, { ...row, CandidateName: name }, answer === 'accept' ? 'Invitation accepted' : 'Invitation declined');
      });
      return myView((await repo.findMyInvitation(db, auth.userId, id))!);
    },
    async startAssessment(auth: AuthContext, id: number) {
      const row = await repo.findMyInvitation(db, auth.userId, id);
      if (!row) throw notFound('Invitation');
      if (row.Status === 'Expired' || new Date(row.Deadline) <= ctx.now()) throw expiredError();
      if (row.TestID === null) throw ruleViolated('This invitation has no assessment');
      if (row.Status !== 'Sent' && row.Status !== 'Viewed') throw ruleViolated('This invitation is already answered');
      const attempt = await deps.assessments.attempts.start(auth, { TestID: row.TestID, Context: { Kind: 'job', InvitationID: id } });
      await repo.updateInvitation(db, id, { attemptId: attempt.ID, ...(row.Status === 'Sent' ? { status: 'Viewed', viewedOn: ctx.now() } : {}) });
      return { AttemptID: attempt.ID, TestID: row.TestID };
    },
    /** The scheduled expiry: running invitations past their deadline become Expired. */
    expireDue: () => repo.expireDue(db, ctx.now()),

    // ---------------------------------------------------------------- interview feedback
    async listFeedback(auth: AuthContext, q: z.output<typeof feedbackQuerySchema>) {
      return repo.listFeedback(db, await feedbackScopeOf(auth), q, q.invitationId) as Promise<Page<Feedback>>;
    },
    async feedback(auth: AuthContext, id: number) {
      const row = await repo.findFeedback(db, await feedbackScopeOf(auth), id);
      if (!row) throw notFound('Feedback');
      return row as Feedback;
    },
    async createFeedback(actor: Actor, b: z.output<typeof feedbackBodySchema>) {
      const values = await feedbackValues(actor, b);
      const id = await repo.insertFeedback(db, values);
      if (values.invitationId) await repo.updateInvitation(db, values.invitationId, { interviewedOn: new Date(b.InterviewDate) });
      return (await repo.findFeedback(db, { kind: 'all' }, id)) as Feedback;
    },
    async updateFeedback(actor: Actor, id: number, b: z.output<typeof feedbackBodySchema>) {
      const scope = await feedbackScopeOf(actor);
      const before = await repo.findFeedback(db, scope, id);
      if (!before) throw notFound('Feedback');
      const values = await feedbackValues(actor, b);
      await db.transaction(async (tx) => {
        const { interviewerId: _i, interviewerName: _n, ...rest } = values;
        await repo.updateFeedback(tx, id, rest);
        await deps.audit.record(tx, actor, {
          action: 'jobs.feedback.update', entityType: 'interviewFeedback', entityId: id,
          before: { overall: before.OverallInterviewRatings, shared: before.Shared, outcome: before.Outcome },
          after: { overall: b.OverallInterviewRatings, shared: b.Shared, outcome: b.Outcome },
          summary: `Changed the interview feedback of ${values.intervieweeName}`,
        });
      });
      return (await repo.findFeedback(db, scope, id)) as Feedback;
    },
    async myFeedback(auth: AuthContext, q: z.output<typeof myListQuerySchema>) {
      const page = await repo.listSharedFeedback(db, auth.userId, q);
      return { ...page, items: page.items.map(({ EnquiryID: _e, CompanyID: _c, ...r }) => r as Omit<Feedback, 'EnquiryID' | 'CompanyID'>) };
    },
  };

  /** Checks the link (an accepted invitation of the caller's company, or an enquiry for academy staff) and builds the row. */
  async function feedbackValues(actor: Actor, b: z.output<typeof feedbackBodySchema>) {
    const [me] = await deps.users.summaries([actor.userId]);
    const common = {
      interviewerId: actor.userId, interviewerName: me ? `${me.firstName} ${me.lastName}`.trim() : '', interviewDate: new Date(b.InterviewDate),
      interviewRound: b.InterviewRound, overallRating: b.OverallInterviewRatings, technicalRating: b.TechnicalRating, communicationRating: b.CommunicationRating,
      processRating: b.ProcessKnowledgeRating, problemSolvingRating: b.ProblemSolvingRating, outcome: b.Outcome, comments: b.Comments, sharedWithCandidate: b.Shared,
    };
    if (b.InvitationID !== null) {
      const tenant = await tenantOf(actor);
      const inv = await repo.findInvitation(db, normalizeRole(actor.role) === 'Recruiter' || isAdminKind(actor.role) ? tenant : { kind: 'none' }, b.InvitationID);
      if (!inv) throw invalid('body.InvitationID', 'Unknown invitation');
      if (inv.Status !== 'Accepted') throw ruleViolated('Record feedback for an accepted invitation');
      return {
        ...common, companyId: inv.CompanyID, invitationId: inv.ID, enquiryId: null, candidateId: inv.CandidateID!, intervieweeName: inv.CandidateName,
        recommendedForAdmission: null,
      };
    }
    if (normalizeRole(actor.role) === 'Recruiter') throw forbidden('Mock interviews of enquiries are recorded by the academy');
    if (b.EnquiryID !== null && !(await deps.enquiryExists(b.EnquiryID))) throw invalid('body.EnquiryID', 'Unknown enquiry');
    return {
      ...common, companyId: null, invitationId: null, enquiryId: b.EnquiryID, candidateId: null, intervieweeName: b.IntervieweeName,
      recommendedForAdmission: b.RecommendedForAdmission,
    };
  }
}
