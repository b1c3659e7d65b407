/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CodeAction } from '../src/pages/TwoFactorCard';

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
