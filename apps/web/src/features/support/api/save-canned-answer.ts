import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { cannedKey } from './get-canned-answers.ts';

export type CannedInput = { Title: string; Body: string };

/** POST /support/cannedAnswers (new) or PUT /support/cannedAnswers/{id}. */
export const saveCannedAnswer = (id: number | null, body: CannedInput) =>
  id === null ? call(supportEndpoints.createCannedAnswer, { body }) : call(supportEndpoints.updateCannedAnswer, { params: { id }, body });

export const useSaveCannedAnswer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number | null; body: CannedInput }) => saveCannedAnswer(v.id, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedKey }),
  });
};
