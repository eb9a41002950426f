import { useQuery } from '@tanstack/react-query';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseSummariesKey } from './keys.ts';

/** GET /usersAdmissions/courses/{id}: one course's learner and certificate figures. */
export const getCourseSummary = (id: number, signal?: AbortSignal) => call(admissionsEndpoints.courseSummary, { params: { courseId: id } }, { signal });

export const useCourseSummary = (id: number | null) =>
  useQuery({ queryKey: [...courseSummariesKey, 'one', id], queryFn: ({ signal }) => getCourseSummary(id!, signal), enabled: id !== null, staleTime: 0 });
