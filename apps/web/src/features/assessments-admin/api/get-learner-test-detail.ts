import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { learnerTestDetailSchema } from '@app/contracts/assessments';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsKey } from './get-report-tests.ts';

export type LearnerTestDetail = z.infer<typeof learnerTestDetailSchema>;
export type LearnerAttempt = LearnerTestDetail['Attempts'][number];

/** GET /testReports/TestDetails/{userId}/{testId}: one learner's attempts, answer by answer. */
export const getLearnerTestDetail = (userId: number, testId: number, signal?: AbortSignal) =>
  call(reportsEndpoints.learnerTest, { params: { userId, testId } }, { signal });

export const useLearnerTestDetail = (userId: number, testId: number) =>
  useQuery({
    queryKey: [...reportsKey, 'learner', userId, testId],
    queryFn: ({ signal }) => getLearnerTestDetail(userId, testId, signal),
  });

/** GET .../download: the learner's attempts as CSV. */
export const downloadLearnerTestDetail = (userId: number, testId: number) =>
  call(reportsEndpoints.learnerTestCsv, { params: { userId, testId } });
