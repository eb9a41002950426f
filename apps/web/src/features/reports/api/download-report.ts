import { reportHubEndpoints as e } from '@app/contracts/reports.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type ReportKind = 'studentProgress' | 'eutProgress' | 'courseFunnel' | 'mentorChecking' | 'testResults' | 'questionPerformance' | 'questionResponses';
const endpoints = {
  studentProgress: e.studentProgressExport, eutProgress: e.eutExport, courseFunnel: e.courseFunnelExport, mentorChecking: e.mentorCheckingExport,
  testResults: e.testResultsExport, questionPerformance: e.questionPerformanceExport, questionResponses: e.questionResponsesExport,
} as const;

/** GET /reports/{report}/download: the full result as CSV or XLSX, made by the server from every row of the filters. */
export const downloadReport = (kind: ReportKind, query: Record<string, unknown>) =>
  call(endpoints[kind] as typeof e.studentProgressExport, { query: query as never }) as Promise<Blob>;
