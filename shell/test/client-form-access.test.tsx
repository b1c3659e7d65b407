/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useSession, type User } from '@bandi/shared-ui';
import ClientsApp from '../../mf-clients/src/ClientsApp';

/**
 * Issue 39, defect 5: a referent opening /clienti/crea or /clienti/1/modifica first fired
 * GET /referents (403) and then saw "Accesso negato". The client form's routes now need
 * `clients.write`: the referent gets "Accesso negato" with the reason before any request.
 */
function signIn(permissions: string[]) {
  useSession.setState({ user: { id: 9, name: 'Rita', surname: 'Neri', type: 'referent', permissions } as unknown as User });
}

function Forbidden() {
  const state = useLocation().state as { reason: string };
  return <p data-testid="forbidden">{state.reason}</p>;
}

function renderAt(path: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti/*" element={<ClientsApp />} />
          <Route path="/forbidden" element={<Forbidden />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  useSession.setState({ user: null });
  queryClient.clear();
});

test.each(['/ambiente/7/clienti/crea', '/ambiente/7/clienti/1/modifica'])(
  'a referent at %s gets "Accesso negato" and no request is sent',
  async (path) => {
    signIn(['clients.read', 'calls.read']);
    const spy = jest.spyOn(api, 'request').mockResolvedValue({ data: { data: [], total: 0 }, status: 200 } as never);
    renderAt(path);
    expect((await screen.findByTestId('forbidden')).textContent).toBe(
      'Solo gli amministratori e i gestori clienti creano e modificano i clienti.',
    );
    expect(spy.mock.calls.map(([c]) => (c as AxiosRequestConfig).url)).toEqual([]);
  },
);
