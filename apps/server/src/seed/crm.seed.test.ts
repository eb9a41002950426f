import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();

describe('demo admissions desk', () => {
  it('should give the admin enquiries from every form in several statuses, with owners, follow-ups and a timeline', async () => {
    const admin = await demo.login('admin@demo.academy', 'Demo-Indigo-2026');
    const all = (await demo.t.as(admin)({ url: '/api/enquiries?pageSize=50' })).json().data;
    expect(all.total).toBe(13);
    expect(new Set(all.items.map((e: { Source: string }) => e.Source))).toEqual(new Set(['website', 'registration', 'scm-cohort', 'event', 'fresher-program', 'phone', 'walk-in']));
    const board = (await demo.t.as(admin)({ url: '/api/enquiryStatus' })).json().data;
    expect(board.filter((c: { Count: number }) => c.Count > 0).length).toBeGreaterThanOrEqual(6);
    const rohan = all.items.find((e: { Name: string }) => e.Name === 'Rohan');
    expect(rohan).toMatchObject({ Status: 'Interested', OwnerName: expect.any(String) });
    const profile = (await demo.t.as(admin)({ url: `/api/enquiryProfile/${rohan.ID}` })).json().data;
    expect(profile.timeline.map((x: { Kind: string }) => x.Kind)).toEqual(expect.arrayContaining(['submission', 'owner', 'followup', 'status']));
    expect(profile.followups[0]).toMatchObject({ Status: 'Open', Description: expect.stringContaining('EMI') });
    const from = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    expect((await demo.t.as(admin)({ url: `/api/followup/getFollowups/${from}/${to}` })).json().data.length).toBe(4);
  });

  it('should give demo leads in every status, an e-mail list, a sent and a scheduled campaign', async () => {
    const admin = await demo.login('admin@demo.academy', 'Demo-Indigo-2026');
    const leads = (await demo.t.as(admin)({ url: '/api/demoLeads' })).json().data;
    expect(new Set(leads.items.map((l: { StatusName: string }) => l.StatusName)).size).toBe(6);
    const lists = (await demo.t.as(admin)({ url: '/api/emailLists' })).json().data;
    expect(lists).toEqual([expect.objectContaining({ Name: 'Finance graduates webinar, November 2026', Members: 6 })]);
    const campaigns = (await demo.t.as(admin)({ method: 'POST', url: '/api/Sendemail/getCampaignList', body: {} })).json().data;
    expect(campaigns.map((c: { Status: string }) => c.Status).sort()).toEqual(['scheduled', 'scheduled']);
    await demo.t.services.crm.dispatchDue();
    const after = (await demo.t.as(admin)({ method: 'POST', url: '/api/Sendemail/getCampaignList', body: {} })).json().data;
    expect(after.map((c: { Status: string }) => c.Status).sort()).toEqual(['queued', 'scheduled']);
  });
});
