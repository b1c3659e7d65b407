/**
 * @jest-environment jsdom
 */
import { configure, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@bandi/shared-ui';
import { ClientAnnouncement } from '../src/clients/ClientAnnouncement';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * An announcement seen from a client (`/clienti/{clientId}/bandi/{announcementId}`): its eligibility
 * (GET …/clients/{clientId}/eligible-announcements?announcement_id=&take=1) with the verdict and the
 * deadline; "non trovato" when the client has no such announcement or the address is not valid; the
 * API's message when it refuses.
 */
configure({ asyncUtilTimeout: 15000 });

const ROW = {
  announcement: {
    id: 31,
    name: 'Voucher digitalizzazione',
    scope: 'global',
    start_date: null,
    end_date: '2027-03-31',
    supplying_authority: 'Camera di commercio',
  },
  verdict: 'eligible',
  requirements: [],
  failed: [],
  unknown: [],
  missing_data: [],
};

function renderAt(path: string) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti/:clientId/bandi/:announcementId" element={<ClientAnnouncement />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test("shows the announcement's eligibility for the client", async () => {
  const requests = stubApi(({ url }) => (url === 'projects/7/clients/3/eligible-announcements' ? { data: [ROW], total: 1 } : []));
  renderAt('/ambiente/7/clienti/3/bandi/31');
  expect(await screen.findByTestId('overall-verdict')).toBeTruthy();
  expect(screen.getByText(/Scadenza 31\/03\/2027 · Camera di commercio/)).toBeTruthy();
  expect(requests.filter((r) => r.url === 'projects/7/clients/3/eligible-announcements')).toEqual([
    { method: 'get', url: 'projects/7/clients/3/eligible-announcements', params: { announcement_id: 31, take: 1 }, data: undefined },
  ]);
});

test('"non trovato" for an announcement the client does not have, or an address that is not valid (nothing asked)', async () => {
  stubApi(() => ({ data: [], total: 0 }));
  renderAt('/ambiente/7/clienti/3/bandi/32');
  expect(await screen.findByText('Torna al cliente')).toBeTruthy();
  jest.restoreAllMocks();
  document.body.innerHTML = '';

  const requests = stubApi(() => ({ data: [], total: 0 }));
  renderAt('/ambiente/7/clienti/3/bandi/abc');
  expect(screen.getByText('Torna al cliente')).toBeTruthy();
  expect(requests).toEqual([]);
});

test("shows the API's message when it refuses", async () => {
  stubApi(() => {
    throw apiRefusal(403, 'Operazione non consentita');
  });
  renderAt('/ambiente/7/clienti/3/bandi/31');
  expect(await screen.findByText('Operazione non consentita')).toBeTruthy();
});
