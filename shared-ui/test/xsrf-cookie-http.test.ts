import { api, XSRF_COOKIE_NAME } from '../src/api/client';

/** On plain HTTP (development on localhost) the API's CSRF cookie goes without prefix (docs/security.md#cookies). */
test('over plain HTTP the client echoes XSRF-TOKEN', () => {
  expect(location.protocol).toBe('http:');
  expect(XSRF_COOKIE_NAME).toBe('XSRF-TOKEN');
  expect(api.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
});
