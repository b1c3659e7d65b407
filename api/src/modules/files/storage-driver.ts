import type { AppConfig } from '../../config';
import { LocalStorageDriver, type StorageDriver } from './storage';
import type * as s3StorageModule from './s3-storage';

/**
 * The storage driver of this configuration, the one every module storing bytes uses (files,
 * logos, avatars): the S3 bucket when S3_BUCKET is set, else the local folder UPLOAD_DIR (README
 * "Variables"; several instances share the bucket or a shared folder). The S3 driver, and with it the
 * AWS SDK (about 20 MB of resident memory), is loaded only when S3 is configured (issue 12).
 */
export function createStorageDriver(config: Pick<AppConfig, 's3' | 'uploadDir'>): StorageDriver {
  if (!config.s3) return new LocalStorageDriver(config.uploadDir);
  const { S3StorageDriver } = require('./s3-storage') as typeof s3StorageModule;
  return new S3StorageDriver(config.s3);
}
