import type { ListQuery } from '@app/contracts/list';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsHubKey } from './get-student-progress.ts';

export type MentorFilters = { mentorIds: string; courseIds: string; from?: string; to?: string };
export const mentorCheckingKey = [...reportsHubKey, 'mentors'] as const;

/** GET /reports/mentorChecking: checked per mentor and week, median hours to check. */
export const getMentorChecking = (q: ListQuery & MentorFilters, signal?: AbortSignal) => call(e.mentorChecking, { query: q }, { signal });
