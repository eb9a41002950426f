import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkingEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { checkingKey } from './get-checking-list.ts';

/** A mentor's decision on a submission awaiting one. */
export type Decision = { kind: 'accept'; Score: number; Feedback: string } | { kind: 'return'; Feedback: string };

/**
 * POST /usersProgress/submissions/{id}/accept ({Score, Feedback}) or .../return ({Feedback}); answers the
 * decided submission. The first decision wins: a second answers 409 CONFLICT.
 */
export const decideSubmission = (id: number, d: Decision) =>
  d.kind === 'accept'
    ? call(checkingEndpoints.accept, { params: { id }, body: { Score: d.Score, Feedback: d.Feedback } })
    : call(checkingEndpoints.return, { params: { id }, body: { Feedback: d.Feedback } });

/** Decides, then refreshes the lists, the counts and the view (which then shows the decision, whoever made it). */
export function useDecideSubmission(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) => decideSubmission(id, d),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkingKey }),
  });
}
