import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { companyWithRecruiter, createJob, createSkill, inDays, invite, type User } from './jobs-factories.ts';

/** Jobs and the resume bank: picking candidates from the bank ranked by a job's skills, unmasking on accept, matching open jobs. */
let t: TestApp;
let admin: User;
const q = (url: string, params: Record<string, string | number>) => `${url}?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])))}`;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(() => t?.close());

/** A learner's resume with these skills, masked (last name, e-mail, mobile) as a new resume is. */
async function resumeOf(u: User, first: string, last: string, skills: string[]) {
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
  ok(await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: first, LastName: last, ProfileHeadline: `ERP consultant ${tag}`, CurrentCity: 'Pune', CurrentCountry: 'India' } }));
  ok(await t.as(u)({
    method: 'PUT', url: '/api/ResumeBuilder/ContactInfo',
    body: { EmailID: `${last.toLowerCase()}.${tag}@example.com`, MobileNumberCountryCode: '+91', MobileNumber: '98450 12345', Relocation: true, Travel: false, NightShift: false, Skills: skills, Languages: ['English'] },
  }));
  const res = await t.as(u)({ url: '/api/ResumeBuilder' });
  return res.json().data.ID as number;
}

const resumeIdOf = async (u: User) => (await t.as(u)({ url: '/api/ResumeBuilder' })).json().data.ID as number;

describe('candidates from the resume bank', () => {
  it('should rank the bank by the job\'s skills (name, synonym or module), mask names and e-mails, and leave out unverified accounts', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const gl = await createSkill(t, admin, { Module: `FI-GL-${tag}`, Name: `General Ledger ${tag}`, Synonyms: [`GL ${tag}`] });
    const aa = await createSkill(t, admin, { Module: `FI-AA-${tag}`, Name: `Asset Accounting ${tag}` });
    const job = await createJob(t, recruiter, { SkillIDs: [gl.ID, aa.ID] });
    const [both, one, none, unverified] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser({ emailVerified: false })];
    await resumeOf(both, 'Anita', `Both${tag}`, [`gl ${tag}`, `FI-AA-${tag}`]); // a synonym and a module
    await resumeOf(one, 'Rahul', `One${tag}`, [`General Ledger ${tag}`, 'Excel']);
    await resumeOf(none, 'Sara', `None${tag}`, ['Workday HCM']);
    const unverifiedResume = await resumeOf(unverified, 'Uma', `Unverified${tag}`, [`General Ledger ${tag}`, `Asset Accounting ${tag}`]);

    const res = await t.as(recruiter)({ url: q('/api/jobCandidates', { jobId: job.ID, q: tag, pageSize: 50 }) });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as { ID: number | null; ResumeID: number; Name: string; Email: string; Match: number; Unmasked: boolean }[];
    const resumeIds = { both: await resumeIdOf(both), one: await resumeIdOf(one), none: await resumeIdOf(none) };
    expect(items.map((c) => c.ResumeID)).toEqual([resumeIds.both, resumeIds.one, resumeIds.none]);
    // A masked candidate's account id is not given out: it names them through their public profile.
    expect(items.map((c) => c.ID)).toEqual([null, null, null]);
    // Academy staff pick by account as well.
    const staffView = (await t.as(admin)({ url: q('/api/jobCandidates', { jobId: job.ID, q: tag, pageSize: 50 }) })).json().data.items as { ID: number }[];
    expect(staffView.map((c) => c.ID)).toEqual([both.id, one.id, none.id]);
    expect(items.map((c) => c.Match)).toEqual([2, 1, 0]);
    expect(items[0]).toMatchObject({ Name: 'Anita', Email: '', Unmasked: false });
    expect(res.body).not.toContain(`Both${tag}`);
    expect(res.body).not.toContain(`Unverified${tag}`);
    // The bank's own filters apply (a skill), and the bank itself leaves the unverified account out too.
    const bySkill = (await t.as(recruiter)({ url: q('/api/jobCandidates', { skill: `General Ledger ${tag}` }) })).json().data.items.map((c: { ResumeID: number }) => c.ResumeID);
    // The skill's synonym in the ERP skill database counts too ("both" wrote `gl <tag>`).
    expect([...bySkill].sort()).toEqual([resumeIds.both, resumeIds.one].sort());
    const bank = await t.as(recruiter)({ url: q('/api/Others/ResumeBank', { q: tag, pageSize: 50 }) });
    expect(bank.body).not.toContain('Uma');
    expect((await t.as(recruiter)({ url: `/api/Others/ResumeBank/${unverifiedResume}` })).statusCode).toBe(404);
    expect((await t.as(recruiter)({ method: 'POST', url: `/api/Others/ResumeBank/${unverifiedResume}/unmask`, body: { Message: 'Hello' } })).statusCode).toBe(404);

    // The picked candidates are invited by their resume; the invitations do not name their accounts either.
    const out = await invite(t, recruiter, { JobID: job.ID, ResumeIDs: items.slice(0, 2).map((c) => c.ResumeID) });
    expect(out.Invited).toBe(2);
    expect(out.Invitations.map((i) => i.CandidateID)).toEqual([null, null]);
    const listed = (await t.as(recruiter)({ url: q('/api/JobInvitations', { jobId: job.ID }) })).json().data.items as { CandidateID: number | null }[];
    expect(listed.map((i) => i.CandidateID)).toEqual([null, null]);
    // An account id the company was never shown is refused (ids 1..N would read every learner's first name), and so
    // is a resume outside the bank.
    const byAccount = await t.as(recruiter)({ method: 'POST', url: '/api/JobInvitations', body: { JobID: job.ID, CandidateIDs: [none.id], Deadline: inDays(t, 7) } });
    expect(byAccount.statusCode).toBe(400);
    const outside = await t.as(recruiter)({ method: 'POST', url: '/api/JobInvitations', body: { JobID: job.ID, ResumeIDs: [unverifiedResume], Deadline: inDays(t, 7) } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].path).toBe('body.ResumeIDs');
  });

  it('should answer 404 for another company\'s job, 403 to a learner and 400 to a bad filter', async () => {
    const a = await companyWithRecruiter(t, admin);
    const b = await companyWithRecruiter(t, admin);
    const jobB = await createJob(t, b.recruiter);
    expect((await t.as(a.recruiter)({ url: q('/api/jobCandidates', { jobId: jobB.ID }) })).statusCode).toBe(404);
    expect((await t.as(b.recruiter)({ url: q('/api/jobCandidates', { jobId: jobB.ID }) })).statusCode).toBe(200);
    expect((await t.as(admin)({ url: q('/api/jobCandidates', { jobId: jobB.ID }) })).statusCode).toBe(200);
    expect((await t.as(await t.createUser())({ url: '/api/jobCandidates' })).statusCode).toBe(403);
    const bad = await t.as(a.recruiter)({ url: q('/api/jobCandidates', { jobId: 'x', minYears: 99 }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['querystring.jobId', 'querystring.minYears']);
  });
});

