import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { STORAGE_KEY_RE, type StorageDriver } from './storage';

/**
 * The S3 settings (README "Variables"): S3_BUCKET (required to use S3), S3_REGION (default
 * us-east-1), S3_ENDPOINT (an S3-compatible server such as MinIO; unset: AWS), S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY (unset: the SDK's default credential chain, e.g. an instance role),
 * S3_FORCE_PATH_STYLE ("true": `endpoint/bucket/key` addressing, needed by most S3-compatible servers).
 */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** S3StorageConfig from the environment, or undefined when S3_BUCKET is not set (local folder driver then). */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** HTTP status of an SDK error (404 for NoSuchKey/NotFound), if any. */
function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata?.httpStatusCode : undefined;
}

/**
 * Storage driver over an S3 bucket (AWS SDK v3), beside the local folder one and with the same
 * contract (storage.ts): objects are named by the storage key; `put` refuses to overwrite an
 * existing key (HeadObject first, as the local driver's exclusive create), `get` streams the object
 * and throws when it is missing, `delete` is idempotent. Several API instances share the bucket.
 */
export class S3StorageDriver implements StorageDriver {
  readonly client: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        // checksums only where S3 requires them: many S3-compatible servers refuse the newer
        // default (CRC32 trailers in aws-chunked bodies)
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
      });
  }

  private key(key: string): string {
    if (!STORAGE_KEY_RE.test(key)) throw new Error('Invalid storage key');
    return key;
  }

  /** Stores the bytes; throws when the key already exists. */
  async put(key: string, data: Buffer): Promise<void> {
    const Key = this.key(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key }));
      throw new Error(`Storage key already used: ${Key}`);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key,
        Body: data,
        ContentLength: data.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  /** A stream of the object's bytes; throws (the SDK's NoSuchKey) when it is missing. */
  async get(key: string): Promise<Readable> {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
    if (!res.Body) throw new Error('Empty S3 answer');
    return res.Body as Readable;
  }

  /** Removes the object (S3 answers 204 for a missing one too). */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
  }
}
