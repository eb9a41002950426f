import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error.ts';

/** Inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

export type StoredFileInfo = {
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
};

export type StoredFile = StoredFileInfo & {
  /** The bytes of `range` when one was asked for, otherwise the whole object. */
  stream: Readable;
  range?: ByteRange;
};

export type PutOptions = { contentType: string };

/**
 * Where files (drive, materials, submissions, certificates) live. Keys are made by the server
 * (`newFileKey`), never taken from a client's file name.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the whole body under key, replacing any object there; nothing is left behind when it fails. */
  put(key: string, body: Readable | Uint8Array, opts: PutOptions): Promise<StoredFileInfo>;
  /** Opens the object (or a satisfiable range of it). Throws AppError NOT_FOUND when missing. */
  get(key: string, range?: ByteRange): Promise<StoredFile>;
  /** Size and type, or null when missing. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the object; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups walk the store with it). Objects whose name is not a valid key are skipped. */
  list(): AsyncIterable<string>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * A key is 1..16 '/'-separated segments of letters, digits, '.', '_' and '-', each starting with a letter or
 * digit: no absolute paths, no '..', no hidden names, no backslashes. The same key maps to the same file on
 * disk and the same object in S3.
 */
export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  const segments = key.split('/');
  return segments.length <= 16 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

/** Throws (VALIDATION) unless the key is valid; used where a bad key is the server's own mistake. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new AppError('VALIDATION', 'Invalid file key');
}

/** A fresh, unguessable key: `<prefix>/<yyyy>/<mm>/<uuid>`, e.g. `drive/2025/03/0b6c...`. */
export function newFileKey(prefix: string, now: Date = new Date()): string {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${prefix}/${yyyy}/${mm}/${randomUUID()}`;
  if (!isValidKey(key)) throw new Error(`invalid file key prefix: ${prefix}`);
  return key;
}

export const fileNotFound = () => new AppError('NOT_FOUND', 'File not found');

/** 416 with the `Content-Range: bytes *\/size` header HTTP asks for. */
export const rangeNotSatisfiable = (size: number) =>
  new AppError('VALIDATION', 'The requested range is not satisfiable', undefined, 416, { 'Content-Range': `bytes */${size}` });

/** Throws 416 unless 0 <= start <= end < size. */
export function assertRangeWithin(range: ByteRange, size: number): void {
  const ok =
    Number.isSafeInteger(range.start) && Number.isSafeInteger(range.end) && range.start >= 0 && range.start <= range.end && range.end < size;
  if (!ok) throw rangeNotSatisfiable(size);
}
