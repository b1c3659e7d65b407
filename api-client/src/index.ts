import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';

/**
 * The typed API client of the front ends: path, parameters, body and answer of every call are
 * read from the generated `schema.ts` (openapi-typescript over `docs/openapi.json`, see
 * `docs/api-contract.md`), so renaming a field of a response DTO breaks the type check of every
 * screen that reads it.
 *
 * The wrapper is thin: it fills the `{name}` segments of the path, passes `query` as axios
 * `params`, and sends the request through the given axios instance (the shared one of
 * `@bandi/shared-ui`, with its CSRF, session-epoch and 401/403/404 interceptors). Paths are
 * written without the `/api` prefix, which is the instance's `baseURL`:
 *
 *     client.get('/projects/{projectId}/clients', { path: { projectId }, query: { search } })
 */

/** A schema of the OpenAPI document by name, e.g. `Schema<'CallDetailDto'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

/** HTTP methods the API uses. */
export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Strip<P> = P extends `/api${infer R}` ? R : never;
/** Every API path without the `/api` prefix, e.g. `/projects/{projectId}/calls`. */
export type ApiPath = Strip<keyof paths>;

type Item<P extends ApiPath> = `/api${P}` extends keyof paths ? paths[`/api${P}`] : never;
type Op<P extends ApiPath, M extends Method> = M extends keyof Item<P> ? NonNullable<Item<P>[M]> : never;

/** The paths that answer method `M`. */
export type PathsWith<M extends Method> = { [P in ApiPath]: [Op<P, M>] extends [never] ? never : P }[ApiPath];

type ParamNames<S> = S extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
type PathOption<P> = [ParamNames<P>] extends [never] ? { path?: never } : { path: Record<ParamNames<P>, string | number> };

type OpQuery<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? never : Q) : never;
type QueryOption<O> = [OpQuery<O>] extends [never] ? { query?: never } : { query?: OpQuery<O> };

/** The query parameters of a call, e.g. `QueryOf<'/projects/{projectId}/calls', 'get'>`. */
export type QueryOf<P extends ApiPath, M extends Method> = OpQuery<Op<P, M>>;

/** Per-call options: the path's `{name}` values, the typed query, and any axios option but url/method/params/data. */
export type RequestOptions<P extends ApiPath, M extends Method> = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'> &
  PathOption<P> &
  QueryOption<Op<P, M>>;

type OptionArgs<P extends ApiPath, M extends Method> = [ParamNames<P>] extends [never]
  ? [options?: RequestOptions<P, M>]
  : [options: RequestOptions<P, M>];

type ContentOf<R> = R extends { content: infer C } ? (C extends { 'application/json': infer T } ? T : Blob) : void;
type Success = 200 | 201 | 202 | 204;

/** The decoded 2xx answer of a call (`void` for 204), e.g. `ResponseOf<'/projects/{projectId}', 'get'>`. */
export type ResponseOf<P extends ApiPath, M extends Method> =
  Op<P, M> extends { responses: infer R } ? { [K in keyof R & Success]: ContentOf<R[K]> }[keyof R & Success] : never;

/** The request body of a call: the JSON DTO, `FormData` for uploads, `undefined` when none. */
export type BodyOf<P extends ApiPath, M extends Method> =
  Op<P, M> extends { requestBody?: infer B }
    ? [NonNullable<B>] extends [never]
      ? undefined
      : NonNullable<B> extends { content: infer C }
        ? C extends { 'application/json': infer T }
          ? T
          : FormData
        : undefined
    : undefined;

/** Builds the relative URL (no `/api/` prefix) of a path with its `{name}` segments filled and encoded. */
export function apiUrl(path: string, params?: Record<string, string | number>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Parametro di percorso mancante: ${name} (${path})`);
    return encodeURIComponent(String(value));
  });
  return filled.replace(/^\//, '');
}

/** The typed client over one axios instance (see the module docstring). */
export interface ApiClient {
  get<P extends PathsWith<'get'>>(path: P, ...options: OptionArgs<P, 'get'>): Promise<AxiosResponse<ResponseOf<P, 'get'>>>;
  delete<P extends PathsWith<'delete'>>(path: P, ...options: OptionArgs<P, 'delete'>): Promise<AxiosResponse<ResponseOf<P, 'delete'>>>;
  post<P extends PathsWith<'post'>>(
    path: P,
    body: BodyOf<P, 'post'>,
    ...options: OptionArgs<P, 'post'>
  ): Promise<AxiosResponse<ResponseOf<P, 'post'>>>;
  put<P extends PathsWith<'put'>>(
    path: P,
    body: BodyOf<P, 'put'>,
    ...options: OptionArgs<P, 'put'>
  ): Promise<AxiosResponse<ResponseOf<P, 'put'>>>;
  patch<P extends PathsWith<'patch'>>(
    path: P,
    body: BodyOf<P, 'patch'>,
    ...options: OptionArgs<P, 'patch'>
  ): Promise<AxiosResponse<ResponseOf<P, 'patch'>>>;
}

interface LooseOptions extends Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'> {
  path?: Record<string, string | number>;
  query?: object;
}

/**
 * Wraps an axios instance (the front ends pass `api` of `@bandi/shared-ui`, which carries the
 * base URL `/api/` and the interceptors). Errors are the instance's (an `AxiosError`, after its
 * interceptors ran).
 */
export function createApiClient(http: AxiosInstance): ApiClient {
  const send = (method: Method, path: string, data: unknown, options: LooseOptions = {}) => {
    const { path: params, query, ...config } = options;
    return http.request({ ...config, method, url: apiUrl(path, params), params: query, data });
  };
  return {
    get: (path: string, options?: LooseOptions) => send('get', path, undefined, options),
    delete: (path: string, options?: LooseOptions) => send('delete', path, undefined, options),
    post: (path: string, body: unknown, options?: LooseOptions) => send('post', path, body, options),
    put: (path: string, body: unknown, options?: LooseOptions) => send('put', path, body, options),
    patch: (path: string, body: unknown, options?: LooseOptions) => send('patch', path, body, options),
  } as ApiClient;
}
