import type { AdmissionRow } from '@app/contracts/courses';
import type { ListQuery, Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export type AdmissionFilters = { courseId?: number };

/** GET /usersAdmissions: admissions, paged (UserName, Email, ProgressStatus, Progress, CreatedOn); courseId filters. */
export const getAdmissions = (q: ListQuery & AdmissionFilters, signal?: AbortSignal) =>
  api.get<Page<AdmissionRow>>('/usersAdmissions', { query: q, signal });
