import './helpers/polyfills';
import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { api } from '../src/api/client';
import {
  AuditLog,
  AuditLogTable,
  auditActionLabel,
  auditChangeLines,
  formatAuditValue,
  type AuditLogEntry,
} from '../src/components/AuditLog';

/** The one audit-log table of the front ends (announcements, templates, clients). */
const wrap = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

const entries: AuditLogEntry[] = [
  { id: 2, user_name: 'Anna Neri', action: 'note.created', changes: null, created_at: '2026-03-02T10:30:00Z' },
  { id: 1, user_name: null, action: 'update', changes: { fields: ['name', 'end_date'] }, created_at: '2026-03-01T08:00:00Z' },
];

afterEach(() => jest.restoreAllMocks());

describe('AuditLogTable', () => {
  it('shows when, who, the Italian action and the Italian names of the changed fields of each entry', () => {
    wrap(<AuditLogTable entries={entries} />);
    const rows = screen.getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole(r.querySelector('th') ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Quando', 'Chi', 'Azione', 'Campi'],
      [expect.stringMatching(/^02\/03\/2026/), 'Anna Neri', 'Nota aggiunta', '—'],
      [expect.stringMatching(/^01\/03\/2026/), '—', 'Modifica', 'Nome, Data di scadenza'],
    ]);
  });

  it('shows each changed field with its Italian name and its old and new value, formatted in Italian', () => {
    const entry: AuditLogEntry = {
      id: 3,
      user_name: 'Anna Neri',
      action: 'updated',
      created_at: '2026-03-03T09:00:00Z',
      changes: {
        fields: [
          'social_capital',
          'constitution_date',
          'female_enterprise',
          'phone',
          'client_legal_location.address',
          'clients_ateco_codes',
        ],
        values: {
          social_capital: { from: 12500.5, to: 20000 },
          constitution_date: { from: null, to: '2015-03-09' },
          female_enterprise: { from: false, to: true },
          phone: { from: '011 1234567', to: '' },
          'client_legal_location.address': { from: 'Via Roma 1', to: 'Via Po 2' },
          clients_ateco_codes: { from: [{ value: '62.01.00', primary: true }], to: [] },
        },
      },
    };
    wrap(<AuditLogTable entries={[entry]} />);
    expect(screen.getAllByTestId('audit-change').map((l) => l.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Capitale sociale: 12.500,50 € → 20.000,00 €',
      'Data di costituzione: — → 09/03/2015',
      'Impresa femminile: No → Sì',
      'Telefono: 011 1234567 → —',
      'Sede legale – Indirizzo: Via Roma 1 → Via Po 2',
      'Codici ATECO: 62.01.00 (primario) → —',
    ]);
  });

  it('formats coded values, lists and rows, and lists only the names of a creation', () => {
    expect(formatAuditValue('stage', 'closed_lost')).toBe('Chiusa persa');
    expect(formatAuditValue('company_dimension_override', 'small')).toBe('Piccola impresa');
    expect(formatAuditValue('subscribed_to_cciaa', 'yes')).toBe('Sì');
    expect(formatAuditValue('stage_deadlines.contact', '2099-02-15')).toBe('15/02/2099');
    expect(formatAuditValue('public_bodies_share', 25)).toBe('25 %');
    expect(formatAuditValue('clients_location', [{ address: 'Via Po 2', city: 'Torino', province: 'TO' }])).toBe('Via Po 2, Torino, TO');
    expect(formatAuditValue('note', 'x'.repeat(130))).toBe(`${'x'.repeat(120)}…`);
    const created = { action: 'created', changes: { fields: ['business_name', 'phone'], values: { phone: { from: null, to: '02 1' } } } };
    expect(auditChangeLines(created)).toEqual([
      { field: 'business_name', label: 'Ragione sociale' },
      { field: 'phone', label: 'Telefono' },
    ]);
  });

  it('labels the action names of every module, and keeps an unknown one as it is', () => {
    expect(['create', 'created', 'negotiation.stage_changed', 'access.removed', 'mystery'].map(auditActionLabel)).toEqual([
      'Creazione',
      'Creazione',
      'Trattativa spostata di fase',
      'Accesso del referente revocato',
      'mystery',
    ]);
  });

  it("shows a dossier entry's item and file, the status in Italian, and the referent's link as who", () => {
    const upload: AuditLogEntry = {
      id: 3,
      user_name: null,
      action: 'dossier.file_uploaded',
      changes: {
        fields: ['status'],
        values: { status: { from: 'mancante', to: 'caricato' } },
        item_label: 'DURC',
        file_name: 'durc.pdf',
        via_link: true,
      } as AuditLogEntry['changes'],
      created_at: '2026-03-03T09:00:00Z',
    };
    wrap(<AuditLogTable entries={[upload]} />);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('Cliente (link di caricamento)')).toBeTruthy();
    expect(within(row).getByText('File del dossier caricato')).toBeTruthy();
    expect(within(row).getByTestId('audit-detail').textContent).toBe('Voce: DURC · File: durc.pdf (dal link del cliente)');
    expect(within(row).getByTestId('audit-change').textContent).toBe('Stato: Mancante → Caricato');
  });
});

describe('AuditLog', () => {
  it('card: loads the newest entries from the url and says how many there are in all', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { data: entries, total: 12 } });
    wrap(<AuditLog url="announcements/5/logs" take={2} />);
    expect(await screen.findByText('Registro modifiche')).toBeTruthy();
    expect(screen.getByText('Ultime 2 di 12 modifiche.')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      'announcements/5/logs',
      expect.objectContaining({ params: { take: 2 }, skipGlobalErrorHandling: true }),
    );
  });

  it('card: shows nothing when the log is empty or cannot be read', async () => {
    const get = jest.spyOn(api, 'get').mockRejectedValueOnce({ response: { status: 403, data: { message: 'Non autorizzato' } } });
    get.mockResolvedValueOnce({ data: { data: [], total: 0 } });
    wrap(<AuditLog url="announcements/5/logs" />);
    wrap(<AuditLog url="announcements/6/logs" />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Registro modifiche')).toBeNull();
    expect(screen.queryByText('Non autorizzato')).toBeNull();
    expect(document.querySelector('table')).toBeNull();
  });

  it('tab: shows the error, or that nothing was recorded', async () => {
    jest.spyOn(api, 'get').mockRejectedValueOnce({ response: { status: 403, data: { message: 'Non autorizzato' } } });
    wrap(<AuditLog url="projects/1/clients/7/log" variant="tab" />);
    expect(await screen.findByText('Non autorizzato')).toBeTruthy();
    jest.spyOn(api, 'get').mockResolvedValueOnce({ data: { data: [], total: 0 } });
    wrap(<AuditLog url="projects/1/clients/8/log" variant="tab" />);
    expect(await screen.findByText('Nessuna modifica registrata.')).toBeTruthy();
  });
});
