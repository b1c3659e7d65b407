import { satisfy } from '@module-federation/enhanced/runtime';

/** The package whose version the shell and each remote must agree on. */
export const SHARED_UI_PACKAGE = '@bandi/shared-ui';

/** A shared module as a remote's `mf-manifest.json` lists it. */
interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** The part of a remote's `mf-manifest.json` the check reads. */
export interface RemoteManifest {
  shared?: ManifestShared[];
}

/**
 * A remote built for a `@bandi/shared-ui` the shell does not provide (docs/architecture.md#shared-ui-version).
 * `required`: the remote's range (null when its manifest declares none); `provided`: the shell's version.
 */
export class RemoteVersionError extends Error {
  constructor(
    readonly remote: string,
    readonly required: string | null,
    readonly provided: string,
  ) {
    super(
      required
        ? `Il modulo "${remote}" richiede ${SHARED_UI_PACKAGE} ${required}, ma l'applicazione fornisce la versione ${provided}`
        : `Il modulo "${remote}" non dichiara la versione di ${SHARED_UI_PACKAGE} per cui è stato compilato (l'applicazione fornisce la ${provided})`,
    );
    this.name = 'RemoteVersionError';
  }
}

/** The range of `@bandi/shared-ui` a remote's manifest declares, or null when it declares none. */
export function requiredSharedUiRange(manifest: RemoteManifest): string | null {
  const entry = manifest.shared?.find((s) => s.name === SHARED_UI_PACKAGE);
  return typeof entry?.requiredVersion === 'string' && entry.requiredVersion.trim() ? entry.requiredVersion : null;
}

/**
 * Refuses a remote whose manifest does not accept the shell's shared-ui version (semver, the
 * Module Federation runtime's own `satisfy`, so the answer is the one its `strictVersion` gives).
 * @param remote the remote's registry name, e.g. `mf_calls`
 * @param manifest the remote's parsed `mf-manifest.json`
 * @param provided the shell's `SHARED_UI_VERSION`
 * @throws RemoteVersionError when the range is missing or not satisfied
 */
export function checkSharedUiVersion(remote: string, manifest: RemoteManifest, provided: string): void {
  const required = requiredSharedUiRange(manifest);
  if (!required || !satisfy(provided, required)) throw new RemoteVersionError(remote, required, provided);
}
