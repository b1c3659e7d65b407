/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient, useSession, type User } from '@bandi/shared-ui';
import { AnnouncementEdit } from '../../mf-announcements/src/announcements/AnnouncementEdit';

/**
 * Issue 39, defect 6: a client manager or a local administrator who typed /bandi/435/modifica got
 * the form of a global announcement with its five tabs read-only and "Salva" enabled. An announcement with no tab
 * the user may edit has no edit page: the address leads to "Accesso negato" with the reason. A
 * local expert in an environment edits Documentazione and Altro of a global announcement (the API's
 * `editable_tabs`), and may save.
 */
const CALL = {
  id: 435,
  name: 'Beni Strumentali - Nuova Sabatini',
  scope: 'global',
  status: 'published',
  version: 3,
  project_id: null,
  announcements_ateco_codes: [],
  announcements_locations: [],
  announcements_expense_items: [],
  announcements_additional_documents: [],
  announcements_other_attachments: [],
  announcements_custom_fields: [],
  standard_documents: [],
};

function signIn(permissions: string[]) {
  useSession.setState({ user: { id: 5, name: 'Giulia', surname: 'Bianchi', type: 'client-manager', permissions } as unknown as User });
}

function mockApi(editable_tabs: string[]) {
  return jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (/^get (projects\/\d+\/)?announcements\/435$/.test(key)) return { data: { ...CALL, editable_tabs }, status: 200 } as never;
    if (key.startsWith('get reference/')) return { data: [], status: 200 } as never;
    return { data: { data: [], total: 0 }, status: 200 } as never;
  });
}

function Forbidden() {
  const state = useLocation().state as { reason: string; from: string };
  return (
    <p data-testid="forbidden">
      {state.reason} ({state.from})
    </p>
  );
}

function renderAt(path: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/bandi/:announcementId/modifica" element={<AnnouncementEdit />} />
          <Route path="/ambiente/:projectId/bandi/:announcementId/modifica" element={<AnnouncementEdit />} />
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

test('a client manager typing the edit address of a global announcement gets "Accesso negato" with the reason, not a form', async () => {
  signIn(['announcements.read']);
  mockApi([]);
  renderAt('/bandi/435/modifica');
  expect((await screen.findByTestId('forbidden')).textContent).toBe(
    'Il tuo ruolo non può modificare questo bando: puoi consultarlo dalla sua pagina. (/bandi/435/modifica)',
  );
  expect(screen.queryByTestId('announcement-form')).toBeNull();
});

test('a local expert in the global area is told to add documents from the environment', async () => {
  signIn(['announcements.read', 'announcements.global.documents']);
  mockApi([]);
  renderAt('/bandi/435/modifica');
  expect((await screen.findByTestId('forbidden')).textContent).toContain(
    "la documentazione e gli altri allegati del tuo ambiente si aggiungono aprendo il bando dall'ambiente",
  );
});

test('a local expert in an environment edits Documentazione and Altro of a global announcement and may save', async () => {
  signIn(['announcements.read', 'announcements.global.documents']);
  mockApi(['documentazione', 'altro']);
  renderAt('/ambiente/7/bandi/435/modifica');
  await screen.findByTestId('announcement-form');
  expect(screen.queryByTestId('forbidden')).toBeNull();
  expect((screen.getByTestId('publish') as HTMLButtonElement).disabled).toBe(false);
  expect(screen.getByTestId('tab-generale').textContent).toContain('Generale');
});
