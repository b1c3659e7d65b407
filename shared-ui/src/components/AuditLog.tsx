import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { api } from '../api/client';
import { errorMessage } from '../api/errors';
import { COMPANY_DIMENSION_LABELS } from '@bandi/domain';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from '../list/format';
import { useRecord } from '../list/useRecord';
import type { Paginated } from '../types';
import { DataTable, type DataTableColumn } from './DataTable';
import type { Schema } from '@bandi/api-client';
import { fieldLabel, STAGE_LABELS } from './fieldLabels';

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
  'state_aid.created': 'Aiuto ricevuto registrato',
  'state_aid.updated': 'Aiuto ricevuto modificato',
  'state_aid.deleted': 'Aiuto ricevuto eliminato',
  'undertaking_operation.created': 'Fusione o scissione registrata',
  'undertaking_operation.updated': 'Fusione o scissione modificata',
  'undertaking_operation.deleted': 'Fusione o scissione eliminata',
  'access.invited': 'Accesso del referente inviato',
  'access.removed': 'Accesso del referente revocato',
  'dossier.built': 'Dossier creato o aggiornato dal bando',
  'dossier.item_added': 'Voce del dossier aggiunta',
  'dossier.item_updated': 'Voce del dossier modificata',
  'dossier.item_deleted': 'Voce del dossier eliminata',
  'dossier.file_uploaded': 'File del dossier caricato',
  'dossier.link_created': 'Link di caricamento creato',
  'dossier.link_revoked': 'Link di caricamento revocato',
};

/** The label of an action, or the action itself when it has none. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** Fields (or members of a logged row) holding an amount in euro: shown as "12.500,50 €". */
const MONEY_FIELDS = new Set([
  'social_capital',
  'turnover',
  'balance_sheet_total',
  'invested_amount',
  'amount_requested',
  'amount_granted',
  'success_fee_amount',
  'annual_volume_min',
  'annual_volume_max',
  'eligible_expense_min',
  'eligible_expense_max',
  'grant_min',
  'grant_max',
  'allocated_funds',
  'max_import_value',
  'min_import_value',
]);
/** Fields holding a percentage: shown as "8,5 %". */
const PERCENT_FIELDS = new Set([
  'public_bodies_share',
  'share_percent',
  'success_fee_percent',
  'max_import_percentage',
  'min_import_percentage',
]);
/** Italian names of coded values, per field (the code is never shown). */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  subscribed_to_cciaa: { yes: 'Sì', no: 'No' },
  company_dimension: COMPANY_DIMENSION_LABELS,
  company_dimension_override: COMPANY_DIMENSION_LABELS,
  announcements_company_dimensions: COMPANY_DIMENSION_LABELS,
  stage: STAGE_LABELS,
  status: {
    draft: 'Bozza',
    published: 'Pubblicato',
    active: 'Attivo',
    inactive: 'Non attivo',
    archived: 'Archiviato',
    // dossier items (docs/domain.md#dossier)
    mancante: 'Mancante',
    caricato: 'Caricato',
    scaduto: 'Scaduto',
    verificato: 'Verificato',
    'non applicabile': 'Non applicabile',
  },
};
/** The longest text a value shows before "…". */
const MAX_VALUE_CHARS = 120;

/**
 * A logged value in Italian (docs/api.md#audit-log), by its field (`client_legal_location.city`:
 * the last member counts): empty (null, '', []) "—"; booleans "Sì"/"No"; 'YYYY-MM-DD' as
 * dd/mm/yyyy; amounts in euro and percentages in the Italian format; coded values by their
 * label; a list item by its code (ATECO, "primario" marked) or its values; long text cut at 120
 * characters.
 */
export function formatAuditValue(field: string, value: unknown): string {
  const key = field.split('.').pop() ?? field;
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(key)) return formatMoney(value);
    if (PERCENT_FIELDS.has(key)) return formatPercent(value);
    if (key === 'year' || key.startsWith('year_') || key.endsWith('_id')) return String(value);
    return formatNumber(value);
  }
  if (typeof value === 'string') {
    const coded = VALUE_LABELS[key]?.[value];
    if (coded) return coded;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
    return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  }
  if (Array.isArray(value)) return value.length ? value.map((x) => formatAuditValue(key, x)).join('; ') : EMPTY_VALUE;
  if (typeof value === 'object') {
    const row = value as Record<string, unknown>;
    if (typeof row.value === 'string') return row.primary ? `${row.value} (primario)` : row.value;
    const parts = Object.entries(row)
      .filter(([, x]) => x !== null && x !== undefined && x !== '')
      .map(([k, x]) => formatAuditValue(k, x));
    return parts.length ? parts.join(', ') : EMPTY_VALUE;
  }
  return String(value);
}

