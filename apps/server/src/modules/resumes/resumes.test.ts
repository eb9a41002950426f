import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumesEndpoints } from '@app/contracts/resumes.endpoints';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let learner: User;
let other: User;
let recruiter: User;
let recruiter2: User;
let admin: User;

const SECRET = {
  LastName: 'Zyxwvutsrq',
  EmailID: 'hidden.candidate.q7@example.com',
  MobileNumber: '98450 12345',
  LinkedIn: 'https://www.linkedin.com/in/secret-profile-q7',
  ProjectName: 'Project Kestrel Secret Rollout',
};

async function fillResume(u: User) {
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
  ok(await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: 'Meera', LastName: SECRET.LastName, ProfileHeadline: 'SAP FICO consultant, S/4HANA migrations', CurrentCity: 'Pune', CurrentState: 'Maharashtra', CurrentCountry: 'India' } }));
  ok(await t.as(u)({
    method: 'PUT', url: '/api/ResumeBuilder/ContactInfo',
    body: {
      EmailID: SECRET.EmailID, MobileNumberCountryCode: '+91', MobileNumber: SECRET.MobileNumber, LinkedInProfileLink: SECRET.LinkedIn,
      Relocation: true, Travel: true, NightShift: false, Skills: ['SAP FICO', 'S/4HANA', 'Asset Accounting'], Languages: ['English', 'Hindi', 'Marathi'],
    },
  }));
  ok(await t.as(u)({
    method: 'PUT', url: '/api/ResumeBuilder/Experiences',
    body: { Items: [
      { Designation: 'Senior FICO Consultant', Company: 'Infosys', Location: 'Pune', StartDate: '2021-04', EndDate: 'present', Description: 'Led general ledger and asset accounting for a brownfield S/4HANA conversion.' },
      { Designation: 'FICO Consultant', Company: 'Wipro', StartDate: '2017-07', EndDate: '2021-03', Description: 'Accounts payable and bank reconciliation rollouts.' },
    ] },
  }));
  ok(await t.as(u)({
    method: 'PUT', url: '/api/ResumeBuilder/ProjectExperience',
    body: { Items: [{ ProjectName: SECRET.ProjectName, Client: 'A steel maker', Role: 'FI lead', ERPProduct: 'SAP S/4HANA', StartDate: '2022-01', EndDate: '2023-06', Description: 'Kestrelwing consolidation of twelve company codes.' }] },
  }));
  const masked = await t.as(u)({
    method: 'PUT', url: '/api/ResumeBuilder/Masking',
    body: { Masking: true, MaskedFields: { LastName: true, EmailID: true, MobileNumber: true, LinkedProfileLink: true, ProjectName: true } },
  });
  ok(masked);
  return masked.json().data as { ID: number };
}

/** Fails when any secret value occurs anywhere in the answer. */
function expectNoSecrets(body: string, where: string) {
  for (const [field, value] of Object.entries(SECRET)) {
    expect(body.includes(value), `${field} leaked in ${where}`).toBe(false);
  }
  expect(body.toLowerCase().includes(SECRET.LastName.toLowerCase()), `LastName leaked in ${where}`).toBe(false);
  // Nor a way back to the full name: the account id (public profiles name it) or a certificate's verification page.
  expect(body, `UserID in ${where}`).not.toMatch(/"UserID":/);
  expect(body, `verification link in ${where}`).not.toMatch(/certificates\/verify/);
}

let resumeId: number;

beforeAll(async () => {
  t = await createTestApp();
  [learner, other, recruiter, recruiter2, admin] = await Promise.all([
    t.createUser({ role: 'Trainee' }), t.createUser({ role: 'Trainee' }), t.createUser({ role: 'Recruiter' }), t.createUser({ role: 'Recruiter' }),
    t.createUser({ role: 'Admin' }),
  ]);
  resumeId = (await fillResume(learner)).ID;
});
afterAll(() => t.close());

