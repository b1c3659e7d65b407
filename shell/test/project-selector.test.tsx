/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { api, PAGE_SIZE, queryClient, projectsPageKey } from '@bandi/shared-ui';
import { ProjectSelector } from '../src/components/ProjectSelector';

/**
 * The sidebar's environment selector (docs/screens.md#sidebar): the user's environments from
 * GET /api/projects, searched on the server as the user types (debounced); choosing one hands
 * its id to `onSelect`. Its first page is the home page's first page, under the same cache key
 * (projectsPageKey): coming from the home page, the list shows at once while it is asked again.
 */

const ENVIRONMENTS = [
  { id: 1, name: 'Lombardia' },
  { id: 2, name: 'Puglia' },
  { id: 3, name: 'Bari' },
];

function mockApi() {
  const asked: unknown[] = [];
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url !== 'projects') throw new Error(`unexpected ${config.url}`);
    const params = config.params as { search?: string };
    asked.push(params);
    const data = ENVIRONMENTS.filter((p) => !params.search || p.name.toLowerCase().includes(params.search.toLowerCase()));
    return { data: { data: data, total: data.length }, status: 200 } as never;
  });
  return asked;
}

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

function renderSelector(onSelect: (id: number) => void) {
  render(
    <MantineProvider env="test">
      <ProjectSelector current={{ id: 2, name: 'Puglia' }} onSelect={onSelect} />
    </MantineProvider>,
  );
}

test('lists the environments, searches on the server and calls onSelect with the chosen one', async () => {
  const asked = mockApi();
  const onSelect = jest.fn();
  renderSelector(onSelect);
  await waitFor(() => expect(asked).toEqual([{ skip: 0, take: PAGE_SIZE }]));
  const input = screen.getByRole('textbox', { name: 'Ambiente' });
  expect((input as HTMLInputElement).value).toBe('Puglia');

  fireEvent.click(input);
  fireEvent.change(input, { target: { value: 'lomb' } });
  await waitFor(() => expect(asked.at(-1)).toEqual({ skip: 0, take: PAGE_SIZE, search: 'lomb' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Lombardia' }));
  expect(onSelect).toHaveBeenCalledWith(1);
});

test('shows at once the first page the home page has read, while asking it again', async () => {
  // the API does not answer during this test: what shows comes from the home page's answer
  const request = jest.spyOn(api, 'request').mockImplementation(() => new Promise(() => undefined));
  queryClient.setQueryData(projectsPageKey({ skip: 0, take: PAGE_SIZE }), { data: ENVIRONMENTS, total: 3 });
  renderSelector(jest.fn());
  fireEvent.click(screen.getByRole('textbox', { name: 'Ambiente' }));
  expect(await screen.findByRole('option', { name: 'Bari' })).toBeTruthy();
  expect(screen.getByRole('option', { name: 'Lombardia' })).toBeTruthy();
  expect(request).toHaveBeenCalledTimes(1);
});
