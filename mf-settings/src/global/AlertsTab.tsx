import { useState } from 'react';
import { IconPlus } from '@tabler/icons-react';
import {
  DateTimeField,
  ListPage,
  MESSAGES,
  formatDateTime,
  ifMatch,
  listFetcher,
  usePagedList,
  type ListColumn,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@bandi/shared-ui';
import { useVersionedAction } from '../common';
import type { Alert, AlertType } from '../types';
import { settingsAlertList, settingsCreateAlert, settingsDeleteAlert, settingsUpdateAlert } from '@bandi/api-client';

const TYPE_LABELS: Record<AlertType, { label: string; color: string }> = {
  info: { label: 'Informazione', color: 'blue' },
  warning: { label: 'Attenzione', color: 'yellow' },
  error: { label: 'Errore', color: 'red' },
};

/** The `DateTimeField` value (`YYYY-MM-DDTHH:mm`, local time) of an ISO timestamp. */
const toLocal = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/**
 * Tab avvisi: the alert banner (/api/settings/alerts). Each alert has a type, a text and an
 * active window; the shell shows the one active now (GET /api/alerts/active) to every user.
 * Edits and deletions send the version listed (If-Match); a 409 opens the conflict dialog.
 */
export function AlertsTab() {
  const list = usePagedList(listFetcher(settingsAlertList), []);
  const [editing, setEditing] = useState<Alert | null | undefined>(undefined);
  const { busy, runVersioned, dialog } = useVersionedAction<Alert>(() => list.reload());
  const columns: ListColumn<Alert>[] = [
    {
      key: 'type',
      header: 'Tipo',
      render: (a) => (
        <Badge color={TYPE_LABELS[a.type].color} variant="light">
          {TYPE_LABELS[a.type].label}
        </Badge>
      ),
    },
    {
      key: 'content',
      header: 'Testo',
      render: (a) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {a.content}
        </Text>
      ),
    },
    {
      key: 'window',
      header: 'Periodo',
      render: (a) => `${formatDateTime(a.starts_at)} – ${a.ends_at ? formatDateTime(a.ends_at) : 'senza scadenza'}`,
    },
    {
      key: 'state',
      header: 'Stato',
      render: (a) => (
        <Badge variant="dot" color={a.current ? 'green' : 'gray'}>
          {a.current ? 'Visibile ora' : a.active ? 'Fuori periodo' : 'Disattivato'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (a) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setEditing(a)} data-testid={`alert-edit-${a.id}`}>
            Modifica
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={busy === `del-${a.id}`}
            onClick={() =>
              void runVersioned(`del-${a.id}`, (v) => settingsDeleteAlert(a.id, { ...ifMatch(v) }), a.version, {
                success: 'Avviso eliminato',
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
        testId="list-alerts"
        title="Avvisi"
        list={list}
        columns={columns}
        searchable={false}
        minWidth={820}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="alert-create">
            Nuovo avviso
          </Button>
        }
      />
      <AlertModal
        alert={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
    </>
  );
}

function AlertModal({ alert, onClose, onSaved }: { alert: Alert | null | undefined; onClose: () => void; onSaved: () => void }) {
  const [openedFor, setOpenedFor] = useState<Alert | null | undefined>(undefined);
  const [type, setType] = useState<AlertType>('info');
  const [content, setContent] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [active, setActive] = useState(true);
  // the record whose version the form edits: the listed one, or the current one after "Ricarica"
  const [loaded, setLoaded] = useState<Alert | null>(null);
  const fill = (a: Alert | null | undefined) => {
    setLoaded(a ?? null);
    setType(a?.type ?? 'info');
    setContent(a?.content ?? '');
    setStartsAt(toLocal(a?.starts_at ?? new Date().toISOString()));
    setEndsAt(toLocal(a?.ends_at));
    setActive(a?.active ?? true);
  };
  const { busy, runVersioned, dialog } = useVersionedAction<Alert>(fill);
  if (alert !== openedFor) {
    setOpenedFor(alert);
    fill(alert);
  }
  const save = () => {
    const body = {
      type,
      content,
      starts_at: startsAt ? new Date(startsAt).toISOString() : undefined,
      ends_at: endsAt ? new Date(endsAt).toISOString() : null,
      active,
    };
    void runVersioned(
      'save',
      (v) => (alert ? settingsUpdateAlert(alert.id, body, { ...ifMatch(v) }) : settingsCreateAlert(body)),
      loaded?.version,
      { success: 'Avviso salvato', onDone: onSaved },
    );
  };
  return (
    <Modal opened={alert !== undefined} onClose={onClose} title={alert ? 'Modifica avviso' : 'Nuovo avviso'} size="lg">
      {dialog}
      <Stack gap="sm">
        <Select
          label="Tipo"
          allowDeselect={false}
          data={Object.entries(TYPE_LABELS).map(([value, t]) => ({ value, label: t.label }))}
          value={type}
          onChange={(v) => v && setType(v as AlertType)}
          data-testid="alert-type"
        />
        <Textarea
          label="Testo"
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={content.trim() ? undefined : MESSAGES.required}
          data-testid="alert-content"
        />
        {/* Italian date (DD/MM/YYYY) and 24-hour time, not the browser's datetime-local (issue 39, defect 8) */}
        <DateTimeField label="Dal" timeLabel="Ora di inizio" value={startsAt} onChange={setStartsAt} data-testid="alert-starts" />
        <DateTimeField label="Al (facoltativo)" timeLabel="Ora di fine" value={endsAt} onChange={setEndsAt} data-testid="alert-ends" />
        <Switch label="Attivo" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annulla
          </Button>
          <Button onClick={save} disabled={!content.trim()} loading={busy === 'save'} data-testid="alert-save">
            Salva
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
