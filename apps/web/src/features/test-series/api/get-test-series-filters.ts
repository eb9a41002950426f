import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestSeriesFilterOptions } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

/** GET /testSeries/filters (public): the levels, categories and subcategories that series tests use. */
export const getTestSeriesFilters = (signal?: AbortSignal) => api.get<TestSeriesFilterOptions>('/testSeries/filters', { signal });

export const testSeriesFiltersOptions = () =>
  queryOptions({ queryKey: ['testSeries', 'filters'], queryFn: ({ signal }) => getTestSeriesFilters(signal) });

export const useTestSeriesFilters = () => useQuery(testSeriesFiltersOptions());
