import { useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsHubKey } from './get-student-progress.ts';

export type TestResultFilters = { testId?: string; userId?: string };
export const testResultsKey = [...reportsHubKey, 'testResults'] as const;

/** GET /reports/testResults: per learner and test, attempts, best score, pass/fail (the viewer's scope). */
export const getTestResults = (q: ListQuery & TestResultFilters, signal?: AbortSignal) => call(e.testResults, { query: q }, { signal });

/** The tests with submitted attempts the viewer may see (GET /testReports/tests), for the test picker. */
export const useTestOptions = () =>
  useQuery({
    queryKey: [...reportsHubKey, 'options', 'tests'],
    queryFn: () => call(reportsEndpoints.tests, { query: { pageIndex: 0, pageSize: 500, sortBy: 'Title', sortDesc: false } }),
    staleTime: 60_000,
  });
