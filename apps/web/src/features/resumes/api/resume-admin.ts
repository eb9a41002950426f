import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import type { ResumeMasterType } from '@app/contracts/resumes';
import { resumesEndpoints as e } from '@app/contracts/resumes.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const adminKey = ['resumes', 'admin'] as const;

/** GET /Others/AllResumes. */
export const getAllResumes = (q: ListQuery, signal?: AbortSignal) => call(e.all, { query: q }, { signal });
/** GET /Others/AllResumes/{id}. */
export const useResume = (id: number | null) =>
  useQuery({ queryKey: [...adminKey, 'one', id], queryFn: ({ signal }) => call(e.one, { params: { id: id! } }, { signal }), enabled: id !== null });
/** GET /Others/ResumeDashboard. */
export const useResumeDashboard = () => useQuery({ queryKey: [...adminKey, 'dashboard'], queryFn: ({ signal }) => call(e.dashboard, {}, { signal }) });
/** GET /Others/ResumeMasters. */
export const useMasterTypes = () => useQuery({ queryKey: [...adminKey, 'masters'], queryFn: ({ signal }) => call(e.masterTypes, {}, { signal }) });
/** GET /Others/ResumeMasters/{type}. */
export const getMasters = (type: ResumeMasterType) => (q: ListQuery, signal?: AbortSignal) => call(e.masters, { params: { type }, query: q }, { signal });
export function useAddMaster(type: ResumeMasterType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Title: string) => call(e.addMaster, { params: { type }, body: { Title } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
export function useDeleteMaster(type: ResumeMasterType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => call(e.deleteMaster, { params: { type, entryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

/** PUT /Others/AllResumes/{id}: a staff edit (recorded as UpdatedByUserName). */
export function useStaffEdit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof call<typeof e.staffEdit>>[1]['body']) => call(e.staffEdit, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
