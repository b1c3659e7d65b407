/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, HOME_SEARCH_DEBOUNCE_MS, PAGE_SIZE, queryClient, useSession, type User } from '@bandi/shared-ui';
import HomePage from '../src/pages/HomePage';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * The home page `/` (docs/screens.md#home-environments): one card per environment of the page,
 * skeleton cards while the page is asked, a debounced search that starts again from page 1,
 * pagination beyond one page, the API's Italian message when it refuses. GET /api/projects is a
 * TanStack query per search and page (issue 38).
 */

const project = (id: number) => ({ id, name: `Ambiente ${id}`, color: 'blue', users_count: 2, users: [], modules: {} });

/** GET projects answers `total` environments, the page asked for, filtered by `search` on the name. */
function mockApi(total: number) {
  const asked: Array<Record<string, unknown>> = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url !== 'projects') throw new Error(`unexpected ${config.url}`);
    const params = config.params as { skip: number; take: number; search?: string };
    asked.push(params);
    const all = Array.from({ length: total }, (_, i) => project(i + 1)).filter(
      (p) => !params.search || p.name.endsWith(` ${params.search}`),
    );
    return { data: { data: all.slice(params.skip, params.skip + params.take), total: all.length }, status: 200 } as never;
  });
  return asked;
}

function renderHome() {
  useSession.setState({
    user: { id: 1, name: 'Anna', type: 'administrator', permissions: [], capabilities: { canCreateProjects: false } } as unknown as User,
  });
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  useSession.setState({ user: null });
  queryClient.clear();
});

test('one card per environment of the page; the second page asks for it', async () => {
  const asked = mockApi(PAGE_SIZE + 3);
  renderHome();
  await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(PAGE_SIZE));
  expect(asked).toEqual([{ skip: 0, take: PAGE_SIZE }]);
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(3));
  expect(asked.at(-1)).toEqual({ skip: PAGE_SIZE, take: PAGE_SIZE });
  expect(screen.getByRole('link', { name: `Apri l'ambiente Ambiente ${PAGE_SIZE + 1}` })).toBeTruthy();
});

test('the search is sent once the typing stops and starts again from page 1; none found is said', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const asked = mockApi(PAGE_SIZE + 3);
  renderHome();
  await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(PAGE_SIZE));
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  await waitFor(() => expect(asked).toHaveLength(2));

  fireEvent.change(screen.getByRole('textbox'), { target: { value: '7' } });
  await act(async () => {
    jest.advanceTimersByTime(HOME_SEARCH_DEBOUNCE_MS + 10);
  });
  await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(1));
  expect(asked.at(-1)).toEqual({ skip: 0, take: PAGE_SIZE, search: '7' });

  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Lombardia' } });
  await act(async () => {
    jest.advanceTimersByTime(HOME_SEARCH_DEBOUNCE_MS + 10);
  });
  expect(await screen.findByText('Nessun ambiente trovato per "Lombardia".')).toBeTruthy();
});

test('a refusal of the API shows its Italian message', async () => {
  jest.spyOn(api, 'request').mockRejectedValue(apiRefusal(403, 'Operazione non consentita'));
  renderHome();
  expect(await screen.findByText('Operazione non consentita')).toBeTruthy();
  expect(screen.queryAllByTestId('project-card')).toHaveLength(0);
});
