import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileNotFound, rangeNotSatisfiable, type ByteRange, type FileStorage } from './file-storage.ts';

/**
 * Reads a `Range` header against a size (RFC 9110, one range of bytes): the range to send, 'unsatisfiable'
 * (answer 416), or null to send the whole file (no header, a malformed one, or several ranges, which a
 * server may ignore).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return null;
  if (first === '') {
    // suffix: the last N bytes
    const n = Number(last);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (!Number.isSafeInteger(start) || !(Number.isSafeInteger(end) || end === Infinity) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** Types a browser may show in the page; anything else is always a download, so uploads never run as HTML/SVG. */
const INLINE_SAFE = /^(image\/(png|jpeg|gif|webp|avif)|video\/|audio\/|application\/pdf$|text\/plain$)/;

/** `attachment; filename="..."; filename*=UTF-8''...` with the name made header-safe. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName?: string): string {
  if (!fileName) return kind;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type SendFileOptions = {
  /** Name offered to the browser (the upload's originalName). */
  fileName?: string;
  /**
   * Required, so every caller decides by who made the file, never by its type: true for files staff made (course
   * materials, assignment attachments, question images) and profile photos, shown in the browser when the type is
   * safe to (PDF, images, media); false for anything a learner uploads (submissions), always a download.
   */
  inline: boolean;
  /** Cache-Control; private by default since most files belong to someone. */
  cacheControl?: string;
};

/**
 * Answers with a stored file: 200 with the whole body, 206 with Content-Range for a satisfiable Range (video
 * seeking), 416 with `Content-Range: bytes *\/size` otherwise, 404 when missing. Access checks are the
 * caller's: call this only after deciding the user may read the file.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  opts: SendFileOptions,
): Promise<FastifyReply> {
  const info = await storage.stat(key);
  if (!info) throw fileNotFound();
  const rangeHeader = request.headers.range;
  const range = parseRange(typeof rangeHeader === 'string' ? rangeHeader : undefined, info.size);
  if (range === 'unsatisfiable') throw rangeNotSatisfiable(info.size);

  const file = await storage.get(key, range ?? undefined);
  const inline = opts.inline && INLINE_SAFE.test(file.contentType);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', file.contentType)
    .header('Cache-Control', opts.cacheControl ?? 'private, max-age=0, must-revalidate')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', opts.fileName));
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', String(range.end - range.start + 1));
  } else {
    reply.code(200).header('Content-Length', String(file.size));
  }
  return reply.send(file.stream);
}
