import type { CourseSummary } from '@app/contracts/admissions';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export type CourseSummaryFilters = { status?: 'draft' | 'published' };

/** GET /usersAdmissions/courses: courses with learners by status, average progress and certificates, paged. */
export const getCourseSummaries = (q: ListQuery & CourseSummaryFilters, signal?: AbortSignal) =>
  api.get<Page<CourseSummary>>('/usersAdmissions/courses', { query: q, signal });
