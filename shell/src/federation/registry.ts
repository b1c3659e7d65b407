import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { api, type Paginated, type RemoteEntry } from '@bandi/shared-ui';

/** A remote could not be found in the registry or its module could not be loaded. */
export class RemoteLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

let registryPromise: Promise<RemoteEntry[]> | null = null;
/** Remote name -> entry URL it is registered with in the Module Federation runtime. */
const registered = new Map<string, string>();

/**
 * The remote registry, `GET /api/federation/remotes` (DESIGN.md §2: no remote URL is compiled
 * into the shell). Cached for the page's life; `refresh` fetches it again (used by "Riprova",
 * so a registry pointed at a new build is picked up). A failed fetch is not cached.
 */
export function fetchRemoteRegistry(refresh = false): Promise<RemoteEntry[]> {
  if (refresh || !registryPromise) {
    const pending = api
      .get<Paginated<RemoteEntry>>('federation/remotes', { skipGlobalErrorHandling: true })
      .then((response) => response.data.data ?? []);
    registryPromise = pending;
    pending.catch(() => {
      if (registryPromise === pending) registryPromise = null;
    });
  }
  return registryPromise;
}

/** Absolute URL of a registry entry: relative entries are resolved against the page origin. */
export function resolveRemoteEntry(entry: string, origin: string = window.location.origin): string {
  return new URL(entry, origin).href;
}

/**
 * Makes sure the remote `name` is registered with the runtime at the entry the registry gives.
 * With `force` (a retry after a failure) the registry is fetched again and the remote is
 * registered anew with `force: true`, which drops the runtime's cached manifest, container and
 * loading state, so a remote that has come back is really fetched again.
 */
export async function ensureRemoteRegistered(name: string, force = false): Promise<void> {
  let remotes: RemoteEntry[];
  try {
    remotes = await fetchRemoteRegistry(force);
  } catch (error) {
    throw new RemoteLoadError('Registro dei moduli non raggiungibile', { cause: error });
  }
  const remote = remotes.find((r) => r.name === name);
  if (!remote) throw new RemoteLoadError(`Modulo "${name}" non presente nel registro`);
  const entry = resolveRemoteEntry(remote.entry);
  const known = registered.get(name);
  if (force || known !== entry) {
    registerRemotes([{ name, entry }], { force: force || known !== undefined });
    registered.set(name, entry);
  }
}

/**
 * Loads `<remote>/<expose>` through the Module Federation runtime and returns its default
 * export, a React component. Throws `RemoteLoadError` when the remote is unknown, unreachable
 * or exposes no component.
 */
export async function loadRemoteComponent(remote: string, expose: string, force = false): Promise<ComponentType> {
  await ensureRemoteRegistered(remote, force);
  let loaded: { default?: unknown } | null;
  try {
    loaded = await loadRemote<{ default?: unknown }>(`${remote}/${expose}`);
  } catch (error) {
    throw new RemoteLoadError(`Caricamento di ${remote}/${expose} non riuscito`, { cause: error });
  }
  const component = loaded?.default;
  const isComponent = typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!isComponent) throw new RemoteLoadError(`${remote}/${expose} non espone un componente`);
  return component as ComponentType;
}
