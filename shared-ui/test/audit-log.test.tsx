import './helpers/polyfills';
import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { api } from '../src/api/client';
import { AuditLog, AuditLogTable, auditActionLabel, type AuditLogEntry } from '../src/components/AuditLog';

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

  it('labels the action names of every module, and keeps an unknown one as it is', () => {
    expect(['create', 'created', 'negotiation.stage_changed', 'access.removed', 'mystery'].map(auditActionLabel)).toEqual([
      'Creazione',
      'Creazione',
      'Trattativa spostata di fase',
      'Accesso del referente revocato',
      'mystery',
    ]);
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
