/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { queryClient } from '@bandi/shared-ui';
import { SubscribersCard } from '../../mf-settings/src/project/SubscribersCard';
import { stubApi, type SeenRequest } from '../../shared-ui/test/helpers/api-requests';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * "Iscritti alla newsletter": the client to invite is searched (GET /api/projects/{id}/clients,
 * 200 ms after the last keystroke, 20 at most); the options found stay while the next search
 * loads and after a failed one; "Invita" sends the confirmation and the subscribers are read again.
 */
const client = (id: number, business_name: string) => ({ id, business_name });
const FOUND: Record<string, ReturnType<typeof client>[]> = {
  '': [client(1, 'Rossi S.r.l.'), client(2, 'Bianchi S.p.A.')],
  ver: [client(3, 'Verdi S.n.c.')],
};

const searches = (requests: SeenRequest[]) => requests.filter((r) => r.method === 'get' && r.url === 'projects/1/clients');
const subscriberReads = (requests: SeenRequest[]) =>
  requests.filter((r) => r.method === 'get' && r.url === 'projects/1/newsletter-subscribers');
const optionNames = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent);

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('searches the clients to invite, keeps the options after a failed search, and reads the subscribers again after "Invita"', async () => {
  const requests = stubApi(({ method, url, params }) => {
    if (method === 'get' && url === 'projects/1/newsletter-subscribers') return { data: [] };
    if (method === 'get' && url === 'projects/1/clients') {
      const found = FOUND[String(params?.search ?? '')];
      if (!found) throw apiRefusal(400, 'Ricerca non valida');
      return { data: found, total: found.length };
    }
    if (method === 'post' && url === 'projects/1/newsletter-subscribers') return { id: 5 };
    throw new Error(`unexpected ${method} ${url}`);
  });
  render(
    <MantineProvider env="test">
      <SubscribersCard projectId="1" />
    </MantineProvider>,
  );
  expect(await screen.findByText('Nessun iscritto.')).toBeTruthy();
  await waitFor(() => expect(searches(requests)).toHaveLength(1));
  expect(searches(requests)[0].params).toEqual({ take: 20 });
  const input = screen.getByTestId('subscriber-client');
  fireEvent.click(input);
  await waitFor(() => expect(optionNames()).toEqual(['Rossi S.r.l.', 'Bianchi S.p.A.']));

  fireEvent.change(input, { target: { value: 'ver' } });
  await waitFor(() => expect(optionNames()).toEqual(['Verdi S.n.c.']));
  expect(searches(requests).at(-1)?.params).toEqual({ search: 'ver', take: 20 });

  // a failed search: the options found before stay
  fireEvent.change(input, { target: { value: 'verd' } });
  await waitFor(() => expect(searches(requests).at(-1)?.params).toEqual({ search: 'verd', take: 20 }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(optionNames()).toEqual(['Verdi S.n.c.']);

  const verdi = screen.getByRole('option', { name: 'Verdi S.n.c.', hidden: true });
  await act(async () => {
    fireEvent.click(verdi);
  });
  await act(async () => {
    fireEvent.click(screen.getByTestId('subscriber-invite'));
  });
  await waitFor(() => expect(subscriberReads(requests)).toHaveLength(2));
  expect(requests.find((r) => r.method === 'post')?.data).toEqual({ client_id: 3 });
});
