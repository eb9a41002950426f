import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of everything the chat bot shows; its mutations invalidate it. */
export const chatbotKey = ['chatbot'] as const;
export const conversationKey = ['chatbot', 'conversation'] as const;

/** GET /Chatbot/conversation: my latest questions and answers, newest first. */
export const conversationOptions = () =>
  queryOptions({ queryKey: conversationKey, queryFn: ({ signal }) => call(e.conversation, { query: { pageSize: 50 } }, { signal }) });
export const useConversation = () => useQuery(conversationOptions());
