import { useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import type { UserNotificationsQuery } from '@app/contracts/notifications';
import { notificationsEndpoints as e } from '@app/contracts/notifications.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** The list's filters as the page sends them. */
export type NotificationFilters = Pick<UserNotificationsQuery, 'type' | 'status'>;

/** GET /userNotifications as a page of the DataTable (the spec's notificationList is its items). */
export async function getNotificationsPage(q: ListQuery & NotificationFilters, signal?: AbortSignal) {
  const { notificationList, ...page } = await call(e.list, { query: q }, { signal });
  return { ...page, items: notificationList };
}

/** The latest few, for the bell's popover (loaded when it opens). */
export const useLatestNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => call(e.list, { query: { pageIndex: 0, pageSize: 6 } }, { signal }),
    enabled,
  });
