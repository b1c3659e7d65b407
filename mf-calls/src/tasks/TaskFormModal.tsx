import { useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import * as yup from 'yup';
import {
  AlertBox,
  FormikDateField,
  FormikSelectField,
  FormikTextareaField,
  MESSAGES,
  errorMessage,
  fieldErrors,
  ifMatch,
  requiredString,
  touchedError,
  useSession,
  useTaskAssignees,
  useVersionConflict,
  Button,
  Group,
  Modal,
  Stack,
  TextInput,
} from '@bandi/shared-ui';
import { type Schema, tasksCreate, tasksUpdate } from '@bandi/api-client';
import { TASK_STATUS_LABELS, type Task, type TaskStatus } from './taskLabels';

interface Values {
  title: string;
  description: string;
  owner_id: string | null;
  due_date: string;
  status: TaskStatus;
}

/** Client-side rules of the task form (the API checks the same and more: owner of the environment, links). */
export const taskSchema = yup.object({
  title: requiredString().max(255, MESSAGES.maxLength(255)),
  description: yup.string().max(10000, MESSAGES.maxLength(10000)),
  owner_id: yup.string().nullable().required('Scegli un assegnatario'),
  due_date: yup.string().required(MESSAGES.required),
});

export interface TaskFormModalProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  /** Edit this task; create when absent. */
  task?: Task | null;
  /** Links of a new task (e.g. `{ call_id }` from a call log's page). */
  links?: Partial<Pick<Schema<'CreateTaskDto'>, 'client_id' | 'call_id' | 'negotiation_id' | 'announcement_id'>>;
  onSaved: (task: Task) => void;
}

/**
 * Create/edit form of a task in a modal (issue 37): title, assignee (default: me), due date
 * (Italian date field), description and, when editing, the status. Formik + Yup with Italian
 * messages; the API's 422 messages go on their fields, a 409 opens the conflict dialog.
 */
export function TaskFormModal({ opened, onClose, projectId, task, links, onSaved }: TaskFormModalProps) {
  const me = useSession((s) => s.user);
  const assignees = useTaskAssignees(projectId, opened);
  const [error, setError] = useState<unknown>(null);
  const conflicts = useVersionConflict<Task>(() => undefined);
  const editing = Boolean(task);
  const initial: Values = {
    title: task?.title ?? '',
    description: task?.description ?? '',
    owner_id: task ? String(task.owner_id) : me ? String(me.id) : null,
    due_date: task?.due_date ?? '',
    status: task?.status ?? 'open',
  };
  // the current owner stays selectable even if the list has not arrived yet
  const ownerOptions =
    task && !assignees.some((a) => a.value === String(task.owner_id))
      ? [{ value: String(task.owner_id), label: task.owner_name }, ...assignees]
      : assignees;
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Modifica compito' : 'Nuovo compito'} size="lg">
      {conflicts.dialog}
      <Formik<Values>
        initialValues={initial}
        enableReinitialize
        validationSchema={taskSchema}
        onSubmit={async (v, helpers) => {
          setError(null);
          const body = {
            title: v.title.trim(),
            description: v.description.trim() || null,
            owner_id: Number(v.owner_id),
            due_date: v.due_date,
          };
          try {
            if (task) {
              await conflicts.save(
                async (version) => {
                  const res = await tasksUpdate(Number(projectId), task.id, { ...body, status: v.status }, { ...ifMatch(version) });
                  onSaved(res.data);
                },
                task.version,
                setError,
              );
            } else {
              const res = await tasksCreate(Number(projectId), { ...body, ...links });
              onSaved(res.data);
            }
          } catch (e) {
            const fields = fieldErrors(e);
            if (Object.keys(fields).length) helpers.setErrors(fields as FormikErrors<Values>);
            setError(e);
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate data-testid="task-form">
            <Stack gap="sm">
              {error ? <AlertBox onClose={() => setError(null)}>{errorMessage(error)}</AlertBox> : null}
              <TextInput
                label="Titolo"
                required
                name="title"
                value={values.title}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touchedError({ touched: Boolean(touched.title), error: errors.title })}
                data-testid="task-title"
              />
              <Group grow align="flex-start">
                <FormikSelectField name="owner_id" label="Assegnatario" required data={ownerOptions} data-testid="task-owner" />
                <FormikDateField name="due_date" label="Scadenza" required data-testid="task-due" />
              </Group>
              {editing ? (
                <FormikSelectField
                  name="status"
                  label="Stato"
                  searchable={false}
                  allowDeselect={false}
                  data={Object.entries(TASK_STATUS_LABELS).map(([value, s]) => ({ value, label: s.label }))}
                  data-testid="task-status"
                />
              ) : null}
              <FormikTextareaField name="description" label="Descrizione" data-testid="task-description" />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Annulla
                </Button>
                <Button type="submit" loading={isSubmitting} data-testid="task-save">
                  {editing ? 'Salva' : 'Crea compito'}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