describe('unmasking on accept', () => {
  it('should unmask a candidate who accepted or applied to a company\'s job for that company\'s recruiters only', async () => {
    const a = await companyWithRecruiter(t, admin);
    const b = await companyWithRecruiter(t, admin);
    const jobA = await createJob(t, a.recruiter);
    const [accepts, applies] = [await t.createUser(), await t.createUser()];
    const acceptsResume = await resumeOf(accepts, 'Kavya', `Accepts${tag}`, ['SAP MM']);
    const appliesResume = await resumeOf(applies, 'Vikram', `Applies${tag}`, ['SAP SD']);
    const emailOf = (last: string) => `${last.toLowerCase()}.${tag}@example.com`;
    const read = (u: User, id: number) => t.as(u)({ url: `/api/Others/ResumeBank/${id}` });

    expect((await read(a.recruiter, acceptsResume)).body).not.toContain(emailOf(`Accepts${tag}`));
    const inv = (await invite(t, a.recruiter, { JobID: jobA.ID, ResumeIDs: [acceptsResume] })).Invitations[0]!.ID;
    // Invited but not yet accepted: still masked.
    expect((await read(a.recruiter, acceptsResume)).json().data.UnmaskStatus).toBe('None');
    expect((await t.as(accepts)({ method: 'POST', url: `/api/myInvitations/${inv}/respond`, body: { Answer: 'accept' } })).statusCode).toBe(200);
    expect((await t.as(applies)({ method: 'POST', url: `/api/openJobs/${jobA.ID}/apply` })).statusCode).toBe(200);

    for (const [resumeId, last] of [[acceptsResume, `Accepts${tag}`], [appliesResume, `Applies${tag}`]] as const) {
      // Company A's recruiters (the inviter, and a second one attached later) see the full resume, in the read and the search.
      const second = await t.createUser({ role: 'Recruiter' });
      expect((await t.as(admin)({ method: 'POST', url: `/api/Companies/${a.company.ID}/recruiters`, body: { UserID: second.id } })).statusCode).toBe(200);
      for (const r of [a.recruiter, second]) {
        const full = await read(r, resumeId);
        expect(full.json().data).toMatchObject({ UnmaskStatus: 'Accepted' });
        expect(full.body).toContain(emailOf(last));
        expect(full.body).toContain(last);
        const row = (await t.as(r)({ url: q('/api/Others/ResumeBank', { q: tag, pageSize: 50 }) })).json().data.items.find((x: { ID: number }) => x.ID === resumeId);
        expect(row).toMatchObject({ Unmasked: true, FullName: expect.stringContaining(last) });
        const picked = (await t.as(r)({ url: q('/api/jobCandidates', { q: tag, pageSize: 50 }) })).json().data.items.find((x: { ResumeID: number }) => x.ResumeID === resumeId);
        expect(picked).toMatchObject({ Unmasked: true, Email: emailOf(last) });
      }
      // Company B's recruiter, and a recruiter of no company, still see it masked.
      for (const r of [b.recruiter, await t.createUser({ role: 'Recruiter' })]) {
        const masked = await read(r, resumeId);
        expect(masked.statusCode).toBe(200);
        expect(masked.body).not.toContain(emailOf(last));
        expect(masked.body).not.toContain(last);
        const bank = await t.as(r)({ url: q('/api/Others/ResumeBank', { q: tag, pageSize: 50 }) });
        expect(bank.body).not.toContain(last);
      }
    }
  });

  it('should keep a declined invitation masked', async () => {
    const a = await companyWithRecruiter(t, admin);
    const job = await createJob(t, a.recruiter);
    const u = await t.createUser();
    const id = await resumeOf(u, 'Neel', `Declines${tag}`, ['Oracle GL']);
    const inv = (await invite(t, a.recruiter, { JobID: job.ID, ResumeIDs: [id] })).Invitations[0]!.ID;
    await t.as(u)({ method: 'POST', url: `/api/myInvitations/${inv}/respond`, body: { Answer: 'decline' } });
    const read = await t.as(a.recruiter)({ url: `/api/Others/ResumeBank/${id}` });
    expect(read.body).not.toContain(`Declines${tag}`);
  });
});

