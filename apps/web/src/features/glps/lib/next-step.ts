import type { MyGlp, MyGlpStep } from '@app/contracts/glps';

/** The first step a learner can work on now: not done, not locked, not waiting for the mentor, and openable. */
export function nextStepOf(path: Pick<MyGlp, 'Steps'>): MyGlpStep | null {
  return path.Steps.find((s) => s.Link !== null && (s.Status === 'not-started' || s.Status === 'in-progress' || s.Status === 'returned')) ?? null;
}
