import type { AppConfig } from '../../config';
import { LocalStorageDriver, type StorageDriver } from './storage';
import { S3StorageDriver } from './s3-storage';

/**
 * The storage driver of this configuration, the one every module storing bytes uses (files,
 * logos, avatars): the S3 bucket when S3_BUCKET is set, else the local folder UPLOAD_DIR (README
 * "Variables"; several instances share the bucket or a shared folder).
 */
export function createStorageDriver(config: Pick<AppConfig, 's3' | 'uploadDir'>): StorageDriver {
  return config.s3 ? new S3StorageDriver(config.s3) : new LocalStorageDriver(config.uploadDir);
}
