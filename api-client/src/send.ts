import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

/**
 * Where the front ends' axios instance is kept: a registered symbol of the global object. The
 * host and every remote bundle the generated functions they call (tree-shaken, not a federation
 * singleton: the login page loads two of them, not the whole client), so this module exists once
 * per bundle; the symbol makes them all find the one instance `@bandi/shared-ui/core` gives.
 */
const HTTP = Symbol.for('@bandi/api-client/http');
type Slot = { [HTTP]?: AxiosInstance };

/**
 * Gives the generated client (`./generated`, orval over `docs/openapi.json`) the axios instance it
 * sends through: the front ends' shared one (`api` of `@bandi/shared-ui/core`, with its base URL
 * `/api/`, CSRF header, session epoch and 401/403/404 interceptors), which calls this when it is
 * loaded, before any screen.
 */
export function configureApiClient(instance: AxiosInstance): void {
  (globalThis as Slot)[HTTP] = instance;
}

/**
 * orval's mutator: every generated function (`clientsList(projectId, params, options)`) ends here
 * with its method, URL (`/api/...` as in the OpenAPI document), typed query `params` and body; the
 * per-call `options` (an `AbortSignal`, `skipGlobalErrorHandling`, `responseType`...) are merged
 * over it. Answers axios's response, so callers read `data` and the headers (the ETag of
 * docs/api-contract.md#concurrency-optimistic-locking-and-partial-updates). The `/api/` prefix is
 * left to the instance's base URL. Path values are interpolated as given: the API's are numbers,
 * codes and UUIDs; a caller passing free text encodes it.
 *
 * @throws Error when no instance was configured (a front end called the client before `@bandi/shared-ui/core` loaded)
 * @throws AxiosError as the instance's interceptors leave it (docs/api-contract.md#errors: 401/403/404/409/422)
 */
export function send<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const http = (globalThis as Slot)[HTTP];
  if (!http) throw new Error('Client API non configurato: manca configureApiClient (caricato da @bandi/shared-ui/core)');
  const url = (config.url ?? '').replace(/^\/api\//, '');
  // the method in lower case, as axios keeps it once merged (orval writes 'POST')
  const method = config.method?.toLowerCase();
  return http.request<T>({ ...config, ...options, url, method, headers: { ...config.headers, ...options?.headers } });
}
