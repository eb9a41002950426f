import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeAntiForgery } from '@app/contracts/anti-forgery';
import { ApiError, api, buildQuery, errorMessage, setSessionExpiredHandler } from './api-client.ts';
import { MOBILE_STORAGE_KEY, TOKEN_STORAGE_KEY, USER_ID_STORAGE_KEY, useAuthStore } from './auth-store.ts';
import { userOf } from '../test/render.tsx';

const notifyMock = vi.hoisted(() => vi.fn());
vi.mock('./notify.ts', () => ({ notify: notifyMock }));

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }));
}

function lastCall(fetchMock: ReturnType<typeof vi.fn>): [string, RequestInit] {
  return fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
}

beforeEach(() => {
  notifyMock.mockReset();
  useAuthStore.setState({ token: null, userId: null, user: null, status: 'anonymous' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
});

describe('api client', () => {
  it('should return the data of a success envelope', async () => {
    vi.stubGlobal('fetch', reply(200, { status: 200, message: 'Success', data: { items: [1], total: 1 } }));
    await expect(api.get('/admin/masters')).resolves.toEqual({ items: [1], total: 1 });
  });

  it('should send the bearer token and an anti-forgery header over the path and query as sent', async () => {
    const fetchMock = reply(200, { status: 200, message: 'Success', data: null });
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({ token: 'abc', user: userOf('Admin', 42), status: 'authenticated' });
    const before = Date.now();
    await api.get('/users', { query: { pageIndex: 0, pageSize: 25, term: '', sortBy: 'Email', sortDesc: true } });
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe('/api/users?pageIndex=0&pageSize=25&sortBy=Email&sortDesc=true');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    const decoded = decodeAntiForgery(headers['x-anti-forgery']!, 7)!;
    expect(decoded.userId).toBe('42');
    expect(decoded.path).toBe('/api/users?pageIndex=0&pageSize=25&sortBy=Email&sortDesc=true');
    expect(decoded.timeMs).toBeGreaterThanOrEqual(before);
  });

  it('should name the stored token\'s user before the user is loaded again after a reload', async () => {
    const fetchMock = reply(200, { status: 200, message: 'Success', data: null });
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({ token: 'abc', userId: 42, user: null, status: 'checking' });
    await api.get('/auth/me');
    const headers = lastCall(fetchMock)[1].headers as Record<string, string>;
    expect(decodeAntiForgery(headers['x-anti-forgery']!, 7)).toMatchObject({ userId: '42', path: '/api/auth/me' });
  });

  it('should sign with user id 0 and send no Authorization header when signed out', async () => {
    const fetchMock = reply(200, { status: 200, message: 'Success', data: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/auth/login', { email: 'a@b.co' });
    const [, init] = lastCall(fetchMock);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(decodeAntiForgery(headers['x-anti-forgery']!, 7)).toMatchObject({ userId: '0', path: '/api/auth/login' });
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co"}');
  });

  it('should throw a typed ApiError with code, status and field errors from an error envelope', async () => {
    vi.stubGlobal('fetch', reply(400, {
      status: 400, message: 'Invalid input', code: 'VALIDATION', errors: [{ path: 'body.email', message: 'Enter a valid email address' }],
    }));
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, message: 'Invalid input' });
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'Enter a valid email address' });
  });

  it('should call the session-expiry handler with the current address and clear the stored token and mobile on a 401', async () => {
    vi.stubGlobal('fetch', reply(401, { status: 401, message: 'Session expired', code: 'SESSION_EXPIRED' }));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    localStorage.setItem(MOBILE_STORAGE_KEY, '9876543210');
    localStorage.setItem(USER_ID_STORAGE_KEY, '7');
    useAuthStore.setState({ token: 'abc', user: userOf('Trainee'), status: 'authenticated' });
    window.history.pushState({}, '', '/app/Others/masters?x=1');
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    const error = await api.get('/admin/masters').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SESSION_EXPIRED', status: 401 });
    expect(handler).toHaveBeenCalledWith('/Others/masters?x=1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(MOBILE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
  });

  it('should not treat wrong credentials or an opted-out call as an expired session', async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    vi.stubGlobal('fetch', reply(401, { status: 401, message: 'Wrong', code: 'INVALID_CREDENTIALS' }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    vi.stubGlobal('fetch', reply(401, { status: 401, message: 'No', code: 'UNAUTHENTICATED' }));
    await expect(api.get('/auth/me', { skipSessionExpiry: true })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('should read Retry-After on a 429', async () => {
    vi.stubGlobal('fetch', reply(429, { status: 429, message: 'Slow down', code: 'RATE_LIMITED' }, { 'Retry-After': '30' }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ code: 'RATE_LIMITED', retryAfter: 30 });
  });

  it('should turn an unreadable 5xx into an INTERNAL error and a failed fetch into NETWORK', async () => {
    vi.stubGlobal('fetch', reply(502, '<html>Bad gateway</html>'));
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('should treat an error status inside a 200 envelope as an error', async () => {
    vi.stubGlobal('fetch', reply(200, { status: 500, message: 'Broken', code: 'INTERNAL' }));
    await expect(api.get('/forum/stats')).rejects.toMatchObject({ code: 'INTERNAL', status: 500 });
  });

  it('should show toasts in the style the caller asks for (spec section 8)', async () => {
    vi.stubGlobal('fetch', reply(500, { status: 500, message: 'x', code: 'INTERNAL' }));
    await api.get('/Capsules', { toast: 'info' }).catch(() => undefined);
    expect(notifyMock).toHaveBeenLastCalledWith('Something went wrong...please try again later', 'info');
    await api.get('/assignments', { toast: 'danger' }).catch(() => undefined);
    expect(notifyMock).toHaveBeenLastCalledWith('Something went wrong...please try again later', 'danger');
    await api.get('/other').catch(() => undefined);
    expect(notifyMock).toHaveBeenCalledTimes(2);
  });

  it('should map error codes to translated messages', () => {
    expect(errorMessage(new ApiError('INVALID_CREDENTIALS', 401, 'x'))).toBe('The email or password is incorrect.');
    expect(errorMessage(new ApiError('CONFLICT', 409, 'Email already registered'))).toBe('Email already registered');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong...please try again later');
  });

  it('should build queries without empty values and with repeated keys for arrays', () => {
    expect(buildQuery({ a: 1, b: '', c: undefined, d: null, e: ['x', 'y'], f: 'a b' })).toBe('?a=1&e=x&e=y&f=a+b');
    expect(buildQuery({})).toBe('');
  });
  it('should send FormData as multipart (no JSON content type) with the bearer and anti-forgery headers', async () => {
    const fetchMock = reply(200, { status: 200, message: 'Success', data: { Imported: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({ token: 'abc', user: userOf('Editor', 7), status: 'authenticated' });
    const form = new FormData();
    form.append('file', new Blob(['Type,Text,Correct\n'], { type: 'text/csv' }), 'q.csv');
    await expect(api.post('/questions/import', form)).resolves.toEqual({ Imported: 1 });
    const [, init] = lastCall(fetchMock);
    const headers = init.headers as Record<string, string>;
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer abc');
    expect(decodeAntiForgery(headers['x-anti-forgery']!, 7)).toMatchObject({ userId: '7', path: '/api/questions/import' });
  });

  it('should return a file download as a Blob, signed like any call, and still read an error envelope', async () => {
    const fetchMock = vi.fn(async () => new Response('a,b\r\n1,2\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    useAuthStore.setState({ token: 'abc', user: userOf('Editor', 7), status: 'authenticated' });
    const blob = await api.download('/questions/template', { query: { format: 'csv' } });
    expect(await readBlob(blob)).toBe('a,b\r\n1,2\r\n');
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe('/api/questions/template?format=csv');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers.Accept).toBe('*/*');
    expect(decodeAntiForgery(headers['x-anti-forgery']!, 7)).toMatchObject({ path: '/api/questions/template?format=csv' });

    vi.stubGlobal('fetch', reply(403, { status: 403, code: 'FORBIDDEN', message: 'No' }));
    await expect(api.download('/questions/export')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

/** A Blob's text: on Node 22+ the answer's Blob comes from jsdom's Blob (no text()), so read it as a browser would. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
