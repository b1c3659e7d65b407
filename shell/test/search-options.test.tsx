/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@bandi/shared-ui';
import { comuniSearch, useSearchOptions } from '../../mf-announcements/src/form/reference';
import { stubApi, type SeenRequest } from '../../shared-ui/test/helpers/api-requests';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';

/**
 * The search-as-you-type options of the announcement form (`useSearchOptions`, here the comuni of
 * a province): asked 200 ms after the search last changed, from 2 characters; the options of the
 * last answer stay while the next search waits and loads; a search shorter than 2 characters shows
 * none at once; an answer is cached like the reference lists (a search made again is not asked
 * again); a failed search shows none.
 */

function Comuni({ search }: { search: string }) {
  const options = useSearchOptions(
    search,
    (s) => comuniSearch('TO', s),
    (c) => ({ value: c.istat_code, label: c.name }),
  );
  return <p data-testid="options">{options.map((o) => o.label).join(', ')}</p>;
}

const COMUNI: Record<string, { istat_code: string; name: string }[]> = {
  to: [{ istat_code: '001272', name: 'Torino' }],
  mon: [
    { istat_code: '001156', name: 'Moncalieri' },
    { istat_code: '001161', name: 'Montanaro' },
  ],
};

const shown = () => screen.getByTestId('options').textContent;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const asked = (requests: SeenRequest[]) => requests.map((r) => r.params?.search);

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('asks 200 ms after the last change, keeps the last options meanwhile, and asks a search once', async () => {
  const requests = stubApi(({ url, params }) => {
    if (url !== 'reference/comuni') throw new Error(`unexpected ${url}`);
    return { data: COMUNI[String(params?.search)] ?? [], total: 0 };
  });
  const { rerender } = render(<Comuni search="" />);
  expect(shown()).toBe('');
  rerender(<Comuni search="to" />);
  await wait(50);
  expect(requests).toEqual([]);
  await waitFor(() => expect(shown()).toBe('Torino'));
  expect(requests).toEqual([
    { method: 'get', url: 'reference/comuni', params: { take: 20, province: 'TO', search: 'to' }, data: undefined },
  ]);

  // the next search: the last options stay until its answer
  rerender(<Comuni search="mon" />);
  await wait(50);
  expect(shown()).toBe('Torino');
  await waitFor(() => expect(shown()).toBe('Moncalieri, Montanaro'));

  // a search made before: its cached answer, not asked again
  rerender(<Comuni search="to" />);
  await waitFor(() => expect(shown()).toBe('Torino'));
  await wait(300);
  expect(asked(requests)).toEqual(['to', 'mon']);

  // under 2 characters: none at once
  rerender(<Comuni search="t" />);
  expect(shown()).toBe('');
});

test('a failed search shows no option', async () => {
  stubApi(() => {
    throw apiRefusal(400, 'Ricerca non valida');
  });
  const { rerender } = render(<Comuni search="" />);
  rerender(<Comuni search="xy" />);
  await wait(400);
  expect(shown()).toBe('');
});
