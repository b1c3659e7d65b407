import { useMemo, useState } from 'react';
import { Badge, Group, SegmentedControl, Select, Table, Text } from '@bandi/shared-ui';
import type { Schema } from '@bandi/api-client';

/** A client import (GET/POST …/client-imports): the dry run, the progress, what was written, the undo. */
export type ClientImport = Schema<'ClientImportView'>;
/** One row of the file and what it does or did. */
export type ImportRow = Schema<'ImportRowView'>;

/** Italian labels of the row actions. */
export const ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'Nuovo',
  update: 'Aggiornato',
  unchanged: 'Invariato',
  reject: 'Scartato',
};
const ACTION_COLORS: Record<ImportRow['action'], string> = { create: 'green', update: 'blue', unchanged: 'gray', reject: 'red' };

/** The value of the «Ignora» choice of a column (null in the API's mapping). */
const IGNORE = '';

/**
 * The mapping step: one line per column of the file (its header) with a Select of the client
 * fields and «Ignora»; a field already given to another column is not offered again.
 */
export function MappingTable({
  view,
  onChange,
  disabled,
}: {
  view: ClientImport;
  onChange: (columns: (string | null)[]) => void;
  disabled?: boolean;
}) {
  return (
    <Table striped data-testid="import-mapping">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Colonna del file</Table.Th>
          <Table.Th>Campo del cliente</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.headers.map((header, i) => {
          const used = new Set(view.mapping.filter((f, j) => f && j !== i));
          const data = [
            { value: IGNORE, label: 'Ignora' },
            ...view.fields.filter((f) => !used.has(f.key)).map((f) => ({ value: f.key, label: f.label })),
          ];
          const name = header || `Colonna ${i + 1}`;
          return (
            <Table.Tr key={i}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Campo per la colonna ${name}`}
                  data-testid={`mapping-${i}`}
                  data={data}
                  value={view.mapping[i] ?? IGNORE}
                  allowDeselect={false}
                  disabled={disabled}
                  onChange={(value) => {
                    const next = [...view.mapping];
                    next[i] = value ? value : null;
                    onChange(next);
                  }}
                  w={260}
                />
                {view.mapping[i] ? null : (
                  <Text size="xs" c="dimmed">
                    Colonna ignorata
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The counts per action as badges. */
export function ImportCounts({ counts }: { counts: ClientImport['counts'] }) {
  return (
    <Group gap="xs" data-testid="import-counts">
      {(['create', 'update', 'unchanged', 'reject'] as const).map((a) => (
        <Badge key={a} color={ACTION_COLORS[a]} variant="light" size="lg">
          {`${ACTION_LABELS[a]}: ${counts[a]}`}
        </Badge>
      ))}
      <Text size="sm" c="dimmed">{`${counts.total} righe`}</Text>
    </Group>
  );
}

/** At most this many rows are drawn at once (a filter narrows them). */
const SHOWN_ROWS = 500;

/** The rows of the file with their action and messages (errors first in red), filterable by action. */
export function PreviewTable({ view }: { view: ClientImport }) {
  const [filter, setFilter] = useState<string>('all');
  const labels = useMemo(() => new Map(view.fields.map((f) => [f.key, f.label])), [view.fields]);
  const rows = view.rows.filter((r) => filter === 'all' || r.action === filter);
  return (
    <>
      <SegmentedControl
        value={filter}
        onChange={setFilter}
        aria-label="Mostra le righe"
        data={[
          { value: 'all', label: 'Tutte' },
          ...(['create', 'update', 'unchanged', 'reject'] as const).map((a) => ({ value: a, label: ACTION_LABELS[a] })),
        ]}
        w="fit-content"
      />
      <Table striped data-testid="import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Riga</Table.Th>
            <Table.Th>Esito</Table.Th>
            <Table.Th>Ragione sociale</Table.Th>
            <Table.Th>Partita IVA / CF</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <Table.Tr key={r.row_number} data-testid={`import-row-${r.row_number}`}>
              <Table.Td>{r.row_number}</Table.Td>
              <Table.Td>
                <Badge color={ACTION_COLORS[r.action]} variant="light">
                  {ACTION_LABELS[r.action]}
                </Badge>
              </Table.Td>
              <Table.Td>{r.business_name ?? '—'}</Table.Td>
              <Table.Td>{r.vat_number ?? r.fiscal_code ?? '—'}</Table.Td>
              <Table.Td>
                {r.changes.length ? <Text size="sm">{`Modifica: ${r.changes.map((c) => labels.get(c) ?? c).join(', ')}`}</Text> : null}
                {r.messages.map((m, i) => (
                  <Text key={i} size="sm" c={m.level === 'error' ? 'red' : 'orange'}>
                    {`${labels.get(m.field) ?? m.field}: ${m.message}`}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > SHOWN_ROWS ? <Text size="sm" c="dimmed">{`Mostrate ${SHOWN_ROWS} righe di ${rows.length}.`}</Text> : null}
    </>
  );
}
