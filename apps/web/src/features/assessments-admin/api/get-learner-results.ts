import type { ListQuery, Page } from '@app/contracts/list';
import type { LearnerResultRow } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';
import { reportsKey } from './get-report-tests.ts';

export type LearnerResultFilters = {
  testId?: number;
  userId?: number;
};

export const learnerResultsKey = [...reportsKey, 'learners'] as const;

/** GET /testReports/learners: per learner and test, attempts, best score, pass/fail. */
export const getLearnerResults = (q: ListQuery & LearnerResultFilters, signal?: AbortSignal) =>
  api.get<Page<LearnerResultRow>>('/testReports/learners', { query: q, signal });

/** GET /testReports/learners/download: the same rows as CSV (server-made, every row of the filter). */
export const downloadLearnerResults = (q: { term?: string } & LearnerResultFilters) =>
  api.download('/testReports/learners/download', { query: q });
