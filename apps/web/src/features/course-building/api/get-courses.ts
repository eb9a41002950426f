import type { ListQuery } from '@app/contracts/list';
import type { CourseStatus } from '@app/contracts/courses';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type CourseFilters = { status?: CourseStatus };

/** Query-key prefix of the courses (lists and single courses). */
export const coursesKey = ['course-building', 'courses'] as const;
/** Key prefix of the course lists (the DataTable adds the query). */
export const courseListKey = [...coursesKey, 'list'] as const;

/** GET /courseBuilding/courses: every course, drafts included, one page. */
export const getCourses = (q: ListQuery & CourseFilters, signal?: AbortSignal) =>
  call(coursesEndpoints.list, { query: q }, { signal });
