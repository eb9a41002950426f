import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';
import { erpProducts } from '@app/contracts/jobs';
import { seededSkills } from './jobs.seed.ts';

/** A path with a query string. */
const q = (url: string, params: Record<string, string | number>) => `${url}?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])))}`;

const demo = useSeededDemo();
const login = demo.login;

describe('demo placement desk', () => {
  it('should seed at least 150 skills across the five ERP products and the sample projects', async () => {
    expect(seededSkills.length).toBeGreaterThanOrEqual(150);
    const learner = await login('learner@demo.academy', 'Demo-Olive-2026');
    const tree = (await demo.t.as(learner)({ url: '/api/ERPSkills/tree' })).json().data as { Product: string }[];
    expect(tree.map((p) => p.Product).sort()).toEqual([...erpProducts].sort());
    expect((await demo.t.as(learner)({ url: q('/api/ERPSkills', { term: 'F110' }) })).json().data.items[0].Name).toBe('Automatic Payment Program');
    expect((await demo.t.as(learner)({ url: '/api/Projects' })).json().data.total).toBeGreaterThanOrEqual(8);
  });

  it('should give the demo recruiter their company only, with jobs, invitations in several states and feedback', async () => {
    const recruiter = await login('recruiter@demo.academy', 'Demo-Coral-2026');
    const companies = (await demo.t.as(recruiter)({ url: '/api/Companies' })).json().data;
    expect(companies.items).toHaveLength(1);
    const jobs = (await demo.t.as(recruiter)({ url: '/api/jobs' })).json().data;
    expect(jobs.items.every((j: { CompanyID: number }) => j.CompanyID === companies.items[0].ID)).toBe(true);
    const inv = (await demo.t.as(recruiter)({ url: q('/api/JobInvitations', { pageSize: 100 }) })).json().data;
    expect(new Set(inv.items.map((i: { Status: string }) => i.Status))).toEqual(new Set(['Sent', 'Viewed', 'Accepted', 'Declined']));
    expect((await demo.t.as(recruiter)({ url: '/api/interviewFeedback' })).json().data.total).toBe(2);
    const admin = await login('admin@demo.academy', 'Demo-Indigo-2026');
    expect((await demo.t.as(admin)({ url: '/api/Companies' })).json().data.total).toBe(4);
    const careers = (await demo.t.request({ url: '/api/careers' })).json().data;
    expect(careers.Placements.Hired).toBeGreaterThanOrEqual(1);
  });
});
