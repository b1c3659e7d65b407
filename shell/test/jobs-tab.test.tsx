/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { queryClient } from '@bandi/shared-ui';
import { JobsTab } from '../../mf-settings/src/global/JobsTab';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';

/**
 * "Coda lavori" (mf-settings, administrators): the jobs of GET /api/admin/jobs by state, read as
 * one TanStack query per state (issue 38, docs/architecture.md#data-fetching). What the
 * administrator sees: the state chosen asks the API for it; a failed job's "Riprova" retries it
 * and the list shows the queue's new state; an API failure shows its Italian message.
 */

/** A job of GET /api/admin/jobs. */
function job(id: string, state: string, extra: { error?: string } = {}) {
  return {
    id,
    queue: 'mail',
    queue_label: 'E-mail',
    summary: `E-mail ${id}`,
    state,
    retry_count: state === 'failed' ? 3 : 0,
    retry_limit: 3,
    created_on: '2026-11-30T09:00:00.000Z',
    error: extra.error ?? null,
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

function renderTab() {
  render(
    <MantineProvider env="test">
      <JobsTab />
    </MantineProvider>,
  );
}

test('each state asks the API for its jobs; "Riprova" retries a failed job and the list shows it queued again', async () => {
  let failed = [job('j2', 'failed', { error: 'SMTP non raggiungibile' })];
  const queued = [job('j1', 'created')];
  const requests = stubApi(({ method, url, params }) => {
    if (method === 'post' && url === 'admin/jobs/mail/j2/retry') {
      queued.push({ ...failed[0], state: 'retry', error: null });
      failed = [];
      return {};
    }
    if (method !== 'get' || url !== 'admin/jobs') throw new Error(`unexpected ${method} ${url}`);
    const state = params?.state;
    return { data: state === 'failed' ? failed : state === 'queued' ? queued : [...queued, ...failed] };
  });
  renderTab();

  const table = await screen.findByTestId('jobs-table');
  expect(within(table).getByText('E-mail j1')).toBeTruthy();
  expect(within(table).getByText('In coda')).toBeTruthy();
  // the queue by its Italian name, not its code
  expect(within(table).getByText('E-mail')).toBeTruthy();
  expect(within(table).queryByText('mail')).toBeNull();
  expect(requests.at(-1)).toMatchObject({ method: 'get', url: 'admin/jobs', params: { state: 'queued' } });

  fireEvent.click(screen.getByRole('radio', { name: 'Falliti' }));
  expect(await screen.findByText('SMTP non raggiungibile')).toBeTruthy();
  expect(screen.queryByText('E-mail j1')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
  await waitFor(() => expect(requests).toContainEqual(expect.objectContaining({ method: 'post', url: 'admin/jobs/mail/j2/retry' })));
  expect(await screen.findByText('Nessun lavoro in questo stato.')).toBeTruthy();

  // the queued list was on screen before the retry: it is asked again, and shows the job
  fireEvent.click(screen.getByRole('radio', { name: 'In coda' }));
  expect(await screen.findByText('Da riprovare')).toBeTruthy();
  expect(screen.getByText('E-mail j2')).toBeTruthy();
});

test('a failure of the API shows its Italian message instead of the list', async () => {
  stubApi(() => {
    throw apiRefusal(403, 'Operazione non consentita');
  });
  renderTab();
  expect(await screen.findByText('Operazione non consentita')).toBeTruthy();
  expect(screen.queryByTestId('jobs-table')).toBeNull();
});
