/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@bandi/shared-ui';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';
import DossierUploadPage from '../src/pages/DossierUploadPage';

/**
 * The referent's upload page of a dossier (`/dossier/caricamento?token=…`, public layout): the
 * missing items (GET /api/public/dossier?token=), one upload per item whose answer is the dossier
 * left to upload; a missing, wrong or expired link, and an upload the API no longer accepts (404),
 * show "Link non valido o scaduto".
 */
const dossier = (ids: number[]) => ({
  client_name: 'Officine Rossi S.r.l.',
  title: 'Transizione 5.0',
  expires_at: '2027-01-31',
  items: ids.map((id) => ({ id, label: id === 3 ? 'Visura camerale' : 'Bilancio 2025', status: 'mancante', required: id === 3 })),
});

function renderPage(search: string) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[`/dossier/caricamento${search}`]}>
        <DossierUploadPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('lists the missing items, and an upload shows the dossier the answer leaves', async () => {
  const requests = stubApi(({ method, url }) => {
    if (method === 'get' && url === 'public/dossier') return dossier([3, 4]);
    if (method === 'post' && url === 'public/dossier/items/3/file') return dossier([4]);
    return {};
  });
  renderPage('?token=abc');
  const page = await screen.findByTestId('dossier-upload-page');
  expect(page.textContent).toContain('Officine Rossi S.r.l. · Transizione 5.0');
  expect(screen.getByText('Visura camerale')).toBeTruthy();
  expect(requests[0]).toMatchObject({ method: 'get', url: 'public/dossier', params: { token: 'abc' } });

  const inputs = document.querySelectorAll('input[type="file"]');
  await act(async () => {
    fireEvent.change(inputs[0], { target: { files: [new File(['%PDF'], 'visura.pdf', { type: 'application/pdf' })] } });
  });
  expect(await screen.findByText('«Visura camerale» caricato: lo studio lo verificherà.')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Visura camerale')).toBeNull());
  expect(screen.getByText('Bilancio 2025')).toBeTruthy();
  const upload = requests.find((r) => r.method === 'post' && r.url === 'public/dossier/items/3/file');
  expect(upload?.params).toEqual({ token: 'abc' });
  // the answer is the dossier: not read again
  expect(requests.filter((r) => r.url === 'public/dossier')).toHaveLength(1);
});

test('a link without token asks nothing; a link the API refuses, or an upload it no longer accepts, is "non valido o scaduto"', async () => {
  let requests = stubApi(() => ({}));
  renderPage('');
  expect(screen.getByText('Link non valido o scaduto')).toBeTruthy();
  expect(requests).toEqual([]);
  jest.restoreAllMocks();
  document.body.innerHTML = '';

  stubApi(() => {
    throw apiRefusal(404, 'Link non valido');
  });
  renderPage('?token=old');
  expect(await screen.findByText('Link non valido o scaduto')).toBeTruthy();
  jest.restoreAllMocks();
  queryClient.clear();
  document.body.innerHTML = '';

  requests = stubApi(({ method }) => {
    if (method === 'get') return dossier([3]);
    throw apiRefusal(404, 'Link non valido');
  });
  renderPage('?token=abc');
  await screen.findByTestId('dossier-upload-page');
  await act(async () => {
    fireEvent.change(document.querySelector('input[type="file"]')!, {
      target: { files: [new File(['%PDF'], 'visura.pdf', { type: 'application/pdf' })] },
    });
  });
  expect(await screen.findByText('Link non valido o scaduto')).toBeTruthy();
  expect(requests.filter((r) => r.method === 'post')).toHaveLength(1);
});
