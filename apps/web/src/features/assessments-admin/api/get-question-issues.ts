import type { ListQuery, Page } from '@app/contracts/list';
import type { QuestionIssueRow } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

export type IssueFilters = {
  status?: 'open' | 'resolved';
};

export const questionIssuesKey = ['assessments-admin', 'issues'] as const;

/** GET /questionIssues: issues learners reported on questions. */
export const getQuestionIssues = (q: ListQuery & IssueFilters, signal?: AbortSignal) =>
  api.get<Page<QuestionIssueRow>>('/questionIssues', { query: q, signal });
