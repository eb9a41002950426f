import type { ListQuery, Page } from '@app/contracts/list';
import type { ProgressFilter, TestSeriesItem } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

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
  api.get<Page<TestSeriesItem>>('/testSeries', { query: q, signal });
