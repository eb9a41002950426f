import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Chatbot/stats: anonymised figures of the last 30 days. */
export const chatStatsOptions = () => queryOptions({ queryKey: ['chatbot', 'stats'], queryFn: ({ signal }) => call(e.stats, {}, { signal }) });
export const useChatStats = () => useQuery(chatStatsOptions());
