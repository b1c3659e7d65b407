import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './s3-config';
import { STORAGE_KEY_RE, type StorageDriver } from './storage';

export { s3ConfigFromEnv, type S3StorageConfig } from './s3-config';

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
    await this.putBody(key, () => data, data.length);
  }

  /** Streams the file's bytes into the object (one PutObject with its length); throws when the key already exists. */
  async putFile(key: string, file: string, size: number): Promise<void> {
    await this.putBody(key, () => fs.createReadStream(file), size);
  }

  /** Checks the key is free, then sends `body()` (a stream is opened only then: none is left open on a refusal). */
  private async putBody(key: string, body: () => Buffer | Readable, length: number): Promise<void> {
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
        Body: body(),
        ContentLength: length,
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
