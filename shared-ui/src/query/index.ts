/**
 * Data fetching of the front ends on TanStack Query (docs/architecture.md#data-fetching): the
 * page's one QueryClient, its provider, the cache keys of the API answers. Part of the full entry
 * only: the login page (core entry) does not load TanStack Query.
 */
export * from './queryClient';
export * from './QueryProvider';
export * from './keys';
export { keepPreviousData, type QueryClient, type QueryKey } from '@tanstack/react-query';
