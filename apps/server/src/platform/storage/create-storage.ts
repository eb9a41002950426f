import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-file-storage.ts';
import { createS3Storage, s3ClientFromConfig } from './s3-file-storage.ts';

/** Local disk under DATA_DIR/files by default; S3-compatible storage when S3_BUCKET is set. */
export function createStorage(
  config: Pick<
    Config,
    'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
  >,
  opts: { s3Client?: S3Client } = {},
): FileStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      client: opts.s3Client ?? s3ClientFromConfig(config),
      bucket: config.S3_BUCKET,
      // streams of unknown length are spooled here first: S3 PutObject needs the length up front
      spoolDir: path.resolve(config.DATA_DIR, 'tmp'),
    });
  }
  return createLocalStorage({ root: path.resolve(config.DATA_DIR, 'files') });
}
