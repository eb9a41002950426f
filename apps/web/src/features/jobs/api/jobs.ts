import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobBody, JobStatus } from '@app/contracts/jobs';
import { jobsEndpoints as e } from '@app/contracts/jobs.endpoints';
import type { ListQuery } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';
import { jobsKeys } from './jobs-keys.ts';

export type JobFilters = { status?: JobStatus; companyId?: number };
/** GET /jobs: the caller's company's jobs with their figures. */
export const getJobs = (q: ListQuery & JobFilters, signal?: AbortSignal) => call(e.jobs, { query: q }, { signal });
export const useJobOptions = () =>
  useQuery({ queryKey: [...jobsKeys.jobs, 'options'], queryFn: ({ signal }) => getJobs({ pageIndex: 0, pageSize: 500, sortDesc: false, status: 'open' }, signal) });
export const useJob = (id: number | null) =>
  useQuery({ queryKey: jobsKeys.job(id ?? 0), queryFn: ({ signal }) => call(e.job, { params: { id: id! } }, { signal }), enabled: id !== null });
export const useSaveJob = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: JobBody }) => (id ? call(e.update, { params: { id }, body }) : call(e.create, { body })),
    onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.all }),
  });
};
/** The resume bank's filters the invite page offers; with a job the bank is ranked by its skills. */
export type CandidateFilters = { jobId?: number; q?: string; skill?: string; city?: string };
export const useCandidates = (f: CandidateFilters) =>
  useQuery({
    queryKey: jobsKeys.candidates(f),
    queryFn: ({ signal }) => call(e.candidates, { query: { pageIndex: 0, pageSize: 25, sortDesc: false, ...f } }, { signal }),
    placeholderData: (prev) => prev,
  });
export const useAssessmentOptions = () => useQuery({ queryKey: jobsKeys.assessments, queryFn: ({ signal }) => call(e.assessments, {}, { signal }) });

/** GET /openJobs: open jobs for the learner, with their own invitation to each. */
export const getOpenJobs = (q: ListQuery & { matching?: 'true' | 'false' }, signal?: AbortSignal) => call(e.openJobs, { query: q }, { signal });
export const useApply = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => call(e.apply, { params: { id } }), onSettled: () => qc.invalidateQueries({ queryKey: jobsKeys.all }) });
};
export const useCareers = () => useQuery({ queryKey: ['jobs', 'careers'], queryFn: ({ signal }) => call(e.careers, {}, { signal }) });
