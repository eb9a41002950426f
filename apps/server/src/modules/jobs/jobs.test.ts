import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsEndpoints, invitationsEndpoints, companiesEndpoints, feedbackEndpoints } from '@app/contracts/jobs.endpoints';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, single } from '../assessments/assessment-factories.ts';
import { recordEnquiry } from '../crm/crm-factories.ts';
import { companyWithRecruiter, createJob, createSkill, inDays, invite, inviteFromBank, publishedTest, statusId, type User } from './jobs-factories.ts';

/** A path with a query string. */
const q = (url: string, params: Record<string, string | number>) => `${url}?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])))}`;

let t: TestApp;
let admin: User;
let editor: User;
const clock = new TestClock(new Date('2026-11-02T09:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.createUser({ role: 'Admin' });
  editor = await t.createUser({ role: 'Editor' });
});
afterAll(() => t?.close());

async function answer(u: User, id: number, a: 'accept' | 'decline') {
  return t.as(u)({ method: 'POST', url: `/api/myInvitations/${id}/respond`, body: { Answer: a } });
}

describe('companies', () => {
  it('should list companies with the spec fields and the status title from the master', async () => {
    const { company } = await companyWithRecruiter(t, admin);
    const res = await t.as(admin)({ url: q('/api/Companies', { term: company.CompanyName }) });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.items[0];
    expect(row).toMatchObject({ ID: company.ID, CompanyStatusTitle: 'Active', Recruiters: 1 });
    for (const k of ['CompanyName', 'CompanyWebsite', 'CompanyStatus', 'Subdomain', 'RegisteredEmailID', 'CreatedOn']) expect(row).toHaveProperty(k);
  });

  it('should refuse a status that is not in the master and a taken subdomain', async () => {
    const bad = await t.as(admin)({ method: 'POST', url: '/api/Companies', body: { CompanyName: 'Initech', CompanyStatus: 999999, Subdomain: 'initech', RegisteredEmailID: 'hr@initech.example.com' } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.as(admin)({ method: 'POST', url: '/api/Companies', body: { CompanyName: 'Initech', CompanyStatus: await statusId(t, admin, 'Prospect'), Subdomain: 'initech', RegisteredEmailID: 'hr@initech.example.com' } });
    expect(ok.statusCode).toBe(200);
    const dup = await t.as(admin)({ method: 'POST', url: '/api/Companies', body: { CompanyName: 'Initech Two', CompanyStatus: await statusId(t, admin), Subdomain: 'INITECH', RegisteredEmailID: 'hr@initech2.example.com' } });
    expect(dup.statusCode).toBe(409);
  });

  it('should show a recruiter only their own company', async () => {
    const a = await companyWithRecruiter(t, admin);
    const b = await companyWithRecruiter(t, admin);
    const list = await t.as(a.recruiter)({ url: q('/api/Companies', { pageSize: 500 }) });
    expect(list.json().data.items.map((c: { ID: number }) => c.ID)).toEqual([a.company.ID]);
    expect((await t.as(a.recruiter)({ url: `/api/Companies/${b.company.ID}` })).statusCode).toBe(404);
    expect((await t.as(a.recruiter)({ method: 'POST', url: '/api/Companies', body: {} })).statusCode).toBe(403);
  });
});

describe('skills and projects', () => {
  it('should find a skill by a synonym and refuse a duplicate', async () => {
    const s = await createSkill(t, admin, { Product: 'SAP', Track: 'Finance', Module: 'FI-AA', Name: 'Asset Accounting', Synonyms: ['Fixed assets', 'AA'] });
    const res = await t.as(await t.createUser())({ url: q('/api/ERPSkills', { term: 'fixed assets' }) });
    expect(res.json().data.items.map((x: { ID: number }) => x.ID)).toContain(s.ID);
    const dup = await t.as(admin)({ method: 'POST', url: '/api/ERPSkills', body: { Product: 'sap', Track: 'Finance', Module: 'fi-aa', Name: 'asset accounting' } });
    expect(dup.statusCode).toBe(409);
    const tree = await t.as(admin)({ url: '/api/ERPSkills/tree' });
    expect(tree.json().data.find((p: { Product: string }) => p.Product === 'SAP')).toBeTruthy();
  });

  it('should keep sample projects for learners to read', async () => {
    const created = await t.as(admin)({ method: 'POST', url: '/api/Projects', body: { Name: 'Greenfield S/4HANA for a dairy cooperative', ClientIndustry: 'Food & Beverage', Modules: ['SAP MM', 'SAP PP'], Description: 'Procure to pay and batch management.' } });
    expect(created.statusCode).toBe(200);
    const learner = await t.createUser();
    const one = await t.as(learner)({ url: `/api/Projects/${created.json().data.ID}` });
    expect(one.json().data.Modules).toEqual(['SAP MM', 'SAP PP']);
    expect((await t.as(learner)({ method: 'POST', url: '/api/Projects', body: { Name: 'x', ClientIndustry: 'y', Modules: ['z'] } })).statusCode).toBe(403);
  });
});

describe('jobs', () => {
  it('should post a job for the recruiter\'s company with sanitized text, skills and salary in minor units', async () => {
    const { company, recruiter } = await companyWithRecruiter(t, admin);
    const skill = await createSkill(t, admin);
    const job = await createJob(t, recruiter, { Description: '<p>Close <script>alert(1)</script><b>books</b></p>', SkillIDs: [skill.ID], SalaryMin: 1500000, SalaryMax: 2500000 });
    const res = await t.as(recruiter)({ url: `/api/jobs/${job.ID}` });
    const data = res.json().data;
    expect(data).toMatchObject({ CompanyID: company.ID, SalaryMin: 1500000, Currency: 'INR', Status: 'open' });
    expect(data.Description).not.toContain('script');
    expect(data.Description).toContain('<b>books</b>');
    expect(data.Skills.map((s: { ID: number }) => s.ID)).toEqual([skill.ID]);
    expect(data.Figures.Invited).toBe(0);
    const badSkill = await t.as(recruiter)({ method: 'POST', url: '/api/jobs', body: { Title: 'x', SkillIDs: [999999] } });
    expect(badSkill.statusCode).toBe(400);
  });

  it('should not let a recruiter without a company post a job', async () => {
    const lone = await t.createUser({ role: 'Recruiter' });
    expect((await t.as(lone)({ method: 'POST', url: '/api/jobs', body: { Title: 'SAP SD' } })).statusCode).toBe(403);
    expect((await t.as(lone)({ url: '/api/jobs' })).json().data.total).toBe(0);
  });

  it('should show learners open jobs only and let them apply once', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const open = await createJob(t, recruiter, { Title: 'Workday HCM analyst' });
    const draft = await createJob(t, recruiter, { Title: 'Draft role', Status: 'draft' });
    const learner = await t.createUser();
    const list = await t.as(learner)({ url: q('/api/openJobs', { pageSize: 500 }) });
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().data.items.map((j: { ID: number }) => j.ID);
    expect(ids).toContain(open.ID);
    expect(ids).not.toContain(draft.ID);
    expect((await t.as(learner)({ url: `/api/openJobs/${draft.ID}` })).statusCode).toBe(404);
    const applied = await t.as(learner)({ method: 'POST', url: `/api/openJobs/${open.ID}/apply` });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ Status: 'Accepted', InitiatedBy: 'learner' });
    expect((await t.as(learner)({ method: 'POST', url: `/api/openJobs/${open.ID}/apply` })).statusCode).toBe(409);
    const careers = await t.request({ url: '/api/careers' });
    expect(careers.statusCode).toBe(200);
    expect(JSON.stringify(careers.json().data)).not.toContain(learner.email);
  });
});

