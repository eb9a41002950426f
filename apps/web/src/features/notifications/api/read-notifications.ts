import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints as e } from '@app/contracts/notifications.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** POST /userNotifications/{id}/open: the notification, marked read (the detail page). */
export const useOpenNotification = (id: number) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.one(id),
    queryFn: async ({ signal }) => {
      const n = await call(e.open, { params: { notificationId: id } }, { signal });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.latest });
      return n;
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
};

/** Marks some or all of mine read; the count comes back with the answer (and over the stream to other tabs). */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { ids: number[] } | { all: true; type?: string }) =>
      'ids' in v
        ? call(e.markRead, { body: { ids: v.ids } }, { toast: 'danger' })
        : call(e.markAllRead, { body: v.type ? { type: v.type } : {} }, { toast: 'danger' }),
    onSuccess: (r) => {
      queryClient.setQueryData(notificationKeys.count, r.Unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.latest });
    },
  });
};
