import { useState } from 'react';
import { EMPTY_VALUE, apiClient, errorMessage, formatDate, Alert, Anchor, Button, FileButton, Group, Table } from '@bandi/shared-ui';
import type { Client } from '../../types';

/** A document slot of the client (docs/domain.md#clients). */
type Slot = Client['documents'][number]['slot'];

const DOCUMENT_LABELS: Record<Slot, string> = {
  identity: "Documento d'identità",
  ordinary_chamber: 'Visura camerale ordinaria',
  antimafia: 'Antimafia',
  budget: 'Bilancio',
  fiscal_code: 'Codice fiscale',
  bondage_rating: 'Rating di legalità',
  final_act: 'Atto costitutivo',
  statute: 'Statuto',
  company_dimension: 'Dichiarazione dimensione d’impresa',
  rental_agreement: 'Contratto di locazione',
  other: 'Altro',
};

/**
 * Tab "Documenti": the eleven document slots of docs/domain.md#clients with upload (POST
 * .../documents/{slot}) and clearing (DELETE), not for referents; `onChange` reloads the client.
 */
export function DocumentsTab({
  c,
  projectId,
  clientId,
  isReferent,
  onChange,
}: {
  c: Client;
  projectId: string;
  clientId: string;
  isReferent: boolean;
  onChange: () => void;
}) {
  const [docError, setDocError] = useState<string | null>(null);
  const slotPath = (slot: Slot) => ({ projectId, clientId, slot });
  const uploadDocument = async (slot: Slot, file: File) => {
    setDocError(null);
    const form = new FormData();
    form.append('file', file);
    try {
      await apiClient.post('/projects/{projectId}/clients/{clientId}/documents/{slot}', form, { path: slotPath(slot) });
      onChange();
    } catch (err) {
      setDocError(errorMessage(err));
    }
  };
  const clearDocument = async (slot: Slot) => {
    setDocError(null);
    try {
      await apiClient.delete('/projects/{projectId}/clients/{clientId}/documents/{slot}', { path: slotPath(slot) });
      onChange();
    } catch (err) {
      setDocError(errorMessage(err));
    }
  };
  return (
    <>
      {docError ? (
        <Alert color="red" mb="sm">
          {docError}
        </Alert>
      ) : null}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Documento</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(c.documents ?? []).map((d) => (
            <Table.Tr key={d.slot}>
              <Table.Td>{DOCUMENT_LABELS[d.slot] ?? d.slot}</Table.Td>
              <Table.Td>{d.name ?? EMPTY_VALUE}</Table.Td>
              <Table.Td>{formatDate(d.date)}</Table.Td>
              <Table.Td>
                {d.file_id ? (
                  <Anchor href={`/api/projects/${projectId}/clients/${clientId}/documents/${d.slot}/file`} size="sm">
                    {d.file_name ?? 'Scarica'}
                  </Anchor>
                ) : (
                  EMPTY_VALUE
                )}
              </Table.Td>
              <Table.Td>
                {!isReferent ? (
                  <Group gap="xs" wrap="nowrap">
                    <FileButton onChange={(f) => f && void uploadDocument(d.slot, f)}>
                      {(props) => (
                        <Button size="xs" variant="light" {...props}>
                          {d.file_id ? 'Sostituisci' : 'Carica'}
                        </Button>
                      )}
                    </FileButton>
                    {d.file_id || d.name ? (
                      <Button size="xs" variant="subtle" color="red" onClick={() => void clearDocument(d.slot)}>
                        Svuota
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
