import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOAD_KEY = 'bandi-page-reload';
/** Within this time a second failure of the same address is not reloaded again (no reload loop). */
const RELOAD_WINDOW_MS = 10_000;

/**
 * Whether a failed page load may trigger a full reload of `href` now: not if the same address
 * was reloaded for the same reason less than 10 seconds ago. Records the attempt when allowed.
 */
export function shouldReloadAfterFailure(
  href: string,
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  try {
    const previous = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null') as { href: string; at: number } | null;
    if (previous && previous.href === href && now - previous.at < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY, JSON.stringify({ href, at: now }));
    return true;
  } catch {
    return false;
  }
}

/**
 * `React.lazy` for a page of the shell. docs/screens.md#route-guard, docs/api.md#errors: when the page's code fails to load
 * (e.g. a new deployment replaced the chunk), the browser does a full reload of the target
 * address; a second failure in a row is thrown to the router's error screen instead.
 * `preloaded`: the module when it is already loaded (routing/pageChunks.ts), then the page
 * renders at once instead of suspending.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props
export function lazyPage<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
  preloaded?: () => { default: T } | undefined,
): LazyExoticComponent<T> {
  return lazy(() => {
    // already downloaded (federation/prefetch.ts): answered synchronously, so the page renders
    // without suspending (see resolvedThenable)
    const ready = preloaded?.();
    return ready ? resolvedThenable(ready) : loadOrReload(factory);
  });
}

/**
 * A thenable that runs its callback at once. React.lazy reads such an answer synchronously and renders
 * the component without suspending; a resolved Promise calls back only in a microtask, so the
 * page would suspend, show its Suspense fallback and, once revealed, wait for React's fallback
 * throttle (300 ms since the fallback showed: three such waits made most of the environment
 * home's 1.1 s before its list request, trace of 2026-11-28).
 */
export function resolvedThenable<M>(value: M): Promise<M> {
  return { then: (resolve: (v: M) => unknown) => resolve(value) } as unknown as Promise<M>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props
async function loadOrReload<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): Promise<{ default: T }> {
  try {
    return await factory();
  } catch (error) {
    const href = window.location.href;
    if (shouldReloadAfterFailure(href)) {
      window.location.assign(href);
      // Keep suspended until the browser navigates away.
      return new Promise<{ default: T }>(() => undefined);
    }
    throw error;
  }
}
