import type { ListQuery } from '@app/contracts/list';
import type { ProgressFilter } from '@app/contracts/assessments';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export interface TestSeriesFilters {
  [key: string]: string | number | undefined;
  level?: number;
  category?: number;
  subcategory?: number;
  progress: ProgressFilter;
}

/** Query-key prefix of the catalogue (the DataTable appends the list query); attempts invalidate it. */
export const testSeriesKey = ['testSeries', 'list'] as const;

/** GET /testSeries: one page of the catalogue (public; progress is the caller's when signed in). */
export const getTestSeries = (q: ListQuery & TestSeriesFilters, signal?: AbortSignal) =>
  call(testsEndpoints.series, { query: q }, { signal });
