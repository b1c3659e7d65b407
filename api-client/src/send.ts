import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

let http: AxiosInstance | undefined;

/**
 * Gives the generated client (`./generated`, orval over `docs/openapi.json`) the axios instance it
 * sends through: the front ends' shared one (`api` of `@bandi/shared-ui/core`, with its base URL
 * `/api/`, CSRF header, session epoch and 401/403/404 interceptors), which calls this once when it
 * is loaded. `@bandi/api-client` is a federation singleton (tools/webpack.federation.cjs), so the
 * host and every remote use this one configured copy.
 */
export function configureApiClient(instance: AxiosInstance): void {
  http = instance;
}

/**
 * orval's mutator: every generated function (`clientsList(projectId, params, options)`) ends here
 * with its method, URL (`/api/...` as in the OpenAPI document), typed query `params` and body; the
 * per-call `options` (an `AbortSignal`, `skipGlobalErrorHandling`, `responseType`...) are merged
 * over it. Answers axios's response, so callers read `data` and the headers (the ETag of
 * docs/api-contract.md#conflicts). The `/api/` prefix is left to the instance's base URL.
 *
 * @throws Error when no instance was configured (a front end imported the client before `@bandi/shared-ui/core`)
 * @throws AxiosError as the instance's interceptors leave it (docs/api-contract.md#errors: 401/403/404/409/422)
 */
export function send<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  if (!http) throw new Error('Client API non configurato: manca configureApiClient (caricato da @bandi/shared-ui/core)');
  const url = (config.url ?? '').replace(/^\/api\//, '');
  // the method in lower case, as axios keeps it once merged (orval writes 'POST')
  const method = config.method?.toLowerCase();
  return http.request<T>({ ...config, ...options, url, method, headers: { ...config.headers, ...options?.headers } });
}

/** The type of a generated function's last argument: the per-call axios options. */
export type SendOptions = AxiosRequestConfig;
