import { useContext } from 'react';
import {
  QueryClient,
  QueryClientContext,
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useSession } from '../session/store';

/** How many times a query is tried again after a network failure or a 5xx answer (never after a 4xx). */
export const QUERY_RETRIES = 2;

/** The pause before a query's n-th retry, in ms: 400, then 1200 (the answer of a 5xx rarely improves later). */
export function queryRetryDelay(attempt: number): number {
  return attempt === 0 ? 400 : 1200;
}

interface ErrorLike {
  isAxiosError?: boolean;
  code?: string;
  response?: { status?: number };
}

/**
 * True when a failed request is worth repeating: the API answered 5xx, or the request got no
 * answer at all (an axios network error or timeout). Never for a 4xx (a 404 or a 403 shows at
 * once, and 401/403 go through the shared client's handlers once), an aborted request, or an
 * error that did not come from the HTTP client (a bug is not repeated).
 */
export function isRetryableError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as ErrorLike;
  const status = e.response?.status;
  if (typeof status === 'number') return status >= 500;
  return e.isAxiosError === true && e.code !== 'ERR_CANCELED';
}

/** The retry rule of every query: {@link QUERY_RETRIES} times, only for {@link isRetryableError}. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && isRetryableError(error);
}

/**
 * The one QueryClient of the page (TanStack Query v5): the cache of the API answers read by the
 * shell and every remote. This module is part of the `@bandi/shared-ui` singleton of the
 * federation (tools/webpack.federation.cjs), and `@tanstack/react-query` is a shared singleton
 * too, so host and remotes read and invalidate one cache through one React context.
 *
 * Defaults (docs/architecture.md#data-fetching): an answer is stale at once (`staleTime` 0: a page
 * that mounts asks again, as before the cache existed); no refetch when the window regains focus
 * or the network comes back (a list does not reload under the user's eyes); retries by
 * {@link shouldRetryQuery}; mutations are never retried (a save is not sent twice).
 * Queries go through the shared axios client (`api`, and the generated client over it), whose 401/403 handlers stay
 * the only ones.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 0,
      retry: shouldRetryQuery,
      retryDelay: queryRetryDelay,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});

// another user's answers are not shown to the next one: a login, a logout or a switch of user
// (another tab) empties the cache (reference lists are asked for again too)
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.removeQueries();
});

/**
 * The QueryClient the hooks of shared-ui use: the one of the nearest `QueryClientProvider`, else
 * the page's {@link queryClient} (a remote mounted without the shell's provider, a unit test
 * rendering a hook alone).
 */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}

/**
 * `useQuery` on the page's QueryClient ({@link useAppQueryClient}): works with or without a
 * `QueryProvider` above. For a component's own request, keyed with `apiKey(...)`; the defaults of
 * {@link queryClient} apply (stale at once, retries only for network failures and 5xx).
 */
export function useAppQuery<TData, TError = Error, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQuery(options, useAppQueryClient());
}

/** `useMutation` on the page's QueryClient ({@link useAppQueryClient}); never retried. */
export function useAppMutation<TData = unknown, TError = Error, TVariables = void>(
  options: UseMutationOptions<TData, TError, TVariables>,
): UseMutationResult<TData, TError, TVariables> {
  return useMutation(options, useAppQueryClient());
}
