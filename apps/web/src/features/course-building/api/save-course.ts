import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourseInput, courseMutationResultSchema } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { courseListKey, coursesKey } from './get-courses.ts';

export type CourseMutationResult = z.infer<typeof courseMutationResultSchema>;
/** The list part of the spec's course calls: which page the answer should carry. */
export type ListPart = Pick<ListQuery, 'pageIndex' | 'pageSize' | 'sortDesc'> & Partial<Pick<ListQuery, 'sortBy' | 'term'>>;

/** The first page in the default order (callers that show no list). */
export const DEFAULT_LIST_PART: ListPart = { pageIndex: 0, pageSize: 25, sortDesc: false };

/** The list part of a DataTable query (its filters left out). */
export function listPartOf(q: ListQuery): ListPart {
  return { pageIndex: q.pageIndex, pageSize: q.pageSize, sortDesc: q.sortDesc, ...(q.sortBy ? { sortBy: q.sortBy } : {}), ...(q.term ? { term: q.term } : {}) };
}

/** POST /courses (id null) or PUT /courses with `item` and the list part; answers the page and the item. */
export const saveCourse = (id: number | null, item: CourseInput, list: ListPart = DEFAULT_LIST_PART) =>
  id === null
    ? call(coursesEndpoints.create, { body: { item, ...list } })
    : call(coursesEndpoints.update, { body: { item: { ...item, ID: id }, ...list } });

export const useSaveCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item, list }: { id: number | null; item: CourseInput; list?: ListPart }) => saveCourse(id, item, list),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: courseListKey });
      if (result.item) await queryClient.invalidateQueries({ queryKey: [...coursesKey, 'one', result.item.ID] });
    },
  });
};
