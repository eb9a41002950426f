import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { effectiveTerm } from '@app/contracts/list';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseOptionsKey } from './keys.ts';

/** GET /courseBuilding/courses: courses (draft and published) by title, for pickers. */
export const getCourseOptions = (term: string | undefined, signal?: AbortSignal) =>
  call(coursesEndpoints.list, { query: { term, pageSize: 50, sortBy: 'Title', sortDesc: false } }, { signal });

export const useCourseOptions = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: [...courseOptionsKey, t ?? ''],
    queryFn: ({ signal }) => getCourseOptions(t, signal),
    placeholderData: keepPreviousData,
  });
};
