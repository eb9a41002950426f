import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { png } from '../../../test/images.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEFAULT_THUMB } from './users.service.ts';

let t: TestApp;
let asha: Awaited<ReturnType<TestApp['createUser']>>;
let ravi: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  asha = await t.createUser();
  ravi = await t.createUser();
});
afterAll(() => t.close());


/** A multipart/form-data body with one file part. */
function form(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----photo' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (u: typeof asha, data: Buffer, filename = 'me.png', contentType = 'image/png') =>
  t.as(u)({ method: 'POST', url: '/api/auth/profile/photo', ...form(data, filename, contentType) });

async function storedAvatars(): Promise<string[]> {
  const dir = path.join(t.config.DATA_DIR, 'files', 'avatars');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
}

describe('profile photo', () => {
  it('should start with the default picture and answer 404 for the photo', async () => {
    expect((await t.as(asha)({ url: '/api/auth/me' })).json().data.thumb).toBe(DEFAULT_THUMB);
    expect((await t.as(ravi)({ url: `/api/users/${asha.id}/photo` })).statusCode).toBe(404);
  });

  it('should accept a PNG, expose its URL on the current user and serve back the same bytes', async () => {
    const data = png();
    const res = await upload(asha, data);
    expect(res.statusCode).toBe(200);
    const thumb: string = res.json().data.thumb;
    expect(thumb).toMatch(new RegExp(`^/api/users/${asha.id}/photo\\?v=[0-9a-f]{6,}$`));
    expect((await t.as(asha)({ url: '/api/auth/me' })).json().data.thumb).toBe(thumb);

    const got = await t.as(asha)({ url: thumb });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(/^inline/);
    expect(got.headers['cache-control']).toBe('private, max-age=86400');
    expect(await storedAvatars()).toHaveLength(1);
  });

  it('should replace the previous photo, delete its file and change the URL', async () => {
    const before: string = (await t.as(asha)({ url: '/api/auth/me' })).json().data.thumb;
    const res = await upload(asha, png(100));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.thumb).not.toBe(before);
    expect(await storedAvatars()).toHaveLength(1);
  });

  it('should let another signed-in user read the photo but answer 401 to a visitor', async () => {
    const thumb: string = (await t.as(asha)({ url: '/api/auth/me' })).json().data.thumb;
    const other = await t.as(ravi)({ url: thumb });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/png');
    expect((await t.request({ url: thumb })).statusCode).toBe(401);
  });

  it('should reject a text file named .png with 415 and store nothing', async () => {
    const res = await upload(ravi, Buffer.from('just some text, not an image\n'), 'cat.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await t.as(ravi)({ url: '/api/auth/me' })).json().data.thumb).toBe(DEFAULT_THUMB);
    expect(await storedAvatars()).toHaveLength(1); // only asha's
  });

  it('should reject a photo over 2 MB with 413 and store nothing', async () => {
    const res = await upload(ravi, png(2 * 1024 * 1024 + 100));
    expect(res.statusCode).toBe(413);
    expect((await t.as(ravi)({ url: '/api/auth/me' })).json().data.thumb).toBe(DEFAULT_THUMB);
    expect(await storedAvatars()).toHaveLength(1);
  });

  it('should answer 400 without a file part', async () => {
    const res = await t.as(ravi)({ method: 'POST', url: '/api/auth/profile/photo', body: {} });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('should go back to the default picture on delete and remove the file', async () => {
    const res = await t.as(asha)({ method: 'DELETE', url: '/api/auth/profile/photo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.thumb).toBe(DEFAULT_THUMB);
    expect((await t.as(asha)({ url: '/api/auth/me' })).json().data.thumb).toBe(DEFAULT_THUMB);
    expect((await t.as(ravi)({ url: `/api/users/${asha.id}/photo` })).statusCode).toBe(404);
    expect(await storedAvatars()).toEqual([]);
  });

  it('should answer 401 to a visitor uploading', async () => {
    const { body, headers } = form(png(), 'me.png', 'image/png');
    expect((await t.request({ method: 'POST', url: '/api/auth/profile/photo', body, headers })).statusCode).toBe(401);
  });
});