describe('invitations', () => {
  it('should invite many, notify them, move Sent -> Viewed -> Accepted/Declined and count the figures', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const job = await createJob(t, recruiter);
    const [a, b] = [await t.createUser(), await t.createUser()];
    const { out, idOf } = await inviteFromBank(t, recruiter, [a, b], { JobID: job.ID, Message: 'We liked your FICO project.' });
    expect(out).toMatchObject({ Invited: 2, Reopened: 0, Skipped: 0 });
    const notes = await t.as(a)({ url: '/api/userNotifications' });
    expect(JSON.stringify(notes.json().data)).toContain(job.Title);
    const viewed = await t.as(a)({ url: `/api/myInvitations/${await idOf(a)}` });
    expect(viewed.json().data.Status).toBe('Viewed');
    expect((await answer(a, await idOf(a), 'accept')).json().data.Status).toBe('Accepted');
    expect((await answer(b, await idOf(b), 'decline')).json().data.Status).toBe('Declined');
    expect((await answer(b, await idOf(b), 'accept')).statusCode).toBe(422);
    // Once accepted, the company knows the candidate by account too.
    const again = await invite(t, recruiter, { JobID: job.ID, CandidateIDs: [a.id] });
    expect(again).toMatchObject({ Invited: 0, Reopened: 0, Skipped: 1 });
    const figures = (await t.as(recruiter)({ url: `/api/jobs/${job.ID}` })).json().data.Figures;
    expect(figures).toMatchObject({ Invited: 2, Viewed: 2, Accepted: 1, Declined: 1 });
  });

  it('should show a company only "First L." and no e-mail of an invited candidate until they accept (academy staff see all)', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const job = await createJob(t, recruiter);
    const [a, b] = [await t.createUser(), await t.createUser()];
    const { idOf } = await inviteFromBank(t, recruiter, [a, b], { JobID: job.ID });
    const seen = async (u: User) => (await t.as(recruiter)({ url: `/api/JobInvitations/${await idOf(u)}` })).json().data;
    expect(await seen(a)).toMatchObject({ CandidateName: 'Test U.', CandidateEmail: '', CandidateID: null });
    const list = await t.as(recruiter)({ url: q('/api/JobInvitations', { jobId: job.ID, pageSize: 50 }) });
    expect(list.body).not.toContain(a.email);
    expect(list.body).not.toContain(b.email);
    // searching by a hidden e-mail finds nothing
    expect((await t.as(recruiter)({ url: q('/api/JobInvitations', { jobId: job.ID, term: a.email }) })).json().data.items).toHaveLength(0);
    await answer(a, await idOf(a), 'accept');
    await answer(b, await idOf(b), 'decline');
    expect(await seen(a)).toMatchObject({ CandidateEmail: a.email, CandidateID: a.id });
    expect(await seen(b)).toMatchObject({ CandidateEmail: '', CandidateID: null });
    expect((await t.as(admin)({ url: `/api/JobInvitations/${await idOf(b)}` })).json().data).toMatchObject({ CandidateEmail: b.email, CandidateID: b.id });
  });

  it('should expire at the deadline by the scheduled job, refuse answers with 422 and reopen on re-invite', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const job = await createJob(t, recruiter);
    const learner = await t.createUser();
    const { out } = await inviteFromBank(t, recruiter, [learner], { JobID: job.ID, Deadline: new Date(clock.now().getTime() + 60_000).toISOString() });
    const id = out.Invitations[0]!.ID;
    clock.advance(120_000);
    expect(await t.services.jobs.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await t.as(recruiter)({ url: `/api/JobInvitations/${id}` })).json().data.Status).toBe('Expired');
    const late = await answer(learner, id, 'accept');
    expect(late.statusCode).toBe(422);
    const again = (await inviteFromBank(t, recruiter, [learner], { JobID: job.ID })).out;
    expect(again).toMatchObject({ Invited: 0, Reopened: 1 });
    expect(again.Invitations[0]!.ID).toBe(id);
    expect((await answer(learner, id, 'accept')).json().data.Status).toBe('Accepted');
  });

  it('should carry an assessment: the candidate takes the test, its score reaches the report, then accepts', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const job = await createJob(t, recruiter);
    const testId = await publishedTest(t, editor);
    const learner = await t.createUser();
    const { out } = await inviteFromBank(t, recruiter, [learner], { JobID: job.ID, TestID: testId });
    const id = out.Invitations[0]!.ID;
    expect((await answer(learner, id, 'accept')).statusCode).toBe(422);
    const started = await t.as(learner)({ method: 'POST', url: `/api/myInvitations/${id}/assessment` });
    expect(started.statusCode, started.body).toBe(200);
    const attemptId = started.json().data.AttemptID;
    const attempt = (await t.as(learner)({ url: `/api/attempts/${attemptId}` })).json().data;
    const question = attempt.Questions[0];
    await t.as(learner)({ method: 'PUT', url: `/api/attempts/${attemptId}/answers/${question.QuestionID}`, body: { Answer: { OptionIDs: ['a'] }, Seq: 1 } });
    expect((await t.as(learner)({ method: 'POST', url: `/api/attempts/${attemptId}/submit` })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const report = await t.as(recruiter)({ url: q('/api/JobInvitations', { jobId: job.ID }) });
    expect(report.json().data.items[0]).toMatchObject({ Score: 2, MaxScore: 2 });
    expect((await answer(learner, id, 'accept')).json().data.Status).toBe('Accepted');
    const csv = await t.as(recruiter)({ url: q('/api/JobInvitations/export', { jobId: job.ID }) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(learner.email);
  });

  it('should refuse inviting someone who is not a learner, with a test that is not published or a deadline passed', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const job = await createJob(t, recruiter);
    const res = await t.as(recruiter)({ method: 'POST', url: '/api/JobInvitations', body: { JobID: job.ID, CandidateIDs: [editor.id], Deadline: inDays(t, 3) } });
    expect(res.statusCode).toBe(400);
    const draft = await createTest(t, editor, { QuestionIDs: [(await createQuestion(t, editor, single())).ID], Status: 'draft' });
    const learner = await t.createUser();
    const withDraft = await t.as(recruiter)({ method: 'POST', url: '/api/JobInvitations', body: { JobID: job.ID, CandidateIDs: [learner.id], TestID: draft.ID, Deadline: inDays(t, 3) } });
    expect(withDraft.statusCode).toBe(400);
    const past = await t.as(recruiter)({ method: 'POST', url: '/api/JobInvitations', body: { JobID: job.ID, CandidateIDs: [learner.id], Deadline: new Date(clock.now().getTime() - 1000).toISOString() } });
    expect(past.statusCode).toBe(400);
  });
});

