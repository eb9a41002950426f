import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage, objectKey, rangeHeader, s3ClientFromConfig, totalFromContentRange, type S3Sender } from './s3-file-storage.ts';

type Sent = { name: string; input: Record<string, unknown>; body?: Buffer };

/** An in-memory bucket behind the S3Client `send` surface: no network, records every command. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const sent: Sent[] = [];
  const notFound = (name: string) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: 404 } });
  const client: S3Sender = {
    send: (async (command: unknown) => {
      const input = (command as { input: Record<string, unknown> }).input;
      const key = `${input.Bucket as string}/${input.Key as string}`;
      if (command instanceof PutObjectCommand) {
        const raw = input.Body;
        const body = raw instanceof Readable ? await buffer(raw) : Buffer.from(raw as Uint8Array);
        if (input.ContentLength !== body.length) throw new Error('ContentLength does not match the body');
        sent.push({ name: 'Put', input, body });
        objects.set(key, { body, contentType: input.ContentType as string });
        return {};
      }
      sent.push({ name: (command as object).constructor.name.replace(/ObjectCommand$/, ''), input });
      const obj = objects.get(key);
      if (command instanceof HeadObjectCommand) {
        if (!obj) throw notFound('NotFound');
        return { ContentLength: obj.body.length, ContentType: obj.contentType };
      }
      if (command instanceof GetObjectCommand) {
        if (!obj) throw notFound('NoSuchKey');
        const m = /^bytes=(\d+)-(\d+)$/.exec((input.Range as string | undefined) ?? '');
        if (m) {
          const start = Number(m[1]);
          if (start >= obj.body.length) throw Object.assign(new Error('InvalidRange'), { name: 'InvalidRange', $metadata: { httpStatusCode: 416 } });
          const end = Math.min(Number(m[2]), obj.body.length - 1);
          return {
            Body: Readable.from([obj.body.subarray(start, end + 1)]),
            ContentLength: end - start + 1,
            ContentRange: `bytes ${start}-${end}/${obj.body.length}`,
            ContentType: obj.contentType,
          };
        }
        return { Body: Readable.from([obj.body]), ContentLength: obj.body.length, ContentType: obj.contentType };
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(key);
        return {};
      }
      throw new Error('unexpected command');
    }) as S3Sender['send'],
  };
  return { client, objects, sent };
}

describe('S3 file storage (no network)', () => {
  let spoolDir: string;
  beforeEach(async () => {
    spoolDir = await mkdtemp(path.join(tmpdir(), 's3-spool-'));
  });
  afterEach(async () => {
    await rm(spoolDir, { recursive: true, force: true });
  });

  it('should map storage keys to object keys, under an optional prefix, and refuse bad keys', () => {
    expect(objectKey('drive/2025/01/abc')).toBe('drive/2025/01/abc');
    expect(objectKey('drive/x', 'academy/')).toBe('academy/drive/x');
    expect(() => objectKey('../x')).toThrow();
    expect(() => objectKey('/abs')).toThrow();
  });

  it('should build and read Range headers', () => {
    expect(rangeHeader({ start: 0, end: 99 })).toBe('bytes=0-99');
    expect(totalFromContentRange('bytes 0-99/1000')).toBe(1000);
    expect(totalFromContentRange(undefined)).toBeUndefined();
  });

  it('should put a buffer with its length and type in the configured bucket', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'media', prefix: 'academy', spoolDir });
    expect(storage.kind).toBe('s3');
    expect(await storage.put('a/b', Buffer.from('hello'), { contentType: 'text/plain' })).toEqual({ size: 5, contentType: 'text/plain' });
    expect(s3.sent[0]).toMatchObject({ name: 'Put', input: { Bucket: 'media', Key: 'academy/a/b', ContentLength: 5, ContentType: 'text/plain' } });
  });

  it('should spool a stream to learn its length, then leave no spool file', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'b', spoolDir });
    const info = await storage.put('k/stream', Readable.from([Buffer.from('abc'), Buffer.from('defg')]), { contentType: 'video/mp4' });
    expect(info.size).toBe(7);
    expect(s3.sent[0]).toMatchObject({ input: { ContentLength: 7 } });
    expect(s3.sent[0]!.body!.toString()).toBe('abcdefg');
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('should send nothing to the bucket and clean the spool when the stream fails', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'b', spoolDir });
    async function* failing() {
      yield Buffer.from('part');
      throw new Error('aborted');
    }
    await expect(storage.put('k/x', Readable.from(failing()), { contentType: 'image/png' })).rejects.toThrow('aborted');
    expect(s3.sent).toEqual([]);
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('should get whole objects and ranges with the full size, and answer missing keys as not found', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'b', spoolDir });
    await storage.put('k/d', Buffer.from('0123456789'), { contentType: 'video/mp4' });

    const whole = await storage.get('k/d');
    expect(whole).toMatchObject({ size: 10, contentType: 'video/mp4' });
    expect(await text(whole.stream)).toBe('0123456789');

    const part = await storage.get('k/d', { start: 3, end: 5 });
    expect(part).toMatchObject({ size: 10, range: { start: 3, end: 5 } });
    expect(await text(part.stream)).toBe('345');
    expect(s3.sent.at(-1)).toMatchObject({ name: 'Get', input: { Range: 'bytes=3-5' } });

    await expect(storage.get('k/d', { start: 10, end: 12 })).rejects.toMatchObject({ httpStatus: 416, headers: { 'Content-Range': 'bytes */10' } });
    await expect(storage.get('k/d', { start: 8, end: 12 })).rejects.toMatchObject({ httpStatus: 416 });
    await expect(storage.get('k/none')).rejects.toMatchObject({ httpStatus: 404 });
    await expect(storage.get('../k/d')).rejects.toMatchObject({ httpStatus: 404 });
  });

  it('should stat and delete', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ client: s3.client, bucket: 'b', spoolDir });
    await storage.put('k/s', Buffer.from('xyz'), { contentType: 'application/pdf' });
    expect(await storage.stat('k/s')).toEqual({ size: 3, contentType: 'application/pdf' });
    await storage.delete('k/s');
    expect(await storage.stat('k/s')).toBeNull();
    expect(await storage.stat('../etc/passwd')).toBeNull();
    expect(s3.sent.map((c) => c.name)).toEqual(['Put', 'Head', 'Delete', 'Head']);
  });

  it('should be chosen by createStorage when S3_BUCKET is set', () => {
    const s3 = fakeS3();
    expect(createStorage(testConfig({ S3_BUCKET: 'media' }), { s3Client: s3.client as S3Client }).kind).toBe('s3');
    expect(createStorage(testConfig({})).kind).toBe('local');
  });

  it('should configure the client for an S3-compatible endpoint without calling it', async () => {
    const client = s3ClientFromConfig(
      testConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(await client.config.region()).toBe('eu-central-1');
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.credentials()).toMatchObject({ accessKeyId: 'key', secretAccessKey: 'secret' });
    const endpoint = await client.config.endpoint?.();
    expect(endpoint).toMatchObject({ hostname: '127.0.0.1', port: 9000, protocol: 'http:' });
    client.destroy();
  });
});
