import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { User } from './course-factories.ts';

let t: TestApp;
let editor: User;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
});
afterAll(() => t.close());

describe('GET /api/courseBuilding/mentorCandidates', () => {
  it('should list active mentors only, searched by name or email, when a course manager asks', async () => {
    const mentor = await t.createUser({ role: 'Mentor', email: `mira-${Date.now()}@example.com` });
    const gone = await t.createUser({ role: 'Mentor' });
    const admin = await t.createUser({ role: 'Admin' });
    expect((await t.as(admin)({ method: 'POST', url: `/api/users/${gone.id}/deactivate` })).statusCode).toBe(200);
    const learner = await t.createUser();
    const res = await t.as(editor)({ url: '/api/courseBuilding/mentorCandidates' });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((c: { ID: number }) => c.ID);
    expect(ids).toContain(mentor.id);
    expect(ids).not.toContain(learner.id);
    expect(ids).not.toContain(editor.id);
    expect(ids).not.toContain(gone.id);
    const searched = (await t.as(editor)({ url: `/api/courseBuilding/mentorCandidates?term=mira-` })).json().data;
    expect(searched).toEqual([{ ID: mentor.id, Name: expect.stringMatching(/^Test User/), Email: mentor.email }]);
  });

  it('should answer 403 when a mentor (who builds but does not manage courses) asks', async () => {
    const mentor = await t.createUser({ role: 'Mentor' });
    expect((await t.as(mentor)({ url: '/api/courseBuilding/mentorCandidates' })).statusCode).toBe(403);
  });
});
