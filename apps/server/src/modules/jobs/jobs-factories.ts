import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, single } from '../assessments/assessment-factories.ts';
import { recordEnquiry } from '../crm/crm-factories.ts';

/** Small builders for the jobs API tests, the object-level gate and the audit gate. */
export type User = Awaited<ReturnType<TestApp['createUser']>>;

export async function statusId(t: TestApp, admin: User, title = 'Active'): Promise<number> {
  const res = await t.as(admin)({ url: '/api/Companies/statuses' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { ID: number; Title: string }[]).find((s) => s.Title === title)!.ID;
}

export async function createCompany(t: TestApp, admin: User, over: Record<string, unknown> = {}) {
  const key = randomUUID().slice(0, 8);
  const res = await t.as(admin)({
    method: 'POST', url: '/api/Companies',
    body: { CompanyName: `Acme ${key}`, CompanyWebsite: 'https://acme.example.com', CompanyStatus: await statusId(t, admin), Subdomain: `acme-${key}`, RegisteredEmailID: `hr.${key}@acme.example.com`, ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; CompanyName: string };
}

/** A recruiter account attached to a new company. */
export async function companyWithRecruiter(t: TestApp, admin: User) {
  const company = await createCompany(t, admin);
  const recruiter = await t.createUser({ role: 'Recruiter' });
  const res = await t.as(admin)({ method: 'POST', url: `/api/Companies/${company.ID}/recruiters`, body: { UserID: recruiter.id } });
  expect(res.statusCode, res.body).toBe(200);
  return { company, recruiter };
}

export async function createSkill(t: TestApp, admin: User, over: Record<string, unknown> = {}) {
  const res = await t.as(admin)({
    method: 'POST', url: '/api/ERPSkills',
    body: { Product: 'SAP', Track: 'Finance', Module: 'FI-GL', Name: `Skill ${randomUUID().slice(0, 8)}`, Synonyms: ['GL'], ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; Name: string };
}

export async function createJob(t: TestApp, staff: User, over: Record<string, unknown> = {}) {
  const res = await t.as(staff)({
    method: 'POST', url: '/api/jobs',
    body: { Title: 'SAP FICO consultant', Description: '<p>Month-end close</p>', Location: 'Pune', WorkMode: 'hybrid', SalaryMin: 120000000, SalaryMax: 180000000, Currency: 'INR', Openings: 2, Status: 'open', ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ID: number; CompanyID: number; Title: string };
}

export async function publishedTest(t: TestApp, editor: User) {
  const q = await createQuestion(t, editor, single());
  return (await createTest(t, editor, { QuestionIDs: [q.ID], InSeries: false })).ID;
}

export const inDays = (t: TestApp, days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();

export async function invite(t: TestApp, staff: User, body: Record<string, unknown>) {
  const res = await t.as(staff)({ method: 'POST', url: '/api/JobInvitations', body: { Deadline: inDays(t, 7), ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { Invited: number; Reopened: number; Skipped: number; Invitations: { ID: number; CandidateID: number | null }[] };
}

/** `u`'s resume, started so that it is in the resume bank (a verified learner's): what a company invites by. */
export async function bankResumeOf(t: TestApp, u: User): Promise<number> {
  const mine = (await t.as(u)({ url: '/api/ResumeBuilder' })).json().data as { ID: number; PersonalInfo?: { FirstName?: string } };
  if (mine.PersonalInfo?.FirstName) return mine.ID;
  const res = await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: 'Candidate', LastName: `No${u.id}`, ProfileHeadline: 'SAP FICO consultant', CurrentCity: 'Pune', CurrentCountry: 'India' } });
  expect(res.statusCode, res.body).toBe(200);
  return (await t.as(u)({ url: '/api/ResumeBuilder' })).json().data.ID as number;
}

/**
 * A company invites learners as it does from the resume bank, by their resumes (it is not shown their accounts).
 * `idOf` reads a learner's invitation to the job from their own list.
 */
export async function inviteFromBank(t: TestApp, staff: User, learners: User[], body: Record<string, unknown> & { JobID: number }) {
  const ResumeIDs: number[] = [];
  for (const u of learners) ResumeIDs.push(await bankResumeOf(t, u));
  const out = await invite(t, staff, { ...body, ResumeIDs });
  const idOf = async (u: User) => ((await t.as(u)({ url: '/api/myInvitations?pageSize=100' })).json().data.items as { ID: number; JobID: number }[]).find((i) => i.JobID === body.JobID)!.ID;
  return { out, idOf };
}

/** The object-level gate's owner factory: an invitation (with an assessment) of `owner` to an open job. */
export const jobInvitationOwnerFactory = {
  async create(t: TestApp, staff: { editor: User; admin: User }, owner: User) {
    const company = await createCompany(t, staff.admin);
    const job = await createJob(t, staff.admin, { CompanyID: company.ID });
    const testId = await publishedTest(t, staff.editor);
    const out = await invite(t, staff.admin, { JobID: job.ID, CandidateIDs: [owner.id], TestID: testId });
    return { id: out.Invitations[0]!.ID };
  },
};

/** The audit gate's fixtures of the jobs module (keyed `METHOD /path` as declared). */
export const jobsAuditedChanges: Record<string, (t: TestApp, staff: { admin: User; editor: User }) => Promise<{ as: User; url: string; body?: unknown }>> = {
  'POST /api/Companies': async (t, { admin }) => {
    const key = randomUUID().slice(0, 8);
    return { as: admin, url: '/api/Companies', body: { CompanyName: `Globex ${key}`, CompanyStatus: await statusId(t, admin), Subdomain: `globex-${key}`, RegisteredEmailID: `hr@globex-${key}.example.com` } };
  },
  'PUT /api/Companies/:id': async (t, { admin }) => {
    const c = await createCompany(t, admin);
    const key = randomUUID().slice(0, 8);
    return { as: admin, url: `/api/Companies/${c.ID}`, body: { CompanyName: `Renamed ${key}`, CompanyStatus: await statusId(t, admin, 'Paused'), Subdomain: `renamed-${key}`, RegisteredEmailID: `hr@renamed-${key}.example.com` } };
  },
  'POST /api/Companies/:id/recruiters': async (t, { admin }) => {
    const c = await createCompany(t, admin);
    return { as: admin, url: `/api/Companies/${c.ID}/recruiters`, body: { UserID: (await t.createUser({ role: 'Recruiter' })).id } };
  },
  'DELETE /api/Companies/:id/recruiters/:userId': async (t, { admin }) => {
    const { company, recruiter } = await companyWithRecruiter(t, admin);
    return { as: admin, url: `/api/Companies/${company.ID}/recruiters/${recruiter.id}` };
  },
  'POST /api/ERPSkills': async (_t, { admin }) => ({ as: admin, url: '/api/ERPSkills', body: { Product: 'Oracle', Track: 'Finance', Module: 'GL', Name: `Journal import ${randomUUID().slice(0, 8)}` } }),
  'PUT /api/ERPSkills/:id': async (t, { admin }) => ({ as: admin, url: `/api/ERPSkills/${(await createSkill(t, admin)).ID}`, body: { Product: 'SAP', Track: 'Finance', Module: 'FI-GL', Name: `Renamed ${randomUUID().slice(0, 8)}` } }),
  'DELETE /api/ERPSkills/:id': async (t, { admin }) => ({ as: admin, url: `/api/ERPSkills/${(await createSkill(t, admin)).ID}` }),
  'POST /api/Projects': async (_t, { admin }) => ({ as: admin, url: '/api/Projects', body: { Name: `Retail rollout ${randomUUID().slice(0, 8)}`, ClientIndustry: 'Retail', Modules: ['SAP SD'] } }),
  'PUT /api/Projects/:id': async (t, { admin }) => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/Projects', body: { Name: `Pharma ${randomUUID().slice(0, 8)}`, ClientIndustry: 'Pharma', Modules: ['SAP QM'] } });
    return { as: admin, url: `/api/Projects/${res.json().data.ID}`, body: { Name: `Pharma batch ${randomUUID().slice(0, 8)}`, ClientIndustry: 'Pharma', Modules: ['SAP QM', 'SAP PP'] } };
  },
  'DELETE /api/Projects/:id': async (t, { admin }) => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/Projects', body: { Name: `Steel ${randomUUID().slice(0, 8)}`, ClientIndustry: 'Metals', Modules: ['SAP PP'] } });
    return { as: admin, url: `/api/Projects/${res.json().data.ID}` };
  },
  'POST /api/jobs': async (t, { admin }) => ({ as: admin, url: '/api/jobs', body: { CompanyID: (await createCompany(t, admin)).ID, Title: 'SAP MM analyst', Status: 'open' } }),
  'PUT /api/jobs/:id': async (t, { admin }) => {
    const job = await createJob(t, admin, { CompanyID: (await createCompany(t, admin)).ID });
    return { as: admin, url: `/api/jobs/${job.ID}`, body: { Title: 'SAP FICO lead', Status: 'on hold' } };
  },
  'POST /api/JobInvitations/:id/mark': async (t, { admin }) => {
    const job = await createJob(t, admin, { CompanyID: (await createCompany(t, admin)).ID });
    const learner = await t.createUser();
    const out = await invite(t, admin, { JobID: job.ID, CandidateIDs: [learner.id] });
    const id = out.Invitations[0]!.ID;
    const res = await t.as(learner)({ method: 'POST', url: `/api/myInvitations/${id}/respond`, body: { Answer: 'accept' } });
    expect(res.statusCode, res.body).toBe(200);
    return { as: admin, url: `/api/JobInvitations/${id}/mark`, body: { Mark: 'hired' } };
  },
  'PUT /api/interviewFeedback/:FeedbackID': async (_t, { admin }) => {
    const body = { EnquiryID: await recordEnquiry(_t, admin), IntervieweeName: 'Neha Kulkarni', InterviewDate: new Date().toISOString(), InterviewRound: 'Mock', OverallInterviewRatings: 4, TechnicalRating: 4, CommunicationRating: 3, ProcessKnowledgeRating: 4, ProblemSolvingRating: 3 };
    const res = await _t.as(admin)({ method: 'POST', url: '/api/interviewFeedback', body });
    expect(res.statusCode, res.body).toBe(200);
    return { as: admin, url: `/api/interviewFeedback/${res.json().data.FeedbackID}`, body: { ...body, Shared: true, RecommendedForAdmission: true } };
  },
};
