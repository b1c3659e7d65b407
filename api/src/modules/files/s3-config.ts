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
