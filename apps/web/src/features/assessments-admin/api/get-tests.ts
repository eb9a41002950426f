import type { ListQuery, Page } from '@app/contracts/list';
import type { TestRow } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

export type TestFilters = {
  status?: 'draft' | 'published';
  inSeries?: 'true' | 'false';
};

/** Query-key prefix of the tests (lists and single tests). */
export const testsKey = ['assessments-admin', 'tests'] as const;

/** GET /tests: one page of tests (ID, Title, Description, CreatedOn, status...). */
export const getTests = (q: ListQuery & TestFilters, signal?: AbortSignal) => api.get<Page<TestRow>>('/tests', { query: q, signal });
