import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { isValidKey, newFileKey, type FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-file-storage.ts';

/** Every regular file under dir, relative, hidden folders included. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

describe('local file storage', () => {
  let dataDir: string;
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    root = path.join(dataDir, 'files');
    storage = createStorage(testConfig({ DATA_DIR: dataDir }));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should be chosen by default and keep files under DATA_DIR/files', async () => {
    expect(storage.kind).toBe('local');
    await storage.put('drive/a/one', Buffer.from('hello'), { contentType: 'text/plain' });
    expect(await listFiles(root)).toEqual(['.meta/drive/a/one.json', 'drive/a/one']);
  });

  it('should return what was put, with its size and type', async () => {
    const info = await storage.put('k/file', Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'text/plain' });
    expect(info).toEqual({ size: 11, contentType: 'text/plain' });
    expect(await storage.stat('k/file')).toEqual({ size: 11, contentType: 'text/plain' });
    const got = await storage.get('k/file');
    expect(got).toMatchObject({ size: 11, contentType: 'text/plain' });
    expect(await text(got.stream)).toBe('hello world');
  });

  it('should read only the asked range and report the whole size', async () => {
    await storage.put('k/digits', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    const got = await storage.get('k/digits', { start: 2, end: 5 });
    expect(got).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
    expect(await text(got.stream)).toBe('2345');
    expect(await text((await storage.get('k/digits', { start: 9, end: 9 })).stream)).toBe('9');
  });

  it('should refuse a range outside the file with 416', async () => {
    await storage.put('k/digits', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    await expect(storage.get('k/digits', { start: 5, end: 10 })).rejects.toMatchObject({ httpStatus: 416 });
    await expect(storage.get('k/digits', { start: 6, end: 5 })).rejects.toMatchObject({ httpStatus: 416 });
  });

  it('should replace an object put twice under the same key', async () => {
    await storage.put('k/x', Buffer.from('first'), { contentType: 'text/plain' });
    await storage.put('k/x', Buffer.from('second!'), { contentType: 'application/pdf' });
    expect(await storage.stat('k/x')).toEqual({ size: 7, contentType: 'application/pdf' });
  });

  it('should delete an object and its metadata, and not mind a missing key', async () => {
    await storage.put('k/gone', Buffer.from('bye'), { contentType: 'text/plain' });
    await storage.delete('k/gone');
    expect(await storage.stat('k/gone')).toBeNull();
    await expect(storage.get('k/gone')).rejects.toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
    await storage.delete('k/gone');
    expect(await listFiles(root)).toEqual([]);
  });

  it('should leave nothing behind when the body fails half-way', async () => {
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(storage.put('k/half', Readable.from(failing()), { contentType: 'text/plain' })).rejects.toThrow('client went away');
    expect(await storage.stat('k/half')).toBeNull();
    expect(await listFiles(root)).toEqual([]);
  });

  it('should keep the previous version when replacing it fails', async () => {
    await storage.put('k/keep', Buffer.from('old'), { contentType: 'text/plain' });
    async function* failing() {
      yield Buffer.from('new new new');
      throw new Error('aborted');
    }
    await expect(storage.put('k/keep', Readable.from(failing()), { contentType: 'image/png' })).rejects.toThrow('aborted');
    expect(await storage.stat('k/keep')).toEqual({ size: 3, contentType: 'text/plain' });
  });

  it.each([
    '../outside',
    'a/../../outside',
    '/etc/passwd',
    'a//b',
    'a/./b',
    '.meta/x',
    '.tmp/x',
    'a\\..\\b',
    'a/b/',
    '',
    'a/..',
    'x'.repeat(600),
    'a/b\u0000c',
  ])('should reject the traversal or malformed key %j', async (key) => {
    expect(isValidKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toMatchObject({ httpStatus: 400 });
    await expect(storage.get(key)).rejects.toMatchObject({ httpStatus: 404 });
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.delete(key)).rejects.toMatchObject({ httpStatus: 400 });
  });

  it('should not read a file outside its root even when one exists there', async () => {
    await writeFile(path.join(dataDir, 'secret.txt'), 'secret');
    await expect(storage.get('../secret.txt')).rejects.toMatchObject({ httpStatus: 404 });
    const direct = createLocalStorage({ root });
    expect(await direct.stat('../secret.txt')).toBeNull();
  });

  it('should make unique keys under a prefix with year and month', () => {
    const key = newFileKey('submissions', new Date(Date.UTC(2025, 2, 9)));
    expect(key).toMatch(/^submissions\/2025\/03\/[0-9a-f-]{36}$/);
    expect(isValidKey(key)).toBe(true);
    expect(newFileKey('x')).not.toBe(newFileKey('x'));
    expect(() => newFileKey('../up')).toThrow();
  });
});
