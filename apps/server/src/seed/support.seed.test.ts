import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();
const login = demo.login;

describe('demo support desk', () => {
  it('should give the demo learner two tickets with staff answers and no internal note', async () => {
    const learner = await login('learner@demo.academy', 'Demo-Olive-2026');
    const mine = (await demo.t.as(learner)({ url: '/api/support/myTickets' })).json().data;
    expect(mine.items.map((r: { TicketStatus: string }) => r.TicketStatus).sort()).toEqual(['In Progress', 'Resolved']);
    expect(mine.items.find((r: { Subject: string }) => r.Subject.startsWith('Name on my certificate')).FirstMessage).toMatch(/^My Basics of ERP module certificate/);
    for (const row of mine.items) {
      const res = await demo.t.as(learner)({ url: `/api/support/myTickets/${row.ID}` });
      expect(res.body).not.toMatch(/Basis confirms|Reissue with the same ID once/);
      expect(res.json().data.Messages.some((m: { From: string }) => m.From === 'staff')).toBe(true);
    }
  });

  it('should give the desk tickets in every state, a merged duplicate, canned answers and real average times', async () => {
    const admin = await login('admin@demo.academy', 'Demo-Indigo-2026');
    const all = (await demo.t.as(admin)({ url: '/api/support/tickets?pageSize=50' })).json().data;
    expect(all.total).toBe(8);
    expect(new Set(all.items.map((r: { TicketStatus: string }) => r.TicketStatus))).toEqual(new Set(['Open', 'In Progress', 'Resolved', 'Closed']));
    expect(all.items.filter((r: { MergedIntoID: number | null }) => r.MergedIntoID !== null)).toHaveLength(1);
    const stats = (await demo.t.as(admin)({ url: '/api/support/stats' })).json().data;
    expect(stats.AvgFirstResponseSeconds).toBeGreaterThan(3600);
    expect(stats.AvgResolutionSeconds).toBeGreaterThan(3600);
    expect((await demo.t.as(admin)({ url: '/api/support/cannedAnswers' })).json().data.length).toBe(5);
  });
});
