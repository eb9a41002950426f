import { useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import type { QuestionFlag } from '@app/contracts/reports';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsHubKey } from './get-student-progress.ts';

export type QuestionPerformanceFilters = { testId: string; from?: string; to?: string; flag?: QuestionFlag };
export type QuestionResponsesFilters = { testId: string; questionId: string; from?: string; to?: string; outcome?: 'correct' | 'wrong' | 'unanswered' };
export const questionPerformanceKey = [...reportsHubKey, 'questionPerformance'] as const;
export const questionResponsesKey = [...reportsHubKey, 'questionResponses'] as const;

/** GET /reports/questionPerformance: per question of a test, the item analysis over the period's attempts (server sorted and paged). */
export const getQuestionPerformance = (q: ListQuery & QuestionPerformanceFilters, signal?: AbortSignal) => call(e.questionPerformance, { query: q }, { signal });

/** GET /reports/questionPerformance/summary: the test's attempts, learners, mean score and pass rate in the period. */
export const useQuestionPerformanceSummary = (f: QuestionPerformanceFilters | null) =>
  useQuery({
    queryKey: [...questionPerformanceKey, 'summary', f],
    queryFn: ({ signal }) => call(e.questionPerformanceSummary, { query: f! }, { signal }),
    enabled: f !== null,
  });

/** GET /reports/questionResponses: who answered one question of a test, what, and whether it was right. */
export const getQuestionResponses = (q: ListQuery & QuestionResponsesFilters, signal?: AbortSignal) => call(e.questionResponses, { query: q }, { signal });

/** GET /reports/questionResponses/summary: the question's figures and option choices over the period's attempts. */
export const useQuestionResponsesSummary = (f: Omit<QuestionResponsesFilters, 'outcome'>) =>
  useQuery({
    queryKey: [...questionResponsesKey, 'summary', f],
    queryFn: ({ signal }) => call(e.questionResponsesSummary, { query: f }, { signal }),
  });
