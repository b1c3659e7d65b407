/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, formatBoolean, formatDate, queryClient, EMPTY_VALUE, FIELD_LABELS } from '@bandi/shared-ui';
import { ClientForm } from '../src/clients/ClientForm';
import { AnagraficaTab } from '../src/clients/detail/AnagraficaTab';
import {
  CLIENT_FORM_FIELDS,
  clientSectionFields,
  genericClientFields,
  type ClientFieldSpec,
  type ClientFormSection,
  type GenericFieldSpec,
} from '../src/clients/form/fields';
import { toFormValues, toRequestBody } from '../src/clients/form/values';
import type { Client } from '../src/types';
import { clientApi, emptyClient, filledClient } from './helpers/client-fixture';

/**
 * Issue "A field defined once": a plain client field (text, textarea, date, checkbox) is one line
 * of the form's table (src/clients/form/fields.ts) plus its label in FIELD_LABELS. Every generic
 * line of the table has its form value, its request body member, its input in its form section
 * (found by its label, with the table's length, placeholder and help text) and its line on its
 * card of the "Anagrafica" tab; the same line moved to another section or taken out of the table
 * moves or disappears everywhere. The labels and order of the form and the card are today's.
 */
jest.setTimeout(60000);

const SECTIONS = Object.keys(CLIENT_FORM_FIELDS) as ClientFormSection[];
const sectionOf = (name: string) => SECTIONS.find((s) => clientSectionFields(s).some((f) => f.name === name))!;
const CARD_TITLES: Record<ClientFormSection | 'note', string> = {
  anagrafica: 'Anagrafica',
  camerali: 'Dati camerali',
  lavoro: 'Lavoro e previdenza',
  dimensione: 'Dimensione',
  note: 'Note',
};
const cardTitleOf = (f: GenericFieldSpec) => CARD_TITLES[f.detail ?? sectionOf(f.name)];
const raw = (c: Client, name: string) => c[name as keyof Client] as string | boolean | null;
/** A label as the input shows it, with the asterisk of a required field. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** The edit form of `client`, once its lists have arrived. */
async function renderForm(client: Client) {
  jest.spyOn(api, 'request').mockImplementation(clientApi(client) as never);
  const view = render(
    <MantineProvider>
      <MemoryRouter initialEntries={[`/ambiente/${client.project_id}/clienti/${client.id}/modifica`]}>
        <Routes>
          <Route path="/ambiente/:projectId/clienti/:clientId/modifica" element={<ClientForm mode="edit" />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  await screen.findByDisplayValue('Fondimpresa');
  await screen.findByDisplayValue('Società a responsabilità limitata (SRL)');
  return view;
}

/** The "Anagrafica" tab of `client`, once its lists have arrived. */
async function renderCard(client: Client) {
  jest.spyOn(api, 'request').mockImplementation(clientApi(client) as never);
  const view = render(
    <MantineProvider>
      <AnagraficaTab c={client} />
    </MantineProvider>,
  );
  await screen.findByText('Fondimpresa');
  return view;
}

/** A card of the tab by its title. */
const card = (title: string) => screen.getByRole('heading', { name: title }).closest<HTMLElement>('[class*="Card-root"]')!;
/** The labels of a card's lines, in order. */
const cardLabels = (el: HTMLElement) =>
  [...el.querySelectorAll('[class*="SimpleGrid-root"] > *')].map((line) => line.firstElementChild?.textContent);
/** The text of the card line labelled `label`. */
const cardLine = (el: HTMLElement, label: string) => within(el).getByText(label, { exact: true }).parentElement!.textContent;

// the tests that move or take out a line change the table in place: each test starts from the table as declared
const declared = Object.fromEntries(SECTIONS.map((s) => [s, [...clientSectionFields(s)]]));
const mutable = (s: ClientFormSection) => CLIENT_FORM_FIELDS[s] as unknown as ClientFieldSpec[];
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
  for (const s of SECTIONS) mutable(s).splice(0, mutable(s).length, ...declared[s]);
});

