import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import * as yup from 'yup';
import { Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Schema, tasksAssignees, tasksCreate, tasksList } from '@bandi/api-client';
import { MESSAGES } from '@bandi/domain';
import { errorMessage, fieldErrors } from '../api/errors';
import { useCan } from '../session/permissions';
import { useSession } from '../session/store';
import { requiredString } from '../validation/rules';
import { formatDate } from '../list/format';
import { apiKey } from '../query/keys';
import { useAppQuery } from '../query/queryClient';
import { AlertBox } from './AlertBox';
import { FormikTextInputField } from './formik';
import { FormikSelectField } from './formikChoices';
import { FormikDateField, FormikTextareaField } from './formikInputs';

/** A task as GET/POST …/tasks answers it (docs/api.md "Tasks"). */
export type RecordTask = Schema<'TaskView'>;

/** The record a task is linked to: exactly one of client, call log (richiesta), negotiation, announcement. */
export type TaskRecordLink = { client_id: number } | { call_id: number } | { negotiation_id: number } | { announcement_id: number };

/** Italian name of the kind of record of a {@link TaskRecordLink} (the read-only "Collegato a" field). */
export function taskLinkKind(link: TaskRecordLink): string {
  if ('client_id' in link) return 'Cliente';
  if ('call_id' in link) return 'Richiesta';
  if ('negotiation_id' in link) return 'Trattativa';
  return 'Bando';
}

interface NewTaskValues {
  title: string;
  owner_id: string | null;
  due_date: string;
  description: string;
}

/** Client-side rules of "Nuovo compito" (the API checks the same and more: owner and link of the environment). */
export const newTaskSchema = yup.object({
  title: requiredString().max(255, MESSAGES.maxLength(255)),
  owner_id: yup.string().nullable().required('Scegli un assegnatario'),
  due_date: yup.string().required(MESSAGES.required),
  description: yup.string().max(10000, MESSAGES.maxLength(10000)),
});

/** The cache key of GET …/tasks/assignees (shared with the bulk actions of the client list). */
export function taskAssigneesKey(projectId: string) {
  return apiKey('projects', projectId, 'tasks', 'assignees');
}

const NO_ASSIGNEES: { value: string; label: string }[] = [];

/**
 * The users a task may be assigned to (GET …/tasks/assignees: active users of the environment
 * holding `tasks.read`) as Select options: the query {@link taskAssigneesKey}, asked for (again)
 * each time `opened` turns true; empty while loading and on failure (read quietly).
 */
export function useTaskAssignees(projectId: string, opened: boolean) {
  const assignees = useAppQuery({
    queryKey: taskAssigneesKey(projectId),
    queryFn: async ({ signal }) => (await tasksAssignees(Number(projectId), { skipGlobalErrorHandling: true, signal })).data,
    enabled: opened,
  });
  const users = assignees.isError ? undefined : assignees.data;
  return useMemo(() => (users ? users.map((u) => ({ value: String(u.id), label: u.name })) : NO_ASSIGNEES), [users]);
}

export interface NewTaskDialogProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  /** The page's record, preset and shown read-only. */
  link: TaskRecordLink;
  /** Its label (ragione sociale, title…) in the read-only field. */
  linkLabel: string;
  onCreated: (task: RecordTask) => void;
}

/**
 * "Nuovo compito" of a record's page (issue 37, docs/screens.md "Compiti"): titolo, assegnatario
 * (default: me), scadenza, note; the page's record preset and read-only. POST …/tasks; the API's
 * 422 messages go on their fields.
 */
