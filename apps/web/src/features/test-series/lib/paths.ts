import type { TestSeriesItem } from '@app/contracts/assessments';

/** The attempt screen of a test (route /Test-Series/Test-Attempt/:test). */
export const attemptPath = (testId: number) => `/Test-Series/Test-Attempt/${testId}`;
export const SERIES_PATH = '/Test-Series';

/** A new attempt may start: none open and attempts remain. */
export const canStart = (r: Pick<TestSeriesItem, 'OpenAttemptID' | 'AttemptsAllowed' | 'AttemptsUsed'>) =>
  r.OpenAttemptID === null && (r.AttemptsAllowed === null || r.AttemptsUsed < r.AttemptsAllowed);

export const progressColor = (p: TestSeriesItem['Progress']) => (p === 'Completed' ? 'teal' : p === 'In Progress' ? 'blue' : 'gray');
