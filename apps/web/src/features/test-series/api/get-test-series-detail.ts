import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { testSeriesDetailSchema } from '@app/contracts/assessments';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type TestSeriesDetail = z.infer<typeof testSeriesDetailSchema>;

export const testSeriesDetailKey = (testId: number) => ['testSeries', 'detail', testId] as const;

/** GET /testSeries/{testId}: one published test with the caller's attempts and whether a new one may start. */
export const getTestSeriesDetail = (testId: number, signal?: AbortSignal) =>
  call(testsEndpoints.seriesDetail, { params: { testId } }, { signal });

export const testSeriesDetailOptions = (testId: number) =>
  queryOptions({
    queryKey: testSeriesDetailKey(testId),
    queryFn: ({ signal }) => getTestSeriesDetail(testId, signal),
    // Attempts change on the server clock (auto-close at the deadline): always ask again on opening.
    staleTime: 0,
  });

export const useTestSeriesDetail = (testId: number) => useQuery(testSeriesDetailOptions(testId));
