import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewScheduleBody } from '@app/contracts/reports';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsHubKey } from './get-student-progress.ts';

export const schedulesKey = [...reportsHubKey, 'schedules'] as const;

/** GET /reports/schedules: the viewer's scheduled report mails (an admin: all). */
export const getSchedules = () => call(e.schedules, {});
export const useSchedules = () => useQuery({ queryKey: schedulesKey, queryFn: getSchedules });

/** POST /reports/schedules: mail a report with its filters daily or weekly. */
export const createSchedule = (body: NewScheduleBody) => call(e.createSchedule, { body });
export function useCreateSchedule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSchedule, onSuccess: () => qc.invalidateQueries({ queryKey: schedulesKey }) });
}

/** DELETE /reports/schedules/:id: stop a scheduled mail. */
export const deleteSchedule = (id: number) => call(e.deleteSchedule, { params: { id } });
export function useDeleteSchedule() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteSchedule, onSuccess: () => qc.invalidateQueries({ queryKey: schedulesKey }) });
}

/** POST /reports/schedules/:id/run: mail it now through the job queue. */
export const runSchedule = (id: number) => call(e.runSchedule, { params: { id } });
export const useRunSchedule = () => useMutation({ mutationFn: runSchedule });