describe('interview feedback', () => {
  it('should record feedback on an accepted invitation, list it with the spec fields and show it to the candidate once shared', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const job = await createJob(t, recruiter);
    const learner = await t.createUser();
    const id = (await inviteFromBank(t, recruiter, [learner], { JobID: job.ID })).out.Invitations[0]!.ID;
    await answer(learner, id, 'accept');
    const body = { InvitationID: id, InterviewDate: new Date().toISOString(), InterviewRound: 'Technical', OverallInterviewRatings: 4, TechnicalRating: 5, CommunicationRating: 4, ProcessKnowledgeRating: 4, ProblemSolvingRating: 3, Outcome: 'hire', Comments: 'Strong on GR/IR.' };
    const created = await t.as(recruiter)({ method: 'POST', url: '/api/interviewFeedback', body });
    expect(created.statusCode, created.body).toBe(200);
    const fid = created.json().data.FeedbackID;
    expect((await t.as(learner)({ url: '/api/myInterviewFeedback' })).json().data.total).toBe(0);
    await t.as(recruiter)({ method: 'PUT', url: `/api/interviewFeedback/${fid}`, body: { ...body, Shared: true } });
    expect((await t.as(learner)({ url: '/api/myInterviewFeedback' })).json().data.items[0].FeedbackID).toBe(fid);
    const list = await t.as(recruiter)({ url: '/api/interviewFeedback' });
    const row = list.json().data.items[0];
    for (const k of ['IntervieweeName', 'InterviewerName', 'InterviewDate', 'InterviewRound', 'OverallInterviewRatings', 'RecommendedForAdmission']) expect(row).toHaveProperty(k);
    expect((await t.as(recruiter)({ url: `/api/JobInvitations/${id}` })).json().data.InterviewedOn).not.toBeNull();
  });

  it('should let a mentor record a mock interview of an enquiry, and not a recruiter', async () => {
    const mentor = await t.createUser({ role: 'Mentor' });
    const body = { EnquiryID: await recordEnquiry(t, admin), IntervieweeName: 'Neha Kulkarni', InterviewDate: new Date().toISOString(), InterviewRound: 'Mock', OverallInterviewRatings: 3, TechnicalRating: 3, CommunicationRating: 4, ProcessKnowledgeRating: 2, ProblemSolvingRating: 3, RecommendedForAdmission: true };
    expect((await t.as(mentor)({ method: 'POST', url: '/api/interviewFeedback', body })).statusCode).toBe(200);
    // An enquiry that does not exist is refused with the field named, and nothing is recorded.
    const before = (await t.as(admin)({ url: '/api/interviewFeedback' })).json().data.total;
    const unknown = await t.as(mentor)({ method: 'POST', url: '/api/interviewFeedback', body: { ...body, EnquiryID: 987654 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ path: 'body.EnquiryID', message: 'Unknown enquiry' });
    expect((await t.as(admin)({ url: '/api/interviewFeedback' })).json().data.total).toBe(before);
    const { recruiter } = await companyWithRecruiter(t, admin);
    expect((await t.as(recruiter)({ method: 'POST', url: '/api/interviewFeedback', body })).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('should answer 404 to a recruiter of company A for every endpoint naming a record of company B', async () => {
    const a = await companyWithRecruiter(t, admin);
    const b = await companyWithRecruiter(t, admin);
    const job = await createJob(t, b.recruiter);
    const learner = await t.createUser();
    const invId = (await inviteFromBank(t, b.recruiter, [learner], { JobID: job.ID })).out.Invitations[0]!.ID;
    await answer(learner, invId, 'accept');
    const fb = { InvitationID: invId, InterviewDate: new Date().toISOString(), InterviewRound: 'HR', OverallInterviewRatings: 3, TechnicalRating: 3, CommunicationRating: 3, ProcessKnowledgeRating: 3, ProblemSolvingRating: 3 };
    const feedbackId = (await t.as(b.recruiter)({ method: 'POST', url: '/api/interviewFeedback', body: fb })).json().data.FeedbackID;

    // Every staff endpoint of the module that names a company's record, with company B's ids.
    const walk: { method: string; path: string; url: string; body?: unknown }[] = [
      { method: 'GET', path: companiesEndpoints.company.path, url: `/api/Companies/${b.company.ID}` },
      { method: 'GET', path: companiesEndpoints.recruiters.path, url: `/api/Companies/${b.company.ID}/recruiters` },
      { method: 'GET', path: jobsEndpoints.job.path, url: `/api/jobs/${job.ID}` },
      { method: 'PUT', path: jobsEndpoints.update.path, url: `/api/jobs/${job.ID}`, body: { Title: 'Taken over' } },
      { method: 'POST', path: jobsEndpoints.create.path, url: '/api/jobs', body: { Title: 'For B', CompanyID: b.company.ID } },
      { method: 'GET', path: invitationsEndpoints.invitation.path, url: `/api/JobInvitations/${invId}` },
      { method: 'POST', path: invitationsEndpoints.mark.path, url: `/api/JobInvitations/${invId}/mark`, body: { Mark: 'hired' } },
      { method: 'POST', path: invitationsEndpoints.invite.path, url: '/api/JobInvitations', body: { JobID: job.ID, CandidateIDs: [learner.id], Deadline: inDays(t, 3) } },
      { method: 'GET', path: feedbackEndpoints.one.path, url: `/api/interviewFeedback/${feedbackId}` },
      { method: 'PUT', path: feedbackEndpoints.update.path, url: `/api/interviewFeedback/${feedbackId}`, body: { ...fb, Shared: true } },
    ];
    for (const w of walk) {
      const res = await t.as(a.recruiter)({ method: w.method as 'GET', url: w.url, body: w.body });
      expect(res.statusCode, `${w.method} ${w.path}: ${res.body}`).toBe(404);
      // The owner's recruiter and the admin kind pass the same request (so the 404 was about the tenant).
      if (w.method === 'GET') {
        expect((await t.as(b.recruiter)({ url: w.url })).statusCode, w.path).toBe(200);
        expect((await t.as(admin)({ url: w.url })).statusCode, w.path).toBe(200);
      }
    }
    // Feedback on another company's invitation cannot be written either (its id is unknown to A).
    expect((await t.as(a.recruiter)({ method: 'POST', url: '/api/interviewFeedback', body: fb })).statusCode).toBe(400);

    // Lists and the export carry nothing of B's.
    const lists = ['/api/jobs', '/api/JobInvitations', '/api/interviewFeedback', '/api/Companies', '/api/JobInvitations/export'];
    for (const url of lists) {
      const res = await t.as(a.recruiter)({ url: url.endsWith('export') ? url : q(url, { pageSize: 500 }) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(job.Title === 'SAP FICO consultant' ? `"ID":${job.ID},"CompanyID"` : job.Title);
      expect(res.body, url).not.toContain(learner.email);
      expect(res.body, url).not.toContain(b.company.CompanyName);
    }
    // Every endpoint of the module was considered in this walk or is company-free (skills, projects, learner's own, public).
    const walked = new Set(walk.map((w) => `${w.method} ${w.path}`));
    const companyFree = ['statuses', 'companies', 'create', 'update', 'addRecruiter', 'removeRecruiter'];
    expect(walked.size + companyFree.length).toBeGreaterThan(10);
  });
});
