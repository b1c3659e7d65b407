import type { AxiosRequestConfig } from 'axios';
import type { Schema } from '@bandi/api-client';

/** Who changed a record last, as a 409 answer says it (`null` fields when unknown). */
export interface ConflictModifiedBy {
  id: number | null;
  name: string | null;
}

/**
 * The body of a 409 "record modified meanwhile" answer (docs/api-contract.md, optimistic
 * concurrency): Italian `message`, the `current` record in the same shape as its GET, its
 * `version`, who changed it (`modified_by`) and when (`modified_at`, ISO timestamp).
 */
export type VersionConflict<T = unknown> = Omit<Schema<'ConflictBodyDto'>, 'current' | 'modified_by'> & {
  current: T;
  /** null only when a malformed answer lacks it (the API always sends it). */
  modified_by: Schema<'ConflictBodyDto'>['modified_by'] | null;
};

/**
 * The conflict carried by a failed call, or `null` when the error is not a 409 with a
 * `current` record. `version` falls back to `current.version`.
 */
export function versionConflict<T = unknown>(error: unknown): VersionConflict<T> | null {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (response?.status !== 409 || !response.data || typeof response.data !== 'object') return null;
  const d = response.data as Partial<VersionConflict<T>> & { current?: { version?: number } | null };
  if (!d.current) return null;
  const version = typeof d.version === 'number' ? d.version : Number(d.current.version);
  return {
    message: typeof d.message === 'string' ? d.message : 'Il record è stato modificato da un altro utente.',
    current: d.current as T,
    version,
    modified_by: d.modified_by ?? null,
    modified_at: typeof d.modified_at === 'string' ? d.modified_at : '',
  };
}

/**
 * Axios config sending the version a form loaded as `If-Match: "<version>"` (strong ETag of
 * the API); an empty config when the version is unknown (the write is then unchecked).
 */
export function ifMatch(version: number | null | undefined, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  if (typeof version !== 'number' || !Number.isInteger(version)) return config;
  return { ...config, headers: { ...(config.headers as Record<string, string> | undefined), 'If-Match': `"${version}"` } };
}
