/**
 * @jest-environment jsdom
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@bandi/shared-ui';
import { MantineProvider } from '@mantine/core';
import { CodeAction, TwoFactorCard } from '../src/pages/TwoFactorCard';
import { apiRefusal } from '../../shared-ui/test/helpers/api-refusal';
import { stubApi } from '../../shared-ui/test/helpers/api-requests';

/** A 422 of the API as axios rejects it (docs/api.md#errors). */
const refused = (message: string) =>
  Object.assign(new Error('Request failed with status code 422'), {
    isAxiosError: true,
    response: { status: 422, data: { message: 'Dati non validi', errors: { code: [message] } } },
  });

/**
 * Issue 39, defect 3: a refused code showed the letter "C" under the field ("Codice…"[0]: the
 * first character of the message, as fieldErrors already gives the first message of a field).
 */
test('a refused code shows the whole Italian message under the field', async () => {
  const onSubmit = jest.fn().mockRejectedValue(refused('Codice non valido o scaduto'));
  render(
    <MantineProvider>
      <CodeAction label="Codice per disattivare" action="Disattiva" testId="mfa-disable" onSubmit={onSubmit} />
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText(/Codice per disattivare/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Disattiva' }));
  await waitFor(() => expect(screen.getByText('Codice non valido o scaduto')).toBeTruthy());
  expect(onSubmit).toHaveBeenCalledWith('123456');
  expect(screen.queryByText('C')).toBeNull();
});

describe('the card (GET profile/mfa, a TanStack query since issue 38)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    queryClient.clear();
  });

  /** GET profile/mfa answers `status()`; POST profile/mfa/recovery-codes gives two codes and uses one of them up. */
  function mockApi(status: () => Record<string, unknown>) {
    const requests = stubApi(({ method, url }) => {
      if (method === 'get') return url === 'profile/mfa' ? status() : {};
      if (url === 'profile/mfa/recovery-codes') return { recovery_codes: ['aaaa-1111', 'bbbb-2222'] };
      throw new Error(`unexpected POST ${url}`);
    });
    return { filter: (ok: (a: string) => boolean) => requests.map((r) => `${r.method} ${r.url}`).filter(ok) };
  }

  function renderCard() {
    render(
      <MantineProvider env="test">
        <TwoFactorCard />
      </MantineProvider>,
    );
  }

  test('an active second factor shows its codes left; new codes are shown once and the count is asked again', async () => {
    let left = 7;
    const asked = mockApi(() => ({ enabled: true, required: false, enabled_at: '2026-11-02T10:00:00.000Z', recovery_codes_left: left }));
    renderCard();
    expect(await screen.findByText('Attiva')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();

    left = 10;
    fireEvent.change(screen.getByLabelText(/^Codice per generare nuovi codici di recupero/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Genera' }));
    expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
    expect(screen.getByText('aaaa-1111')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('10')).toBeTruthy());
    expect(asked.filter((a) => a === 'get profile/mfa')).toHaveLength(2);
  });

  test('a required, inactive second factor says so; a failed status shows the Italian message, which the user may close', async () => {
    mockApi(() => ({ enabled: false, required: true, enabled_at: null, recovery_codes_left: 0 }));
    renderCard();
    expect(await screen.findByTestId('mfa-enrolment-required')).toBeTruthy();
    expect(screen.getByText('Obbligatoria')).toBeTruthy();
    cleanup();
    jest.restoreAllMocks();
    queryClient.clear();

    stubApi(() => {
      throw apiRefusal(403, 'Operazione non consentita');
    });
    renderCard();
    expect(await screen.findByText('Operazione non consentita')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /chiudi/i }));
    await waitFor(() => expect(screen.queryByText('Operazione non consentita')).toBeNull());
  });
});
