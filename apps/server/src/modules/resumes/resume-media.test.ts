import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { png } from '../../../test/images.ts';
import { multipartFile } from '../assessments/assessment-factories.ts';
import { buildCapsule, learnerWithBadge } from '../capsules/capsule-factories.ts';
import { createSkill } from '../jobs/jobs-factories.ts';

/** The resume's photo and intro video, badges as verified credentials, and skills from the ERP skill database. */
let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
const video = readFileSync(new URL('../../seed/assets/procure-to-pay.webm', import.meta.url));
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function upload(u: User, kind: 'ProfilePic' | 'ProfileIntroVideo', data: Buffer, name: string, type: string) {
  const f = multipartFile(data, name, type);
  return t.as(u)({ method: 'POST', url: `/api/ResumeBuilder/${kind}`, body: f.payload, headers: f.headers });
}

/** Files kept under a storage prefix (resume-photos, resume-videos). */
async function stored(prefix: string): Promise<string[]> {
  const dir = path.join(t.config.DATA_DIR, 'files', prefix);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
}

/** A learner with a started resume, in the bank (a first name). */
async function learnerWithResume(first = 'Meera') {
  const u = await t.createUser();
  const res = await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: first, LastName: `Rao${tag}`, ProfileHeadline: 'SAP MM consultant' } });
  expect(res.statusCode, res.body).toBe(200);
  return { u, resumeId: res.json().data.ID as number };
}

