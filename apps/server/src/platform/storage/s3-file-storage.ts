import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import {
  assertRangeWithin,
  assertValidKey,
  fileNotFound,
  isValidKey,
  type ByteRange,
  type FileStorage,
  type StoredFile,
  type StoredFileInfo,
} from './file-storage.ts';

const DEFAULT_TYPE = 'application/octet-stream';

/** The part of S3Client the storage uses, so tests can hand in a recorder instead of a network client. */
export type S3Sender = Pick<S3Client, 'send'>;

export type S3StorageOptions = {
  client: S3Sender;
  bucket: string;
  /** Optional folder inside the bucket, e.g. 'academy' -> objects 'academy/<key>'. */
  prefix?: string;
  /** Where streams of unknown length are spooled before PutObject (which needs a Content-Length). */
  spoolDir: string;
};

/** An S3 client for AWS or any S3-compatible service (MinIO, R2, ...) from S3_* settings. */
export function s3ClientFromConfig(
  config: Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>,
): S3Client {
  const options: S3ClientConfig = { region: config.S3_REGION, forcePathStyle: config.S3_FORCE_PATH_STYLE };
  if (config.S3_ENDPOINT) {
    options.endpoint = config.S3_ENDPOINT;
    // The SDK's default integrity checksums send uploads aws-chunked, which many S3-compatible stores (older MinIO,
    // Ceph, s3rver) store verbatim, chunk headers and all: checksums only where the operation requires them.
    options.requestChecksumCalculation = 'WHEN_REQUIRED';
    options.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    options.credentials = { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY };
  }
  // without explicit keys the SDK's default chain (environment, instance role) applies
  return new S3Client(options);
}

/** Object key of a storage key: the same '/'-separated path, under the optional prefix. */
export function objectKey(key: string, prefix?: string): string {
  assertValidKey(key);
  return prefix ? `${prefix.replace(/\/+$/, '')}/${key}` : key;
}

/** HTTP Range header value for an inclusive byte range. */
export function rangeHeader(range: ByteRange): string {
  return `bytes=${range.start}-${range.end}`;
}

/** Total size from a `Content-Range: bytes a-b/total` answer. */
export function totalFromContentRange(value: string | undefined): number | undefined {
  const m = value && /\/(\d+)\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function isUnsatisfiable(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'InvalidRange' || e?.$metadata?.httpStatusCode === 416;
}

/**
 * S3-compatible storage. PutObject is atomic (an object appears whole or not at all); a stream is spooled
 * to a local temp file first because PutObject must know the length, which also means a failed upload
 * never reaches the bucket.
 */
export function createS3Storage(opts: S3StorageOptions): FileStorage {
  const { client, bucket, prefix } = opts;

  async function head(key: string): Promise<StoredFileInfo | null> {
    if (!isValidKey(key)) return null;
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key, prefix) }));
      return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? DEFAULT_TYPE };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',

    async put(key, body, putOpts) {
      const Key = objectKey(key, prefix);
      if (!(body instanceof Readable)) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentLength: body.byteLength, ContentType: putOpts.contentType }),
        );
        return { size: body.byteLength, contentType: putOpts.contentType };
      }
      await mkdir(opts.spoolDir, { recursive: true });
      const spool = path.join(opts.spoolDir, randomUUID());
      let size = 0;
      try {
        const counter = new Transform({
          transform(chunk: Buffer, _enc, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        });
        await pipeline(body, counter, createWriteStream(spool, { flags: 'wx' }));
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: putOpts.contentType,
          }),
        );
      } finally {
        await rm(spool, { force: true });
      }
      return { size, contentType: putOpts.contentType };
    },

    async get(key, range?: ByteRange): Promise<StoredFile> {
      if (!isValidKey(key)) throw fileNotFound();
      let res;
      try {
        res = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key, prefix), ...(range ? { Range: rangeHeader(range) } : {}) }),
        );
      } catch (err) {
        if (isMissing(err)) throw fileNotFound();
        if (range && isUnsatisfiable(err)) {
          const info = await head(key);
          if (!info) throw fileNotFound();
          assertRangeWithin(range, info.size);
        }
        throw err;
      }
      const stream = res.Body as Readable;
      const size = (range ? totalFromContentRange(res.ContentRange) : res.ContentLength) ?? res.ContentLength ?? 0;
      if (range) {
        // S3 shortens a range that runs past the end; local storage refuses it, and so does this
        try {
          assertRangeWithin(range, size);
        } catch (err) {
          stream?.destroy?.();
          throw err;
        }
      }
      return { size, contentType: res.ContentType ?? DEFAULT_TYPE, stream, ...(range ? { range } : {}) };
    },

    stat: head,

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key, prefix) }));
    },

    async *list() {
      const folder = prefix ? `${prefix.replace(/\/+$/, '')}/` : '';
      let ContinuationToken: string | undefined;
      do {
        const res = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(folder ? { Prefix: folder } : {}), ...(ContinuationToken ? { ContinuationToken } : {}) }),
        );
        for (const object of res.Contents ?? []) {
          const key = object.Key?.slice(folder.length);
          if (key && isValidKey(key)) yield key;
        }
        ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
