import type { ListQuery } from '@app/contracts/list';
import type { UnansweredStatus } from '@app/contracts/chatbot';
import { chatbotEndpoints as e } from '@app/contracts/chatbot.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const unansweredKey = ['chatbot', 'unanswered'] as const;
/** GET /Chatbot/unanswered: the queue (open by default), most asked first. */
export const getUnanswered = (q: ListQuery & { status?: UnansweredStatus }, signal?: AbortSignal) => call(e.unanswered, { query: q }, { signal });
