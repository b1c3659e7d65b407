/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { queryClient } from '@bandi/shared-ui';
import { ReleasesTab } from '../../mf-settings/src/global/ReleasesTab';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';

/**
 * Issue 39, defect 11: on "Rilasci moduli" (mf-settings, docs/architecture.md#remote-releases)
 * "Promuovi" and "Ripristina precedente" changed what every user loads at one click, and nothing
 * led back to the build that ships with the application. Every such action now asks first, in
 * Italian, naming the remote and the versions; only "Conferma" sends the command, "Annulla"
 * sends nothing. "Torna alla build integrata" calls POST federation/remotes/{name}/builtin.
 */

/** A release of GET /api/federation/releases. */
function release(id: number, version: string, extra: { promoted_at?: string; current?: boolean; pinned?: { id: number; name: string }[] }) {
  return {
    id,
    remote: 'mf_calls',
    entry: `https://cdn.example.it/mf-calls/${version}/mf-manifest.json`,
    version,
    shared_ui_range: '^1.0.0',
    created_by_name: 'Anna Rossi',
    created_at: '2026-11-01T09:00:00.000Z',
    promoted_at: extra.promoted_at ?? null,
    current: extra.current ?? false,
    pinned_projects: extra.pinned ?? [],
  };
}

/** 1.0.0 promoted first, 1.1.0 promoted after it and current, 1.2.0 registered and pinned to Bari. */
const RELEASES = [
  release(3, '1.2.0', { pinned: [{ id: 7, name: 'Bari' }] }),
  release(2, '1.1.0', { promoted_at: '2026-11-03T10:00:00.000Z', current: true }),
  release(1, '1.0.0', { promoted_at: '2026-11-02T10:00:00.000Z' }),
];

/** The API as the tab reads it: `releases`, the mf_calls remote at `entry`, two environments; the writes of each method, as sent. */
function mockApi(releases = RELEASES, entry = RELEASES[1].entry) {
  const requests = stubApi(({ method, url }) => {
    if (method !== 'get') return {};
    if (url === 'federation/releases') return { data: releases, total: releases.length };
    if (url === 'federation/remotes') return { data: [{ name: 'mf_calls', entry, module: 'calls' }], total: 1 };
    if (url === 'projects')
      return {
        data: [
          { id: 7, name: 'Bari' },
          { id: 8, name: 'Lombardia' },
        ],
        total: 2,
      };
    throw new Error(`unexpected GET ${url}`);
  });
  const sent = (method: string) => () =>
    requests.filter((r) => r.method === method).map((r) => (r.data === undefined ? [r.url] : [r.url, r.data]));
  return { post: sent('post'), put: sent('put'), del: sent('delete') };
}

afterEach(() => {
  jest.restoreAllMocks();
  // the tab's lists are TanStack queries on the page's one QueryClient: each test starts without them
  queryClient.clear();
});

async function renderTab() {
  render(
    <MantineProvider env="test">
      <ReleasesTab />
    </MantineProvider>,
  );
  await screen.findByTestId('release-mf_calls-1.2.0');
}

/** The open confirmation: its text, after checking nothing was sent yet. */
async function confirmation(): Promise<HTMLElement> {
  return screen.findByTestId('release-confirm');
}

const row = (version: string) => within(screen.getByTestId(`release-mf_calls-${version}`));

test('"Promuovi" asks first, naming remote and version; "Annulla" sends nothing, "Conferma" promotes', async () => {
  const { post } = mockApi();
  await renderTab();

  fireEvent.click(row('1.2.0').getByRole('button', { name: 'Promuovi' }));
  const dialog = await confirmation();
  expect(dialog.textContent).toContain('Promuovere la versione 1.2.0 di Richieste (mf_calls)?');
  expect(dialog.textContent).toMatch(/tutti gli ambienti senza un rilascio fissato/);
  expect(post()).toEqual([]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
  await waitFor(() => expect(screen.queryByTestId('release-confirm')).toBeNull());
  expect(post()).toEqual([]);

  fireEvent.click(row('1.2.0').getByRole('button', { name: 'Promuovi' }));
  fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Conferma' }));
  await waitFor(() => expect(post()).toContainEqual(['federation/releases/3/promote']));
  expect(post()).toHaveLength(1);
});

test('"Ripristina precedente" names the current and the previous version before rolling back', async () => {
  const { post } = mockApi();
  await renderTab();

  fireEvent.click(screen.getByRole('button', { name: 'Ripristina precedente' }));
  const dialog = await confirmation();
  expect(dialog.textContent).toContain('Richieste (mf_calls) tornerà dalla versione 1.1.0 alla versione 1.0.0');
  expect(post()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
  await waitFor(() => expect(post()).toContainEqual(['federation/remotes/mf_calls/rollback']));
});

test('"Torna alla build integrata" asks first, says pinned environments keep their release, then clears the current release', async () => {
  const { post } = mockApi();
  await renderTab();

  fireEvent.click(screen.getByRole('button', { name: 'Torna alla build integrata' }));
  const dialog = await confirmation();
  expect(dialog.textContent).toContain('Richieste (mf_calls) lascerà la versione 1.1.0 e tornerà alla build integrata');
  expect(dialog.textContent).toMatch(/Bari.*mantiene/);
  expect(post()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
  await waitFor(() => expect(post()).toContainEqual(['federation/remotes/mf_calls/builtin']));
});

test('with no current release the tab says the built-in build is in use and offers no way back to it', async () => {
  const none = RELEASES.map((r) => ({ ...r, current: false }));
  mockApi(none, '/build/mf-calls/mf-manifest.json');
  await renderTab();
  expect(screen.getByTestId('releases-mf_calls').textContent).toContain('In uso: build integrata');
  expect((screen.getByRole('button', { name: 'Torna alla build integrata' }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Ripristina precedente' }) as HTMLButtonElement).disabled).toBe(true);
});

test('pinning and unpinning an environment ask first too, naming environment, remote and version', async () => {
  const { put, del } = mockApi();
  await renderTab();

  fireEvent.click(row('1.2.0').getByRole('button', { name: 'Sblocca Bari' }));
  let dialog = await confirmation();
  expect(dialog.textContent).toContain("Sbloccare l'ambiente Bari dalla versione 1.2.0 di Richieste (mf_calls)?");
  expect(del()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
  await waitFor(() => expect(del()).toContainEqual(['federation/remotes/mf_calls/pins/7']));
  await waitFor(() => expect(screen.queryByTestId('release-confirm')).toBeNull());

  // choose Lombardia for 1.0.0, then "Fissa per ambiente"
  const select = row('1.0.0').getByRole('textbox', { name: 'Ambiente da fissare' });
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: 'Lombardia' }));
  fireEvent.click(row('1.0.0').getByRole('button', { name: 'Fissa per ambiente' }));
  dialog = await confirmation();
  expect(dialog.textContent).toContain("Fissare la versione 1.0.0 di Richieste (mf_calls) per l'ambiente Lombardia?");
  expect(put()).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
  await waitFor(() => expect(put()).toContainEqual(['federation/remotes/mf_calls/pins/8', { release_id: 1 }]));
});
