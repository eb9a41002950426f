import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { testPerformanceRowSchema } from '@app/contracts/assessments';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type TestPerformanceRow = z.infer<typeof testPerformanceRowSchema>;

export const reportsKey = ['assessments-admin', 'reports'] as const;

/** GET /testReports/tests: tests with submitted attempts (counts, mean percentage, pass rate). */
export const getReportTests = (signal?: AbortSignal) =>
  call(reportsEndpoints.tests, { query: { pageIndex: 0, pageSize: 500, sortBy: 'Title' } }, { signal });

export const useReportTests = () => useQuery({ queryKey: [...reportsKey, 'tests'], queryFn: ({ signal }) => getReportTests(signal) });