describe('GET /api/ResumeBuilder', () => {
  it('should start the resume with the account name and answer every section', async () => {
    const res = await t.as(other)({ url: '/api/ResumeBuilder' });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r.PersonalInfo.FirstName).toBe('Test');
    expect(r.ContactInfo.EmailID).toBe(other.email);
    for (const k of ['Experiences', 'EducationCertifications', 'Certifications', 'ProjectExperience', 'VerifiedCredentials']) expect(r[k]).toEqual([]);
    expect(r.isEditable).toBe(true);
  });
  it('should answer one section with ?action=', async () => {
    const res = await t.as(learner)({ url: '/api/ResumeBuilder?action=Experiences' });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(Object.keys(r).sort()).toEqual(['Experiences', 'ID', 'Progress']);
    expect(r.Experiences.map((e: { Company: string }) => e.Company)).toEqual(['Infosys', 'Wipro']);
    expect((await t.as(learner)({ url: '/api/ResumeBuilder?action=Nope' })).statusCode).toBe(400);
  });
  it('should count the progress of filled sections and the years of experience', async () => {
    const r = (await t.as(learner)({ url: '/api/ResumeBuilder' })).json().data;
    expect(r.Progress).toBe(63); // 5 of 8 parts
    expect(r.ExperienceYears).toBeGreaterThan(5);
  });
});

