import type { ListQuery, Page } from '@app/contracts/list';
import type { CourseRow, CourseStatus } from '@app/contracts/courses';
import { api } from '../../../lib/api-client.ts';

export type CourseFilters = { status?: CourseStatus };

/** Query-key prefix of the courses (lists and single courses). */
export const coursesKey = ['course-building', 'courses'] as const;
/** Key prefix of the course lists (the DataTable adds the query). */
export const courseListKey = [...coursesKey, 'list'] as const;

/** GET /courseBuilding/courses: every course, drafts included, one page. */
export const getCourses = (q: ListQuery & CourseFilters, signal?: AbortSignal) =>
  api.get<Page<CourseRow>>('/courseBuilding/courses', { query: q, signal });
