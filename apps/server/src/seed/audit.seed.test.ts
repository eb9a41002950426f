import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();

describe('demo audit history', () => {
  it('should leave the staff actions of the demo seed in the audit log, each once, by the demo staff', async () => {
    const page = await demo.t.services.audit.list({ pageIndex: 0, pageSize: 500, sortDesc: false });
    const count = (action: string) => page.items.filter((e) => e.Action === action).length;
    expect(count('courses.publish')).toBe(1);
    // 14 of the learning seed, 6 of the capsules seed (two tests for each of its three capsules)
    expect(count('tests.publish')).toBe(20);
    // staff admissions; a paid order's admission is on record too, naming its order (the payments seed has three)
    const paid = (e: { Summary: string }) => /\(paid order #\d+\)$/.test(e.Summary);
    // Rahul by the admin (learning seed), and Infinity ERP Consulting's three learners at once (reports seed).
    expect(page.items.filter((e) => e.Action === 'admissions.admit' && !paid(e))).toHaveLength(2);
    expect(page.items.filter((e) => e.Action === 'admissions.admit' && paid(e))).toHaveLength(3);
    expect(count('assignments.accept')).toBe(1);
    expect(page.items.find((e) => e.Action === 'masters.create')).toMatchObject({ ActorName: 'Sofia Reyes', ActorRole: 'SuperAdmin', After: { Type: 'modules', Title: 'SAP EWM' } });
    expect(page.items.find((e) => e.Action === 'assignments.accept')).toMatchObject({ ActorName: 'Priya Nair', Summary: expect.stringMatching(/^Accepted attempt 1 of ".+" by Rahul Sharma with 9\/10$/) });
    expect(page.items.filter((e) => e.Action === 'admissions.admit' && !paid(e))).toContainEqual(expect.objectContaining({ ActorName: 'Arjun Mehta', Summary: 'Admitted Rahul Sharma to "Basics of ERP"' }));
    expect(page.items.find((e) => e.Action === 'courses.publish')).toMatchObject({ ActorName: 'Lena Fischer', Summary: 'Published the new course "Basics of ERP"', Before: null, After: { Status: 'published' } });
    expect(new Set(page.items.map((e) => e.ActorName))).toEqual(new Set(['Lena Fischer', 'Arjun Mehta', 'Priya Nair', 'Sofia Reyes']));
  });
});
