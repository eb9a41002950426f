import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();

describe('demo capsules', () => {
  it('should publish three real capsules with a video and two five-question tests each', async () => {
    const res = await demo.t.request({ url: '/api/Capsules' });
    expect(res.statusCode, res.body).toBe(200);
    const titles = res.json().data.CapsulesList.map((c: { Title: string }) => c.Title);
    expect(titles).toEqual(expect.arrayContaining(['SAP FI general ledger basics', 'SAP MM purchase orders', 'Oracle Financials overview']));
    const editor = await demo.login('editor@demo.academy', 'Demo-Amber-2026');
    for (const c of res.json().data.CapsulesList as { ID: number }[]) {
      const d = (await demo.t.as(editor)({ url: `/api/Capsules/admin/${c.ID}` })).json().data;
      expect(d).toMatchObject({ Status: 'published', VideoMaterialID: expect.any(Number), Test1ID: expect.any(Number), Test2ID: expect.any(Number) });
      for (const id of [d.Test1ID, d.Test2ID]) expect((await demo.t.as(editor)({ url: `/api/tests/${id}` })).json().data.QuestionIDs).toHaveLength(5);
    }
  });

  it('should give the demo learner one valid, verifying badge and staff a pending subscription request', async () => {
    const learner = await demo.login('learner@demo.academy', 'Demo-Olive-2026');
    const badges = (await demo.t.as(learner)({ url: '/api/Capsules/myBadges' })).json().data;
    expect(badges).toHaveLength(1);
    const view = (await demo.t.request({ url: `/api/badges/${badges[0].BadgeID}` })).json().data;
    expect(view).toMatchObject({ Name: 'SAP FI General Ledger Essentials', Status: 'valid', Verification: { SignatureValid: true } });
    const admin = await demo.login('admin@demo.academy', 'Demo-Indigo-2026');
    const requests = (await demo.t.as(admin)({ url: '/api/Capsules/admin/subscriptionRequests?status=pending' })).json().data;
    expect(requests.items.length).toBeGreaterThanOrEqual(1);
    const plans = (await demo.t.request({ url: '/api/Capsules/subscriptionPlans' })).json().data;
    expect(plans.Plans).toHaveLength(2);
    // A bought subscription: Vikram Singh's quarter plan, paid by UPI and counted on the plan.
    const subs = (await demo.t.as(admin)({ url: '/api/Capsules/admin/subscriptions?status=active' })).json().data;
    expect(subs.items).toEqual([expect.objectContaining({ UserName: 'Vikram Singh', PlanName: 'All capsules, 3 months', Source: 'order' })]);
    const adminPlans = (await demo.t.as(admin)({ url: '/api/Capsules/admin/plans' })).json().data;
    expect(adminPlans.find((p: { Name: string }) => p.Name === 'All capsules, 3 months').Subscribers).toBe(1);
  });
});
