/**
 * For the test files that run in jsdom (`@jest-environment jsdom`): the globals jsdom lacks and
 * React Router and Mantine read (TextEncoder, matchMedia). Node test files are left as they are.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof window !== 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
