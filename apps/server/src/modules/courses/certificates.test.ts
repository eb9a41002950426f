import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addLesson, admit, createCourse, createMaterial, type User } from './course-factories.ts';

let t: TestApp;
let editor: User;
let admin: User;
let learner: User;
let other: User;
let courseId: number;
let publicId: string;
let certId: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  admin = await t.createUser({ role: 'Admin' });
  learner = await t.createUser();
  other = await t.createUser();
  // A course of one document completes as soon as the learner opens it.
  const c = await createCourse(t, editor, { Title: 'Basics of ERP' });
  courseId = c.ID;
  const m = await createMaterial(t, editor, { Kind: 'richtext', Name: 'What ERP is', Link: null, Body: '<p>ERP</p>' });
  const l = await addLesson(t, editor, c.ID, { Title: 'What ERP is', MaterialID: m.ID });
  await admit(t, admin, c.ID, learner);
  await t.as(learner)({ url: `/api/CourseContentData/${c.ID}/${l.ID}-material` });
  const row = (await t.as(learner)({ url: '/api/certificates' })).json().data.items[0];
  publicId = row.PublicID;
  certId = row.ID;
});
afterAll(() => t.close());

describe('GET /api/certificates', () => {
  it('should give a learner only their own certificates and staff all of them', async () => {
    const mine = (await t.as(learner)({ url: '/api/certificates' })).json().data;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ CourseName: 'Basics of ERP', UserName: expect.stringMatching(/^Test User/), CreatedOn: expect.any(String) });
    expect(mine.items[0].Url).toBe(`${t.config.APP_URL}/app/courses/${mine.items[0].courseURL}/certificate/${publicId}`);
    expect((await t.as(other)({ url: '/api/certificates' })).json().data.items).toHaveLength(0);
    expect((await t.as(admin)({ url: `/api/certificates/getCertificates/${courseId}` })).json().data.items).toHaveLength(1);
  });

  it('should make the public id unguessable (128 random bits)', () => {
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('GET /api/certificates/verify/:publicId', () => {
  it('should verify without login when the certificate is valid', async () => {
    const res = await t.request({ url: `/api/certificates/verify/${publicId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ CourseName: 'Basics of ERP', Status: 'valid', RevokedOn: null });
  });

  it('should answer 404 when the id is unknown', async () => {
    expect((await t.request({ url: '/api/certificates/verify/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });
});

describe('GET /api/certificates/:id/pdf', () => {
  it('should give the holder a PDF and answer 404 to another learner', async () => {
    const res = await t.as(learner)({ url: `/api/certificates/${certId}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
    expect((await t.as(other)({ url: `/api/certificates/${certId}/pdf` })).statusCode).toBe(404);
    expect((await t.as(learner)({ url: `/api/course/getCertificate?courseId=${courseId}` })).statusCode).toBe(200);
    expect((await t.as(other)({ url: `/api/course/getCertificate?courseId=${courseId}` })).statusCode).toBe(404);
  });
});

describe('POST /api/certificates/:id/revoke', () => {
  it('should answer 403 when a learner tries to revoke', async () => {
    expect((await t.as(learner)({ method: 'POST', url: `/api/certificates/${certId}/revoke`, body: { Reason: 'mine' } })).statusCode).toBe(403);
  });

  it('should show revoked with the reason on the public page once revoked, and 409 on a second revocation', async () => {
    const res = await t.as(admin)({ method: 'POST', url: `/api/certificates/${certId}/revoke`, body: { Reason: 'Plagiarised assignment' } });
    expect(res.statusCode, res.body).toBe(200);
    const v = (await t.request({ url: `/api/certificates/verify/${publicId}` })).json().data;
    expect(v).toMatchObject({ Status: 'revoked', RevokedReason: 'Plagiarised assignment', RevokedOn: expect.any(String) });
    expect((await t.as(admin)({ method: 'POST', url: `/api/certificates/${certId}/revoke`, body: { Reason: 'again' } })).statusCode).toBe(409);
    // revocation does not issue a new certificate on the next sync
    await t.services.learning.progress.sync(learner.id, courseId);
    expect((await t.as(admin)({ url: `/api/certificates/getCertificates/${courseId}` })).json().data.items).toHaveLength(1);
  });
});

describe('certificates and recruiters', () => {
  it('should show a recruiter no certificate at all (they will see them through the resume bank)', async () => {
    const recruiter = await t.createUser({ role: 'Recruiter' });
    for (const url of ['/api/certificates', `/api/certificates/getCertificates/${courseId}`, `/api/certificates/${certId}/pdf`, `/api/course/getCertificate?courseId=${courseId}`]) {
      expect((await t.as(recruiter)({ url })).statusCode, url).toBe(403);
    }
    // The public verification page stays public.
    expect((await t.request({ url: `/api/certificates/verify/${publicId}` })).statusCode).toBe(200);
  });
});
