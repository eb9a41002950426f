import { queryOptions } from '@tanstack/react-query';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsKey } from './get-report-tests.ts';

/** GET /testReports/questionPerformance/{testId}: per question facility, discrimination, mean time, defective flag. */
export const getQuestionPerformance = (testId: number, signal?: AbortSignal) =>
  call(reportsEndpoints.questionPerformance, { params: { testId } }, { signal });

export const questionPerformanceKey = (testId: number) => [...reportsKey, 'performance', testId] as const;

export const questionPerformanceOptions = (testId: number) =>
  queryOptions({ queryKey: [...questionPerformanceKey(testId), 'all'], queryFn: ({ signal }) => getQuestionPerformance(testId, signal) });

/** GET .../download: the same figures as CSV. */
export const downloadQuestionPerformance = (testId: number) => call(reportsEndpoints.questionPerformanceCsv, { params: { testId } });
