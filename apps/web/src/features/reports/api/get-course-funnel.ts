import type { ListQuery } from '@app/contracts/list';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsHubKey } from './get-student-progress.ts';

export type FunnelFilters = { courseId: number; from?: string; to?: string };
export const courseFunnelKey = [...reportsHubKey, 'funnel'] as const;

/** GET /reports/courseFunnel: reached, completed, dropped per lesson. */
export const getCourseFunnel = (q: ListQuery & FunnelFilters, signal?: AbortSignal) => call(e.courseFunnel, { query: q }, { signal });