/** One line of the "Campi" cell: the field's Italian name and, when logged, its old and new value. */
export interface AuditChangeLine {
  field: string;
  label: string;
  from?: string;
  to?: string;
}

/**
 * The changed fields of an entry with their old and new values, formatted ({@link formatAuditValue});
 * a creation lists only the names (its "old" values are all empty), as does a field logged
 * without values (a list over the size cap).
 */
export function auditChangeLines(entry: Pick<AuditLogEntry, 'action' | 'changes'>): AuditChangeLine[] {
  const values = (entry.changes?.values ?? {}) as Record<string, { from: unknown; to: unknown }>;
  const creation = entry.action === 'created' || entry.action === 'create';
  const seen = new Set<string>();
  const lines: AuditChangeLine[] = [];
  for (const field of entry.changes?.fields ?? []) {
    const label = fieldLabel(field);
    const v = creation ? undefined : values[field];
    if (!v && seen.has(label)) continue;
    seen.add(label);
    lines.push(v ? { field, label, from: formatAuditValue(field, v.from), to: formatAuditValue(field, v.to) } : { field, label });
  }
  return lines;
}

/**
 * The record an entry is about when it is not the logged one (a dossier's item and file,
 * docs/domain.md#dossier): "Voce: … · File: … (dal link del cliente)", or null.
 */
export function auditDetail(entry: Pick<AuditLogEntry, 'changes'>): string | null {
  const c: Record<string, unknown> = entry.changes ?? {};
  const parts: string[] = [];
  if (typeof c.item_label === 'string') parts.push(`Voce: ${c.item_label}`);
  if (typeof c.file_name === 'string') parts.push(`File: ${c.file_name}${c.via_link === true ? ' (dal link del cliente)' : ''}`);
  return parts.length ? parts.join(' · ') : null;
}

/** The "Campi" cell: the names, or one line per field "Nome: vecchio → nuovo" when values were logged; the detail first. */
function ChangesCell({ entry }: { entry: AuditLogEntry }) {
  const detail = auditDetail(entry);
  const cell = <FieldsCell entry={entry} empty={!detail} />;
  if (!detail) return cell;
  return (
    <Stack gap={2}>
      <Text size="xs" data-testid="audit-detail">
        {detail}
      </Text>
      {cell}
    </Stack>
  );
}

function FieldsCell({ entry, empty }: { entry: AuditLogEntry; empty: boolean }) {
  const lines = auditChangeLines(entry);
  if (!lines.length && !empty) return null;
  if (!lines.some((l) => l.from !== undefined)) return <Text size="xs">{lines.map((l) => l.label).join(', ') || EMPTY_VALUE}</Text>;
  return (
    <Stack gap={2}>
      {lines.map((l) => (
        <Text size="xs" key={l.field} data-testid="audit-change">
          {l.from === undefined ? (
            l.label
          ) : (
            <>
              <Text span size="xs" fw={500}>{`${l.label}: `}</Text>
              {`${l.from} → ${l.to}`}
            </>
          )}
        </Text>
      ))}
    </Stack>
  );
}

/** The columns of the audit-log table: when, who, what, which fields (with old and new values). */
const AUDIT_COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  { header: 'Quando', render: (e) => formatDateTime(e.created_at) },
  // no user: the referent's upload link of a dossier
  {
    header: 'Chi',
    render: (e) =>
      e.user_name ?? ((e.changes as Record<string, unknown> | null)?.via_link === true ? 'Cliente (link di caricamento)' : EMPTY_VALUE),
  },
  { header: 'Azione', render: (e) => auditActionLabel(e.action) },
  { header: 'Campi', render: (e) => <ChangesCell entry={e} /> },
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
