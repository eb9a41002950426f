import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being handled, for code that records where its work came from without every caller passing it
 * along (the mail outbox stores the request id of the request that queued a mail). Entered by app.ts right
 * before the handler runs; undefined outside a request (jobs, start-up).
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
