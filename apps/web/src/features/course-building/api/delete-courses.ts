import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseListKey, type CourseFilters } from './get-courses.ts';
import { DEFAULT_LIST_PART, listPartOf, type ListPart } from './save-course.ts';

/** DELETE /courses with `ids` and the list part; answers the page after the deletion. */
export const deleteCourses = (ids: number[], list: ListPart = DEFAULT_LIST_PART) =>
  call(coursesEndpoints.remove, { body: { ids, ...list } });

/**
 * Deletes one course, sending the list query on screen as the list part. Its answer is that page after the
 * deletion and goes straight into the cache; a list filtered by status (which the spec's call cannot carry) is
 * fetched again instead.
 */
export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      // The DataTable's current page is the one active query under the list key (earlier pages have no observer).
      const active = queryClient.getQueryCache().findAll({ queryKey: courseListKey, type: 'active' })[0];
      const q = (active?.queryKey[courseListKey.length] ?? null) as (ListQuery & CourseFilters) | null;
      const result = await deleteCourses([id], q ? listPartOf(q) : DEFAULT_LIST_PART);
      return { result, q };
    },
    onSuccess: async ({ result, q }) => {
      if (q && !q.status) {
        const { items, pageCount, pageIndex, total } = result;
        const key = [...courseListKey, { ...q, pageIndex }];
        queryClient.setQueryData(key, { items, pageCount, pageIndex, total });
        // Other pages and filters are out of date now; the page just answered is not.
        const fresh = hashKey(key);
        await queryClient.invalidateQueries({ queryKey: courseListKey, predicate: (query) => query.queryHash !== fresh });
      } else {
        await queryClient.invalidateQueries({ queryKey: courseListKey });
      }
    },
  });
};
