import type { ListQuery } from '@app/contracts/list';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const feedbackKey = ['chatbot', 'feedback'] as const;
/** GET /Chatbot/feedback: rated answers, newest first. */
export const getFeedback = (q: ListQuery & { helpful?: 'all' | 'helpful' | 'not' }, signal?: AbortSignal) => call(e.feedbackList, { query: q }, { signal });
