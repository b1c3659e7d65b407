/**
 * A module loader that remembers its module once loaded (`loaded`), so that a lazy page can be
 * rendered without suspending when the module is already there (routing/lazyPage.ts).
 */
export interface PreloadableLoader<M> {
  (): Promise<M>;
  /** The module, once an invocation has resolved; undefined before. */
  loaded?: M;
}

/** Wraps `factory` (an `import()`) as a {@link PreloadableLoader}. */
export function preloadable<M>(factory: () => Promise<M>): PreloadableLoader<M> {
  const loader: PreloadableLoader<M> = () =>
    factory().then((m) => {
      loader.loaded = m;
      return m;
    });
  return loader;
}

/**
 * The `import()` of the shell's chunks that both the router (router.tsx) and the prefetch of the
 * first address (federation/prefetch.ts) load. Each chunk is imported in one place only: webpack builds one chunk
 * group per `import()` expression, and the same module imported from the prefetch's chunk became
 * a second, different chunk that the browser downloaded twice (trace of 2026-11-28).
 */
export const loadRemoteRoute = preloadable(() => import('../federation/RemoteRoute'));
/** See {@link loadRemoteRoute}. */
export const loadEnvironmentIndex = preloadable(() => import('../pages/EnvironmentIndex'));
/** The prefetch of the first address (federation/prefetch.ts): from the session restore and the route guard. */
export const loadPrefetch = () => import('../federation/prefetch');
