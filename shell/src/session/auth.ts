import { isAxiosError } from 'axios';
import { authCsrfCookie, authLogin, authLogout, authProfile, authSession, type Schema } from '@bandi/api-client';
import { ensureCsrfCookie, useProjectStore, useSession, type User } from '@bandi/shared-ui/core';
import { isExplicitLogout, setExplicitLogout } from './logoutFlag';
import { loadPrefetch } from '../routing/pageChunks';

/** Message when the login answer carries no user (docs/api.md#conventions, docs/api.md#errors "User not found"). */
export const USER_NOT_FOUND_MESSAGE = 'Utente non trovato';

/** Body of `POST /api/login`. */
export type LoginBody = Schema<'LoginDto'>;

function isUser(value: unknown): value is User {
  return Boolean(value && typeof value === 'object' && 'id' in value && 'capabilities' in value);
}

/**
 * Runs a state-changing call; on 419 (CSRF token missing or stale) fetches a fresh
 * `XSRF-TOKEN` cookie and tries once more (docs/api.md#conventions).
 */
export async function withCsrf<T>(call: () => Promise<T>): Promise<T> {
  await ensureCsrfCookie();
  try {
    return await call();
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 419) {
      await authCsrfCookie();
      return call();
    }
    throw error;
  }
}

/**
 * Logs in (`GET /api/csrf-cookie` first, then `POST /api/login`) and stores the user; the route
 * guard then sends the user to `redirect` or their initial route. Throws the API error, or
 * "Utente non trovato" when the answer has no user.
 */
export async function login(body: LoginBody): Promise<User> {
  // 401s are the caller's (wrong password, second-factor step), not a lost session
  const response = await withCsrf(() => authLogin(body, { skipGlobalErrorHandling: true, skipUnauthorizedHandler: true }));
  const user = response.data;
  if (!isUser(user)) throw USER_NOT_FOUND_MESSAGE;
  setExplicitLogout(false);
  useSession.getState().setUser(user);
  return user;
}

/** Logs out: `POST /api/logout` (errors ignored: the session may already be gone), clears the store. */
export async function logout(): Promise<void> {
  setExplicitLogout(true);
  try {
    await withCsrf(() => authLogout({ skipGlobalErrorHandling: true }));
  } catch {
    // Logging out locally is what matters.
  }
  useSession.getState().clear();
  useProjectStore.getState().setProject(null);
}

let refreshing: Promise<void> | null = null;

/**
 * Refreshes the stored user from `GET /api/profile` when it is older than 5 minutes (docs/domain.md#states-and-transitions);
 * with `force`, whatever its age. Concurrent calls share one request; a 401 is handled by the
 * global handler (clear + login).
 */
export function refreshUser(force = false): Promise<void> {
  const session = useSession.getState();
  if (!session.user || (!force && !session.isStale())) return Promise.resolve();
  if (!refreshing) {
    refreshing = authProfile()
      .then((response) => {
        if (isUser(response.data) && useSession.getState().user) useSession.getState().setUser(response.data);
      })
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

let restoring: Promise<boolean> | null = null;
let restoreSettled = false;

/**
 * Restores the user from the server's session (`GET /api/session`: `{user}`, null before login,
 * so the login page logs no failed request) when the store is empty, e.g. a deep link opened in a
 * new tab or after the browser storage was cleared: the cookie session is the truth, browser
 * storage only a cache. Tried once per page load (concurrent callers share the request); never
 * after an explicit logout. Resolves true when a user was restored; a 401 here (a session that
 * expired) is expected and left to the caller (no global redirect).
 */
export function restoreSession(): Promise<boolean> {
  if (useSession.getState().user) return Promise.resolve(true);
  if (restoreSettled || isExplicitLogout()) return Promise.resolve(false);
  restoring ??= authSession({ skipGlobalErrorHandling: true, skipUnauthorizedHandler: true })
    .then((response) => {
      if (!isUser(response.data?.user)) return false;
      const user = response.data.user;
      // the address's remote module starts downloading now, beside the layout (federation/prefetch.ts)
      void loadPrefetch()
        .then((m) => m.prefetchFor(window.location.pathname, user))
        .catch(() => undefined);
      if (!useSession.getState().user) useSession.getState().setUser(user);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      restoreSettled = true;
    });
  return restoring;
}

/** True once the page load's restore attempt has ended (or cannot run). */
export function isRestoreSettled(): boolean {
  return restoreSettled || isExplicitLogout();
}
