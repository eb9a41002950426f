import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SubmissionDetail } from './get-assignment-view.ts';
import { checkingKey } from './get-checking-list.ts';

/** A mentor's decision on a submission awaiting one. */
export type Decision = { kind: 'accept'; Score: number; Feedback: string } | { kind: 'return'; Feedback: string };

/**
 * POST /usersProgress/submissions/{id}/accept ({Score, Feedback}) or .../return ({Feedback}); answers the
 * decided submission. The first decision wins: a second answers 409 CONFLICT.
 */
export const decideSubmission = (id: number, d: Decision) =>
  d.kind === 'accept'
    ? api.post<SubmissionDetail>(`/usersProgress/submissions/${id}/accept`, { Score: d.Score, Feedback: d.Feedback })
    : api.post<SubmissionDetail>(`/usersProgress/submissions/${id}/return`, { Feedback: d.Feedback });

/** Decides, then refreshes the lists, the counts and the view (which then shows the decision, whoever made it). */
export function useDecideSubmission(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => decideSubmission(id, d),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkingKey }),
  });
}
