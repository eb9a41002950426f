import type { ListQuery } from '@app/contracts/list';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type StudentFilters = { courseId?: number };

/** GET /usersAdmissions/students: learners with their courses and figures, paged. */
export const getStudents = (q: ListQuery & StudentFilters, signal?: AbortSignal) =>
  call(admissionsEndpoints.students, { query: q }, { signal });
