/**
 * @jest-environment-options {"url": "https://portale.example.it/ambiente/1/clienti"}
 */
import { api, ensureCsrfCookie, XSRF_COOKIE_NAME } from '../src/api/client';
import { stubApi } from './helpers/api-requests';

/**
 * Over HTTPS the API names its CSRF cookie `__Host-XSRF-TOKEN` (api/src/common/http/cookie-names.ts,
 * docs/security.md#cookies): the client must read and echo that one, or every state change of a
 * production deployment answers 419.
 */
test('over HTTPS the client echoes the __Host- cookie in X-XSRF-TOKEN', () => {
  expect(location.protocol).toBe('https:');
  expect(XSRF_COOKIE_NAME).toBe('__Host-XSRF-TOKEN');
  expect(api.defaults.xsrfCookieName).toBe('__Host-XSRF-TOKEN');
  expect(api.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
});

test('a cookie named XSRF-TOKEN without the prefix does not count as the token over HTTPS', async () => {
  const requests = stubApi(() => null);
  // jsdom, like a browser, keeps a cookie without attributes for this page (a planted one)
  document.cookie = 'XSRF-TOKEN=piantato';
  await ensureCsrfCookie();
  expect(requests).toEqual([expect.objectContaining({ method: 'get', url: 'csrf-cookie' })]);
  jest.restoreAllMocks();
});
