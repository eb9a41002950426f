import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import type { MaterialKind, materialRowSchema } from '@app/contracts/courses';
import type { z } from 'zod';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type MaterialRow = z.infer<typeof materialRowSchema>;
export type MaterialFilters = { kind?: MaterialKind };

/** Query-key prefix of the materials library (lists and single materials). */
export const materialsKey = ['course-building', 'materials'] as const;

/** GET /materials: one page of the library (Name, Kind, CreatedByName, expected time, CreatedOn). */
export const getMaterials = (q: ListQuery & MaterialFilters, signal?: AbortSignal) =>
  call(libraryEndpoints.materials, { query: q }, { signal });

/** Materials whose name contains the term (pickers). */
export const materialChoicesOptions = (term: string) =>
  queryOptions({
    queryKey: [...materialsKey, 'choices', term],
    queryFn: ({ signal }) => getMaterials({ pageIndex: 0, pageSize: 20, sortDesc: false, sortBy: 'Name', ...(term.length >= 2 ? { term } : {}) }, signal),
  });
export const useMaterialChoices = (term: string) => useQuery(materialChoicesOptions(term));
