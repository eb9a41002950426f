import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { effectiveTerm } from '@app/contracts/list';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /courseBuilding/courses: courses to take steps from (drafts included), by title. */
export const getStepCourses = (term: string | undefined, signal?: AbortSignal) =>
  call(coursesEndpoints.list, { query: { term, pageSize: 25, sortBy: 'Title' } }, { signal });

export const useStepCourses = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: ['glps', 'step-courses', t ?? ''],
    queryFn: ({ signal }) => getStepCourses(t, signal),
    placeholderData: keepPreviousData,
  });
};
