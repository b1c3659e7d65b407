import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import {
  formatNumber,
  ListPage,
  MESSAGES,
  ifMatch,
  listFetcher,
  usePagedList,
  type ListColumn,
  Button,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@bandi/shared-ui';
import { ActiveBadge, useVersionedAction } from '../common';
import type { StandardDocument } from '../types';
import { settingsCreateDocument, settingsDeleteDocument, settingsDocuments, settingsUpdateDocument } from '@bandi/api-client';

/**
 * Tab documentazione-bandi: the catalogue of standard documents that announcements ask for
 * (GET/POST/PUT/DELETE /api/settings/standard-documents). A document in use can only be
 * deactivated; the API refuses its deletion. Edits and deletions send the version listed
 * (If-Match); a 409 opens the conflict dialog.
 */
export function StandardDocumentsTab() {
  const list = usePagedList(listFetcher(settingsDocuments), []);
  const [editing, setEditing] = useState<StandardDocument | null | undefined>(undefined);
  const { busy, runVersioned, dialog } = useVersionedAction<StandardDocument>(() => list.reload());
  const columns: ListColumn<StandardDocument>[] = [
    { key: 'name', header: 'Documento', render: (d) => d.name },
    {
      key: 'description',
      header: 'Descrizione',
      render: (d) => (
        <Text size="sm" lineClamp={2}>
          {d.description || '—'}
        </Text>
      ),
    },
    { key: 'used', header: 'Bandi', render: (d) => formatNumber(d.announcements_count) },
    { key: 'active', header: 'Stato', render: (d) => <ActiveBadge active={d.active} /> },
    {
      key: 'actions',
      header: '',
      render: (d) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setEditing(d)} data-testid={`document-edit-${d.id}`}>
            Modifica
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={d.announcements_count > 0}
            title={d.announcements_count > 0 ? 'Usato da bandi: disattivalo' : undefined}
            loading={busy === `del-${d.id}`}
            onClick={() =>
              void runVersioned(`del-${d.id}`, (v) => settingsDeleteDocument(d.id, { ...ifMatch(v) }), d.version, {
                success: 'Documento eliminato',
                onDone: list.reload,
              })
            }
          >
            Elimina
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      {dialog}
      <ListPage
        testId="list-standard-documents"
        title="Documentazione bandi"
        list={list}
        columns={columns}
        minWidth={760}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="document-create">
            Nuovo documento
          </Button>
        }
      />
      <DocumentModal
        doc={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </>
  );
}

function DocumentModal({ doc, onClose, onSaved }: { doc: StandardDocument | null | undefined; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [active, setActive] = useState(true);
  const [openedFor, setOpenedFor] = useState<StandardDocument | null | undefined>(undefined);
  // the record whose version the form edits: the listed one, or the current one after "Ricarica"
  const [loaded, setLoaded] = useState<StandardDocument | null>(null);
  const fill = (d: StandardDocument | null | undefined) => {
    setLoaded(d ?? null);
    setName(d?.name ?? '');
    setDescription(d?.description ?? '');
    setActive(d?.active ?? true);
  };
  const { busy, runVersioned, dialog } = useVersionedAction<StandardDocument>(fill);
  if (doc !== openedFor) {
    setOpenedFor(doc);
    fill(doc);
  }
  const body = { name, description: description || null, active };
  const save = () =>
    void (doc
      ? runVersioned('save', (v) => settingsUpdateDocument(doc.id, body, { ...ifMatch(v) }), loaded?.version, {
          success: 'Documento salvato',
          onDone: onSaved,
        })
      : runVersioned('save', () => settingsCreateDocument(body), undefined, {
          success: 'Documento salvato',
          onDone: onSaved,
        }));
  return (
    <Modal opened={doc !== undefined} onClose={onClose} title={doc ? 'Modifica documento' : 'Nuovo documento'}>
      {dialog}
      <Stack gap="sm">
        <TextInput
          label="Nome"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
          error={name.trim() ? undefined : MESSAGES.required}
          data-testid="document-name"
        />
        <Textarea
          label="Descrizione"
          data-testid="document-description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Switch label="Attivo" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={save} disabled={!name.trim()} loading={busy === 'save'} data-testid="document-save">
            Salva
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
