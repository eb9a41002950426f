import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertRangeWithin,
  assertValidKey,
  fileNotFound,
  isValidKey,
  type ByteRange,
  type FileStorage,
  type PutOptions,
  type StoredFile,
  type StoredFileInfo,
} from './file-storage.ts';

const DEFAULT_TYPE = 'application/octet-stream';

/**
 * Files on local disk: `<root>/<key>` holds the bytes and `<root>/.meta/<key>.json` the content type. Key
 * segments never start with '.', so the `.tmp` and `.meta` folders cannot be reached through a key.
 * A put streams into `.tmp` and renames into place (same file system, so the rename is atomic): a failed or
 * aborted upload leaves nothing under the key.
 */
export function createLocalStorage(opts: { root: string }): FileStorage {
  const root = path.resolve(opts.root);
  const tmpDir = path.join(root, '.tmp');
  const metaDir = path.join(root, '.meta');

  /** Absolute path of a key's file; throws when the key could leave the root. */
  function resolve(base: string, key: string, suffix = ''): string {
    assertValidKey(key);
    const full = path.resolve(base, key + suffix);
    if (!full.startsWith(base + path.sep)) throw new Error('storage key escapes the root');
    return full;
  }

  async function readMeta(key: string): Promise<{ contentType: string }> {
    try {
      const meta = JSON.parse(await readFile(resolve(metaDir, key, '.json'), 'utf8')) as { contentType?: unknown };
      return { contentType: typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_TYPE };
    } catch {
      return { contentType: DEFAULT_TYPE };
    }
  }

  async function statKey(key: string): Promise<StoredFileInfo | null> {
    if (!isValidKey(key)) return null;
    try {
      const s = await stat(resolve(root, key));
      if (!s.isFile()) return null;
      return { size: s.size, ...(await readMeta(key)) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw err;
    }
  }

  return {
    kind: 'local',

    async put(key, body, putOpts: PutOptions) {
      const target = resolve(root, key);
      const metaTarget = resolve(metaDir, key, '.json');
      await mkdir(tmpDir, { recursive: true });
      const tmpFile = path.join(tmpDir, randomUUID());
      const tmpMeta = `${tmpFile}.json`;
      let size = 0;
      try {
        const source = body instanceof Readable ? body : Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)]);
        const counter = new Transform({
          transform(chunk: Buffer, _enc, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        });
        await pipeline(source, counter, createWriteStream(tmpFile, { flags: 'wx' }));
        await writeFile(tmpMeta, JSON.stringify({ contentType: putOpts.contentType }), { flag: 'wx' });
        await mkdir(path.dirname(target), { recursive: true });
        await mkdir(path.dirname(metaTarget), { recursive: true });
        // meta first: the data rename is the commit point, and a file without meta still reads as octet-stream
        await rename(tmpMeta, metaTarget);
        await rename(tmpFile, target);
      } catch (err) {
        await Promise.all([rm(tmpFile, { force: true }), rm(tmpMeta, { force: true })]);
        throw err;
      }
      return { size, contentType: putOpts.contentType };
    },

    async get(key, range?: ByteRange): Promise<StoredFile> {
      const info = await statKey(key);
      if (!info) throw fileNotFound();
      if (range) assertRangeWithin(range, info.size);
      const stream = createReadStream(resolve(root, key), range ? { start: range.start, end: range.end } : {});
      return { ...info, stream, ...(range ? { range } : {}) };
    },

    stat: statKey,

    async delete(key) {
      const target = resolve(root, key);
      await rm(target, { force: true });
      await rm(resolve(metaDir, key, '.json'), { force: true });
    },

    async *list() {
      // '.tmp' and '.meta' (and any other dot entry) are not keys
      async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const entry of entries) {
          if (entry.name.startsWith('.')) continue;
          const key = prefix + entry.name;
          if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
          else if (entry.isFile() && isValidKey(key)) yield key;
        }
      }
      yield* walk(root, '');
    },
  };
}
