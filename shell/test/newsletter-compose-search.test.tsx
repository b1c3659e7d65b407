/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@bandi/shared-ui';
import { NewslettersCard } from '../../mf-settings/src/project/NewslettersCard';
import { stubApi, type SeenRequest } from '../../shared-ui/test/helpers/api-requests';

/**
 * "Bandi in evidenza" of the newsletter editor: while the window is open the published
 * announcements are searched (GET /api/projects/{id}/announcements?search&status=published&take=20,
 * 200 ms after the last keystroke); the options are the last answer's, after the chosen
 * announcements it does not hold, and the chosen ones are saved with the draft.
 */
const announcement = (id: number, name: string) => ({ id, name, status: 'published' });
const FOUND: Record<string, ReturnType<typeof announcement>[]> = {
  '': [announcement(1, 'Bando Alfa'), announcement(2, 'Bando Beta')],
  gam: [announcement(3, 'Bando Gamma')],
};

const searches = (requests: SeenRequest[]) => requests.filter((r) => r.method === 'get' && r.url === 'projects/1/announcements');
const optionNames = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent);

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('searches the published announcements while open; the chosen ones stay among the options and are saved', async () => {
  const requests = stubApi(({ method, url, params }) => {
    if (method === 'get' && url === 'projects/1/newsletters') return { data: [], total: 0 };
    if (method === 'get' && url === 'projects/1/announcements') return { data: FOUND[String(params?.search ?? '')] ?? [], total: 0 };
    if (method === 'post' && url === 'projects/1/newsletters') return { id: 9 };
    throw new Error(`unexpected ${method} ${url}`);
  });
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <NewslettersCard projectId="1" />
      </MemoryRouter>
    </MantineProvider>,
  );
  await screen.findByText('Nessuna newsletter.');
  // closed: nothing searched
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(searches(requests)).toEqual([]);

  fireEvent.click(screen.getByTestId('newsletter-create'));
  await waitFor(() => expect(searches(requests)).toHaveLength(1));
  expect(searches(requests)[0].params).toEqual({ status: 'published', take: 20 });
  const input = screen.getByLabelText('Bandi in evidenza', { selector: 'input' });
  fireEvent.click(input);
  await waitFor(() => expect(optionNames()).toEqual(['Bando Alfa', 'Bando Beta']));
  const alfa = screen.getByRole('option', { name: 'Bando Alfa', hidden: true });
  await act(async () => {
    fireEvent.click(alfa);
  });

  fireEvent.change(input, { target: { value: 'gam' } });
  await waitFor(() => expect(optionNames()).toEqual(['Bando Alfa', 'Bando Gamma']));
  expect(searches(requests).map((r) => r.params?.search)).toContain('gam');

  fireEvent.change(screen.getByTestId('newsletter-subject'), { target: { value: 'Bandi di dicembre' } });
  fireEvent.change(screen.getByTestId('newsletter-body'), { target: { value: 'Le novità del mese.' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('newsletter-save'));
  });
  await waitFor(() => expect(requests.filter((r) => r.method === 'post')).toHaveLength(1));
  expect(requests.find((r) => r.method === 'post')?.data).toEqual({
    subject: 'Bandi di dicembre',
    body: 'Le novità del mese.',
    mode: 'manual',
    announcement_ids: [1],
  });
});
