/**
 * The `import()` of the shell's chunks that both the router (router.tsx) and the prefetch of the
 * first address (federation/prefetch.ts) load. One call site per chunk: webpack builds one chunk
 * group per `import()` expression, and the same module imported from the prefetch's chunk became
 * a second, different chunk that the browser downloaded twice (trace of 2026-11-28).
 */
export const loadRemoteRoute = () => import('../federation/RemoteRoute');
/** See {@link loadRemoteRoute}. */
export const loadEnvironmentIndex = () => import('../pages/EnvironmentIndex');
/** The prefetch of the first address (federation/prefetch.ts): from the session restore and the route guard. */
export const loadPrefetch = () => import('../federation/prefetch');
