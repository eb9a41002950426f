import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { png } from '../../../test/images.ts';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { registerErrorHandling } from '../http/error-handler.ts';
import { createStorage } from './create-storage.ts';
import { parseRange, sendStoredFile } from './file-download.ts';
import type { FileStorage } from './file-storage.ts';
import { cleanFileName, saveUpload } from './file-upload.ts';

const UPLOAD_LIMIT = 8 * 1024;
const PLUGIN_LIMIT = 64 * 1024;


const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart/form-data body with one file part (and optional fields). */
function form(file: { data: Buffer; filename: string; contentType: string; field?: string }, fields: Record<string, string> = {}) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  pieces.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(pieces), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

describe('upload and download helpers', () => {
  let dataDir: string;
  let storage: FileStorage;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'upload-test-'));
    const config = testConfig({ DATA_DIR: dataDir, UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) });
    storage = createStorage(config);
    app = Fastify();
    registerErrorHandling(app);
    await app.register(multipart, { limits: { fileSize: PLUGIN_LIMIT, files: 1 } });
    app.post<{ Querystring: { max?: string; allow?: string } }>('/upload', async (request) => {
      const part = await request.file();
      if (!part) throw new Error('no file');
      const allow = (request.query.allow ?? 'image/png,application/pdf').split(',');
      return saveUpload({ storage, config }, part, {
        prefix: 'tests',
        allow,
        ...(request.query.max ? { maxBytes: Number(request.query.max) } : {}),
      });
    });
    app.get<{ Params: { '*': string }; Querystring: { inline?: string; name?: string } }>('/files/*', async (request, reply) =>
      sendStoredFile(request, reply, storage, request.params['*'], {
        inline: request.query.inline === '1',
        ...(request.query.name ? { fileName: request.query.name } : {}),
      }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await rm(path.join(dataDir, 'files'), { recursive: true, force: true });
  });

  async function upload(file: Parameters<typeof form>[0], query = '') {
    const { payload, headers } = form(file);
    return app.inject({ method: 'POST', url: `/upload${query}`, payload, headers });
  }

  describe('saveUpload', () => {
    it('should store a PNG under a server key with the detected type and the cleaned name', async () => {
      const data = png();
      const res = await upload({ data, filename: '../../etc/My photo.png', contentType: 'application/octet-stream' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ size: data.length, contentType: 'image/png', originalName: 'My photo.png' });
      expect(body.key).toMatch(/^tests\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
      const got = await app.inject({ method: 'GET', url: `/files/${body.key}` });
      expect(got.rawPayload.equals(data)).toBe(true);
      expect(got.headers['content-type']).toBe('image/png');
    });

    it('should store a PDF', async () => {
      const res = await upload({ data: pdf(), filename: 'cv.pdf', contentType: 'application/pdf' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ contentType: 'application/pdf', size: pdf().length, originalName: 'cv.pdf' });
    });

    it('should answer 415 and store nothing when the bytes are not an allowed type even though the content-type says PNG', async () => {
      const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
      const res = await upload({ data: html, filename: 'cat.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await listFiles(path.join(dataDir, 'files'))).toEqual([]);
    });

    it('should answer 415 for a real file of a type off the allow-list (a Windows executable sent as PDF)', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(512)]);
      exe.writeUInt32LE(64, 0x3c);
      const res = await upload({ data: exe, filename: 'invoice.pdf', contentType: 'application/pdf' });
      expect(res.statusCode).toBe(415);
      const onlyPng = await upload({ data: pdf(), filename: 'a.pdf', contentType: 'application/pdf' }, '?allow=image/png');
      expect(onlyPng.statusCode).toBe(415);
    });

    it('should accept a family of types with a wildcard', async () => {
      const res = await upload({ data: png(), filename: 'a.png', contentType: 'image/png' }, '?allow=image/*');
      expect(res.json()).toMatchObject({ contentType: 'image/png' });
    });

    it('should accept UTF-8 text only when text/plain is allowed', async () => {
      const csv = Buffer.from('name,city\nJosé,Zürich\n');
      expect((await upload({ data: csv, filename: 'a.csv', contentType: 'text/csv' })).statusCode).toBe(415);
      const res = await upload({ data: csv, filename: 'a.csv', contentType: 'text/csv' }, '?allow=text/plain');
      expect(res.json()).toMatchObject({ contentType: 'text/plain', size: csv.length });
    });

    it('should answer 400 for an empty file', async () => {
      const res = await upload({ data: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(400);
    });

    it('should answer 413 and leave no file behind when the file is over UPLOAD_LIMIT_BYTES', async () => {
      const big = png(UPLOAD_LIMIT + 500);
      expect(big.length).toBeGreaterThan(UPLOAD_LIMIT);
      const res = await upload({ data: big, filename: 'big.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(await listFiles(path.join(dataDir, 'files'))).toEqual([]);
    });

    it('should accept a file of exactly the limit', async () => {
      const exact = png(UPLOAD_LIMIT);
      expect(exact.length).toBe(UPLOAD_LIMIT);
      const res = await upload({ data: exact, filename: 'exact.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(200);
      expect(res.json().size).toBe(UPLOAD_LIMIT);
    });

    it('should apply a smaller per-call limit', async () => {
      const res = await upload({ data: png(3000), filename: 'a.png', contentType: 'image/png' }, '?max=2048');
      expect(res.statusCode).toBe(413);
      expect(await listFiles(path.join(dataDir, 'files'))).toEqual([]);
      const larger = await upload({ data: png(3000), filename: 'a.png', contentType: 'image/png' }, `?max=${UPLOAD_LIMIT * 10}`);
      expect(larger.statusCode).toBe(200);
    });

    it('should answer 413 when the multipart plugin limit cuts the file first', async () => {
      const config = testConfig({ DATA_DIR: dataDir, UPLOAD_LIMIT_BYTES: String(10 * 1024 * 1024) });
      const small = Fastify();
      registerErrorHandling(small);
      await small.register(multipart, { limits: { fileSize: 4096 } });
      small.post('/upload', async (request) => saveUpload({ storage, config }, (await request.file())!, { prefix: 'tests', allow: ['image/png'] }));
      const { payload, headers } = form({ data: png(20_000), filename: 'a.png', contentType: 'image/png' });
      const res = await small.inject({ method: 'POST', url: '/upload', payload, headers });
      await small.close();
      expect(res.statusCode).toBe(413);
      expect(await listFiles(path.join(dataDir, 'files'))).toEqual([]);
    });

    it('should answer 413 over real HTTP and keep the keep-alive connection usable', async () => {
      const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
      // one socket only: the second request must reuse the connection the 413 was sent on
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const post = (file: Parameters<typeof form>[0]) =>
        new Promise<number>((resolve, reject) => {
          const { payload, headers } = form(file);
          const req = http.request(
            { host: address.hostname, port: address.port, path: '/upload', method: 'POST', agent, headers: { ...headers, 'content-length': payload.length }, timeout: 5000 },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('timeout', () => req.destroy(new Error('request timed out')));
          req.on('error', reject);
          req.end(payload);
        });
      try {
        expect(await post({ data: png(2 * 1024 * 1024 + 100), filename: 'big.png', contentType: 'image/png' })).toBe(413);
        expect(await post({ data: Buffer.from('<html></html>'), filename: 'x.png', contentType: 'image/png' })).toBe(415);
        expect(await post({ data: png(), filename: 'a.png', contentType: 'image/png' })).toBe(200);
      } finally {
        agent.destroy();
      }
    });
  });

  describe('sendStoredFile', () => {
    const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    beforeEach(async () => {
      await storage.put('media/clip', video, { contentType: 'video/mp4' });
    });

    it('should send the whole file with its type, length and Accept-Ranges when there is no Range', async () => {
      const res = await app.inject({ method: 'GET', url: '/files/media/clip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-length': '1000', 'accept-ranges': 'bytes' });
      expect(res.rawPayload.equals(video)).toBe(true);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=900-', 900, 999],
      ['bytes=-100', 900, 999],
      ['bytes=990-5000', 990, 999],
      ['bytes=500-500', 500, 500],
    ])('should answer 206 with Content-Range for %s', async (range, start, end) => {
      const res = await app.inject({ method: 'GET', url: '/files/media/clip', headers: { range } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    });

    it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('should answer 416 with the size for %s', async (range) => {
      const res = await app.inject({ method: 'GET', url: '/files/media/clip', headers: { range } });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */1000');
    });

    it('should send the whole file for a malformed or multi-part Range', async () => {
      for (const range of ['items=0-5', 'bytes=5-2', 'bytes=0-1,5-6']) {
        const res = await app.inject({ method: 'GET', url: '/files/media/clip', headers: { range } });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.length).toBe(1000);
      }
    });

    it('should answer 404 for a missing key and for a traversal attempt', async () => {
      expect((await app.inject({ method: 'GET', url: '/files/media/nothing' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/files/media/%2E%2E/%2E%2E/x' })).statusCode).toBe(404);
    });

    it('should offer a download by default and show safe types inline only when asked', async () => {
      const res = await app.inject({ method: 'GET', url: '/files/media/clip?name=Lesson%201%20%C3%A9.mp4' });
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Lesson 1 _.mp4"; filename*=UTF-8''Lesson%201%20%C3%A9.mp4`);
      const inline = await app.inject({ method: 'GET', url: '/files/media/clip?inline=1' });
      expect(inline.headers['content-disposition']).toBe('inline');
      await storage.put('media/page', Buffer.from('<html></html>'), { contentType: 'text/html' });
      const html = await app.inject({ method: 'GET', url: '/files/media/page?inline=1' });
      expect(html.headers['content-disposition']).toBe('attachment');
    });
  });
});

describe('parseRange', () => {
  it('should read single ranges and clamp the end to the size', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=3-', 10)).toEqual({ start: 3, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
  });
  it('should say unsatisfiable when the start is past the end or the file is empty', () => {
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable');
  });
  it('should ignore missing, malformed and multiple ranges', () => {
    for (const h of [undefined, '', 'bytes=', 'bytes=-', 'bytes=a-b', 'bytes=5-1', 'bytes=0-1,3-4', 'pages=1-2']) {
      expect(parseRange(h, 10)).toBeNull();
    }
  });
});

describe('cleanFileName', () => {
  it('should keep only the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('../../a\u0000b.png')).toBe('ab.png');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(255);
  });
});
