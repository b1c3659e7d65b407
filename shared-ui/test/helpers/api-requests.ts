import type { AxiosRequestConfig } from 'axios';
import { api } from '../../src/api/client';

/** A request as a test sees it: method in lower case, the URL without `/api/` (as axios's base URL leaves it), query and body. */
export interface SeenRequest {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/**
 * Stubs the API for a front-end test: every request of the shared axios instance (the generated
 * client's functions end in `api.request`, api-client/src/send.ts; `api.get(url)` and the other
 * shorthands are routed there too) is recorded and answered with what
 * `answer` returns for it, as the `data` of a 200; `answer` may throw (e.g. `apiRefusal(403, ...)`)
 * to refuse it. Returns the recorded requests, in order.
 *
 *     const requests = stubApi(({ method, url }) => (method === 'get' && url === 'admin/jobs' ? { data: [] } : {}));
 */
export function stubApi(answer: (request: SeenRequest) => unknown): SeenRequest[] {
  const requests: SeenRequest[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const seen: SeenRequest = {
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: config.data,
    };
    requests.push(seen);
    return { data: await answer(seen), status: 200, headers: {}, config } as never;
  });
  // the few calls by URL (generic components, ensureCsrfCookie) go through the same stub
  for (const method of ['get', 'delete'] as const)
    jest.spyOn(api, method).mockImplementation((url: string, config?: AxiosRequestConfig) => api.request({ ...config, method, url }));
  for (const method of ['post', 'put', 'patch'] as const)
    jest
      .spyOn(api, method)
      .mockImplementation((url: string, data?: unknown, config?: AxiosRequestConfig) => api.request({ ...config, method, url, data }));
  return requests;
}
