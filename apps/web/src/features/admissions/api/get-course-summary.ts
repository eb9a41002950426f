import { useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@app/contracts/admissions';
import { api } from '../../../lib/api-client.ts';
import { courseSummariesKey } from './keys.ts';

/** GET /usersAdmissions/courses/{id}: one course's learner and certificate figures. */
export const getCourseSummary = (id: number, signal?: AbortSignal) => api.get<CourseSummary>(`/usersAdmissions/courses/${id}`, { signal });

export const useCourseSummary = (id: number | null) =>
  useQuery({ queryKey: [...courseSummariesKey, 'one', id], queryFn: ({ signal }) => getCourseSummary(id!, signal), enabled: id !== null, staleTime: 0 });
