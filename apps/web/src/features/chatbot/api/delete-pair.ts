import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { chatbotKey } from './get-conversation.ts';

/** DELETE /Chatbot/pairs/:id. */
export const deletePair = (id: number) => call(e.deletePair, { params: { id } });
export const useDeletePair = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deletePair, onSuccess: () => qc.invalidateQueries({ queryKey: chatbotKey }) });
};