describe('open jobs matched to the learner\'s resume', () => {
  it('should put the jobs needing the learner\'s skills first, count the match and filter to matching ones', async () => {
    const { recruiter } = await companyWithRecruiter(t, admin);
    const mm = await createSkill(t, admin, { Product: 'SAP', Track: 'Logistics', Module: `MM-${tag}`, Name: `Purchasing ${tag}` });
    const pp = await createSkill(t, admin, { Product: 'SAP', Track: 'Logistics', Module: `PP-${tag}`, Name: `MRP ${tag}` });
    const two = await createJob(t, recruiter, { Title: `MM and PP lead ${tag}`, SkillIDs: [mm.ID, pp.ID] });
    const one = await createJob(t, recruiter, { Title: `MM buyer ${tag}`, SkillIDs: [mm.ID] });
    const zero = await createJob(t, recruiter, { Title: `Unrelated ${tag}` });
    const learner = await t.createUser();
    await resumeOf(learner, 'Priya', `Learner${tag}`, [`Purchasing ${tag}`, `PP-${tag}`]);
    const listRes = await t.as(learner)({ url: q('/api/openJobs', { pageSize: 500 }) });
    expect(listRes.statusCode, listRes.body).toBe(200);
    const list = listRes.json().data.items as { ID: number; Match: number }[];
    const ours = list.filter((j) => [two.ID, one.ID, zero.ID].includes(j.ID));
    expect(ours.map((j) => [j.ID, j.Match])).toEqual([[two.ID, 2], [one.ID, 1], [zero.ID, 0]]);
    expect(list.findIndex((j) => j.ID === one.ID)).toBeLessThan(list.findIndex((j) => j.Match === 0));
    const matching = (await t.as(learner)({ url: q('/api/openJobs', { matching: 'true', pageSize: 500 }) })).json().data.items as { ID: number; Match: number }[];
    expect(matching.every((j) => j.Match > 0)).toBe(true);
    expect(matching.map((j) => j.ID)).toEqual(expect.arrayContaining([two.ID, one.ID]));
    expect(matching.map((j) => j.ID)).not.toContain(zero.ID);
    expect((await t.as(learner)({ url: `/api/openJobs/${two.ID}` })).json().data.Match).toBe(2);
    // Without a resume every job matches nothing; the careers page carries no match.
    const fresh = (await t.as(await t.createUser())({ url: q('/api/openJobs', { pageSize: 500 }) })).json().data.items as { Match: number }[];
    expect(fresh.every((j) => j.Match === 0)).toBe(true);
    expect((await t.request({ url: '/api/careers' })).body).not.toContain('"Match"');
  });
});
