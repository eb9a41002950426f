import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of the assignments library. */
export const assignmentsKey = ['course-building', 'assignments'] as const;

/** GET /assignments: one page of the library (Title, CreatedByName, MaxScore, ReattemptsAllowed, CreatedOn). */
export const getAssignments = (q: ListQuery, signal?: AbortSignal) => call(libraryEndpoints.assignments, { query: q }, { signal });

/** Assignments whose title contains the term (pickers). */
export const assignmentChoicesOptions = (term: string) =>
  queryOptions({
    queryKey: [...assignmentsKey, 'choices', term],
    queryFn: ({ signal }) => getAssignments({ pageIndex: 0, pageSize: 20, sortDesc: false, sortBy: 'Title', ...(term.length >= 2 ? { term } : {}) }, signal),
  });
export const useAssignmentChoices = (term: string) => useQuery(assignmentChoicesOptions(term));
