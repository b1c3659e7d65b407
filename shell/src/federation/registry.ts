import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { SHARED_UI_VERSION, type RemoteEntry } from '@bandi/shared-ui';
import { checkSharedUiVersion, type RemoteManifest } from './version';
import { currentEnvironmentId as environmentOf } from '../routing/paths';
import { federationList, releasesEffective } from '@bandi/api-client';

/** A remote could not be found in the registry or its module could not be loaded. */
export class RemoteLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/** Registry answers per environment (`global`: outside any environment), cached for the page's life. */
const registryPromises = new Map<string, Promise<RemoteEntry[]>>();
/** Remote name -> entry URL it is registered with in the Module Federation runtime. */
const registered = new Map<string, string>();
/** `name|entry` -> the registration in progress (the prefetch and the page may ask at once). */
const registering = new Map<string, Promise<void>>();

/** The environment whose releases the page at `pathname` loads (null: global registry); see routing/paths.ts. */
export function currentEnvironmentId(pathname: string = window.location.pathname): number | null {
  return environmentOf(pathname);
}

/**
 * The remote registry (docs/architecture.md#front-ends-and-module-federation: no remote URL is
 * compiled into the shell). Inside an environment `GET /api/projects/{id}/federation/remotes`
 * (its pinned releases, else the current ones: docs/architecture.md#remote-releases), elsewhere
 * `GET /api/federation/remotes`. Cached per environment for the page's life; `refresh` fetches it
 * again (used by "Riprova", so a registry pointed at a new build is picked up). A failed fetch is
 * not cached.
 */
export function fetchRemoteRegistry(refresh = false, projectId: number | null = currentEnvironmentId()): Promise<RemoteEntry[]> {
  const key = projectId === null ? 'global' : String(projectId);
  let promise = registryPromises.get(key);
  if (refresh || !promise) {
    const pending = (
      projectId === null
        ? federationList({ skipGlobalErrorHandling: true })
        : releasesEffective(projectId, { skipGlobalErrorHandling: true })
    ).then((response) => response.data.data ?? []);
    registryPromises.set(key, pending);
    pending.catch(() => {
      if (registryPromises.get(key) === pending) registryPromises.delete(key);
    });
    promise = pending;
  }
  return promise;
}

/** Absolute URL of a registry entry: relative entries are resolved against the page origin. */
export function resolveRemoteEntry(entry: string, origin: string = window.location.origin): string {
  return new URL(entry, origin).href;
}

/**
 * Makes sure the remote `name` is registered with the runtime at the entry the registry gives.
 * With `force` (a retry after a failure) the registry is fetched again and the remote is
 * registered anew with `force: true`, which drops the runtime's cached manifest, container and
 * loading state, so a remote that has come back is really fetched again. An environment pinned
 * to another release than the one loaded registers that release's entry anew the same way.
 */
export async function ensureRemoteRegistered(
  name: string,
  force = false,
  projectId: number | null = currentEnvironmentId(),
): Promise<void> {
  let remotes: RemoteEntry[];
  try {
    remotes = await fetchRemoteRegistry(force, projectId);
  } catch (error) {
    throw new RemoteLoadError('Registro dei moduli non raggiungibile', { cause: error });
  }
  const remote = remotes.find((r) => r.name === name);
  if (!remote) throw new RemoteLoadError(`Modulo "${name}" non presente nel registro`);
  const entry = resolveRemoteEntry(remote.entry);
  const known = registered.get(name);
  if (!force && known === entry) return;
  // a registration of the same entry already under way (prefetch.ts and the page): wait for it
  // rather than register again with force, which would drop the container being loaded
  const key = `${name}|${entry}`;
  const pending = registering.get(key);
  if (pending && !force) return pending;
  const registration = (async () => {
    await checkRemoteManifest(name, entry);
    registerRemotes([{ name, entry }], { force: force || known !== undefined });
    registered.set(name, entry);
  })();
  registering.set(key, registration);
  try {
    await registration;
  } finally {
    if (registering.get(key) === registration) registering.delete(key);
  }
}

/**
 * Before a remote is registered: reads its `mf-manifest.json` and refuses it when it was built for
 * a `@bandi/shared-ui` outside the shell's version (`RemoteVersionError`), so an incompatible
 * remote fails at load with a clear message and not later at a click. An entry that is not a
 * manifest (a `remoteEntry.js`) cannot be read: the runtime's `strictVersion` guards it.
 * @throws RemoteVersionError on a version mismatch; RemoteLoadError when the manifest cannot be read
 */
async function checkRemoteManifest(name: string, entry: string): Promise<void> {
  if (!new URL(entry).pathname.endsWith('.json')) return;
  let manifest: RemoteManifest;
  try {
    const response = await fetch(entry, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = (await response.json()) as RemoteManifest;
  } catch (error) {
    throw new RemoteLoadError(`Manifest del modulo "${name}" non raggiungibile`, { cause: error });
  }
  checkSharedUiVersion(name, manifest, SHARED_UI_VERSION);
}

/** `projectId|remote/expose` -> the component {@link loadRemoteComponent} resolved to. */
const loadedComponents = new Map<string, ComponentType>();

/** The component of `<remote>/<expose>` for environment `projectId` if already loaded and evaluated; undefined otherwise. */
export function loadedRemoteComponent(remote: string, expose: string, projectId: number | null): ComponentType | undefined {
  return loadedComponents.get(`${projectId ?? 'global'}|${remote}/${expose}`);
}

/**
 * Loads `<remote>/<expose>` through the Module Federation runtime and returns its default
 * export, a React component, from the release environment `projectId` loads. Throws `RemoteLoadError` when the remote is unknown, unreachable
 * or exposes no component.
 */
export async function loadRemoteComponent(
  remote: string,
  expose: string,
  force = false,
  projectId: number | null = currentEnvironmentId(),
): Promise<ComponentType> {
  await ensureRemoteRegistered(remote, force, projectId);
  let loaded: { default?: unknown } | null;
  try {
    loaded = await loadRemote<{ default?: unknown }>(`${remote}/${expose}`);
  } catch (error) {
    throw new RemoteLoadError(`Caricamento di ${remote}/${expose} non riuscito`, { cause: error });
  }
  const component = loaded?.default;
  const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!isComponent) throw new RemoteLoadError(`${remote}/${expose} non espone un componente`);
  if (!force) loadedComponents.set(`${projectId ?? 'global'}|${remote}/${expose}`, component as ComponentType);
  return component as ComponentType;
}
