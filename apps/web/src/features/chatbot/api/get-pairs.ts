import type { ListQuery } from '@app/contracts/list';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const pairsKey = ['chatbot', 'pairs'] as const;
/** GET /Chatbot/pairs: one page of trained pairs. */
export const getPairs = (q: ListQuery, signal?: AbortSignal) => call(e.pairs, { query: q }, { signal });
