import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ListPage, api, pageFetcher, usePagedList, type ListColumn } from '@bandi/shared-ui';
import { ActiveBadge, useAction } from '../common';
import type { StandardDocument } from '../types';

/**
 * Tab documentazione-bandi: the catalogue of standard documents that announcements ask for
 * (GET/POST/PUT/DELETE /api/settings/standard-documents). A document in use can only be
 * deactivated; the API refuses its deletion.
 */
export function StandardDocumentsTab() {
  const list = usePagedList(pageFetcher<StandardDocument>('settings/standard-documents'), []);
  const [editing, setEditing] = useState<StandardDocument | null | undefined>(undefined);
  const { busy, run } = useAction();
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
    { key: 'used', header: 'Bandi', render: (d) => String(d.announcements_count) },
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
              void run(`del-${d.id}`, () => api.delete(`settings/standard-documents/${d.id}`), 'Documento eliminato').then(list.reload)
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
  const { busy, run } = useAction();
  if (doc !== openedFor) {
    setOpenedFor(doc);
    setName(doc?.name ?? '');
    setDescription(doc?.description ?? '');
    setActive(doc?.active ?? true);
  }
  const save = () =>
    void run(
      'save',
      () =>
        doc
          ? api.put(`settings/standard-documents/${doc.id}`, { name, description: description || null, active })
          : api.post('settings/standard-documents', { name, description: description || null, active }),
      'Documento salvato',
    ).then((ok) => ok && onSaved());
  return (
    <Modal opened={doc !== undefined} onClose={onClose} title={doc ? 'Modifica documento' : 'Nuovo documento'}>
      <Stack gap="sm">
        <TextInput
          label="Nome"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
          error={name.trim() ? undefined : 'Campo obbligatorio'}
          data-testid="document-name"
        />
        <Textarea label="Descrizione" value={description} onChange={(e) => setDescription(e.currentTarget.value)} autosize minRows={2} />
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