test('every generic line has its Italian label, a form value and a request body member of its kind', () => {
  const filled = filledClient();
  const empty = emptyClient();
  const values = toFormValues(filled) as unknown as Record<string, unknown>;
  const body = toRequestBody(toFormValues(filled)) as unknown as Record<string, unknown>;
  const emptyValues = toFormValues(empty) as unknown as Record<string, unknown>;
  const emptyBody = toRequestBody(toFormValues(empty)) as unknown as Record<string, unknown>;
  expect(genericClientFields().length).toBeGreaterThan(20);
  for (const f of genericClientFields()) {
    expect([f.name, FIELD_LABELS[f.name]]).toEqual([f.name, expect.any(String)]);
    const stored = raw(filled, f.name);
    if (f.kind === 'checkbox') {
      expect([f.name, values[f.name], body[f.name], emptyValues[f.name], emptyBody[f.name]]).toEqual([
        f.name,
        stored,
        stored,
        false,
        false,
      ]);
    } else if (f.required) {
      expect([f.name, values[f.name], body[f.name]]).toEqual([f.name, stored, String(stored).trim()]);
    } else {
      const sent = String(stored).trim() || null;
      expect([f.name, values[f.name], body[f.name], emptyValues[f.name], emptyBody[f.name]]).toEqual([f.name, stored, sent, '', null]);
    }
  }
});

test('every generic line has its input in its form section, found by its label, with the length, placeholder and help text of the table', async () => {
  const client = filledClient();
  await renderForm(client);
  for (const f of genericClientFields()) {
    const section = screen.getByTestId(`section-${sectionOf(f.name)}`);
    const input = within(section).getByLabelText(labelled(FIELD_LABELS[f.name])) as HTMLInputElement;
    const stored = raw(client, f.name);
    if (f.kind === 'checkbox') expect([f.name, input.checked]).toEqual([f.name, stored]);
    else if (f.kind === 'date') expect([f.name, input.value]).toEqual([f.name, formatDate(stored as string)]);
    else expect([f.name, input.name, input.value]).toEqual([f.name, f.name, stored]);
    expect([f.name, input.getAttribute('maxlength'), input.getAttribute('placeholder')]).toEqual([
      f.name,
      f.maxLength === undefined ? null : String(f.maxLength),
      f.placeholder ?? (f.kind === 'date' ? expect.any(String) : null),
    ]);
    if (f.description) expect(within(section).getByText(f.description)).toBeTruthy();
  }
});

test('every generic line is on its card of the "Anagrafica" tab with its label and its value', async () => {
  const client = filledClient();
  await renderCard(client);
  for (const f of genericClientFields()) {
    const stored = raw(client, f.name);
    const shown =
      f.kind === 'checkbox'
        ? formatBoolean(stored as boolean)
        : f.kind === 'date'
          ? formatDate(stored as string)
          : String(stored).trim()
            ? String(stored)
            : EMPTY_VALUE;
    expect([f.name, cardLine(card(cardTitleOf(f)), FIELD_LABELS[f.name])]).toEqual([f.name, expect.stringContaining(shown)]);
  }
});

test('the form shows the labels of today, in the order of today', async () => {
  await renderForm(filledClient());
  const labels = (section: string) => [...screen.getByTestId(`section-${section}`).querySelectorAll('label')].map((l) => l.textContent);
  expect(labels('anagrafica')).toEqual([
    'Ragione sociale *',
    'Riferimento interno',
    'Forma giuridica',
    'Regime contabile',
    'Partita IVA',
    'Codice fiscale',
    'Data di costituzione',
    'Sezione',
    'Capitale sociale (EUR)',
    'Descrizione dell’attività',
    'Impresa femminile',
    'Impresa giovanile',
    'Ente pubblico',
    'Email',
    'PEC',
    'Codice SDI',
    'Telefono',
    'Sito web',
    'Note sul cliente',
  ]);
  expect(labels('camerali').slice(0, 5)).toEqual([
    'Iscritta alla CCIAA',
    'Numero REA',
    'Numero di iscrizione',
    'Sezione del registro',
    'Data di iscrizione',
  ]);
  expect(labels('lavoro')).toEqual([
    'CCNL applicato',
    'Fondo interprofessionale',
    'Matricola INPS',
    'Sede INPS',
    'Codice ditta INAIL',
    'Sede INAIL',
  ]);
  expect(labels('dimensione').slice(-3)).toEqual([
    'Dimensione manuale',
    'Quota detenuta da enti pubblici (%)',
    'Note sulla dimensione d’impresa',
  ]);
  expect(within(screen.getByTestId('section-anagrafica')).getByRole('heading', { name: 'Contatti e fatturazione' })).toBeTruthy();
});

