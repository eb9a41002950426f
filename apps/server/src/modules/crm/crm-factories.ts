import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { ChangeFixture } from '../../platform/http/audited-changes.fixtures.ts';
import { createCourse } from '../courses/course-factories.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;

/** An enquiry recorded by staff (phone), with a unique e-mail and mobile. */
export async function recordEnquiry(t: TestApp, staff: User, over: Record<string, unknown> = {}): Promise<number> {
  const n = Math.floor(Math.random() * 90_000) + 10_000;
  const res = await t.as(staff)({
    method: 'POST', url: '/api/enquiries/record',
    body: { Name: 'Meera', LastName: `Iyer ${randomUUID().slice(0, 6)}`, Email: `meera.${randomUUID().slice(0, 8)}@example.com`, CountryCode: '+91', MobileNumber: `98765${n}`, City: 'Chennai', EnquiryDescription: 'Asked about the SAP MM weekend batch.', Source: 'phone', ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

async function emailList(t: TestApp, staff: User): Promise<number> {
  const res = await t.as(staff)({ method: 'POST', url: '/api/emailLists', body: { Name: `Alumni ${randomUUID().slice(0, 8)}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

/** The audit gate's fixtures of the CRM's staff changes (audited-changes.fixtures.ts spreads them in). */
export const crmAuditedChanges: Record<string, ChangeFixture> = {
  'POST /api/enquiries/record': async (_t, { admin }) => ({
    as: admin, url: '/api/enquiries/record',
    body: { Name: 'Arjun', Email: `arjun.${randomUUID().slice(0, 8)}@example.com`, CountryCode: '+91', MobileNumber: '9812312345', EnquiryDescription: 'Walked in for the FICO brochure.', Source: 'desk' },
  }),
  'POST /api/enquiries/:id/status': async (t, { admin }) => ({ as: admin, url: `/api/enquiries/${await recordEnquiry(t, admin)}/status`, body: { Status: 'Contacted' } }),
  'POST /api/enquiries/:id/owner': async (t, { admin, superAdmin }) => ({ as: admin, url: `/api/enquiries/${await recordEnquiry(t, admin)}/owner`, body: { OwnerID: superAdmin.id } }),
  'POST /api/enquiries/:id/convert': async (t, { admin }) => {
    const course = await createCourse(t, admin);
    return { as: admin, url: `/api/enquiries/${await recordEnquiry(t, admin)}/convert`, body: { CourseID: course.ID } };
  },
  'POST /api/enquiries/:id/followups': async (t, { admin }) => ({ as: admin, url: `/api/enquiries/${await recordEnquiry(t, admin)}/followups`, body: { FollowupDate: '2031-03-04', FollowupTime: '10:30', Description: 'Call back' } }),
  'POST /api/followup/:id': async (t, { admin }) => {
    const res = await t.as(admin)({ method: 'POST', url: `/api/enquiries/${await recordEnquiry(t, admin)}/followups`, body: { FollowupDate: '2031-03-04', FollowupTime: '10:30', Description: 'Call back' } });
    return { as: admin, url: `/api/followup/${res.json().data.ID}`, body: { Status: 'Done' } };
  },
  'POST /api/demoLeads/:id': async (t, { admin }) => {
    const email = `lead.${randomUUID().slice(0, 8)}@example.com`;
    await t.services.crm.recordDemoLead(email, null);
    const list = await t.as(admin)({ url: `/api/demoLeads?term=${email}` });
    return { as: admin, url: `/api/demoLeads/${list.json().data.items[0].ID}`, body: { Status: 2 } };
  },
  'POST /api/campaigns': async (_t, { admin }) => ({
    as: admin, url: '/api/campaigns',
    body: { CampaignName: 'Spring cohort', MailSubject: 'SAP FICO cohort opens', Template: 'Hello {{name}},\n\nThe spring cohort opens soon.', Audience: { kind: 'enquiries', status: 'Interested' }, SendAt: '2031-01-01T09:00:00Z' },
  }),
  'POST /api/emailLists': async (_t, { admin }) => ({ as: admin, url: '/api/emailLists', body: { Name: `Webinar ${randomUUID().slice(0, 8)}` } }),
  'POST /api/emailLists/:id/members': async (t, { admin }) => ({ as: admin, url: `/api/emailLists/${await emailList(t, admin)}/members`, body: { Csv: 'Email,Name\nasha@example.com,Asha\n' } }),
  'PUT /api/landing': async (_t, { editor }) => ({
    as: editor, url: '/api/landing',
    body: { Hero: { en: { Eyebrow: 'Admissions open', Title: 'Become an ERP consultant', Lead: '' } }, CourseIDs: [], Testimonials: [{ Name: 'Asha', Role: 'SAP MM consultant', Quote: 'Worth every weekend.' }] },
  }),
};
