/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { NegotiationsBoard } from '../src/negotiations/NegotiationsBoard';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * The negotiations board (GET …/negotiations/board, a TanStack query): "Sposta in" moves a card
 * (PATCH …/negotiations/{id}/stage) and the board is read again, the card in its new column; a
 * refused move shows the API's message instead of the board until the board is read again (the
 * caller's `refreshKey`).
 */
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60000);

const negotiation = (stage: string) => ({
  id: 7,
  title: 'Transizione 5.0',
  client_id: 3,
  client_name: 'Officine Rossi S.r.l.',
  announcement_id: null,
  announcement_name: null,
  stage,
  stage_label: '',
  stage_deadlines: {},
  amount_requested: null,
  amount_granted: null,
  success_fee_percent: null,
  success_fee_amount: null,
  lost_reason: null,
  note: null,
  position: 0,
  dossier: null,
  version: 1,
});

/** The board with the negotiation in `stage`: two columns, Incarico and Domanda presentata. */
const board = (stage: string) => ({
  stages: [
    { stage: 'engagement', label: 'Incarico', items: stage === 'engagement' ? [negotiation(stage)] : [] },
    { stage: 'application_submitted', label: 'Domanda presentata', items: stage === 'application_submitted' ? [negotiation(stage)] : [] },
  ],
});

function renderBoard(refreshKey = 0) {
  return (
    <MantineProvider env="test">
      <MemoryRouter>
        <NegotiationsBoard projectId="1" refreshKey={refreshKey} />
      </MemoryRouter>
    </MantineProvider>
  );
}

/** Chooses `label` in the "Sposta in…" select of negotiation 7. */
async function moveTo(label: string) {
  fireEvent.click(screen.getByTestId('move-7'));
  await act(async () => {
    fireEvent.click(await screen.findByRole('option', { name: label }));
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('"Sposta in" moves the card with its version, then reads the board again and shows it in its new column', async () => {
  let stage = 'engagement';
  const requests = stubApi(({ method, url }) => {
    if (method === 'get' && url === 'projects/1/negotiations/board') return board(stage);
    if (method === 'patch' && url === 'projects/1/negotiations/7/stage') {
      stage = 'application_submitted';
      return negotiation(stage);
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  render(renderBoard());
  expect(within(await screen.findByTestId('stage-engagement')).getByTestId('negotiation-7')).toBeTruthy();
  await moveTo('Domanda presentata');
  await waitFor(() => expect(within(screen.getByTestId('stage-application_submitted')).queryByTestId('negotiation-7')).toBeTruthy());
  expect(within(screen.getByTestId('stage-engagement')).queryByTestId('negotiation-7')).toBeNull();
  expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'get projects/1/negotiations/board',
    'patch projects/1/negotiations/7/stage',
    'get projects/1/negotiations/board',
  ]);
  expect(requests[1].data).toEqual({ stage: 'application_submitted' });
  const patch = jest.mocked(api.request).mock.calls[1][0] as AxiosRequestConfig;
  expect(patch.headers).toMatchObject({ 'If-Match': '"1"' });
});

test('a refused move shows the message instead of the board until the board is read again', async () => {
  const requests = stubApi(({ method, url }) => {
    if (method === 'get' && url === 'projects/1/negotiations/board') return board('engagement');
    if (method === 'patch') throw apiRefusal(422, 'Fase non ammessa');
    throw new Error(`unexpected ${method} ${url}`);
  });
  const { rerender } = render(renderBoard());
  await screen.findByTestId('negotiation-7');
  await moveTo('Domanda presentata');
  expect(await screen.findByText('Fase non ammessa')).toBeTruthy();
  expect(screen.queryByTestId('negotiations-board')).toBeNull();
  // not read again by the refusal
  expect(requests.filter((r) => r.method === 'get')).toHaveLength(1);

  // the caller bumps `refreshKey` (e.g. after "Nuova trattativa"): the board is read and shown again
  rerender(renderBoard(1));
  expect(await screen.findByTestId('negotiations-board')).toBeTruthy();
  expect(screen.queryByText('Fase non ammessa')).toBeNull();
  expect(requests.filter((r) => r.method === 'get')).toHaveLength(2);
});

test('a board the API refuses shows its message', async () => {
  stubApi(() => {
    throw apiRefusal(403, 'Operazione non consentita');
  });
  render(renderBoard());
  expect(await screen.findByText('Operazione non consentita')).toBeTruthy();
  expect(screen.queryByText('Caricamento…')).toBeNull();
});
