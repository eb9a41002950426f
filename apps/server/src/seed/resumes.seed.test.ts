import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();

describe('demo resumes', () => {
  it('should give the demo learner a filled resume with a masked share link', async () => {
    const learner = await demo.login('learner@demo.academy', 'Demo-Olive-2026');
    const r = (await demo.t.as(learner)({ url: '/api/ResumeBuilder' })).json().data;
    expect(r.Progress).toBe(100);
    expect(r.Experiences).toHaveLength(3);
    expect(r.ShareableLink).toMatch(/^\/Resume\//);
    const shared = (await demo.t.request({ url: `/api${r.ShareableLink}` })).json().data;
    expect(shared.ContactInfo.EmailID).toBeNull();
    expect(shared.PersonalInfo.LastName).toBe('Sharma');
  });

  it('should give the resume bank at least 30 candidates to search by skill and city', async () => {
    const recruiter = await demo.login('recruiter@demo.academy', 'Demo-Coral-2026');
    const all = (await demo.t.as(recruiter)({ url: '/api/Others/ResumeBank?pageSize=100' })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(30);
    const fico = (await demo.t.as(recruiter)({ url: '/api/Others/ResumeBank?skill=SAP%20FICO&city=Pune' })).json().data;
    expect(fico.total).toBeGreaterThanOrEqual(2);
    const admin = await demo.login('admin@demo.academy', 'Demo-Indigo-2026');
    const types = (await demo.t.as(admin)({ url: '/api/Others/ResumeMasters' })).json().data;
    expect(types.find((x: { Type: string }) => x.Type === 'skills').Count).toBeGreaterThan(20);
  });
});