export function NewTaskDialog({ opened, onClose, projectId, link, linkLabel, onCreated }: NewTaskDialogProps) {
  const me = useSession((s) => s.user);
  const assignees = useTaskAssignees(projectId, opened);
  const [error, setError] = useState<unknown>(null);
  const initial: NewTaskValues = { title: '', owner_id: me ? String(me.id) : null, due_date: '', description: '' };
  return (
    <Modal opened={opened} onClose={onClose} title="Nuovo compito" size="lg">
      <Formik<NewTaskValues>
        initialValues={initial}
        validationSchema={newTaskSchema}
        onSubmit={async (v, helpers) => {
          setError(null);
          try {
            const res = await tasksCreate(Number(projectId), {
              title: v.title.trim(),
              owner_id: Number(v.owner_id),
              due_date: v.due_date,
              description: v.description.trim() || null,
              ...link,
            });
            helpers.resetForm();
            onCreated(res.data);
          } catch (e) {
            const fields = fieldErrors(e);
            if (Object.keys(fields).length) helpers.setErrors(fields as FormikErrors<NewTaskValues>);
            setError(e);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate data-testid="new-task-form">
            <Stack gap="sm">
              {error ? <AlertBox onClose={() => setError(null)}>{errorMessage(error)}</AlertBox> : null}
              <TextInput
                label={`Collegato a (${taskLinkKind(link).toLowerCase()})`}
                value={linkLabel}
                readOnly
                data-testid="new-task-link"
              />
              <FormikTextInputField name="title" label="Titolo" required data-testid="new-task-title" />
              <Group grow align="flex-start">
                <FormikSelectField name="owner_id" label="Assegnatario" required data={assignees} data-testid="new-task-owner" />
                <FormikDateField name="due_date" label="Scadenza" required data-testid="new-task-due" />
              </Group>
              <FormikTextareaField name="description" label="Note" data-testid="new-task-notes" />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Annulla
                </Button>
                <Button type="submit" loading={isSubmitting} data-testid="new-task-save">
                  Crea compito
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

export interface RecordTasksProps {
  projectId: string;
  link: TaskRecordLink;
  linkLabel: string;
  /** Heading of the card ("Compiti" unless given: e.g. "Compiti aperti del cliente" beside the call log form). */
  title?: string;
}

/**
 * The "Compiti" card of a record's page (client, negotiation, call log, announcement; issue 37):
 * its open tasks by due date (GET …/tasks?status=open&<link>=id, 20 at most) with owner and due
 * date, overdue ones in red; "Nuovo compito" for who holds `tasks.write`. Hidden for who cannot
 * read tasks, and when the API refuses (module "Richieste" off in the environment).
 */
export function RecordTasks({ projectId, link, linkLabel, title = 'Compiti' }: RecordTasksProps) {
  const canRead = useCan('tasks.read');
  const canWrite = useCan('tasks.write');
  const [tasks, setTasks] = useState<RecordTask[] | null>(null);
  const [opened, setOpened] = useState(false);
  const key = JSON.stringify(link);
  const load = useCallback(() => {
    if (!canRead) return;
    void tasksList(
      Number(projectId),
      { status: 'open', take: 20, ...(JSON.parse(key) as TaskRecordLink) },
      { skipGlobalErrorHandling: true },
    )
      .then((res) => setTasks(res.data.data))
      .catch(() => setTasks(null));
  }, [projectId, key, canRead]);
  useEffect(load, [load]);
  if (!canRead || tasks === null) return null;
  return (
    <Paper withBorder p="md" data-testid="record-tasks">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{title}</Title>
        {canWrite ? (
          <Button size="xs" variant="light" onClick={() => setOpened(true)} data-testid="new-task">
            Nuovo compito
          </Button>
        ) : null}
      </Group>
      {tasks.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nessun compito aperto.
        </Text>
      ) : (
        <Stack gap={6}>
          {tasks.map((t) => (
            <Group key={t.id} justify="space-between" wrap="nowrap" data-testid={`record-task-${t.id}`}>
              <Text size="sm">{t.title}</Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t.owner_name}
                </Text>
                <Text size="sm" c={t.overdue ? 'red.8' : undefined} fw={t.overdue ? 600 : undefined}>
                  {formatDate(t.due_date)}
                </Text>
                {t.overdue ? (
                  <Badge color="red" variant="light" size="sm" data-testid={`record-task-overdue-${t.id}`}>
                    Scaduto
                  </Badge>
                ) : null}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {canWrite ? (
        <NewTaskDialog
          opened={opened}
          onClose={() => setOpened(false)}
          projectId={projectId}
          link={link}
          linkLabel={linkLabel}
          onCreated={() => {
            setOpened(false);
            load();
          }}
        />
      ) : null}
    </Paper>
  );
}
