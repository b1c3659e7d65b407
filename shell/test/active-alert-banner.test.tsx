/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { ActiveAlertBanner } from '../src/components/ActiveAlertBanner';

/**
 * The alert banner above every page (issue 5, settings → avvisi): GET /api/alerts/active asked at
 * once and every minute (a TanStack query, issue 38); the banner goes away when the alert's end
 * passes, when the API answers no alert or does not answer, and, for the browser session, when the
 * user closes it.
 */

const ALERT = {
  id: 4,
  type: 'warning',
  content: 'Manutenzione stasera dalle 22',
  starts_at: '2026-11-30T08:00:00.000Z',
  ends_at: null as string | null,
};

/** GET alerts/active answers what `current()` gives (null: no alert; an Error: no answer). */
function mockApi(current: () => unknown) {
  let asked = 0;
  jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    if (config.url !== 'alerts/active') throw new Error(`unexpected ${config.url}`);
    asked += 1;
    const answer = current();
    if (answer instanceof Error) throw answer;
    return { data: { alert: answer }, status: 200 } as never;
  });
  return () => asked;
}

function renderBanner() {
  render(
    <MantineProvider env="test">
      <ActiveAlertBanner />
    </MantineProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  queryClient.clear();
  sessionStorage.clear();
});

test('shows the active alert, asks again every minute and hides it when the API has none or does not answer', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let current: unknown = ALERT;
  const asked = mockApi(() => current);
  renderBanner();
  expect((await screen.findByTestId('active-alert')).textContent).toContain('Manutenzione stasera dalle 22');
  expect(asked()).toBe(1);

  current = null;
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  expect(asked()).toBe(2);
  await waitFor(() => expect(screen.queryByTestId('active-alert')).toBeNull());

  current = ALERT;
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  expect(await screen.findByTestId('active-alert')).toBeTruthy();

  current = new Error('Network Error');
  await act(async () => {
    jest.advanceTimersByTime(60_000);
  });
  expect(asked()).toBe(4);
  await waitFor(() => expect(screen.queryByTestId('active-alert')).toBeNull());
});

test('the banner goes away when the end of the alert passes, without waiting for the next poll', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const endsAt = new Date(Date.now() + 5_000).toISOString();
  const asked = mockApi(() => ({ ...ALERT, ends_at: endsAt }));
  renderBanner();
  expect(await screen.findByTestId('active-alert')).toBeTruthy();
  await act(async () => {
    jest.advanceTimersByTime(5_001);
  });
  expect(screen.queryByTestId('active-alert')).toBeNull();
  expect(asked()).toBe(1);
});

test('closed by the user, the alert stays closed for the browser session; a new alert shows', async () => {
  let current: unknown = ALERT;
  mockApi(() => current);
  renderBanner();
  fireEvent.click(await screen.findByRole('button', { name: 'Chiudi avviso' }));
  expect(screen.queryByTestId('active-alert')).toBeNull();
  expect(sessionStorage.getItem('bandi-alert-dismissed')).toBe('4');

  current = { ...ALERT, id: 5, content: 'Nuovo bando regionale pubblicato' };
  await act(async () => {
    await queryClient.refetchQueries();
  });
  expect((await screen.findByTestId('active-alert')).textContent).toContain('Nuovo bando regionale pubblicato');
});
