import type { ListQuery } from '@app/contracts/list';
import { reportsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type IssueFilters = {
  status?: 'open' | 'resolved';
};

export const questionIssuesKey = ['assessments-admin', 'issues'] as const;

/** GET /questionIssues: issues learners reported on questions. */
export const getQuestionIssues = (q: ListQuery & IssueFilters, signal?: AbortSignal) =>
  call(reportsEndpoints.issues, { query: q }, { signal });
