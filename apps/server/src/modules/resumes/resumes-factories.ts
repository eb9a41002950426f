import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Change = { as: User; url: string; body?: unknown };

/** A learner's started resume (with a first name); its id. */
export async function startedResume(t: TestApp, learner?: User): Promise<number> {
  const u = learner ?? (await t.createUser());
  const res = await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: 'Rohan', ProfileHeadline: 'SAP MM consultant' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

async function master(t: TestApp, admin: User): Promise<number> {
  const res = await t.as(admin)({ method: 'POST', url: '/api/Others/ResumeMasters/skills', body: { Title: `SAP EWM ${randomUUID().slice(0, 8)}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID;
}

/** The audit gate's fixtures for the resume staff changes (audited-changes.fixtures.ts). */
export const resumesAuditedChanges: Record<string, (t: TestApp, staff: { admin: User }) => Promise<Change>> = {
  'PUT /api/Others/AllResumes/:id': async (t, { admin }) => ({
    as: admin, url: `/api/Others/AllResumes/${await startedResume(t)}`, body: { OtherInfo: { CoverLetter: '<p>Available from next month.</p>' } },
  }),
  'POST /api/Others/ResumeMasters/:type': async (_t, { admin }) => ({ as: admin, url: '/api/Others/ResumeMasters/skills', body: { Title: `SAP IBP ${randomUUID().slice(0, 8)}` } }),
  'PUT /api/Others/ResumeMasters/:type/:entryId': async (t, { admin }) => ({
    as: admin, url: `/api/Others/ResumeMasters/skills/${await master(t, admin)}`, body: { Title: `SAP TM ${randomUUID().slice(0, 8)}` },
  }),
  'DELETE /api/Others/ResumeMasters/:type/:entryId': async (t, { admin }) => ({ as: admin, url: `/api/Others/ResumeMasters/skills/${await master(t, admin)}` }),
};
