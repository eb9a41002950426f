import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckingRow } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import { checkingEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { idsSegment, type CheckingTab } from '../lib/checking-query.ts';

/** Query-key prefix of everything this feature loads; a decision invalidates it. */
export const checkingKey = ['checking'] as const;

export const checkingListKey = (tab: CheckingTab, courseIds: readonly number[], userIds: readonly number[]) =>
  [...checkingKey, 'list', tab, idsSegment(courseIds), idsSegment(userIds)] as const;

const endpoint = { pending: checkingEndpoints.pending, reattempted: checkingEndpoints.reattempted } satisfies Record<CheckingTab, unknown>;

/**
 * GET /usersProgress/getPendingAssignments/{courseIds}/{userIds} (first submissions awaiting a decision) or
 * .../getReattemptedAssignments/... (resubmissions): one page, oldest first by default.
 */
export const getCheckingList = (tab: CheckingTab, courseIds: readonly number[], userIds: readonly number[], q: ListQuery, signal?: AbortSignal) =>
  call(endpoint[tab], { params: { courseIds: idsSegment(courseIds), userIds: idsSegment(userIds) }, query: q }, { signal });

const countQuery: ListQuery = { pageIndex: 0, pageSize: 1, sortDesc: false };

/** How many submissions of a tab await a decision under these filters (one row fetched). */
export const checkingCountOptions = (tab: CheckingTab, courseIds: readonly number[], userIds: readonly number[]) =>
  queryOptions({
    queryKey: [...checkingListKey(tab, courseIds, userIds), 'count'],
    queryFn: ({ signal }) => getCheckingList(tab, courseIds, userIds, countQuery, signal).then((p) => p.total),
  });

export const useCheckingCount = (tab: CheckingTab, courseIds: readonly number[], userIds: readonly number[]) =>
  useQuery(checkingCountOptions(tab, courseIds, userIds));

/** The oldest submission awaiting a decision under these filters: pending first, then reattempted; null when none. */
export async function getNextToCheck(courseIds: readonly number[], userIds: readonly number[], signal?: AbortSignal): Promise<CheckingRow | null> {
  for (const tab of ['pending', 'reattempted'] as const) {
    const page = await getCheckingList(tab, courseIds, userIds, countQuery, signal);
    if (page.items[0]) return page.items[0];
  }
  return null;
}

export const useNextToCheck = (courseIds: readonly number[], userIds: readonly number[], enabled: boolean) =>
  useQuery({
    queryKey: [...checkingKey, 'next', idsSegment(courseIds), idsSegment(userIds)],
    queryFn: ({ signal }) => getNextToCheck(courseIds, userIds, signal),
    enabled,
    staleTime: 0,
  });
