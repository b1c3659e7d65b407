import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { api } from '../api/client';
import { errorMessage } from '../api/errors';
import { EMPTY_VALUE, formatDateTime } from '../list/format';
import { useRecord } from '../list/useRecord';
import type { Paginated } from '../types';
import { DataTable, type DataTableColumn } from './DataTable';
import type { Schema } from '@bandi/api-client';
import { fieldLabel } from './fieldLabels';

/**
 * One entry of an audit log as the API answers it (`…/announcements/{id}/logs`,
 * `…/templates/{id}/logs`, `…/clients/{clientId}/log`; docs/domain.md#audit-log).
 */
export type AuditLogEntry = Pick<Schema<'AuditEntryView'>, 'id' | 'user_name' | 'changes' | 'created_at'> & {
  /** An AUDIT_ACTIONS value; any other string is shown as it is (entries older than migration 0013). */
  action: string;
};

/** Italian label of each audit action the API records (docs/domain.md#audit-log). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  legal_form_uncoded: 'Forma giuridica da scegliere dall’elenco (testo non riconosciuto)',
  'mfa.enabled': 'Verifica in due passaggi attivata',
  'mfa.disabled': 'Verifica in due passaggi disattivata',
  'mfa.recovery_codes_renewed': 'Nuovi codici di recupero',
  'mfa.reset': 'Verifica in due passaggi azzerata',
  create: 'Creazione',
  created: 'Creazione',
  update: 'Modifica',
  updated: 'Modifica',
  delete: 'Eliminazione',
  deleted: 'Eliminazione',
  publish: 'Pubblicazione',
  published: 'Pubblicazione',
  imported: 'Importazione',
  shared: 'Condivisione',
  unshared: 'Revoca condivisione',
  import: 'Importazione',
  share: 'Condivisione',
  unshare: 'Revoca condivisione',
  'note.created': 'Nota aggiunta',
  'note.updated': 'Nota modificata',
  'note.deleted': 'Nota eliminata',
  'negotiation.created': 'Trattativa creata',
  'negotiation.updated': 'Trattativa modificata',
  'negotiation.stage_changed': 'Trattativa spostata di fase',
  'negotiation.deleted': 'Trattativa eliminata',
  'document.uploaded': 'Documento caricato',
  'document.deleted': 'Documento eliminato',
  'access.invited': 'Accesso del referente inviato',
  'access.removed': 'Accesso del referente revocato',
};

/** The label of an action, or the action itself when it has none. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** The columns of the audit-log table: when, who, what, which fields. */
const AUDIT_COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  { header: 'Quando', render: (e) => formatDateTime(e.created_at) },
  { header: 'Chi', render: (e) => e.user_name ?? EMPTY_VALUE },
  { header: 'Azione', render: (e) => auditActionLabel(e.action) },
  {
    header: 'Campi',
    render: (e) => <Text size="xs">{[...new Set((e.changes?.fields ?? []).map(fieldLabel))].join(', ') || EMPTY_VALUE}</Text>,
  },
];

/** The table of audit entries (newest first, as given). */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return <DataTable columns={AUDIT_COLUMNS} rows={entries} rowKey={(e) => e.id} />;
}

export interface AuditLogProps {
  /** API path of the log, relative to `/api/` (e.g. `projects/1/clients/7/log`). */
  url: string;
  /** How many of the newest entries to show. */
  take?: number;
  /**
   * `card`: a framed "Registro modifiche" under a detail page, hidden when there is nothing to
   * show or the log cannot be read. `tab`: the content of a Log tab, with loading, error and
   * empty states.
   */
  variant?: 'card' | 'tab';
}

/**
 * An audit log loaded from `url` (`{data, total}`) and shown with `AuditLogTable`; errors never
 * leave the page (no global redirect on 403).
 */
export function AuditLog({ url, take = 10, variant = 'card' }: AuditLogProps) {
  const record = useRecord<Paginated<AuditLogEntry>>(
    async (signal) => (await api.get<Paginated<AuditLogEntry>>(url, { params: { take }, signal, skipGlobalErrorHandling: true })).data,
    [url, take],
  );
  const entries = record.data?.data ?? [];
  const total = record.data?.total ?? 0;
  const more = total > entries.length ? <Text size="xs" c="dimmed">{`Ultime ${entries.length} di ${total} modifiche.`}</Text> : null;
  if (variant === 'card') {
    if (!entries.length) return null;
    return (
      <Paper withBorder p="md" data-testid="audit-log">
        <Stack gap="xs">
          <Title order={4}>Registro modifiche</Title>
          <AuditLogTable entries={entries} />
          {more}
        </Stack>
      </Paper>
    );
  }
  if (record.error) return <Alert color="red">{errorMessage(record.error)}</Alert>;
  if (record.loading && !record.data) return <Text c="dimmed">Caricamento…</Text>;
  if (!entries.length) return <Text c="dimmed">Nessuna modifica registrata.</Text>;
  return (
    <Stack gap="xs" data-testid="audit-log">
      <AuditLogTable entries={entries} />
      {more}
    </Stack>
  );
}
