/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from '../src/routing/lazyPage';
import { preloadable } from '../src/routing/pageChunks';

function Page() {
  return <p>Elenco bandi</p>;
}

/**
 * A page whose chunk the prefetch already loaded (federation/prefetch.ts) renders in the same
 * render, without its Suspense fallback: a suspended page is revealed only after React's fallback
 * throttle (300 ms), three of which made most of the environment home's wait for its list request
 * (issue 12, trace of 2026-11-28). One not loaded yet suspends as before.
 */
describe('lazyPage with a preloaded module', () => {
  it('renders at once when the loader has resolved before the first render', async () => {
    const load = preloadable(() => Promise.resolve({ default: Page }));
    await load();
    expect(load.loaded?.default).toBe(Page);
    const Lazy = lazyPage(load, () => load.loaded);
    render(
      <Suspense fallback={<p>Caricamento…</p>}>
        <Lazy />
      </Suspense>,
    );
    // no await: the content is there in the first commit, the fallback never showed
    expect(screen.getByText('Elenco bandi')).toBeTruthy();
    expect(screen.queryByText('Caricamento…')).toBeNull();
  });

  it('suspends and shows the fallback when the module is not loaded yet, then the page', async () => {
    const load = preloadable(() => Promise.resolve({ default: Page }));
    const Lazy = lazyPage(load, () => load.loaded);
    render(
      <Suspense fallback={<p>Caricamento…</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Caricamento…')).toBeTruthy();
    expect(await screen.findByText('Elenco bandi')).toBeTruthy();
  });
});
