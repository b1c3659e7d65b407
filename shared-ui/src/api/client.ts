import axios, { AxiosError, type AxiosInstance } from 'axios';
import { authCsrfCookie, configureApiClient } from '@bandi/api-client';
import { useSession } from '../session/store';

/**
 * The XSRF cookie's name as the API sets it (api/src/common/http/cookie-names.ts): with the
 * `__Host-` prefix over HTTPS, without it over plain HTTP (development on localhost).
 */
export const XSRF_COOKIE_NAME = typeof location !== 'undefined' && location.protocol === 'https:' ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN';

/**
 * The one API client of the front ends (shared singleton through Module Federation).
 * Base `/api/`, cookies, `X-Requested-With: XMLHttpRequest`; axios echoes the XSRF cookie
 * (XSRF_COOKIE_NAME) in `X-XSRF-TOKEN` (docs/api.md#conventions). The shell installs the
 * 401/403/404 handlers (docs/api.md#errors) with `setApiErrorHandlers`.
 */
export const api: AxiosInstance = axios.create({
  baseURL: '/api/',
  withCredentials: true,
  withXSRFToken: true,
  xsrfCookieName: XSRF_COOKIE_NAME,
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
});

// the generated client (`clientsList(projectId, params)`, api-client/src/generated, bundled by each
// app) sends through this instance: given to it when the core entry loads, before any screen
configureApiClient(api);

/** Handlers the shell plugs in for docs/api.md#errors (401 -> login, 403 -> /forbidden, 404 -> not found). */
export interface ApiErrorHandlers {
  onUnauthorized?: () => void;
  /** `code`: the answer's machine-readable reason, e.g. `password_change_required`. */
  onForbidden?: (code?: string) => void;
  onNotFound?: () => void;
}

let handlers: ApiErrorHandlers = {};
/** Sets the global handlers; calls made with `{ skipGlobalErrorHandling: true }` bypass them. */
export function setApiErrorHandlers(next: ApiErrorHandlers): void {
  handlers = next;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** When true, 403/404 are left to the caller (401 is handled unless `skipUnauthorizedHandler`). */
    skipGlobalErrorHandling?: boolean;
    /** When true, a 401 is left to the caller too (session restore, which expects it). */
    skipUnauthorizedHandler?: boolean;
    /** Session epoch when the request was sent (set by the client; see SessionState.epoch). */
    sessionEpoch?: number;
  }
}

api.interceptors.request.use((config) => {
  config.sessionEpoch = useSession.getState().epoch;
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
    const status = error.response?.status;
    const skip = error.config?.skipGlobalErrorHandling;
    // a 401 of a request sent before the current login/logout/refresh belongs to the old session
    const stale = error.config?.sessionEpoch !== undefined && error.config.sessionEpoch !== useSession.getState().epoch;
    if (status === 401) {
      if (!stale && !error.config?.skipUnauthorizedHandler) handlers.onUnauthorized?.();
    } else if (status === 403 && !skip) handlers.onForbidden?.((error.response?.data as { code?: string } | undefined)?.code);
    else if (status === 404 && !skip) handlers.onNotFound?.();
    return Promise.reject(error);
  },
);

/** Ensures the XSRF cookie exists (GET /api/csrf-cookie), as before login. */
export async function ensureCsrfCookie(): Promise<void> {
  if (typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trimStart().startsWith(`${XSRF_COOKIE_NAME}=`))) return;
  await authCsrfCookie();
}
