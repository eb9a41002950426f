import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyBody } from '@app/contracts/jobs';
import { companiesEndpoints as e } from '@app/contracts/jobs.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { jobsKeys } from './jobs-keys.ts';

/** GET /Companies: a page of companies (a recruiter gets their own). */
export const getCompanies = (q: ListQuery & { status?: number }, signal?: AbortSignal) => call(e.companies, { query: q }, { signal });
export const useCompanyOptions = () =>
  useQuery({ queryKey: [...jobsKeys.companies, 'options'], queryFn: ({ signal }) => getCompanies({ pageIndex: 0, pageSize: 500, sortDesc: false }, signal) });
export const useCompanyStatuses = () => useQuery({ queryKey: jobsKeys.statuses, queryFn: ({ signal }) => call(e.statuses, {}, { signal }) });
export const useRecruiters = (id: number | null) =>
  useQuery({ queryKey: jobsKeys.recruiters(id ?? 0), queryFn: ({ signal }) => call(e.recruiters, { params: { id: id! } }, { signal }), enabled: id !== null });

export const useSaveCompany = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CompanyBody }) => (id ? call(e.update, { params: { id }, body }) : call(e.create, { body })),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.companies }),
  });
};
export const useAddRecruiter = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(e.addRecruiter, { params: { id }, body: { UserID: userId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.companies }),
  });
};
export const useRemoveRecruiter = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(e.removeRecruiter, { params: { id, userId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.companies }),
  });
};

/** Recruiter accounts an admin may attach to a company (GET /users?role=Recruiter). */
export const useRecruiterAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'recruiterAccounts'],
    queryFn: ({ signal }) => call(usersEndpoints.list, { query: { pageIndex: 0, pageSize: 500, role: 'Recruiter', active: 'true' } }, { signal }),
    enabled,
  });
