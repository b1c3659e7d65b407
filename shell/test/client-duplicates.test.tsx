/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosRequestConfig } from 'axios';
import { api, queryClient } from '@bandi/shared-ui';
import { makePartitaIva } from '@bandi/domain';
import { ClientForm } from '../../mf-clients/src/clients/ClientForm';

/**
 * Issue 39, defect 10: a duplicate P.IVA was reported only on save, with the internal id in the
 * text ("(id 1)"). The client form now asks the API as the P.IVA or codice fiscale field is left
 * and shows the API's message with a link "Apri il cliente" to the existing client; the save's 422
 * (`duplicates`) shows the same link; on the edit page the client itself is excluded.
 */
const VAT = makePartitaIva('0123456', '046');
const CF = 'RSSMRA85T10A562S';
const ROSSI = { id: 42, business_name: 'Rossi S.r.l.', message: 'Esiste già un cliente con questa partita IVA: «Rossi S.r.l.»' };
const ROSSI_CF = { ...ROSSI, message: 'Esiste già un cliente con questo codice fiscale: «Rossi S.r.l.»' };

type Answer = (config: AxiosRequestConfig) => unknown;

/** Answers the form's calls by method and address; `answers` wins over the defaults (empty reference lists and pages). */
function mockApi(answers: Record<string, Answer> = {}) {
  return jest.spyOn(api, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    if (answers[key]) return { data: await answers[key](config), status: 200 } as never;
    if (key.startsWith('get reference/')) return { data: [], status: 200 } as never;
    return { data: { data: [], total: 0 }, status: 200 } as never;
  });
}

function renderForm(path: string) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti/crea" element={<ClientForm mode="create" />} />
          <Route path="/ambiente/:projectId/clienti/:clientId/modifica" element={<ClientForm mode="edit" />} />
          <Route path="/ambiente/:projectId/clienti/:clientId" element={<p>Scheda cliente</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const duplicateCalls = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([c]) => c as AxiosRequestConfig).filter((c) => c.url === 'projects/7/clients/duplicates');

afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
});

test('leaving the P.IVA field reports a client of the environment that holds it, with a link and no internal id', async () => {
  const spy = mockApi({ 'get projects/7/clients/duplicates': () => ({ vat_number: ROSSI, fiscal_code: null }) });
  renderForm('/ambiente/7/clienti/crea');
  const vat = await screen.findByLabelText('Partita IVA');
  fireEvent.change(vat, { target: { value: `IT ${VAT}` } });
  fireEvent.blur(vat);
  const error = await screen.findByTestId('duplicate-vat_number');
  expect(error.textContent).toContain('Esiste già un cliente con questa partita IVA: «Rossi S.r.l.»');
  expect(error.textContent).not.toMatch(/\(id \d+\)/);
  const link = screen.getByRole('link', { name: 'Apri il cliente' });
  expect(link.getAttribute('href')).toBe('/ambiente/7/clienti/42');
  expect(duplicateCalls(spy).map((c) => c.params)).toEqual([{ vat_number: `IT ${VAT}` }]);
  // a changed value hides it (the message was about the value that was left)
  fireEvent.change(vat, { target: { value: makePartitaIva('0123457', '046') } });
  await waitFor(() => expect(screen.queryByTestId('duplicate-vat_number')).toBeNull());
  expect(screen.queryByRole('link', { name: 'Apri il cliente' })).toBeNull();
});

test('leaving the codice fiscale field asks too; an empty or invalid value asks nothing', async () => {
  const spy = mockApi({ 'get projects/7/clients/duplicates': () => ({ vat_number: null, fiscal_code: ROSSI_CF }) });
  renderForm('/ambiente/7/clienti/crea');
  const cf = await screen.findByLabelText('Codice fiscale');
  fireEvent.blur(cf);
  fireEvent.change(cf, { target: { value: 'NONVALIDO' } });
  fireEvent.blur(cf);
  expect(duplicateCalls(spy)).toEqual([]);
  fireEvent.change(cf, { target: { value: CF } });
  fireEvent.blur(cf);
  expect((await screen.findByTestId('duplicate-fiscal_code')).textContent).toContain('«Rossi S.r.l.»');
  expect(screen.getByTestId('duplicate-fiscal_code-link').getAttribute('href')).toBe('/ambiente/7/clienti/42');
  expect(duplicateCalls(spy).map((c) => c.params)).toEqual([{ fiscal_code: CF }]);
});

test('on the edit page the client itself is excluded from the check', async () => {
  const client = { id: 42, version: 3, business_name: 'Rossi S.r.l.', vat_number: VAT, fiscal_code: VAT };
  const spy = mockApi({
    'get projects/7/clients/42': () => client,
    'get projects/7/clients/duplicates': () => ({ vat_number: null, fiscal_code: null }),
  });
  renderForm('/ambiente/7/clienti/42/modifica');
  const vat = await screen.findByLabelText('Partita IVA');
  expect((vat as HTMLInputElement).value).toBe(VAT);
  fireEvent.blur(vat);
  await waitFor(() => expect(duplicateCalls(spy)).toHaveLength(1));
  expect(duplicateCalls(spy)[0].params).toEqual({ vat_number: VAT, exclude_id: 42 });
  expect(screen.queryByTestId('duplicate-vat_number')).toBeNull();
});

test('a save refused for a duplicate shows the message and the link from the 422 `duplicates`', async () => {
  const spy = mockApi({
    'get projects/7/clients/duplicates': () => ({ vat_number: null, fiscal_code: null }),
    'post projects/7/clients': () => {
      throw Object.assign(new Error('Request failed with status code 422'), {
        isAxiosError: true,
        response: {
          status: 422,
          data: { message: 'I dati inviati non sono validi', errors: { vat_number: [ROSSI.message] }, duplicates: { vat_number: ROSSI } },
        },
      });
    },
  });
  renderForm('/ambiente/7/clienti/crea');
  fireEvent.change(await screen.findByLabelText(/Ragione sociale/), { target: { value: 'Seconda S.r.l.' } });
  const vat = screen.getByLabelText('Partita IVA');
  fireEvent.change(vat, { target: { value: VAT } });
  fireEvent.click(screen.getByTestId('client-submit'));
  const error = await screen.findByTestId('duplicate-vat_number');
  expect(error.textContent).toContain(ROSSI.message);
  expect(screen.getByTestId('duplicate-vat_number-link').getAttribute('href')).toBe('/ambiente/7/clienti/42');
  expect(spy.mock.calls.some(([c]) => (c as AxiosRequestConfig).method === 'post')).toBe(true);
});
