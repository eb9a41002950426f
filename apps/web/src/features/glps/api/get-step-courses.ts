import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseRow } from '@app/contracts/courses';
import { effectiveTerm, type Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

/** GET /courseBuilding/courses: courses to take steps from (drafts included), by title. */
export const getStepCourses = (term: string | undefined, signal?: AbortSignal) =>
  api.get<Page<CourseRow>>('/courseBuilding/courses', { query: { term, pageSize: 25, sortBy: 'Title' }, signal });

export const useStepCourses = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: ['glps', 'step-courses', t ?? ''],
    queryFn: ({ signal }) => getStepCourses(t, signal),
    placeholderData: keepPreviousData,
  });
};