test('the card shows the labels of today, in the order of today, with its own displays', async () => {
  await renderCard(filledClient());
  expect(cardLabels(card('Anagrafica'))).toEqual([
    'Ragione sociale',
    'Riferimento interno',
    'Partita IVA',
    'Codice fiscale',
    'Forma giuridica',
    'Regime contabile',
    'Data di costituzione',
    'Sezione',
    'Capitale sociale',
    'Descrizione dell’attività',
    'Email',
    'PEC',
    'Codice SDI',
    'Telefono',
    'Sito web',
    'Impresa femminile',
    'Impresa giovanile',
    'Ente pubblico',
    'Gestori',
  ]);
  expect(cardLabels(card('Dati camerali'))).toEqual([
    'Iscritta alla CCIAA',
    'Numero REA',
    'Numero di iscrizione',
    'Sezione del registro',
    'Data di iscrizione',
  ]);
  expect(cardLabels(card('Lavoro e previdenza'))).toEqual([
    'CCNL applicato',
    'Fondo interprofessionale',
    'Matricola INPS',
    'Sede INPS',
    'Codice ditta INAIL',
    'Sede INAIL',
  ]);
  expect(cardLabels(card('Note'))).toEqual(['Note sul cliente', 'Note sulla dimensione d’impresa']);
  expect(screen.queryByRole('heading', { name: 'Dimensione' })).toBeNull();
  const anagrafica = card('Anagrafica');
  expect(cardLine(anagrafica, 'Forma giuridica')).toBe('Forma giuridicaSocietà a responsabilità limitata (8888)');
  expect(cardLine(anagrafica, 'Regime contabile')).toBe('Regime contabileContabilità ordinaria');
  expect(cardLine(anagrafica, 'Capitale sociale')).toMatch(/^Capitale sociale10\.000,50\s€$/);
  expect(cardLine(anagrafica, 'Codice SDI')).toBe('Codice SDI0000000 (recapito tramite PEC)');
  expect(within(anagrafica).getByRole('link', { name: 'info@officinerossi.it' }).getAttribute('href')).toBe('mailto:info@officinerossi.it');
  expect(cardLine(card('Dati camerali'), 'Sezione del registro')).toBe('Sezione del registroSezione ordinaria');
});

describe('a line of the table is the field everywhere', () => {
  const takeOut = (section: ClientFormSection, name: string) => {
    const lines = mutable(section);
    return lines.splice(
      lines.findIndex((f) => f.name === name),
      1,
    )[0];
  };

  test('without the line of inail_location, the field is in no form value, request body, input or card', async () => {
    takeOut('lavoro', 'inail_location');
    const values = toFormValues(filledClient());
    expect('inail_location' in values).toBe(false);
    expect('inail_location' in toRequestBody(values)).toBe(false);
    const form = await renderForm(filledClient());
    expect(screen.queryByLabelText('Sede INAIL')).toBeNull();
    expect(screen.getByLabelText('Sede INPS')).toBeTruthy();
    form.unmount();
    await renderCard(filledClient());
    expect(screen.queryByText('Sede INAIL')).toBeNull();
    expect(screen.getByText('Sede INPS')).toBeTruthy();
  });

  test('moved to the end of the Anagrafica section, it is there in the form and on the card, and no longer in Lavoro e previdenza', async () => {
    mutable('anagrafica').push(takeOut('lavoro', 'inail_location'));
    const values = toFormValues(filledClient());
    expect(values.inail_location).toBe('Milano Porta Nuova');
    expect(toRequestBody(values).inail_location).toBe('Milano Porta Nuova');
    const form = await renderForm(filledClient());
    const input = within(screen.getByTestId('section-anagrafica')).getByLabelText('Sede INAIL') as HTMLInputElement;
    expect([input.value, input.maxLength]).toEqual(['Milano Porta Nuova', 200]);
    expect(within(screen.getByTestId('section-lavoro')).queryByLabelText('Sede INAIL')).toBeNull();
    expect([...screen.getByTestId('section-anagrafica').querySelectorAll('label')].map((l) => l.textContent).slice(-2)).toEqual([
      'Note sul cliente',
      'Sede INAIL',
    ]);
    form.unmount();
    await renderCard(filledClient());
    // on the card the flags close the list, the managers come last
    expect(cardLabels(card('Anagrafica')).slice(-6)).toEqual([
      'Sito web',
      'Sede INAIL',
      'Impresa femminile',
      'Impresa giovanile',
      'Ente pubblico',
      'Gestori',
    ]);
    expect(cardLine(card('Anagrafica'), 'Sede INAIL')).toBe('Sede INAILMilano Porta Nuova');
    expect(within(card('Lavoro e previdenza')).queryByText('Sede INAIL')).toBeNull();
  });
});
