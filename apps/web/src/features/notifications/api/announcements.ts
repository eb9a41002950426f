import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import type { AnnouncementAudience, NewAnnouncement } from '@app/contracts/notifications';
import { notificationsEndpoints as e } from '@app/contracts/notifications.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { announcementKeys } from './notification-keys.ts';

export type AnnouncementFilters = { status?: 'scheduled' | 'sent' | 'cancelled' };

/** GET /announcements: a page of announcements with reach and read rate. */
export const getAnnouncements = (q: ListQuery & AnnouncementFilters, signal?: AbortSignal) => call(e.announcements, { query: q }, { signal });

/** GET /announcements/stats: the dashboard's figures. */
export const useAnnouncementStats = () =>
  useQuery({ queryKey: announcementKeys.stats, queryFn: ({ signal }) => call(e.stats, {}, { signal }) });

/** POST /announcements/audienceSize: how many the audience reaches now. */
export const useAudienceSize = (audience: AnnouncementAudience | null) =>
  useQuery({
    queryKey: [...announcementKeys.all, 'size', audience],
    queryFn: ({ signal }) => call(e.audienceSize, { body: { audience: audience! } }, { signal }),
    enabled: audience !== null,
    staleTime: 30_000,
  });

/** POST /announcements: sends now or schedules. */
export const useCreateAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAnnouncement) => call(e.createAnnouncement, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
};

/** DELETE /announcements/{id}: cancels a scheduled one. */
export const useCancelAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.cancelAnnouncement, { params: { announcementId: id } }, { toast: 'danger' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
};
