import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { chatbotKey } from './get-conversation.ts';

/** POST /Chatbot/unanswered/:id/dismiss. */
export const dismissUnanswered = (id: number) => call(e.dismiss, { params: { id } });
export const useDismissUnanswered = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: dismissUnanswered, onSuccess: () => qc.invalidateQueries({ queryKey: chatbotKey }) });
};
