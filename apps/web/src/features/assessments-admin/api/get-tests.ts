import type { ListQuery } from '@app/contracts/list';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type TestFilters = {
  status?: 'draft' | 'published';
  inSeries?: 'true' | 'false';
};

/** Query-key prefix of the tests (lists and single tests). */
export const testsKey = ['assessments-admin', 'tests'] as const;

/** GET /tests: one page of tests (ID, Title, Description, CreatedOn, status...). */
export const getTests = (q: ListQuery & TestFilters, signal?: AbortSignal) => call(testsEndpoints.list, { query: q }, { signal });
