/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api } from '@bandi/shared-ui';
import { SharesTab } from '../src/clients/detail/SharesTab';

/**
 * Issue 35, the client's "Link condivisi" tab (docs/screens.md#environment-pages): each link with the
 * call's name, a status badge (attivo / scaduto / revocato), who made it, expiry, openings (count,
 * first and last) and interest; "Revoca" only on an active link, after a confirmation, sends the
 * DELETE of the announcement's link and reloads the list.
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const link = (over: Record<string, unknown>) => ({
  client_id: 3,
  call_id: null,
  subscriber_id: null,
  created_at: '2026-11-01T10:00:00Z',
  expires_at: '2026-12-01T10:00:00Z',
  revoked_at: null,
  active: true,
  status: 'active',
  created_by: 5,
  created_by_name: 'Mario Rossi',
  recipient_client_id: 3,
  client_name: 'Officine Rossi',
  subscriber_email: null,
  opens_count: 0,
  first_opened_at: null,
  last_opened_at: null,
  interest: false,
  interest_at: null,
  interest_call_id: null,
  ...over,
});
const page = {
  data: [
    link({
      id: 21,
      announcement_id: 8,
      announcement_name: 'Bando Vetrine',
      opens_count: 2,
      first_opened_at: '2026-11-02T09:00:00Z',
      last_opened_at: '2026-11-03T15:30:00Z',
      interest: true,
      interest_at: '2026-11-03T15:31:00Z',
    }),
    link({
      id: 20,
      announcement_id: 9,
      announcement_name: 'Bando Export',
      status: 'revoked',
      active: false,
      revoked_at: '2026-11-02T10:00:00Z',
    }),
  ],
  total: 2,
};

function mockApi() {
  const requests: AxiosRequestConfig[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    requests.push(config);
    if (config.method === 'delete') return { data: undefined, status: 204 } as never;
    if (config.url === 'projects/7/clients/3/shares') return { data: page, status: 200 } as never;
    return { data: [], status: 200 } as never;
  });
  return requests;
}

function renderTab() {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <SharesTab projectId="7" clientId={3} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

test('lists the links with status, author, openings and interest; revoke asks first', async () => {
  const requests = mockApi();
  renderTab();
  const active = await screen.findByTestId('share-row-21');
  expect(active.textContent).toContain('Bando Vetrine');
  expect(active.textContent).toContain('attivo');
  expect(active.textContent).toContain('Mario Rossi');
  expect(active.textContent).toContain('01/12/2026');
  expect(active.textContent).toContain('Sì, 03/11/2026');
  expect(within(active).getAllByRole('cell')[4].textContent).toBe('2');
  const revoked = screen.getByTestId('share-row-20');
  expect(revoked.textContent).toContain('revocato');
  expect(within(revoked).queryByRole('button', { name: 'Revoca' })).toBeNull();

  // declined confirmation: nothing sent
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  fireEvent.click(within(active).getByRole('button', { name: 'Revoca' }));
  expect(requests.some((r) => r.method === 'delete')).toBe(false);
  await act(async () => {
    fireEvent.click(within(active).getByRole('button', { name: 'Revoca' }));
  });
  await waitFor(() => expect(requests.some((r) => r.method === 'delete')).toBe(true));
  expect(confirm).toHaveBeenCalledTimes(2);
  expect(requests.find((r) => r.method === 'delete')!.url).toBe('projects/7/announcements/8/shares/21');
  expect(requests.filter((r) => r.url === 'projects/7/clients/3/shares').length).toBeGreaterThanOrEqual(2);
  expect(requests[0].params).toMatchObject({ skip: 0, take: 15 });
});
