import { UnprocessableEntityException } from '@nestjs/common';

/** The package whose range a remote's manifest must declare (docs/architecture.md#shared-ui-version). */
export const SHARED_UI_PACKAGE = '@bandi/shared-ui';

/** How long reading a manifest may take, in ms, and its largest accepted size, in bytes. */
const FETCH_TIMEOUT_MS = 5_000;
const MAX_MANIFEST_BYTES = 1_000_000;

/** A semantic version (2.0.0): MAJOR.MINOR.PATCH with an optional pre-release/build suffix. */
const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/;

/** What a remote build publishes about itself in its `mf-manifest.json` (docs/architecture.md#remote-releases). */
export interface ReleaseManifestInfo {
  /** The Module Federation name, e.g. `mf_calls`. */
  name: string;
  /** `metaData.buildInfo.buildVersion`: the app's package.json version at build time (or MF_BUILD_VERSION). */
  version: string;
  /** The `@bandi/shared-ui` range the build needs (`shared[].requiredVersion`). */
  shared_ui_range: string;
}

const fieldError = (message: string) => new UnprocessableEntityException({ message, errors: { entry: [message] } });

/**
 * Reads the release facts of a parsed `mf-manifest.json` and checks them against the remote it is
 * registered for.
 * @throws UnprocessableEntityException 422 (field `entry`) when the manifest belongs to another
 *   remote, has no semantic version or declares no `@bandi/shared-ui` range
 */
export function parseReleaseManifest(remote: string, manifest: unknown): ReleaseManifestInfo {
  const m = (manifest ?? {}) as {
    name?: unknown;
    metaData?: { name?: unknown; buildInfo?: { buildVersion?: unknown } };
    shared?: { name?: unknown; requiredVersion?: unknown }[];
  };
  const name = typeof m.name === 'string' ? m.name : typeof m.metaData?.name === 'string' ? m.metaData.name : '';
  if (name !== remote) throw fieldError(`Il manifest appartiene al modulo "${name || '?'}", non a "${remote}"`);
  const version = m.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !SEMVER.test(version))
    throw fieldError('Il manifest non dichiara una versione valida (metaData.buildInfo.buildVersion, es. 1.4.0)');
  const shared = Array.isArray(m.shared) ? m.shared.find((s) => s?.name === SHARED_UI_PACKAGE) : undefined;
  const range = shared?.requiredVersion;
  if (typeof range !== 'string' || !range.trim())
    throw fieldError(`Il manifest non dichiara la versione di ${SHARED_UI_PACKAGE} richiesta`);
  return { name, version, shared_ui_range: range.trim() };
}

/**
 * Fetches a remote's `mf-manifest.json` (GET, 5 s timeout, at most 1 MB) and parses it with
 * {@link parseReleaseManifest}.
 * @param url absolute URL of the manifest
 * @throws UnprocessableEntityException 422 (field `entry`) when it cannot be read or is not valid
 */
export async function readReleaseManifest(remote: string, url: string): Promise<ReleaseManifestInfo> {
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_MANIFEST_BYTES) throw new Error('too large');
    body = JSON.parse(text);
  } catch {
    throw fieldError(`Manifest non raggiungibile o non valido: ${url}`);
  }
  return parseReleaseManifest(remote, body);
}
