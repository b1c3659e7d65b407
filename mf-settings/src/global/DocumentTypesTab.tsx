import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import {
  AlertBox,
  MESSAGES,
  errorMessage,
  useRecord,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@bandi/shared-ui';
import { ActiveBadge, useAction } from '../common';
import type { DocumentType } from '../types';
import { documentTypesCreate, documentTypesList, documentTypesUpdate } from '@bandi/api-client';

/** How a type's expiry is set: none, days or months from the issue date, or the date printed on the document. */
type Rule = 'none' | 'days' | 'months' | 'document';

const ruleOf = (t: DocumentType | null | undefined): Rule =>
  t?.expiry_from_document ? 'document' : t?.validity_months ? 'months' : t?.validity_days ? 'days' : 'none';

/** The type's validity in Italian: "6 mesi dal rilascio", "120 giorni dal rilascio", "riportata sul documento", "nessuna". */
export function validityLabel(t: DocumentType): string {
  switch (ruleOf(t)) {
    case 'document':
      return 'Scadenza riportata sul documento';
    case 'months':
      return `${t.validity_months} ${t.validity_months === 1 ? 'mese' : 'mesi'} dal rilascio`;
    case 'days':
      return `${t.validity_days} giorni dal rilascio`;
    default:
      return 'Nessuna scadenza';
  }
}

/**
 * Tab tipi-documento: the client document types and their default validity (issue 35,
 * docs/domain.md#client-documents): GET /api/document-types, POST and PUT /api/settings/document-types.
 * The expiry of a new document is the issue date plus the validity, unless typed (visura camerale
 * 6 months, DURC 120 days, documento d'identità: the date on the document). A type is retired with
 * "Attivo" off; its documents stay.
 */
export function DocumentTypesTab() {
  const list = useRecord<DocumentType[]>(async (signal) => (await documentTypesList({ signal })).data, []);
  const [editing, setEditing] = useState<DocumentType | null | undefined>(undefined);
  return (
    <Stack gap="sm" data-testid="list-document-types">
      <Group justify="space-between">
        <Title order={3}>Tipi di documento dei clienti</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="document-type-create">
          Nuovo tipo di documento
        </Button>
      </Group>
      {list.error ? <AlertBox>{errorMessage(list.error)}</AlertBox> : null}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Validità predefinita</Table.Th>
            <Table.Th>Stato</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data ?? []).map((t) => (
            <Table.Tr key={t.id} data-testid={`document-type-${t.code}`}>
              <Table.Td>{t.label}</Table.Td>
              <Table.Td>{validityLabel(t)}</Table.Td>
              <Table.Td>
                <ActiveBadge active={t.active} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <Button size="xs" variant="subtle" onClick={() => setEditing(t)} data-testid={`document-type-edit-${t.code}`}>
                    Modifica
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DocumentTypeModal
        type={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </Stack>
  );
}

function DocumentTypeModal({
  type,
  onClose,
  onSaved,
}: {
  type: DocumentType | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [label, setLabel] = useState('');
  const [rule, setRule] = useState<Rule>('none');
  const [amount, setAmount] = useState<number | string>('');
  const [active, setActive] = useState(true);
  const [openedFor, setOpenedFor] = useState<DocumentType | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const { busy, run } = useAction();
  if (type !== openedFor) {
    setOpenedFor(type);
    setLabel(type?.label ?? '');
    setRule(ruleOf(type));
    setAmount(type?.validity_months ?? type?.validity_days ?? '');
    setActive(type?.active ?? true);
    setError(null);
  }
  const needsAmount = rule === 'days' || rule === 'months';
  const valid = label.trim() && (!needsAmount || (typeof amount === 'number' && amount >= 1));
  const body = {
    label: label.trim(),
    validity_days: rule === 'days' ? Number(amount) : null,
    validity_months: rule === 'months' ? Number(amount) : null,
    expiry_from_document: rule === 'document',
    active,
  };
  const save = async () => {
    setError(null);
    try {
      if (type) await documentTypesUpdate(type.id, body);
      else await documentTypesCreate(body);
      onSaved();
    } catch (e) {
      setError(e);
    }
  };
  return (
    <Modal opened={type !== undefined} onClose={onClose} title={type ? 'Modifica tipo di documento' : 'Nuovo tipo di documento'}>
      <Stack gap="sm">
        {error ? <AlertBox onClose={() => setError(null)}>{errorMessage(error)}</AlertBox> : null}
        <TextInput
          label="Nome"
          required
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          maxLength={120}
          error={label.trim() ? undefined : MESSAGES.required}
          data-testid="document-type-label"
        />
        <Text size="sm" fw={500}>
          Scadenza predefinita
        </Text>
        <SegmentedControl
          value={rule}
          onChange={(v) => setRule(v as Rule)}
          data={[
            { value: 'none', label: 'Nessuna' },
            { value: 'days', label: 'Giorni' },
            { value: 'months', label: 'Mesi' },
            { value: 'document', label: 'Dal documento' },
          ]}
          data-testid="document-type-rule"
        />
        {needsAmount ? (
          <NumberInput
            label={rule === 'days' ? 'Giorni di validità dalla data di rilascio' : 'Mesi di validità dalla data di rilascio'}
            required
            min={1}
            max={rule === 'days' ? 3650 : 120}
            allowDecimal={false}
            value={amount}
            onChange={setAmount}
            data-testid="document-type-amount"
          />
        ) : null}
        <Switch label="Attivo" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={() => void run('save', save)} disabled={!valid} loading={busy === 'save'} data-testid="document-type-save">
            Salva
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
