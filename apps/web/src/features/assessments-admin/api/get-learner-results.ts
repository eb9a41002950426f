import type { ListQuery } from '@app/contracts/list';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsKey } from './get-report-tests.ts';

export type LearnerResultFilters = {
  testId?: number;
  userId?: number;
};

export const learnerResultsKey = [...reportsKey, 'learners'] as const;

/** GET /testReports/learners: per learner and test, attempts, best score, pass/fail. */
export const getLearnerResults = (q: ListQuery & LearnerResultFilters, signal?: AbortSignal) =>
  call(reportsEndpoints.learners, { query: q }, { signal });

/** GET /testReports/learners/download: the same rows as CSV (server-made, every row of the filter). */
export const downloadLearnerResults = (q: { term?: string } & LearnerResultFilters) =>
  call(reportsEndpoints.learnersCsv, { query: q });
