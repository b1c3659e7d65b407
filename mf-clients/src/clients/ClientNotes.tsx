import { useState } from 'react';
import {
  apiKey,
  can,
  errorMessage,
  formatDateTime,
  ifMatch,
  useAppQuery,
  useAppQueryClient,
  useSession,
  useVersionConflict,
  Alert,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Textarea,
} from '@bandi/shared-ui';
import type { Note } from '../types';
import { notesCreate, notesList, notesRemove, notesUpdate } from '@bandi/api-client';

const NO_NOTES: Note[] = [];

/** The note being edited in place: its id, the text typed and the version it was loaded with. */
interface Editing {
  id: number;
  text: string;
  version: number | undefined;
}

/**
 * Tab "Note" of the client card: add a note; the author or a (local) administrator edits a note
 * in place or deletes it (PUT/DELETE /api/projects/{projectId}/clients/{clientId}/notes/{id}).
 * Both send the version listed (If-Match); a 409 opens the conflict dialog: "Ricarica" shows the
 * other user's text, "Mantieni le mie modifiche" saves (or deletes) on top of the current version.
 * The notes are the query `apiKey('projects', projectId, 'clients', clientId, 'notes')` (the last 100),
 * invalidated after every write.
 */
export function ClientNotes({ projectId, clientId }: { projectId: string; clientId: number }) {
  const user = useSession((s) => s.user);
  const client = useAppQueryClient();
  const notesKey = apiKey('projects', projectId, 'clients', clientId, 'notes');
  const list = useAppQuery({
    queryKey: notesKey,
    queryFn: async ({ signal }) => (await notesList(Number(projectId), clientId, { take: 100 }, { signal })).data.data,
  });
  const notes = list.data ?? NO_NOTES;
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setError] = useState<string | null>(null);
  const error = actionError ?? (list.error ? errorMessage(list.error) : null);
  /** Reads the notes again (after a write, or "Ricarica" of the conflict dialog). */
  const load = () => void client.invalidateQueries({ queryKey: notesKey });
  const notePath = (noteId: number) => ({ projectId, clientId, noteId });
  const conflicts = useVersionConflict<Note>((current) => {
    // "Ricarica": the edit box (if open on this note) shows the current text; the list is read again
    setEditing((e) => (e && e.id === current.id ? { id: current.id, text: current.text, version: current.version } : e));
    load();
  });
  // the author, or who holds clients.notes.moderate (the API's row rule for someone else's note)
  const canChange = (n: Note) => !!user && (n.user_id === user.id || can(user, 'clients.notes.moderate'));

  /** Runs a versioned write of a note; a 409 opens the dialog, other failures the red alert. */
  const run = async (key: string, write: (version: number | undefined) => Promise<unknown>, version: number | undefined) => {
    setBusy(key);
    setError(null);
    try {
      await conflicts.save(write, version, (e) => setError(errorMessage(e)));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const add = async () => {
    try {
      await notesCreate(Number(projectId), clientId, { text: text.trim() });
      setText('');
      load();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const save = (e: Editing) =>
    run(
      `save-${e.id}`,
      async (v) => {
        await notesUpdate(
          Number(notePath(e.id).projectId),
          notePath(e.id).clientId,
          notePath(e.id).noteId,
          { text: e.text.trim() },
          { ...ifMatch(v) },
        );
        setEditing(null);
        load();
      },
      e.version,
    );
  const remove = (n: Note) =>
    run(
      `del-${n.id}`,
      async (v) => {
        await notesRemove(Number(notePath(n.id).projectId), notePath(n.id).clientId, notePath(n.id).noteId, { ...ifMatch(v) });
        load();
      },
      n.version,
    );

  return (
    <Stack data-testid="client-notes">
      {conflicts.dialog}
      {error ? <Alert color="red">{error}</Alert> : null}
      <Textarea label="Nuova nota" value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} />
      <Button w="fit-content" disabled={!text.trim()} onClick={() => void add()}>
        Aggiungi nota
      </Button>
      {notes.map((n) => (
        <Card key={n.id} withBorder p="sm" data-testid={`note-${n.id}`}>
          <Text size="xs" c="dimmed">
            {n.author ?? 'Utente rimosso'} · {formatDateTime(n.created_at)}
          </Text>
          {editing?.id === n.id ? (
            <Stack gap="xs" mt={4}>
              <Textarea
                aria-label="Testo della nota"
                value={editing.text}
                onChange={(e) => setEditing({ ...editing, text: e.currentTarget.value })}
                autosize
                minRows={2}
                data-testid={`note-text-${n.id}`}
              />
              <Group gap="xs">
                <Button
                  size="xs"
                  disabled={!editing.text.trim()}
                  loading={busy === `save-${n.id}`}
                  onClick={() => void save(editing)}
                  data-testid={`note-save-${n.id}`}
                >
                  Salva
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                  Annulla
                </Button>
              </Group>
            </Stack>
          ) : (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`note-body-${n.id}`}>
                {n.text}
              </Text>
              {canChange(n) ? (
                <Group gap="xs" mt={4}>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setEditing({ id: n.id, text: n.text, version: n.version })}
                    data-testid={`note-edit-${n.id}`}
                  >
                    Modifica
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={busy === `del-${n.id}`}
                    onClick={() => void remove(n)}
                    data-testid={`note-delete-${n.id}`}
                  >
                    Elimina
                  </Button>
                </Group>
              ) : null}
            </>
          )}
        </Card>
      ))}
    </Stack>
  );
}
