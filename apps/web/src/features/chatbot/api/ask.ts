import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { chatbotKey } from './get-conversation.ts';

/** POST /Chatbot/ask: a question; the answer quotes its sources, or the bot declines. */
export const askBot = (Question: string) => call(e.ask, { body: { Question } });
export const useAsk = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: askBot, onSuccess: () => qc.invalidateQueries({ queryKey: chatbotKey }) });
};
