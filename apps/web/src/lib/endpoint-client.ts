import type { Endpoint, EndpointData, EndpointInput } from '@app/contracts/endpoint';
import { fillPath } from '@app/contracts/endpoint';
import { ApiError, apiRequest, type QueryValue, type RequestOptions } from './api-client.ts';

/** Options of one call beyond what the endpoint declares (toasts, abort, upload progress, ...). */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'> & { form?: FormData };

/** In development and tests every answer is checked against the table's schema; production skips the cost. */
const checkResponses = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls endpoint E of the table: the path, parameters, query and body are checked by the compiler against
 * E's schemas, and the answer's type is E's response. A mismatching answer fails loudly outside production.
 */
export async function call<E extends Endpoint>(e: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointData<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
  const { form, ...rest } = options;
  const path = fillPath(e.path, params).replace(/^\/api/, '');
  const data = await apiRequest<unknown>(e.method, path, {
    ...rest,
    query,
    body: form ?? body,
    ...(e.response === 'file' ? { responseType: 'blob' as const, headers: { Accept: '*/*', ...rest.headers } } : {}),
  });
  if (checkResponses && e.response !== 'file') {
    const checked = e.response.safeParse(data);
    if (!checked.success) {
      console.error(`[api] ${e.method} ${e.path} answered outside its schema`, checked.error.issues);
      throw new ApiError('BAD_RESPONSE', 200, `${e.method} ${e.path} answered outside its schema: ${checked.error.issues[0]?.message ?? ''}`);
    }
  }
  return data as EndpointData<E>;
}