describe('POST /api/ResumeBuilder/ProfilePic', () => {
  it('should store a photo by its content, answer a signed address the owner, staff and recruiters open, and refuse other learners', async () => {
    const { u, resumeId } = await learnerWithResume();
    const data = png(500);
    const before = await stored('resume-photos');
    const res = await upload(u, 'ProfilePic', data, 'me.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.PersonalInfo.ProfilePic as string;
    expect(url).toMatch(new RegExp(`^/api/ResumeFiles/${resumeId}/ProfilePic\\?s=\\d+&e=\\d+&sig=`));
    expect(await stored('resume-photos')).toHaveLength(before.length + 1);

    // The signed address needs no token (an <img> sends none); the bytes and the type are the stored ones.
    const got = await t.request({ url, forgery: false });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(data)).toBe(true);
    // The GET of the builder carries it too.
    expect((await t.as(u)({ url: '/api/ResumeBuilder?action=PersonalInfo' })).json().data.PersonalInfo.ProfilePic).toMatch(/^\/api\/ResumeFiles\//);

    // A recruiter reads it through the bank, staff through All Resumes.
    const recruiter = await t.createUser({ role: 'Recruiter' });
    const bankUrl = (await t.as(recruiter)({ url: `/api/Others/ResumeBank/${resumeId}` })).json().data.PersonalInfo.ProfilePic as string;
    expect((await t.request({ url: bankUrl, forgery: false })).statusCode).toBe(200);
    const admin = await t.createUser({ role: 'Admin' });
    const staffUrl = (await t.as(admin)({ url: `/api/Others/AllResumes/${resumeId}` })).json().data.PersonalInfo.ProfilePic as string;
    expect((await t.request({ url: staffUrl, forgery: false })).statusCode).toBe(200);

    // Another learner signing the same address with their own session gets 404; a tampered or missing signature 403 or 400.
    const other = (await learnerWithResume('Other')).u;
    const otherUrl = (await t.as(other)({ url: '/api/ResumeBuilder' })).json().data.PersonalInfo.ProfilePic;
    expect(otherUrl).toBeNull();
    // The PDF export takes the photo as a 256-pixel PNG; without a photo, none.
    const forPdf = await t.services.resumes.photoForPdf(u.id);
    expect(forPdf?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await t.services.resumes.photoForPdf(other.id)).toBeNull();
    const stolen = url.replace(/s=\d+/, `s=${other.sessionId}`);
    expect((await t.request({ url: stolen, forgery: false })).statusCode).toBe(403);
    expect((await t.request({ url: url.replace(/sig=[^&]+/, 'sig=' + 'a'.repeat(43)), forgery: false })).statusCode).toBe(403);
    expect((await t.request({ url: `/api/ResumeFiles/${resumeId}/ProfilePic`, forgery: false })).statusCode).toBe(400);
  });

  it('should refuse a file that is not an image by its content (415), one over 2 MB (413) and a missing file (400), storing nothing', async () => {
    const { u } = await learnerWithResume();
    const before = await stored('resume-photos');
    expect((await upload(u, 'ProfilePic', Buffer.from('<svg onload="alert(1)"></svg>'), 'me.png', 'image/png')).statusCode).toBe(415);
    expect((await upload(u, 'ProfilePic', png(2 * 1024 * 1024 + 10), 'big.png', 'image/png')).statusCode).toBe(413);
    expect((await upload(u, 'ProfilePic', video, 'clip.png', 'image/png')).statusCode).toBe(415);
    const none = await t.as(u)({ method: 'POST', url: '/api/ResumeBuilder/ProfilePic', body: {} });
    expect([400, 406, 415]).toContain(none.statusCode);
    expect(await stored('resume-photos')).toEqual(before);
    expect((await t.as(u)({ url: '/api/ResumeBuilder' })).json().data.PersonalInfo.ProfilePic).toBeNull();
  });

  it('should delete the replaced photo from storage, and the removed one', async () => {
    const { u } = await learnerWithResume();
    const start = (await stored('resume-photos')).length;
    expect((await upload(u, 'ProfilePic', png(), 'a.png', 'image/png')).statusCode).toBe(200);
    expect((await upload(u, 'ProfilePic', png(300), 'b.png', 'image/png')).statusCode).toBe(200);
    expect(await stored('resume-photos')).toHaveLength(start + 1);
    const removed = await t.as(u)({ method: 'DELETE', url: '/api/ResumeBuilder/ProfilePic' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.PersonalInfo.ProfilePic).toBeNull();
    expect(await stored('resume-photos')).toHaveLength(start);
  });
});

describe('POST /api/ResumeBuilder/ProfileIntroVideo', () => {
  it('should store a video, stream it with range requests, show it on an active share link and stop with the link', async () => {
    const { u, resumeId } = await learnerWithResume();
    const res = await upload(u, 'ProfileIntroVideo', video, 'intro.mp4', 'video/mp4');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.PersonalInfo.ProfileIntroVideo as string;
    expect(url).toMatch(new RegExp(`^/api/ResumeFiles/${resumeId}/ProfileIntroVideo\\?`));
    const part = await t.request({ url, forgery: false, headers: { range: 'bytes=100-1123' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${video.length}`);
    expect(part.rawPayload).toEqual(video.subarray(100, 1124));

    // The shared page's addresses go through the link (a visitor has no session); the photo too.
    expect((await upload(u, 'ProfilePic', png(), 'me.png', 'image/png')).statusCode).toBe(200);
    const link = (await t.as(u)({ method: 'POST', url: '/api/ResumeBuilder/ShareLinks', body: { Label: 'Deloitte' } })).json().data;
    const shared = (await t.request({ url: `/api/Resume/${link.ResumeID}`, forgery: false })).json().data;
    expect(shared.PersonalInfo.ProfileIntroVideo).toBe(`/api/Resume/${link.ResumeID}/files/ProfileIntroVideo`);
    const whole = await t.request({ url: shared.PersonalInfo.ProfileIntroVideo, forgery: false });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(video);
    expect((await t.request({ url: shared.PersonalInfo.ProfilePic, forgery: false })).headers['content-type']).toBe('image/png');
    // Opening the files does not count views (only the page does).
    const views = (await t.as(u)({ url: '/api/ResumeBuilder/ShareLinks' })).json().data[0].ViewCount;
    expect(views).toBe(1);
    expect((await t.as(u)({ method: 'DELETE', url: `/api/ResumeBuilder/ShareLinks/${link.ID}` })).statusCode).toBe(200);
    expect((await t.request({ url: shared.PersonalInfo.ProfileIntroVideo, forgery: false })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/Resume/not-a-link/files/ProfilePic`, forgery: false })).statusCode).toBe(404);
  });

  it('should refuse an image or text posing as a video, and delete the video when removed', async () => {
    const { u } = await learnerWithResume();
    const before = await stored('resume-videos');
    expect((await upload(u, 'ProfileIntroVideo', png(), 'intro.mp4', 'video/mp4')).statusCode).toBe(415);
    expect((await upload(u, 'ProfileIntroVideo', Buffer.from('not a video at all'), 'intro.webm', 'video/webm')).statusCode).toBe(415);
    expect(await stored('resume-videos')).toEqual(before);
    expect((await upload(u, 'ProfileIntroVideo', video, 'intro.webm', 'video/webm')).statusCode).toBe(200);
    expect(await stored('resume-videos')).toHaveLength(before.length + 1);
    expect((await t.as(u)({ method: 'DELETE', url: '/api/ResumeBuilder/ProfileIntroVideo' })).json().data.PersonalInfo.ProfileIntroVideo).toBeNull();
    expect(await stored('resume-videos')).toEqual(before);
  });
});

describe('verified credentials', () => {
  it('should list a capsule badge the learner earned, linked to its public page, hideable but not editable', async () => {
    const editor = await t.createUser({ role: 'Editor' });
    const capsule = await buildCapsule(t, editor, `GL basics ${tag}`);
    const { u, badge } = await learnerWithBadge(t, capsule.id);
    const r = (await t.as(u)({ url: '/api/ResumeBuilder?action=VerifiedCredentials' })).json().data;
    const mine = r.VerifiedCredentials.find((c: { Key: string }) => c.Key === `badge:${badge.BadgeID}`);
    expect(mine).toMatchObject({ Kind: 'badge', Title: `GL basics ${tag} badge`, Url: badge.PublicUrl, Hidden: false });
    const hidden = await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/VerifiedCredentials', body: { Hidden: [`badge:${badge.BadgeID}`] } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.VerifiedCredentials.find((c: { Key: string }) => c.Key === mine.Key).Hidden).toBe(true);
    expect((await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/VerifiedCredentials', body: { Hidden: ['badge:../x'] } })).statusCode).toBe(400);
  });
});

describe('skills from the ERP skill database', () => {
  it('should suggest the database\'s skills with the resume masters, keep free entries, and find a resume by a synonym of its skill', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const skill = await createSkill(t, admin, { Product: 'SAP', Track: 'Finance', Module: `FI-AP-${tag}`, Name: `Vendor Invoices ${tag}`, Synonyms: [`AP ${tag}`] });
    const { u, resumeId } = await learnerWithResume();
    const options = (await t.as(u)({ url: '/api/ResumeBuilder/Masters/skills' })).json().data as string[];
    expect(options).toContain(skill.Name);
    expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(options.length);
    const saved = await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/ContactInfo', body: { Skills: [skill.Name, `My own skill ${tag}`] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.ContactInfo.Skills).toEqual([skill.Name, `My own skill ${tag}`]);

    const recruiter = await t.createUser({ role: 'Recruiter' });
    const find = async (skillQuery: string) =>
      ((await t.as(recruiter)({ url: `/api/Others/ResumeBank?skill=${encodeURIComponent(skillQuery)}&pageSize=100` })).json().data.items as { ID: number }[]).map((x) => x.ID);
    expect(await find(`ap ${tag}`)).toContain(resumeId);
    expect(await find(skill.Name)).toContain(resumeId);
    expect(await find(`My own skill ${tag}`)).toContain(resumeId);
    expect(await find(`FI-AP-${tag}`)).not.toContain(resumeId);
  });
});
