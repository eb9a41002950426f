import type { StudentRow } from '@app/contracts/admissions';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export type StudentFilters = { courseId?: number };

/** GET /usersAdmissions/students: learners with their courses and figures, paged. */
export const getStudents = (q: ListQuery & StudentFilters, signal?: AbortSignal) =>
  api.get<Page<StudentRow>>('/usersAdmissions/students', { query: q, signal });