describe('PUT /api/ResumeBuilder/{section}', () => {
  it('should refuse an end date before the start date and accept "present"', async () => {
    const bad = await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/Experiences', body: { Items: [{ Designation: 'MM Consultant', Company: 'TCS', StartDate: '2022-05', EndDate: '2021-01' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('EndDate');
    const good = await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/Experiences', body: { Items: [{ Designation: 'MM Consultant', Company: 'TCS', StartDate: '2022-05', EndDate: 'present' }] } });
    expect(good.statusCode, good.body).toBe(200);
  });
  it('should keep entry IDs on edit, give new ones, remove left-out entries and keep the order sent (reorder)', async () => {
    const first = (await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/EducationCertifications', body: { Items: [{ Degree: 'B.Com', Institution: 'Pune University' }, { Degree: 'MBA Finance', Institution: 'Symbiosis' }] } })).json().data;
    const [a, b] = first.EducationCertifications;
    const second = await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/EducationCertifications', body: { Items: [{ ...b, Grade: 'A' }, { Degree: 'CA Inter', Institution: 'ICAI' }] } });
    expect(second.statusCode, second.body).toBe(200);
    const list = second.json().data.EducationCertifications;
    expect(list.map((e: { ID: number }) => e.ID)[0]).toBe(b.ID);
    expect(list[0].Grade).toBe('A');
    expect(list.map((e: { ID: number }) => e.ID)).not.toContain(a.ID);
    const foreign = await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/EducationCertifications', body: { Items: [{ ID: 999999, Degree: 'X', Institution: 'Y' }] } });
    expect(foreign.statusCode).toBe(400);
  });
  it('should sanitize the cover letter', async () => {
    const res = await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/OtherInfo', body: { CoverLetter: '<p>Hello <b>team</b><script>alert(1)</script><img src=x onerror=alert(2)></p>' } });
    expect(res.statusCode, res.body).toBe(200);
    const html = res.json().data.OtherInfo.CoverLetter;
    expect(html).toContain('<b>team</b>');
    expect(html).not.toMatch(/script|onerror/);
  });
  it('should refuse a phone number that is not valid for its country code', async () => {
    const res = await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/ContactInfo', body: { MobileNumberCountryCode: '+91', MobileNumber: '12' } });
    expect(res.statusCode).toBe(400);
  });
  it('should refuse staff edits without resumes.manage and record UpdatedByUserName with it', async () => {
    expect((await t.as(recruiter)({ method: 'PUT', url: `/api/Others/AllResumes/${resumeId}`, body: { PersonalInfo: { FirstName: 'X' } } })).statusCode).toBe(403);
    expect((await t.as(other)({ method: 'PUT', url: `/api/Others/AllResumes/${resumeId}`, body: { PersonalInfo: { FirstName: 'X' } } })).statusCode).toBe(403);
    const res = await t.as(admin)({ method: 'PUT', url: `/api/Others/AllResumes/${resumeId}`, body: { OtherInfo: { CoverLetter: '<p>Ready to join at 30 days notice.</p>' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.UpdatedByUserName).toMatch(/Test User/);
    const rows = (await t.as(admin)({ url: '/api/Others/AllResumes?pageSize=500' })).json().data.items;
    expect(rows.find((r: { ID: number }) => r.ID === resumeId)).toMatchObject({ UpdatedByUserName: expect.stringMatching(/Test User/), FullName: `Meera ${SECRET.LastName}` });
  });
});

describe('share links', () => {
  it('should open a masked resume without login, count views, and answer 404 once revoked or expired', async () => {
    const made = await t.as(learner)({ method: 'POST', url: '/api/ResumeBuilder/ShareLinks', body: { Label: 'Deloitte' } });
    expect(made.statusCode, made.body).toBe(200);
    const link = made.json().data;
    expect(link.ResumeID).toMatch(/^[\w-]{24}$/);
    const open = await t.request({ url: `/api/Resume/${link.ResumeID}` });
    expect(open.statusCode, open.body).toBe(200);
    expectNoSecrets(open.body, 'the shared page');
    const shared = open.json().data;
    expect(shared.PersonalInfo.FirstName).toBe('Meera');
    expect(shared.PersonalInfo.LastName).toBeNull();
    expect(shared.Masked).toEqual(['LastName', 'EmailID', 'MobileNumber', 'LinkedProfileLink', 'ProjectName']);
    await t.request({ url: `/api/Resume/${link.ResumeID}` });
    const links = (await t.as(learner)({ url: '/api/ResumeBuilder/ShareLinks' })).json().data;
    expect(links.find((l: { ID: number }) => l.ID === link.ID).ViewCount).toBe(2);
    // Another learner cannot revoke it.
    expect((await t.as(other)({ method: 'DELETE', url: `/api/ResumeBuilder/ShareLinks/${link.ID}` })).statusCode).toBe(404);
    expect((await t.as(learner)({ method: 'DELETE', url: `/api/ResumeBuilder/ShareLinks/${link.ID}` })).statusCode).toBe(200);
    expect((await t.request({ url: `/api/Resume/${link.ResumeID}` })).statusCode).toBe(404);
    // Expiry.
    const soon = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const expiring = (await t.as(learner)({ method: 'POST', url: '/api/ResumeBuilder/ShareLinks', body: { ExpiresOn: soon } })).json().data;
    expect((await t.request({ url: `/api/Resume/${expiring.ResumeID}` })).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000);
    expect((await t.request({ url: `/api/Resume/${expiring.ResumeID}` })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/Resume/not-a-real-link' })).statusCode).toBe(404);
  });
  it('should show the full resume when masking is off', async () => {
    const link = (await t.as(other)({ method: 'POST', url: '/api/ResumeBuilder/ShareLinks', body: {} })).json().data;
    await t.as(other)({ method: 'PUT', url: '/api/ResumeBuilder/Masking', body: { Masking: false, MaskedFields: { LastName: true, EmailID: true, MobileNumber: true, LinkedProfileLink: true, ProjectName: true } } });
    const r = (await t.request({ url: `/api/Resume/${link.ResumeID}` })).json().data;
    expect(r.PersonalInfo.LastName).not.toBeNull();
    expect(r.Masked).toEqual([]);
  });
});

describe('resume bank', () => {
  it('should find the resume by skill, city, years, flags, language and full text, masked', async () => {
    const q = (s: string) => t.as(recruiter)({ url: `/api/Others/ResumeBank?${s}` });
    const find = async (s: string) => {
      const res = await q(s);
      expect(res.statusCode, res.body).toBe(200);
      expectNoSecrets(res.body, `bank ?${s}`);
      return res.json().data.items.map((r: { ID: number }) => r.ID) as number[];
    };
    expect(await find('skill=sap%20fico')).toContain(resumeId);
    expect(await find('skill=SAP%20FICO&city=pune&minYears=5&relocation=true&language=marathi')).toContain(resumeId);
    expect(await find('q=brownfield%20conversion')).toContain(resumeId);
    expect(await find('product=S/4HANA')).toContain(resumeId);
    expect(await find('skill=SAP%20FICO&nightShift=true')).not.toContain(resumeId);
    expect(await find('skill=SAP%20FICO&minYears=20')).not.toContain(resumeId);
    // Masked project names are not searchable (a search must not confirm a hidden value).
    expect(await find('q=Kestrel%20Secret')).not.toContain(resumeId);
    const row = (await q('skill=SAP%20FICO')).json().data.items.find((r: { ID: number }) => r.ID === resumeId);
    expect(row).toMatchObject({ FullName: 'Meera', City: 'Pune', Unmasked: false });
  });
  it('should rank a skill + city + full-text search by relevance, count every match and answer the first page beyond the end', async () => {
    const make = async (FirstName: string, Description: string) => {
      const u = await t.createUser({ role: 'Trainee' });
      const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
      ok(await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName, LastName: 'Rankedlast', ProfileHeadline: 'FICO consultant', CurrentCity: 'Nashik', CurrentState: '', CurrentCountry: 'India' } }));
      ok(await t.as(u)({
        method: 'PUT', url: '/api/ResumeBuilder/ContactInfo',
        body: { EmailID: u.email, MobileNumberCountryCode: '+91', MobileNumber: '98450 00000', LinkedInProfileLink: '', Relocation: false, Travel: false, NightShift: false, Skills: ['SAP FICO'], Languages: ['English'] },
      }));
      ok(await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/Experiences', body: { Items: [{ Designation: 'Consultant', Company: 'TCS', StartDate: '2020-01', EndDate: 'present', Description }] } }));
      return (await t.as(u)({ url: '/api/ResumeBuilder' })).json().data.ID as number;
    };
    const weak = await make('Asha', 'Intercompany reconciliation and one consolidation cycle.');
    const strong = await make('Ravi', 'Group consolidation: consolidation of ledgers, consolidation reporting and the consolidation close.');
    await make('Kiran', 'Payroll only.');
    const page = async (qs: string, q = 'consolidation') => {
      const res = await t.as(recruiter)({ url: `/api/Others/ResumeBank?skill=sap%20fico&city=nashik&q=${q}&${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('Rankedlast');
      return res.json().data as { items: { ID: number; FullName: string; Unmasked: boolean }[]; total: number; pageCount: number; pageIndex: number };
    };
    const first = await page('pageSize=1');
    expect(first).toMatchObject({ total: 2, pageCount: 2, pageIndex: 0, items: [{ ID: strong, FullName: 'Ravi', Unmasked: false }] });
    expect((await page('pageSize=1&pageIndex=1')).items.map((r) => r.ID)).toEqual([weak]);
    expect(await page('pageSize=1&pageIndex=7')).toMatchObject({ total: 2, pageIndex: 0, items: [{ ID: strong }] });
    expect((await page('pageSize=25')).items.map((r) => r.ID)).toEqual([strong, weak]);
    expect(await page('pageSize=25', 'nothingmatchesthis')).toMatchObject({ total: 0, pageCount: 0, items: [] });
  });
  it('should show a resume changed, masked, unmasked for this recruiter, hidden from the bank, added or deleted on the very next ranked search', async () => {
    // Ranked searches (by full-text rank) keep their ranking per instance under the bank's version: every change below
    // must show on the next search, some made through the app, some written straight to the database.
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
    const word = 'qxfreshbank';
    const personal = (FirstName: string, ProfileHeadline: string) => ({ FirstName, LastName: 'Freshlast', ProfileHeadline, CurrentCity: 'Satara', CurrentState: '', CurrentCountry: 'India' });
    const experience = (u: User, Description: string) =>
      t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/Experiences', body: { Items: [{ Designation: 'Consultant', Company: 'TCS', StartDate: '2020-01', EndDate: 'present', Description }] } });
    const make = async (FirstName: string, Description: string) => {
      const u = await t.createUser({ role: 'Trainee' });
      ok(await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: personal(FirstName, 'FICO consultant') }));
      ok(await t.as(u)({
        method: 'PUT', url: '/api/ResumeBuilder/ContactInfo',
        body: { EmailID: u.email, MobileNumberCountryCode: '+91', MobileNumber: '98450 00000', LinkedInProfileLink: '', Relocation: false, Travel: false, NightShift: false, Skills: ['SAP FICO'], Languages: ['English'] },
      }));
      ok(await experience(u, Description));
      return { user: u, id: (await t.as(u)({ url: '/api/ResumeBuilder' })).json().data.ID as number };
    };
    const search = async (who: User = recruiter) => {
      const res = await t.as(who)({ url: `/api/Others/ResumeBank?skill=sap%20fico&city=satara&q=${word}` });
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data as { items: { ID: number; FullName: string; Headline: string; Unmasked: boolean }[]; total: number };
      return { ids: d.items.map((x) => x.ID), total: d.total, rows: d.items };
    };
    const a = await make('Anil', `One ${word} rollout.`);
    const b = await make('Bina', `The ${word} close.`);
    const first = await search();
    expect(first.total).toBe(2);
    expect(first.rows.find((x) => x.ID === a.id)).toMatchObject({ FullName: 'Anil', Headline: 'FICO consultant', Unmasked: false });

    // Changed: a new headline, and a description that now ranks B first.
    ok(await t.as(a.user)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: personal('Anil', 'Treasury lead') }));
    ok(await experience(b.user, `${word} design, ${word} build and the ${word} cutover.`));
    const changed = await search();
    expect(changed.ids).toEqual([b.id, a.id]);
    expect(changed.rows[1]).toMatchObject({ Headline: 'Treasury lead' });
    // Changed so that it no longer matches, then matches again.
    ok(await experience(b.user, 'Payroll only.'));
    expect((await search()).ids).toEqual([a.id]);
    ok(await experience(b.user, `${word} design, ${word} build and the ${word} cutover.`));
    expect((await search()).ids).toEqual([b.id, a.id]);

    // Masking off shows the last name, on again hides it.
    const masking = (u: User, Masking: boolean) => t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/Masking', body: { Masking, MaskedFields: { LastName: true, EmailID: true, MobileNumber: true, LinkedProfileLink: false, ProjectName: false } } });
    ok(await masking(a.user, false));
    expect((await search()).rows.find((x) => x.ID === a.id)).toMatchObject({ FullName: 'Anil Freshlast', Unmasked: false });
    ok(await masking(a.user, true));
    const masked = await search();
    expect(masked.rows.find((x) => x.ID === a.id)).toMatchObject({ FullName: 'Anil' });
    expect(JSON.stringify(masked.rows)).not.toContain('Freshlast');

    // Unmasked for this recruiter (the candidate accepts their request), and for them only.
    ok(await t.as(recruiter)({ method: 'POST', url: `/api/Others/ResumeBank/${a.id}/unmask`, body: { Message: '' } }));
    const asked = (await t.as(a.user)({ url: '/api/ResumeBuilder/UnmaskRequests' })).json().data as { ID: number }[];
    ok(await t.as(a.user)({ method: 'POST', url: `/api/ResumeBuilder/UnmaskRequests/${asked[0]!.ID}`, body: { Accept: true } }));
    expect((await search()).rows.find((x) => x.ID === a.id)).toMatchObject({ FullName: 'Anil Freshlast', Unmasked: true });
    const forOther = await search(recruiter2);
    expect(forOther.rows.find((x) => x.ID === a.id)).toMatchObject({ FullName: 'Anil', Unmasked: false });
    expect(JSON.stringify(forOther.rows)).not.toContain('Freshlast');

    // Hidden from the bank: the account deactivated, then active again; its e-mail unconfirmed in the database.
    ok(await t.as(admin)({ method: 'POST', url: `/api/users/${a.user.id}/deactivate` }));
    expect(await search()).toMatchObject({ ids: [b.id], total: 1 });
    ok(await t.as(admin)({ method: 'POST', url: `/api/users/${a.user.id}/activate` }));
    expect((await search()).ids).toEqual([b.id, a.id]);
    await t.database.db.execute(sql`update users set email_verified_on = null where id = ${b.user.id}`);
    expect((await search()).ids).toEqual([a.id]);
    await t.database.db.execute(sql`update users set email_verified_on = now() where id = ${b.user.id}`);
    expect((await search()).ids).toEqual([b.id, a.id]);

    // Added, then deleted (straight in the database: the app deletes no resume).
    const c = await make('Chetan', `${word} ${word} ${word} ${word} ${word} everywhere.`);
    expect((await search()).ids).toEqual([c.id, b.id, a.id]);
    await t.database.db.execute(sql`delete from resumes where id = ${c.id}`);
    expect(await search()).toMatchObject({ ids: [b.id, a.id], total: 2 });
    // Written straight to the database: a resume added (A's, for another account, its text ranking it first), and
    // changes of what is shown and ranked.
    const d = await t.createUser({ role: 'Trainee' });
    const inserted = (await t.database.db.execute(sql`
      insert into resumes (user_id, user_name, personal, contact, masking, masked_fields, headline, city, skills, languages, experience_months, search_text)
      select ${d.id}, ${d.email}, personal, contact, masking, masked_fields, headline, city, skills, languages, experience_months, repeat(${`${word} `}, 6)
      from resumes where id = ${a.id} returning id`)) as unknown as { rows: { id: number }[] };
    const added = inserted.rows[0]!.id;
    expect(await search()).toMatchObject({ ids: [added, b.id, a.id], total: 3 });
    await t.database.db.execute(sql`update resumes set headline = 'Changed in the database' where id = ${a.id}`);
    expect((await search()).rows.find((x) => x.ID === a.id)).toMatchObject({ Headline: 'Changed in the database' });
    await t.database.db.execute(sql`update resumes set search_text = 'nothing here' where id = ${b.id}`);
    expect(await search()).toMatchObject({ ids: [added, a.id], total: 2 });
  });
  it('should refuse learners and answer 404 for a resume nobody started', async () => {
    expect((await t.as(learner)({ url: '/api/Others/ResumeBank' })).statusCode).toBe(403);
    expect((await t.as(learner)({ url: `/api/Others/ResumeBank/${resumeId}` })).statusCode).toBe(403);
    expect((await t.as(recruiter)({ url: '/api/Others/ResumeBank/987654' })).statusCode).toBe(404);
  });
  it('should let a recruiter ask to unmask; the learner is notified and accepts; only that recruiter sees the full resume', async () => {
    const asked = await t.as(recruiter)({ method: 'POST', url: `/api/Others/ResumeBank/${resumeId}/unmask`, body: { Message: 'We have an S/4HANA FI lead role in Pune' } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.UnmaskStatus).toBe('Pending');
    expectNoSecrets(asked.body, 'the unmask answer');
    const notes = (await t.as(learner)({ url: '/api/userNotifications?pageSize=50' })).json().data;
    expect(JSON.stringify(notes)).toContain('asks to see your full resume');
    const requests = (await t.as(learner)({ url: '/api/ResumeBuilder/UnmaskRequests' })).json().data;
    expect(requests[0]).toMatchObject({ Status: 'Pending', Message: 'We have an S/4HANA FI lead role in Pune' });
    expect((await t.as(other)({ method: 'POST', url: `/api/ResumeBuilder/UnmaskRequests/${requests[0].ID}`, body: { Accept: true } })).statusCode).toBe(404);
    const accepted = await t.as(learner)({ method: 'POST', url: `/api/ResumeBuilder/UnmaskRequests/${requests[0].ID}`, body: { Accept: true } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const full = (await t.as(recruiter)({ url: `/api/Others/ResumeBank/${resumeId}` })).json().data;
    expect(full.UnmaskStatus).toBe('Accepted');
    expect(full.PersonalInfo.LastName).toBe(SECRET.LastName);
    expect(full.ContactInfo.EmailID).toBe(SECRET.EmailID);
    expect(full.ProjectExperience[0].ProjectName).toBe(SECRET.ProjectName);
    const row = (await t.as(recruiter)({ url: '/api/Others/ResumeBank?skill=SAP%20FICO' })).json().data.items.find((r: { ID: number }) => r.ID === resumeId);
    expect(row).toMatchObject({ FullName: `Meera ${SECRET.LastName}`, Unmasked: true });
    // The same through a ranked search (skill + city + full text: one statement, the rule for the page's rows).
    const ranked = (await t.as(recruiter)({ url: '/api/Others/ResumeBank?skill=SAP%20FICO&city=Pune&q=consolidation' })).json().data.items;
    expect(ranked.find((r: { ID: number }) => r.ID === resumeId)).toMatchObject({ FullName: `Meera ${SECRET.LastName}`, Unmasked: true });
    const stranger = await t.as(recruiter2)({ url: `/api/Others/ResumeBank/${resumeId}` });
    expectNoSecrets(stranger.body, 'another recruiter’s view');
  });
  it('should never show a masked value to a recruiter on any resume-returning endpoint', async () => {
    const calls: string[] = [];
    for (const e of Object.values(resumesEndpoints)) {
      if (e.access !== 'resumebank.search' && e.access !== 'public') continue;
      if (e.method !== 'GET' && !e.path.endsWith('/unmask')) continue;
      // The photo and intro video are files, not resume JSON, and no masked field (resume-media.test.ts covers who opens them).
      if (e.response === 'file') continue;
      const url = e.path
        .replace(':id', String(resumeId))
        .replace(':ResumeID', (await t.as(learner)({ method: 'POST', url: '/api/ResumeBuilder/ShareLinks', body: {} })).json().data.ResumeID);
      const query = e.path === '/api/Others/ResumeBank' ? ['', '?skill=SAP%20FICO', '?q=consolidation', '?skill=SAP%20FICO&city=Pune&q=consolidation', '?term=pune', '?sortBy=City'] : [''];
      for (const qs of query) {
        const res = await t.as(recruiter2)({ method: e.method, url: url + qs, ...(e.method === 'POST' ? { body: {} } : {}) });
        expect(res.statusCode, `${e.method} ${url}${qs}: ${res.body}`).toBe(200);
        expectNoSecrets(res.body, `${e.method} ${url}${qs}`);
        calls.push(`${e.method} ${e.path}`);
      }
    }
    expect(new Set(calls)).toEqual(new Set(['GET /api/Resume/:ResumeID', 'GET /api/Others/ResumeBank', 'GET /api/Others/ResumeBank/:id', 'POST /api/Others/ResumeBank/:id/unmask']));
  });
});

describe('administration', () => {
  it('should count resumes and searched skills on the dashboard', async () => {
    const res = await t.as(admin)({ url: '/api/Others/ResumeDashboard' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.Started).toBeGreaterThanOrEqual(2);
    expect(d.Shared).toBeGreaterThanOrEqual(1);
    expect(d.UnmaskedOnRequest).toBeGreaterThanOrEqual(1);
    expect(d.MostSearchedSkills.filter((s: { Name: string }) => s.Name.toLowerCase() === 'sap fico').reduce((n: number, s: { Count: number }) => n + s.Count, 0)).toBeGreaterThanOrEqual(2);
    expect(d.Skills.map((s: { Name: string }) => s.Name)).toContain('SAP FICO');
    expect(d.Products.map((p: { Name: string }) => p.Name)).toContain('SAP S/4HANA');
  });
  it('should manage a resume master list and offer it to learners', async () => {
    const add = await t.as(admin)({ method: 'POST', url: '/api/Others/ResumeMasters/skills', body: { Title: 'SAP Ariba' } });
    expect(add.statusCode, add.body).toBe(200);
    expect((await t.as(admin)({ method: 'POST', url: '/api/Others/ResumeMasters/skills', body: { Title: 'sap ariba' } })).statusCode).toBe(409);
    expect((await t.as(learner)({ url: '/api/ResumeBuilder/Masters/skills' })).json().data).toContain('SAP Ariba');
    expect((await t.as(admin)({ url: '/api/Others/ResumeMasters/unknown' })).statusCode).toBe(400);
    const id = add.json().data.ID;
    expect((await t.as(admin)({ method: 'PUT', url: `/api/Others/ResumeMasters/skills/${id}`, body: { Title: 'SAP Ariba Sourcing' } })).json().data.Title).toBe('SAP Ariba Sourcing');
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/Others/ResumeMasters/skills/${id}` })).statusCode).toBe(200);
  });
});

describe('JSON Resume and PDF', () => {
  it('should export a JSON Resume and import one, reporting what it could not map', async () => {
    const doc = (await t.as(learner)({ url: '/api/ResumeBuilder/JsonResume' })).json().data;
    expect(doc.basics.name).toBe(`Meera ${SECRET.LastName}`);
    expect(doc.work).toHaveLength(2);
    const fresh = await t.createUser({ role: 'Trainee' });
    const res = await t.as(fresh)({ method: 'POST', url: '/api/ResumeBuilder/JsonResume', body: { Resume: { ...doc, awards: [{ title: 'Best consultant' }], basics: { ...doc.basics, url: 'https://meera.example.com' } } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.Imported).toEqual(expect.arrayContaining(['PersonalInfo', 'ContactInfo', 'Experiences', 'ProjectExperience']));
    expect(res.json().data.Unmapped).toEqual(expect.arrayContaining(['awards', 'basics.url']));
    const r = (await t.as(fresh)({ url: '/api/ResumeBuilder' })).json().data;
    expect(r.Experiences.map((e: { Company: string }) => e.Company)).toEqual(['Infosys', 'Wipro']);
    const bad = await t.as(fresh)({ method: 'POST', url: '/api/ResumeBuilder/JsonResume', body: { Resume: { basics: { email: 42 } } } });
    expect(bad.statusCode).toBe(400);
  });
  it('should render a PDF in the background: Pending first, then a downloadable file', async () => {
    const made = await t.as(learner)({ method: 'POST', url: '/api/ResumeBuilder/Exports', body: { Template: 'modern', PageSize: 'LETTER' } });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.Status).toBe('Pending');
    await t.services.resumeExports.renderPending();
    const done = (await t.as(learner)({ url: `/api/ResumeBuilder/Exports/${made.json().data.ID}` })).json().data;
    expect(done.Status, done.Error).toBe('Done');
    const file = await t.as(learner)({ url: done.Url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.as(other)({ url: done.Url })).statusCode).toBe(404);
  }, 30_000);
});
