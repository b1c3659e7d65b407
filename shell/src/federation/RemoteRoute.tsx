import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSkeleton, RemoteErrorPanel } from '@bandi/shared-ui';
import { currentEnvironmentId, loadedRemoteComponent, loadRemoteComponent } from './registry';
import { resolvedThenable } from '../routing/lazyPage';
import { RemoteVersionError } from './version';
import { PathErrorBoundary } from '../routing/PathErrorBoundary';

const lazyComponents = new Map<string, LazyExoticComponent<ComponentType>>();
/** Remotes whose next load must re-fetch the registry and re-register (after a failure). */
const forceNext = new Set<string>();

/**
 * The lazy component of `<remote>/<expose>` in environment `projectId` (each environment may be
 * pinned to its own release), created once and reused; after a failure the same (rejected)
 * component is reused until `invalidateRemote` is called by "Riprova".
 */
function lazyRemote(remote: string, expose: string, projectId: number | null): LazyExoticComponent<ComponentType> {
  const id = `${projectId ?? 'global'}|${remote}/${expose}`;
  let component = lazyComponents.get(id);
  if (!component) {
    // evaluated already (federation/prefetch.ts): rendered without suspending (resolvedThenable)
    const ready = forceNext.has(remote) ? undefined : loadedRemoteComponent(remote, expose, projectId);
    component = ready ? lazy(() => resolvedThenable({ default: ready })) : lazyLoaded(remote, expose, projectId);
    lazyComponents.set(id, component);
  }
  return component;
}

/** The lazy component that loads `<remote>/<expose>` (see lazyRemote). */
function lazyLoaded(remote: string, expose: string, projectId: number | null): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const force = forceNext.has(remote);
    try {
      const loaded = await loadRemoteComponent(remote, expose, force, projectId);
      forceNext.delete(remote);
      return { default: loaded };
    } catch (error) {
      // The failure is remembered (the rejected lazy stays cached, so coming back to the
      // section shows the panel again) until "Riprova" drops it and loads from scratch.
      forceNext.add(remote);
      throw error;
    }
  });
}

/** Drops the cached component of `<remote>/<expose>` so that the next render loads it anew. */
function invalidateRemote(remote: string, expose: string, projectId: number | null): void {
  lazyComponents.delete(`${projectId ?? 'global'}|${remote}/${expose}`);
  forceNext.add(remote);
}

/** The retry panel of a remote that failed to load or to render (a version mismatch says so). */
function RemoteFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof RemoteVersionError)
    return (
      <RemoteErrorPanel
        onRetry={onRetry}
        title="Modulo non compatibile"
        message={`${error.message}. Il modulo è stato pubblicato per un'altra versione dell'applicazione: chiedi all'amministratore di allineare il registro dei moduli.`}
      />
    );
  return <RemoteErrorPanel onRetry={onRetry} />;
}

export interface RemoteRouteProps {
  /** Remote name in the registry, e.g. `mf_clients`. */
  remote: string;
  /** Exposed module without `./`, e.g. `ClientsApp`. */
  expose: string;
}

/**
 * Mounts the default-export component of a remote's exposed module (loaded at run time through
 * the registry), with a skeleton while it loads. If it fails, `RemoteErrorPanel` shows in the
 * layout; "Riprova" re-fetches the registry and re-registers the remote (`force`), then loads it
 * again. The rest of the application keeps working.
 */
export function RemoteRoute({ remote, expose }: RemoteRouteProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Cached per module; "Riprova" drops the entry so that a new one loads.
  const projectId = currentEnvironmentId(pathname);
  const RemoteComponent = lazyRemote(remote, expose, projectId);
  const retry = useCallback(() => {
    invalidateRemote(remote, expose, projectId);
    setAttempt((n) => n + 1);
  }, [remote, expose, projectId]);
  return (
    // Moving elsewhere inside the same remote clears a render error; a load error is thrown again
    // by the cached failed module, so the panel stays until "Riprova".
    <PathErrorBoundary
      key={`${projectId ?? 'global'}|${remote}/${expose}#${attempt}`}
      pathname={pathname}
      label={`Modulo remoto ${remote}/${expose}`}
      fallback={(error) => <RemoteFailure error={error} onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <RemoteComponent />
      </Suspense>
    </PathErrorBoundary>
  );
}
