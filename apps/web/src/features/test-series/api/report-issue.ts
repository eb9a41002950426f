import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /attempts/{id}/issues: the spec's issue text about one question; reaches staff. */
export const reportIssue = (attemptId: number, body: { QuestionID: number; Text: string }) =>
  api.post<{ ID: number }>(`/attempts/${attemptId}/issues`, body);

export const useReportIssue = (attemptId: number) =>
  useMutation({ mutationFn: (body: { QuestionID: number; Text: string }) => reportIssue(attemptId, body) });
