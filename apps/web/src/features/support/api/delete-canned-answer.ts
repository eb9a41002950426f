import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { cannedKey } from './get-canned-answers.ts';

/** DELETE /support/cannedAnswers/{id}. */
export const deleteCannedAnswer = (id: number) => call(supportEndpoints.deleteCannedAnswer, { params: { id } });

export const useDeleteCannedAnswer = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCannedAnswer, onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedKey }) });
};
