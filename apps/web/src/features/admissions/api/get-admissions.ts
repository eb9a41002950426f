import type { ListQuery } from '@app/contracts/list';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type AdmissionFilters = { courseId?: number };

/** GET /usersAdmissions: admissions, paged (UserName, Email, ProgressStatus, Progress, CreatedOn); courseId filters. */
export const getAdmissions = (q: ListQuery & AdmissionFilters, signal?: AbortSignal) =>
  call(admissionsEndpoints.list, { query: q }, { signal });
