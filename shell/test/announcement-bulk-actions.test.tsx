/**
 * @jest-environment jsdom
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api, useSession, type User } from '@bandi/shared-ui';
import { AnnouncementList } from '../../mf-announcements/src/announcements/AnnouncementList';

/**
 * Issue 37, bulk actions on the announcement list of an environment: who may write announcements there
 * selects every matching announcement ("Seleziona tutti i N risultati") and publishes them in one request
 * that carries the list's filters and search; the announcements refused are listed with the reason (what
 * publishing lacks); a client manager, who only reads announcements, gets no row selection.
 */
jest.setTimeout(30_000);
const SLOW = { timeout: 10_000 };

const item = (id: number, name: string) => ({
  id,
  name,
  status: 'draft',
  state: 'open',
  scope: 'local',
  project_id: 3,
  supplying_authority: 'Regione Lombardia',
  end_date: '2099-12-31',
  type_non_repayable_fund: true,
});
const ITEMS = [item(41, 'Voucher digitali'), item(42, 'Bando macchinari')];

function signIn(permissions: string[]) {
  useSession.setState({ user: { id: 5, name: 'Laura', type: 'local-expert-announcement', permissions } as unknown as User });
}

/** The API as the list asks it, through axios's adapter (every request, GET included); each is recorded. */
function mockApi() {
  const requests: InternalAxiosRequestConfig[] = [];
  const reply = (config: InternalAxiosRequestConfig, data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (key === 'post projects/3/announcements/bulk')
      return reply(config, {
        action: 'publish',
        total: 2,
        done: 1,
        refused: 1,
        results: [
          { announcement_id: 41, name: 'Voucher digitali', outcome: 'done', reason: null },
          { announcement_id: 42, name: 'Bando macchinari', outcome: 'refused', reason: 'Dati non validi: Campo obbligatorio' },
        ],
      });
    if (key === 'get projects/3/announcements') return reply(config, { data: ITEMS, total: 40 });
    if (key === 'get projects/3/saved-views') return reply(config, { data: [] });
    return reply(config, []);
  };
  const previous = api.defaults.adapter;
  api.defaults.adapter = adapter;
  restore = () => void (api.defaults.adapter = previous);
  return requests;
}
let restore = () => undefined;

afterEach(() => {
  cleanup();
  restore();
  useSession.setState({ user: null });
});

function renderList(path: string) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ambiente/:projectId/bandi" element={<AnnouncementList />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

test('every matching announcement published in one request with the list’s filters; the refused one listed with its reason', async () => {
  signIn(['announcements.read', 'announcements.local.manage', 'announcements.global.documents']);
  const requests = mockApi();
  renderList('/ambiente/3/bandi?region=03&q=voucher');
  await screen.findByText('Voucher digitali', {}, SLOW);
  fireEvent.click(screen.getByTestId('list-select-page'));
  // the 2 rows of the page are selected; the bar offers the 40 matching
  fireEvent.click(await screen.findByTestId('list-select-all'));
  fireEvent.click(screen.getByTestId('announcement-bulk-actions'));
  fireEvent.click(await screen.findByTestId('announcement-bulk-publish'));
  expect(await screen.findByText('Pubblicare 40 bandi?')).toBeTruthy();
  fireEvent.click(screen.getByTestId('announcement-bulk-confirm'));
  expect((await screen.findByTestId('announcement-bulk-summary', {}, SLOW)).textContent).toBe('1 di 2 pubblicati, 1 non modificati');
  const post = requests.find((r) => r.method === 'post');
  expect(post?.url).toBe('projects/3/announcements/bulk');
  expect(JSON.parse(String(post?.data))).toEqual({ action: 'publish', filter: { state: 'open', region: '03', search: 'voucher' } });
  const refused = within(screen.getByTestId('announcement-bulk-refused'));
  expect(refused.getByText('Bando macchinari')).toBeTruthy();
  expect(refused.getByText('Dati non validi: Campo obbligatorio')).toBeTruthy();
});

test('a reader of announcements gets no row selection', async () => {
  signIn(['announcements.read']);
  mockApi();
  renderList('/ambiente/3/bandi');
  await screen.findByText('Voucher digitali', {}, SLOW);
  expect(screen.queryByTestId('list-select-page')).toBeNull();
  await waitFor(() => expect(screen.queryByTestId('list-select-row')).toBeNull());
});
