import { encodeAntiForgery, ANTI_FORGERY_HEADER } from '@app/contracts/anti-forgery';
import { errorCodes, type ErrorCode } from '@app/contracts/errors';
import { API_BASE, ANTI_FORGERY_KEY } from './config.ts';
import { useAuthStore } from './auth-store.ts';
import { markSessionExpired } from './expired-mark.ts';
import { currentAppAddress } from './return-to.ts';
import { notify, type ToastStyle } from './notify.ts';
import { i18n } from './i18n.ts';

/** Codes of the API plus the two the client itself produces (no answer, unreadable answer). */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export interface ApiFieldError {
  path: string;
  message: string;
}

/** The one error type of the web app; `code` maps to a translated message (`common:errors.<code>`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    message: string,
    readonly errors: readonly ApiFieldError[] = [],
    /** Seconds to wait, from Retry-After on 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** Field errors keyed by form field: `body.email` -> `email`. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) {
      const key = e.path.replace(/^(body|query|params)\./, '');
      if (key && !(key in out)) out[key] = e.message;
    }
    return out;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Show the error as a toast in this style (spec section 8); by default errors are only logged. */
  toast?: ToastStyle;
  /** Text of that toast; the translated code message when omitted. */
  toastMessage?: string;
  /** A 401 here is an answer, not an expired session (login, the start-up session check). */
  skipSessionExpiry?: boolean;
  /** 'blob': a successful answer is returned as a Blob (file downloads); errors still read the envelope. */
  responseType?: 'json' | 'blob';
  /** Upload progress from 0 to 1 (the request is then sent with XMLHttpRequest, which reports it). */
  onUploadProgress?: (fraction: number) => void;
}

type SessionExpiredHandler = (returnTo: string) => void;
let sessionExpiredHandler: SessionExpiredHandler | null = null;

/** The router registers how to go to /login; the client calls it on any 401 with the current address. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler | null): void {
  sessionExpiredHandler = handler;
}

/**
 * Forced logout or expired session (or, with reason 'logout', the user's own logout): clear the stored token
 * and mobile number, then go to /login, which brings the user back to `returnTo` afterwards.
 */
export function expireSession(returnTo: string = currentAppAddress(), reason: 'expired' | 'logout' = 'expired'): void {
  if (reason === 'expired') markSessionExpired(returnTo);
  useAuthStore.getState().signOut(reason);
  sessionExpiredHandler?.(returnTo);
}

/** `?a=1&b=x` with repeated keys for arrays; undefined, null and '' are left out. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const knownCodes = new Set<string>(errorCodes);

function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'VALIDATION';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 422) return 'RULE_VIOLATED';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return 'INTERNAL';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The translated message for an error code, falling back to the server's own text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `common:errors.${error.code}`;
    if (error.code === 'VALIDATION' || error.code === 'RULE_VIOLATED' || error.code === 'CONFLICT') {
      // These carry the server's specific explanation, which says more than a generic line.
      return error.message || i18n.t(key);
    }
    return i18n.exists(key) ? i18n.t(key) : error.message;
  }
  return i18n.t('common:errors.INTERNAL');
}

/**
 * The one fetch wrapper: bearer token, X-Anti-Forgery on every request, the envelope read once
 * (returns `data`), errors thrown as ApiError, 401 -> session-expiry handler.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { token, user, userId } = useAuthStore.getState();
  const pathAndQuery = `${path.startsWith('/') ? path : `/${path}`}${buildQuery(options.query)}`;
  const url = `${API_BASE}${pathAndQuery}`;
  // The server checks the path as it receives it, so sign exactly what is sent (without scheme and host).
  const signedPath = API_BASE.startsWith('/') ? url : new URL(url).pathname + new URL(url).search;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [ANTI_FORGERY_HEADER]: encodeAntiForgery(user?.id ?? userId ?? 0, Date.now(), signedPath, ANTI_FORGERY_KEY),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = options.onUploadProgress
      ? await (await import('./xhr-fetch.ts')).xhrFetch(url, { method, headers, body: body as XMLHttpRequestBodyInit | undefined, signal: options.signal }, options.onUploadProgress)
      : await fetch(url, { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError('NETWORK', 0, 'The server could not be reached');
    return fail(error, options);
  }

  if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;

  let payload: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }

  const bodyStatus = isRecord(payload) && typeof payload.status === 'number' ? payload.status : response.status;
  if (response.ok && bodyStatus < 400 && isRecord(payload) && 'data' in payload) {
    return payload.data as T;
  }

  const status = response.ok ? bodyStatus : response.status;
  if (status < 400) {
    return fail(new ApiError('BAD_RESPONSE', status, 'Unexpected answer from the server'), options);
  }
  const rawCode = isRecord(payload) && typeof payload.code === 'string' ? payload.code : '';
  const code: ErrorCode = knownCodes.has(rawCode) ? (rawCode as ErrorCode) : codeForStatus(status);
  const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : response.statusText;
  const errors = isRecord(payload) && Array.isArray(payload.errors)
    ? payload.errors.filter(isRecord).map((e) => ({ path: String(e.path ?? ''), message: String(e.message ?? '') }))
    : [];
  const retryHeader = Number(response.headers.get('Retry-After'));
  const error = new ApiError(code, status, message, errors, Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined);

  if (status === 401 && !options.skipSessionExpiry && code !== 'INVALID_CREDENTIALS') {
    expireSession();
  }
  return fail(error, options);
}

function fail(error: ApiError, options: RequestOptions): never {
  if (options.toast) notify(options.toastMessage ?? errorMessage(error), options.toast);
  else if (error.status >= 500 || error.status === 0) console.warn(`[api] ${error.code} ${error.message}`);
  throw error;
}

/** Shorthands; `path` is relative to the API base, e.g. `/auth/login`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  /** GET a file (CSV, XLSX) with the same headers; resolves with its content as a Blob. */
  download: (path: string, options?: RequestOptions) => apiRequest<Blob>('GET', path, { ...options, headers: { Accept: '*/*', ...options?.headers }, responseType: 'blob' }),
};
