import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { User } from '@bandi/shared-ui';
import { ensureRemoteRegistered, currentEnvironmentId, loadRemoteComponent } from './registry';
import { remoteForPath } from './remotes';
import { loadEnvironmentIndex, loadRemoteRoute } from '../routing/pageChunks';

/** Set by the first call: only the page load's first address is prefetched (later ones load as they are opened). */
let started = false;

/**
 * docs/architecture.md#front-ends-and-module-federation ("First address of a page load").
 * Starts, once the user is known, the downloads the page at `pathname` needs after the layout, so
 * that they run beside the layout's own instead of one after the other: the shell's chunks of
 * EnvironmentIndex and RemoteRoute, the environment's remote registry and the remote module's
 * entry and chunks (Module Federation's `preloadRemote`), then the module itself (evaluated, so
 * that the page renders it at once instead of suspending: RemoteRoute.tsx). Before, each
 * waited for the one before it to render: profile, layout, environment, EnvironmentIndex,
 * RemoteRoute, registry, manifest, remoteEntry, the module's chunks, then the list request
 * (Lighthouse trace of the environment home, 2026-11-28: the first list request at 1.37 s of an
 * unthrottled load, the profile answered at 0.28 s). Failures are ignored (the page loads the
 * same things itself and reports its own errors). Only the first call of a page load does
 * anything: a later address is loaded when it is opened, as before.
 */
export async function prefetchFor(pathname: string, user: Pick<User, 'capabilities' | 'permissions'>): Promise<void> {
  if (started) return;
  started = true;
  const ref = remoteForPath(pathname, user);
  const projectId = currentEnvironmentId(pathname);
  if (projectId !== null && /^\/ambiente\/\d+\/?$/.test(pathname)) void loadEnvironmentIndex().catch(() => undefined);
  if (!ref) return;
  void loadRemoteRoute().catch(() => undefined);
  try {
    await ensureRemoteRegistered(ref.remote, false, projectId);
    await preloadRemote([{ nameOrAlias: ref.remote, exposes: [ref.expose], resourceCategory: 'sync' }]);
    // evaluated too, so that the page renders it without suspending (RemoteRoute.tsx)
    await loadRemoteComponent(ref.remote, ref.expose, false, projectId);
  } catch {
    // the page itself loads the remote and shows its error panel
  }
}
