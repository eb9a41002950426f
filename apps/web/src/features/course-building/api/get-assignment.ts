import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { assignmentsKey } from './get-assignments.ts';

/** GET /assignments/{id}: one assignment with its attachments. */
export const getAssignment = (id: number, signal?: AbortSignal) => call(libraryEndpoints.assignment, { params: { id } }, { signal });

export const assignmentKey = (id: number) => [...assignmentsKey, 'one', id] as const;
export const assignmentOptions = (id: number) =>
  queryOptions({ queryKey: assignmentKey(id), queryFn: ({ signal }) => getAssignment(id, signal) });

/** One assignment, or nothing while `id` is null (a new one). */
export const useAssignment = (id: number | null) => useQuery({ ...assignmentOptions(id ?? 0), enabled: id !== null });
