import axios, { AxiosError, type AxiosInstance } from 'axios';

/**
 * The one API client of the front ends (shared singleton through Module Federation).
 * Base `/api/`, cookies, `X-Requested-With: XMLHttpRequest`; axios echoes the `XSRF-TOKEN`
 * cookie in `X-XSRF-TOKEN` (DESIGN.md §4). The shell installs the 401/403/404 handlers
 * (SPEC §8) with `setApiErrorHandlers`.
 */
export const api: AxiosInstance = axios.create({
  baseURL: '/api/',
  withCredentials: true,
  withXSRFToken: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
});

/** Handlers the shell plugs in for SPEC §8 (401 -> login, 403 -> /forbidden, 404 -> not found). */
export interface ApiErrorHandlers {
  onUnauthorized?: () => void;
  onForbidden?: () => void;
  onNotFound?: () => void;
}

let handlers: ApiErrorHandlers = {};
/** Sets the global handlers; calls made with `{ skipGlobalErrorHandling: true }` bypass them. */
export function setApiErrorHandlers(next: ApiErrorHandlers): void {
  handlers = next;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** When true, 403/404 are left to the caller (401 is always handled). */
    skipGlobalErrorHandling?: boolean;
  }
}

api.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
    const status = error.response?.status;
    const skip = error.config?.skipGlobalErrorHandling;
    if (status === 401) handlers.onUnauthorized?.();
    else if (status === 403 && !skip) handlers.onForbidden?.();
    else if (status === 404 && !skip) handlers.onNotFound?.();
    return Promise.reject(error);
  },
);

/** Ensures the XSRF-TOKEN cookie exists (GET /api/csrf-cookie), as before login. */
export async function ensureCsrfCookie(): Promise<void> {
  if (typeof document !== 'undefined' && document.cookie.includes('XSRF-TOKEN=')) return;
  await api.get('csrf-cookie');
}
