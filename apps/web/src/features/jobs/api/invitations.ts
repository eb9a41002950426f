import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationStatus, InviteBody } from '@app/contracts/jobs';
import { invitationsEndpoints as e } from '@app/contracts/jobs.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';
import { jobsKeys } from './jobs-keys.ts';

export type InvitationFilters = { jobId?: number; status?: InvitationStatus; from?: string; to?: string };
/** GET /JobInvitations: the report page. */
export const getInvitations = (q: ListQuery & InvitationFilters, signal?: AbortSignal) => call(e.invitations, { query: q }, { signal });
/** GET /JobInvitations/export: the report as CSV, saved as a download. */
export async function downloadInvitations(q: Omit<ListQuery, 'pageIndex' | 'pageSize'> & InvitationFilters) {
  const blob = await call(e.export, { query: q });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'job-invitations.csv';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
export const useInvite = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: InviteBody) => call(e.invite, { body }), onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.all }) });
};
export const useMark = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mark }: { id: number; mark: 'interviewed' | 'hired' }) => call(e.mark, { params: { id }, body: { Mark: mark } }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
};
export const useInvitation = (id: number | null) =>
  useQuery({ queryKey: [...jobsKeys.invitations, 'one', id ?? 0], queryFn: ({ signal }) => call(e.invitation, { params: { id: id! } }, { signal }), enabled: id !== null });

/** The learner's side. */
export const getMyInvitations = (q: ListQuery, signal?: AbortSignal) => call(e.mine, { query: q }, { signal });
export const useMyInvitations = () =>
  useQuery({ queryKey: jobsKeys.mine, queryFn: ({ signal }) => getMyInvitations({ pageIndex: 0, pageSize: 100, sortDesc: false }, signal) });
export const openMyInvitation = (id: number) => call(e.myInvitation, { params: { id } });
export const useRespond = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) => call(e.respond, { params: { id }, body: { Answer: answer } }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
};
export const useStartAssessment = () => useMutation({ mutationFn: (id: number) => call(e.startAssessment, { params: { id } }) });
export const useMyFeedback = () =>
  useQuery({ queryKey: jobsKeys.myFeedback, queryFn: ({ signal }) => call(e.myFeedback, { query: { pageIndex: 0, pageSize: 50 } }, { signal }) });
