import { queryOptions, useQuery } from '@tanstack/react-query';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /testSeries/filters (public): the levels, categories and subcategories that series tests use. */
export const getTestSeriesFilters = (signal?: AbortSignal) => call(testsEndpoints.seriesFilters, {}, { signal });

export const testSeriesFiltersOptions = () =>
  queryOptions({ queryKey: ['testSeries', 'filters'], queryFn: ({ signal }) => getTestSeriesFilters(signal) });

export const useTestSeriesFilters = () => useQuery(testSeriesFiltersOptions());
