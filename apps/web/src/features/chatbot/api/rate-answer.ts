import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { chatbotKey } from './get-conversation.ts';

/** POST /Chatbot/messages/:id/feedback: this answer helped, or not. */
export const rateAnswer = (v: { id: number; Helpful: boolean }) => call(e.feedback, { params: { id: v.id }, body: { Helpful: v.Helpful } });
export const useRateAnswer = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: rateAnswer, onSuccess: () => qc.invalidateQueries({ queryKey: chatbotKey }) });
};
