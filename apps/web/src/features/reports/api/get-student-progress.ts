import type { ListQuery } from '@app/contracts/list';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type ProgressFilters = { courseIds: string; userIds: string; from?: string; to?: string };
export const reportsHubKey = ['reports-hub'] as const;
export const studentProgressKey = [...reportsHubKey, 'student-progress'] as const;

/** GET /reports/studentProgress: per learner and course (ids as "1,2,3"). */
export const getStudentProgress = (q: ListQuery & ProgressFilters, signal?: AbortSignal) => call(e.studentProgress, { query: q }, { signal });
