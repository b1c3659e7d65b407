/**
 * jsdom globals that react-router 7 and Mantine need. Import this module first in a test file:
 * imports run in order, so the globals exist before react-router-dom is loaded.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!g.ResizeObserver) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  g.ResizeObserver = ResizeObserverStub;
}

// jsdom has no layout, so no Element.scrollIntoView: Mantine's Combobox calls it from a timer to
// bring the selected option into view, and a test that ends while that timer is pending failed
// with "items[index]?.scrollIntoView is not a function" (shell tasks-screen, CI of 2035901)
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
