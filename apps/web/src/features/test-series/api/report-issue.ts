import { useMutation } from '@tanstack/react-query';
import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /attempts/{id}/issues: the spec's issue text about one question; reaches staff. */
export const reportIssue = (attemptId: number, body: { QuestionID: number; Text: string }) =>
  call(attemptsEndpoints.reportIssue, { params: { id: attemptId }, body });

export const useReportIssue = (attemptId: number) =>
  useMutation({ mutationFn: (body: { QuestionID: number; Text: string }) => reportIssue(attemptId, body) });
