import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@app/contracts/endpoint';
import { useAuthStore } from './auth-store.ts';
import { call } from './endpoint-client.ts';

const download = endpoint({
  method: 'GET', path: '/api/things/:id/download', tags: ['t'], access: 'authenticated', summary: 'A thing as CSV',
  params: z.object({ id: z.number() }), query: z.object({ term: z.string().optional() }), response: 'file', produces: ['text/csv'],
});
const upload = endpoint({
  method: 'POST', path: '/api/things/images', tags: ['t'], access: 'authenticated', summary: 'Upload an image',
  upload: true, response: z.object({ Url: z.string() }),
});

function lastCall(fetchMock: ReturnType<typeof vi.fn>): [string, RequestInit] {
  return fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
}

beforeEach(() => useAuthStore.setState({ token: null, userId: null, user: null, status: 'anonymous' }));
afterEach(() => vi.unstubAllGlobals());

describe('endpoint client', () => {
  it('should answer a file endpoint with the bytes as a Blob, asking for any type, with the path and query filled', async () => {
    const fetchMock = vi.fn(async () => new Response('a,b\r\n1,2\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    const blob: Blob = await call(download, { params: { id: 7 }, query: { term: 'x y' } });
    expect(blob.type).toBe('text/csv');
    expect(blob.size).toBe(10);
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe('/api/things/7/download?term=x+y');
    expect((init.headers as Record<string, string>).Accept).toBe('*/*');
  });

  it('should read the error envelope of a file endpoint that fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 404, message: 'Not found', code: 'NOT_FOUND' }), { status: 404 })));
    await expect(call(download, { params: { id: 7 } })).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('should send an upload as the form given, without a JSON content type, and check the answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'Success', data: { Url: '/api/x.png' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new File(['png'], 'a.png', { type: 'image/png' }));
    await expect(call(upload, {}, { form })).resolves.toEqual({ Url: '/api/x.png' });
    const [, init] = lastCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('should fail with BAD_RESPONSE when an answer is outside the declared schema', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'Success', data: { Url: 3 } }), { status: 200 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(upload, {}, { form: new FormData() })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
