import type { ListQuery } from '@app/contracts/list';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type CourseSummaryFilters = { status?: 'draft' | 'published' };

/** GET /usersAdmissions/courses: courses with learners by status, average progress and certificates, paged. */
export const getCourseSummaries = (q: ListQuery & CourseSummaryFilters, signal?: AbortSignal) =>
  call(admissionsEndpoints.courseSummaries, { query: q }, { signal });
