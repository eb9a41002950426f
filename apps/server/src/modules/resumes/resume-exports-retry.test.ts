import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';
import { EXPORT_ATTEMPTS, STUCK_EXPORT_MS } from './resume-exports.service.ts';
import * as repo from './resumes.repository.ts';
import { resumeExports } from './resumes.tables.ts';

/** An export left in Rendering by a crashed worker is taken again by the retry job, and given up after a few tries. */
let t: TestApp;
const clock = new TestClock(new Date('2026-11-20T09:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

async function exportFor(u: Awaited<ReturnType<TestApp['createUser']>>) {
  expect((await t.as(u)({ method: 'PUT', url: '/api/ResumeBuilder/PersonalInfo', body: { FirstName: 'Deepa', LastName: 'Nair', ProfileHeadline: 'Oracle Fusion Financials consultant' } })).statusCode).toBe(200);
  const made = await t.as(u)({ method: 'POST', url: '/api/ResumeBuilder/Exports', body: { Template: 'classic', PageSize: 'A4' } });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.ID as number;
}
const statusOf = async (id: number) => (await t.database.db.select().from(resumeExports).where(eq(resumeExports.id, id)))[0]!;

describe('stuck resume exports', () => {
  it('should put an export stuck in Rendering back in the queue after the limit, and render it then', async () => {
    const u = await t.createUser();
    const id = await exportFor(u);
    // A worker claims it and dies before finishing.
    expect((await repo.claimExport(t.database.db, clock.now()))!.id).toBe(id);
    expect((await statusOf(id)).status).toBe('Rendering');
    // Not yet stale: left alone (a render in progress must not be taken twice).
    clock.advance(STUCK_EXPORT_MS - 60_000);
    expect(await t.services.resumeExports.retryStuck()).toEqual({ requeued: 0, failed: 0 });
    expect((await statusOf(id)).status).toBe('Rendering');
    clock.advance(120_000);
    expect(await t.services.resumeExports.retryStuck()).toEqual({ requeued: 1, failed: 0 });
    expect((await t.as(u)({ url: `/api/ResumeBuilder/Exports/${id}` })).json().data.Status).toBe('Pending');
    await t.services.resumeExports.renderPending();
    const done = await statusOf(id);
    expect(done).toMatchObject({ status: 'Done', attempts: 2 });
    expect(done.fileKey).toBeTruthy();
    // A finished export is never touched again.
    clock.advance(STUCK_EXPORT_MS * 2);
    expect(await t.services.resumeExports.retryStuck()).toEqual({ requeued: 0, failed: 0 });
  });

  it(`should mark it Failed after ${EXPORT_ATTEMPTS} stuck tries, so a document that kills the renderer does not loop`, async () => {
    const u = await t.createUser();
    const id = await exportFor(u);
    for (let i = 1; i <= EXPORT_ATTEMPTS; i++) {
      expect((await repo.claimExport(t.database.db, clock.now()))!.id).toBe(id);
      clock.advance(STUCK_EXPORT_MS + 1000);
      const out = await t.services.resumeExports.retryStuck();
      expect(out).toEqual(i < EXPORT_ATTEMPTS ? { requeued: 1, failed: 0 } : { requeued: 0, failed: 1 });
    }
    const res = (await t.as(u)({ url: `/api/ResumeBuilder/Exports/${id}` })).json().data;
    expect(res).toMatchObject({ Status: 'Failed', Url: null });
    expect(res.Error).toMatch(/export again/);
    // The learner may export again (the failed one no longer counts as waiting).
    expect((await t.as(u)({ method: 'POST', url: '/api/ResumeBuilder/Exports', body: { Template: 'modern', PageSize: 'A4' } })).statusCode).toBe(200);
  });
});
