import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../test/seeded-demo.ts';

const demo = useSeededDemo();
const login = demo.login;

describe('demo learning path', () => {
  it('should give the demo learner one published path across the Basics of ERP lessons, part-way done', async () => {
    const learner = await login('learner@demo.academy', 'Demo-Olive-2026');
    const mine = (await demo.t.as(learner)({ url: '/api/myGlps' })).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ Title: 'ERP foundations: from modules to processes', StepCount: 7 });
    expect(mine[0].Steps.every((s: { CourseName: string }) => s.CourseName === 'Basics of ERP')).toBe(true);
    expect(mine[0].Steps.map((s: { Status: string }) => s.Status)).toEqual([
      'done', 'done', 'awaiting-review', 'done', 'not-started', 'locked', 'locked',
    ]);
    expect(mine[0]).toMatchObject({ StepsDone: 3, Progress: 42 });
  });

  it('should list the path once for the demo editor, with its step and learner counts', async () => {
    const editor = await login('editor@demo.academy', 'Demo-Amber-2026');
    const list = (await demo.t.as(editor)({ url: '/api/glp' })).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ StepCount: 7, LearnerCount: 1, Status: 'published', CreatedByName: 'Lena Fischer' });
  });
});
