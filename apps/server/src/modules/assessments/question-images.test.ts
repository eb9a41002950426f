import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { png } from '../../../test/images.ts';
import { multipartFile, type User } from './assessment-factories.ts';

let t: TestApp;
let editor: User;
let learner: User;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ role: 'Editor' });
  learner = await t.createUser();
});
afterAll(() => t.close());

function upload(user: User, data: Buffer, name = 'diagram.png') {
  const { payload, headers } = multipartFile(data, name);
  return t.as(user)({ method: 'POST', url: '/api/questions/images', body: payload, headers });
}

describe('question images', () => {
  it('should store an uploaded PNG and serve it to anyone holding its address when a question builder uploads it', async () => {
    const image = png(5000);
    const res = await upload(editor, image);
    expect(res.statusCode, res.body).toBe(200);
    const { Url, ContentType, Size } = res.json().data;
    expect(Url).toMatch(/^\/api\/questions\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect({ ContentType, Size }).toEqual({ ContentType: 'image/png', Size: image.length });

    const got = await t.request({ url: Url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(got.rawPayload, image)).toBe(0);

    // The address is usable as a question's ImageUrl.
    const q = await t.as(editor)({ method: 'POST', url: '/api/questions', body: { Type: 'truefalse', Text: '<p>Is this a goods receipt?</p>', TrueFalseAnswer: true, ImageUrl: Url } });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().data.ImageUrl).toBe(Url);
  });

  it('should refuse a file that is not an image, a too large image and a learner, storing nothing', async () => {
    expect((await upload(editor, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'x.png')).statusCode).toBe(415);
    expect((await upload(editor, png(2 * 1024 * 1024 + 10))).statusCode).toBe(413);
    expect((await upload(learner, png())).statusCode).toBe(403);
  });

  it('should answer 404 for an address that was never given out and 400 for a malformed one', async () => {
    expect((await t.request({ url: '/api/questions/images/2026/04/0b6c1f1e-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/questions/images/2026/04/..%2F..%2Fsecret' })).statusCode).toBe(400);
  });
});
