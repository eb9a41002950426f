import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseRow } from '@app/contracts/courses';
import { effectiveTerm, type Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';
import { courseOptionsKey } from './keys.ts';

/** GET /courseBuilding/courses: courses (draft and published) by title, for pickers. */
export const getCourseOptions = (term: string | undefined, signal?: AbortSignal) =>
  api.get<Page<CourseRow>>('/courseBuilding/courses', { query: { term, pageSize: 50, sortBy: 'Title', sortDesc: false }, signal });

export const useCourseOptions = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: [...courseOptionsKey, t ?? ''],
    queryFn: ({ signal }) => getCourseOptions(t, signal),
    placeholderData: keepPreviousData,
  });
};
