import { queryOptions, useQuery } from '@tanstack/react-query';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /Threads/{threadId}/comments: every comment of an answer the reader may see (the topic page carries the latest few). */
export const answerCommentsOptions = (threadId: number) =>
  queryOptions({ queryKey: ['forum', 'answerComments', threadId], queryFn: ({ signal }) => call(e.answerComments, { params: { threadId } }, { signal }) });
/** Loaded once "Show all comments" is pressed; forum mutations refresh it with the topic. */
export const useAnswerComments = (threadId: number, enabled: boolean) => useQuery({ ...answerCommentsOptions(threadId), enabled });
