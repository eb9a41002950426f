import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { crmKey } from './enquiries.ts';

/** GET /followup/getFollowups/{fromDate}/{toDate} (at most 500: the spec's store entry count). */
export const useFollowups = (fromDate: string, toDate: string) =>
  useQuery({ queryKey: ['crm', 'followups', fromDate, toDate], queryFn: () => call(e.followupsBetween, { params: { fromDate, toDate } }) });

/** POST /enquiries/{id}/followups. */
export const useAddFollowup = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; FollowupDate: string; FollowupTime: string; Description: string }) =>
      call(e.addFollowup, { params: { id: v.id }, body: { FollowupDate: v.FollowupDate, FollowupTime: v.FollowupTime, Description: v.Description } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: crmKey }),
  });
};

/** POST /followup/{id}: done or cancelled. */
export const useSetFollowupStatus = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; Status: 'Open' | 'Done' | 'Cancelled' }) => call(e.setFollowupStatus, { params: { id: v.id }, body: { Status: v.Status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: crmKey }),
  });
};

/** POST /followup/calendarFeed: a new secret iCal address. */
export const useCalendarFeed = () => useMutation({ mutationFn: () => call(e.calendarFeed, {}) });
