import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { questionPerformanceDetailSchema } from '@app/contracts/assessments';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsKey } from './get-report-tests.ts';

export type QuestionPerformanceDetail = z.infer<typeof questionPerformanceDetailSchema>;

/** GET /testReports/questionPerformance/{testId}/{questionId}: figures and option choice counts. */
export const getQuestionPerformanceDetail = (testId: number, questionId: number, signal?: AbortSignal) =>
  call(reportsEndpoints.questionDetail, { params: { testId, questionId } }, { signal });

export const useQuestionPerformanceDetail = (testId: number, questionId: number) =>
  useQuery({
    queryKey: [...reportsKey, 'performance', testId, questionId],
    queryFn: ({ signal }) => getQuestionPerformanceDetail(testId, questionId, signal),
  });
