import { useQuery } from '@tanstack/react-query';
import { notificationsEndpoints as e } from '@app/contracts/notifications.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /userNotificationsCount: my unread count (the bell). The live stream keeps it current; no polling. */
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) => call(e.count, {}, { signal }),
    enabled,
    staleTime: Infinity,
  });
