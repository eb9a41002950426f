import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference } from '@app/contracts/notifications';
import { notificationsEndpoints as e } from '@app/contracts/notifications.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /notificationPreferences: my choice per type. */
export const useNotificationPreferences = () =>
  useQuery({ queryKey: notificationKeys.preferences, queryFn: ({ signal }) => call(e.preferences, {}, { signal }) });

/** PUT /notificationPreferences. */
export const useSavePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) => call(e.savePreferences, { body: { preferences } }, { toast: 'danger' }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
};
