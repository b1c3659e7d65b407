/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { PathErrorBoundary } from '../src/routing/PathErrorBoundary';
import { RouteErrorPage } from '../src/pages/RouteErrorPage';

function Broken(): ReactNode {
  throw new Error('Lettura del bando non riuscita');
}

function at(pathname: string, children: ReactNode) {
  return (
    <MantineProvider>
      <PathErrorBoundary pathname={pathname} label="Pagina" fallback={(error) => <RouteErrorPage error={error} />}>
        {children}
      </PathErrorBoundary>
    </MantineProvider>
  );
}

/**
 * The shell's routes render inside PathErrorBoundary (router.tsx, declarative routing since issue
 * 12): a page that throws shows the Italian error screen with its message, and moving to another
 * address renders the routes again.
 */
describe('PathErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the error screen for a page that throws, and the page again at another address', () => {
    const view = render(at('/ambiente/1/bandi', <Broken />));
    expect(screen.getByRole('heading', { name: 'Si è verificato un errore' })).toBeTruthy();
    expect(screen.getByText('Lettura del bando non riuscita')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeTruthy();

    // same address, the page still broken: the error screen stays
    view.rerender(at('/ambiente/1/bandi', <Broken />));
    expect(screen.getByRole('heading', { name: 'Si è verificato un errore' })).toBeTruthy();

    // another address: the routes render again
    view.rerender(at('/ambiente/1/clienti', <p>Elenco clienti</p>));
    expect(screen.getByText('Elenco clienti')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Si è verificato un errore' })).toBeNull();
  });

  it('renders the page when nothing throws', () => {
    render(at('/accedi', <p>Accedi</p>));
    expect(screen.getByText('Accedi')).toBeTruthy();
  });
});
