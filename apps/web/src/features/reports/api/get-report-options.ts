import { useQuery } from '@tanstack/react-query';
import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { reportsHubKey } from './get-student-progress.ts';

export type OptionKind = 'courses' | 'learners' | 'companies' | 'mentors';
const endpoints = { courses: e.courseOptions, learners: e.learnerOptions, companies: e.companyOptions, mentors: e.mentorOptions } as const;

/** GET /reports/options/{kind}: what the viewer may pick (a mentor: their courses and their learners). */
export const getReportOptions = (kind: OptionKind, term?: string) => call(endpoints[kind], { query: term ? { term } : {} });
export const reportOptionsQuery = (kind: OptionKind, term?: string) => ({ queryKey: [...reportsHubKey, 'options', kind, term ?? ''], queryFn: () => getReportOptions(kind, term), staleTime: 60_000 });
export const useReportOptions = (kind: OptionKind, term?: string) => useQuery(reportOptionsQuery(kind, term));
