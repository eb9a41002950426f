import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { chatbotKey } from './get-conversation.ts';

/** DELETE /Chatbot/conversation: clears my conversation. */
export const clearConversation = () => call(e.clear, {});
export const useClearConversation = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: clearConversation, onSuccess: () => qc.invalidateQueries({ queryKey: chatbotKey }) });
};
