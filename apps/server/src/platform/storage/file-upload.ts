import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.ts';
import { AppError } from '../http/app-error.ts';
import { newFileKey, type FileStorage } from './file-storage.ts';

/** Bytes read before deciding the type; enough for Office/ZIP containers, whose marker may sit past 4 KiB. */
const SNIFF_BYTES = 64 * 1024;

export type UploadOptions = {
  /** First segment(s) of the generated key, e.g. 'drive' or 'submissions'. */
  prefix: string;
  /**
   * MIME types accepted, as detected from the bytes: exact ('application/pdf') or a family ('video/*').
   * 'text/plain' admits files with no magic number that are valid UTF-8 text (txt, csv, srt).
   */
  allow: readonly string[];
  /** A smaller limit for this call; never above UPLOAD_LIMIT_BYTES. */
  maxBytes?: number;
};

export type SavedUpload = {
  key: string;
  /** Bytes stored. */
  size: number;
  /** The type detected from the content, never the client's claim. */
  contentType: string;
  /** The client's file name, cleaned, for display and Content-Disposition only. */
  originalName: string;
};

export const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${limit} bytes`);
export const unsupportedType = (allow: readonly string[]) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `This type of file is not accepted (allowed: ${allow.join(', ')})`);

/** The client's file name without any path, control characters or absurd length; 'file' when nothing is left. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

function isAllowed(mime: string, allow: readonly string[]): boolean {
  return allow.some((a) => a === mime || (a.endsWith('/*') && mime.startsWith(a.slice(0, -1))));
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // the sample may end inside a multi-byte character: allow a cut-off tail of up to 3 bytes
  for (let cut = 0; cut <= Math.min(3, head.length); cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter prefix
    }
  }
  return false;
}

/** The type of a file from its first bytes, or null when it is not on the allow-list. */
export async function detectAllowedType(head: Buffer, allow: readonly string[]): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return isAllowed(detected.mime, allow) ? detected.mime : null;
  if (allow.includes('text/plain') && looksLikeText(head)) return 'text/plain';
  return null;
}

/**
 * Streams one multipart file part into storage under a new key. The type comes from the magic bytes (the
 * client's Content-Type is ignored); the size is enforced while streaming. Over the limit -> 413, a type off
 * the allow-list -> 415, an empty file -> 400; in every failure nothing is left in storage.
 */
export async function saveUpload(
  ctx: { storage: FileStorage; config: Pick<Config, 'UPLOAD_LIMIT_BYTES'> },
  part: MultipartFile,
  opts: UploadOptions,
): Promise<SavedUpload> {
  const limit = Math.min(ctx.config.UPLOAD_LIMIT_BYTES, opts.maxBytes ?? Infinity);
  const originalName = cleanFileName(part.filename);
  const source = part.file;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let total = 0;
  let finished = false;

  // Reads and drops the rest of the part in the background. Destroying the stream instead would stop the
  // request body from being read, and a client still sending would hang on its keep-alive connection.
  const abandon = () => {
    if (finished) return;
    finished = true;
    void (async () => {
      try {
        while (!(await iterator.next()).done);
      } catch {
        // the request failed on its own; nothing to drain
      }
    })();
  };

  async function next(): Promise<Buffer | null> {
    const r = await iterator.next();
    if (r.done) {
      finished = true;
      // the plugin's own fileSize limit ends the stream early and marks it truncated
      if (source.truncated) throw tooLarge(limit);
      return null;
    }
    total += r.value.length;
    if (total > limit) throw tooLarge(limit);
    return r.value;
  }

  const headChunks: Buffer[] = [];
  let headLength = 0;
  let contentType: string | null;
  try {
    while (headLength < SNIFF_BYTES) {
      const chunk = await next();
      if (!chunk) break;
      headChunks.push(chunk);
      headLength += chunk.length;
    }
    if (headLength === 0) throw new AppError('VALIDATION', 'The file is empty', [{ path: part.fieldname, message: 'The file is empty' }]);
    contentType = await detectAllowedType(Buffer.concat(headChunks).subarray(0, SNIFF_BYTES), opts.allow);
    if (!contentType) throw unsupportedType(opts.allow);
  } catch (err) {
    abandon();
    throw err;
  }

  async function* body() {
    yield* headChunks;
    for (;;) {
      const chunk = await next();
      if (!chunk) return;
      yield chunk;
    }
  }

  const key = newFileKey(opts.prefix);
  try {
    const stored = await ctx.storage.put(key, Readable.from(body(), { objectMode: false }), { contentType });
    return { key, size: stored.size, contentType, originalName };
  } catch (err) {
    abandon();
    // a put that failed has cleaned up after itself; delete anyway in case it failed after committing
    await ctx.storage.delete(key).catch(() => {});
    throw err;
  }
}
