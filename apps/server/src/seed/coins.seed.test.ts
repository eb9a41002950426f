import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();

describe('demo coin ledgers', () => {
  it('should give the demo learners statements that add up: earned, a staff bonus (audited), a redemption', async () => {
    const page = await demo.t.services.coins.history({ pageIndex: 0, pageSize: 100, sortDesc: false });
    const byLearner = new Map<string, typeof page.items>();
    for (const r of page.items) byLearner.set(r.UserEmail, [...(byLearner.get(r.UserEmail) ?? []), r]);
    // Besides these three, the knowledge repository's contributors earned coins for their approved items, and the
    // forum's answerers for answers marked useful or accepted.
    const earnedElsewhere = new Set(['knowledge.approved', 'forum.answer.useful']);
    const beyondKnowledge = [...byLearner].filter(([, rows]) => rows.some((r) => !earnedElsewhere.has(r.EventCode))).map(([email]) => email);
    expect(beyondKnowledge.sort()).toEqual(['ananya.rao@demo.academy', 'learner@demo.academy', 'vikram.singh@demo.academy']);
    for (const rows of byLearner.values()) {
      // newest first: each row's balance is the one after it plus its credit less its debit
      const oldestFirst = [...rows].reverse();
      let running = 0;
      for (const r of oldestFirst) {
        running += r.Credit - r.Debit;
        expect(r.Balance).toBe(running);
      }
    }
    const rahul = byLearner.get('learner@demo.academy')!;
    expect(new Set(rahul.map((r) => r.EventCode))).toEqual(new Set(['badge.claimed', 'forum.answer.useful', 'knowledge.approved', 'order.payment', 'staff.credit', 'test.passed']));
    expect(rahul.find((r) => r.EventCode === 'staff.credit')).toMatchObject({ ActorName: 'Arjun Mehta', Credit: 15 });
    expect(byLearner.get('ananya.rao@demo.academy')!.map((r) => r.EventCode)).toContain('course.completed');
    const audit = await demo.t.services.audit.list({ pageIndex: 0, pageSize: 100, sortDesc: false, action: 'coins.' });
    expect(audit.items.map((e) => e.Action)).toEqual(['coins.credit', 'coins.credit']);
  });
});
