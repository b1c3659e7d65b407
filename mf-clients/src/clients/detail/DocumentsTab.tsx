import { useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import * as yup from 'yup';
import { defaultDocumentExpiry, todayInRome } from '@bandi/domain';
import {
  AlertBox,
  EMPTY_VALUE,
  FormikCheckboxField,
  FormikDateField,
  FormikSelectField,
  MESSAGES,
  errorMessage,
  fieldErrors,
  formatDate,
  touchedError,
  useRecord,
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@bandi/shared-ui';
import type { ClientDocumentItem, ClientDocumentList, DocumentTypeItem } from '../../types';
import { clientDocumentListList, clientDocumentListRemove, clientDocumentListUpload, documentTypesList } from '@bandi/api-client';

/** The badge of a document's status (docs/domain.md#client-documents): red expired, orange expiring within 30 days. */
export function DocumentStatusBadge({ status }: { status: ClientDocumentItem['status'] }) {
  if (status === 'scaduto')
    return (
      <Badge color="red" variant="filled">
        Scaduto
      </Badge>
    );
  if (status === 'in scadenza')
    return (
      <Badge color="orange" variant="filled">
        In scadenza
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      Valido
    </Badge>
  );
}

/** The header's summary of the current documents expired and expiring (nothing when none). */
export function DocumentAlertsBadges({ alerts }: { alerts: { expired: number; expiring: number } | null | undefined }) {
  if (!alerts || (!alerts.expired && !alerts.expiring)) return null;
  return (
    <Group gap={6} data-testid="document-alerts">
      {alerts.expired ? (
        <Badge color="red" variant="filled">
          {alerts.expired === 1 ? '1 documento scaduto' : `${alerts.expired} documenti scaduti`}
        </Badge>
      ) : null}
      {alerts.expiring ? (
        <Badge color="orange" variant="filled">
          {alerts.expiring === 1 ? '1 documento in scadenza' : `${alerts.expiring} documenti in scadenza`}
        </Badge>
      ) : null}
    </Group>
  );
}

interface UploadValues {
  type: string;
  name: string;
  issue_date: string;
  expiry_date: string;
  replace: boolean;
  file: File | null;
}

/**
 * Client-side rules of the upload form (the API checks the same and answers 422 per field:
 * docs/api.md#client-documents): type and file required, issue date not in the future, expiry not
 * before the issue date, expiry required for a type whose expiry is printed on the document.
 */
export function documentUploadSchema(types: DocumentTypeItem[], today = todayInRome()) {
  return yup.object({
    type: yup.string().required(MESSAGES.required),
    name: yup.string().max(255, MESSAGES.maxLength(255)),
    issue_date: yup.string().test('not-future', 'La data di rilascio non può essere nel futuro', (v) => !v || v <= today),
    expiry_date: yup
      .string()
      .test('after-issue', 'La scadenza non può precedere la data di rilascio', function (v) {
        const issue = (this.parent as UploadValues).issue_date;
        return !v || !issue || v >= issue;
      })
      .test('from-document', 'Indica la scadenza riportata sul documento', function (v) {
        const type = types.find((t) => t.code === (this.parent as UploadValues).type);
        return !type?.expiry_from_document || Boolean(v);
      }),
    file: yup
      .mixed()
      .nullable()
      .test('required', 'Seleziona un file', (v) => v instanceof File),
  });
}

/** The type's rule in Italian ("validità 6 mesi dal rilascio"), or null without one. */
function ruleOf(t: DocumentTypeItem): string | null {
  if (t.expiry_from_document) return 'scadenza riportata sul documento';
  if (t.validity_months) return `validità ${t.validity_months} ${t.validity_months === 1 ? 'mese' : 'mesi'} dal rilascio`;
  if (t.validity_days) return `validità ${t.validity_days} giorni dal rilascio`;
  return null;
}

/**
 * "Carica documento" (POST .../clients/{clientId}/documents, multipart): type, name (default the
 * file name), issue and expiry date (empty: the type's default, shown under the field), "sostituisce
 * il documento attuale" (the current ones of the type become history), the file. Formik + Yup; the
 * API's 422 go on their fields.
 */
function DocumentUploadModal({
  opened,
  onClose,
  projectId,
  clientId,
  types,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  clientId: string;
  types: DocumentTypeItem[];
  onSaved: () => void;
}) {
  const [error, setError] = useState<unknown>(null);
  const active = types.filter((t) => t.active);
  const initial: UploadValues = { type: '', name: '', issue_date: '', expiry_date: '', replace: true, file: null };
  return (
    <Modal opened={opened} onClose={onClose} title="Carica documento" size="lg">
      <Formik<UploadValues>
        initialValues={initial}
        validationSchema={documentUploadSchema(types)}
        onSubmit={async (v, helpers) => {
          setError(null);
          try {
            await clientDocumentListUpload(Number(projectId), Number(clientId), {
              type: v.type,
              name: v.name.trim() || undefined,
              issue_date: v.issue_date || undefined,
              expiry_date: v.expiry_date || undefined,
              replace: v.replace ? 'true' : 'false',
              // required by the form's schema (documentUploadSchema); the API refuses a missing file with 422 too
              file: v.file as File,
            });
            helpers.resetForm();
            onSaved();
          } catch (e) {
            const fields = fieldErrors(e);
            if (Object.keys(fields).length) helpers.setErrors(fields as FormikErrors<UploadValues>);
            setError(e);
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting }) => {
          const type = active.find((t) => t.code === values.type);
          const proposed = type ? defaultDocumentExpiry(values.issue_date || null, type) : null;
          const rule = type ? ruleOf(type) : null;
          return (
            <Form noValidate data-testid="document-upload-form">
              <Stack gap="sm">
                {error ? <AlertBox onClose={() => setError(null)}>{errorMessage(error)}</AlertBox> : null}
                <FormikSelectField
                  name="type"
                  label="Tipo di documento"
                  required
                  data={active.map((t) => ({ value: t.code, label: t.label }))}
                  description={rule ? `Regola: ${rule}` : undefined}
                  data-testid="document-type"
                />
                <TextInput
                  label="Nome"
                  name="name"
                  placeholder="Predefinito: il nome del file"
                  value={values.name}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={touchedError({ touched: Boolean(touched.name), error: errors.name })}
                  data-testid="document-name"
                />
                <Group grow align="flex-start">
                  <FormikDateField name="issue_date" label="Data di rilascio" data-testid="document-issue_date" />
                  <FormikDateField
                    name="expiry_date"
                    label="Scadenza"
                    required={Boolean(type?.expiry_from_document)}
                    description={!values.expiry_date && proposed ? `Predefinita: ${formatDate(proposed)}` : undefined}
                    data-testid="document-expiry_date"
                  />
                </Group>
                <FileInput
                  label="File"
                  required
                  placeholder="Scegli un file (PDF, immagini, Office; al massimo 10 MB)"
                  value={values.file}
                  onChange={(f) => {
                    void setFieldValue('file', f);
                    void setFieldTouched('file', true, false);
                  }}
                  error={touchedError({ touched: Boolean(touched.file), error: errors.file as string | undefined })}
                  data-testid="document-file"
                />
                <FormikCheckboxField
                  name="replace"
                  label="Sostituisce il documento attuale del tipo (che resta nello storico)"
                  data-testid="document-replace"
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    Annulla
                  </Button>
                  <Button type="submit" loading={isSubmitting} data-testid="document-save">
                    Carica
                  </Button>
                </Group>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}

/**
 * Tab "Documenti" (docs/domain.md#client-documents): the client's documents by type with name,
 * issue date, expiry and status (red "Scaduto", orange "In scadenza"), the history of the replaced
 * ones behind "Mostra storico", and for who may write clients (`canWrite`) "Carica documento" and
 * "Elimina". GET/POST .../clients/{clientId}/documents, DELETE .../documents/items/{id};
 * `onChange` reloads the client (its header's counts).
 */
export function DocumentsTab({
  projectId,
  clientId,
  canWrite,
  onChange,
}: {
  projectId: string;
  clientId: string;
  /** The user may upload and delete documents (clients.write). */
  canWrite: boolean;
  onChange: () => void;
}) {
  const [docError, setDocError] = useState<string | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [uploading, setUploading] = useState(false);
  const path = { projectId, clientId };
  const list = useRecord<ClientDocumentList>(
    async (signal) => (await clientDocumentListList(Number(path.projectId), Number(path.clientId), { signal })).data,
    [projectId, clientId],
  );
  const types = useRecord<DocumentTypeItem[]>(async (signal) => (await documentTypesList({ signal })).data, []);
  const changed = () => {
    list.reload();
    onChange();
  };
  const remove = async (d: ClientDocumentItem) => {
    if (!window.confirm(`Eliminare il documento «${d.name ?? d.type_label}»?`)) return;
    setDocError(null);
    try {
      await clientDocumentListRemove(Number(path.projectId), Number(path.clientId), d.id);
      changed();
    } catch (err) {
      setDocError(errorMessage(err));
    }
  };
  const rows = (list.data?.data ?? []).filter((d) => showHistory || d.current);
  const historyCount = (list.data?.data ?? []).filter((d) => !d.current).length;
  return (
    <Stack gap="sm" data-testid="documents-tab">
      {docError || list.error ? (
        <Alert color="red" mb="sm">
          {docError ?? errorMessage(list.error)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Group gap="sm">
          <DocumentAlertsBadges alerts={list.data?.alerts} />
          <Switch
            label={`Mostra storico (${historyCount})`}
            checked={showHistory}
            onChange={(e) => setShowHistory(e.currentTarget.checked)}
            data-testid="documents-history"
          />
        </Group>
        {canWrite ? (
          <Button size="xs" onClick={() => setUploading(true)} data-testid="document-add">
            Carica documento
          </Button>
        ) : null}
      </Group>
      {list.data && !rows.length ? <Text c="dimmed">Nessun documento caricato</Text> : null}
      {rows.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Rilascio</Table.Th>
              <Table.Th>Scadenza</Table.Th>
              <Table.Th>Stato</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id} data-testid={`document-row-${d.id}`} style={d.current ? undefined : { opacity: 0.65 }}>
                <Table.Td>{d.type_label}</Table.Td>
                <Table.Td>{d.name ?? EMPTY_VALUE}</Table.Td>
                <Table.Td>{formatDate(d.issue_date)}</Table.Td>
                <Table.Td>{d.expiry_date ? formatDate(d.expiry_date) : EMPTY_VALUE}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <DocumentStatusBadge status={d.status} />
                    {d.current ? null : (
                      <Badge color="gray" variant="light">
                        {d.replaced_at ? `Sostituito il ${formatDate(d.replaced_at)}` : 'Storico'}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {d.file ? (
                    <Anchor href={`/api/projects/${projectId}/clients/${clientId}/documents/items/${d.id}/file`} size="sm">
                      {d.file.original_name || 'Scarica'}
                    </Anchor>
                  ) : (
                    EMPTY_VALUE
                  )}
                </Table.Td>
                <Table.Td>
                  {canWrite ? (
                    <Button size="xs" variant="subtle" color="red" onClick={() => void remove(d)}>
                      Elimina
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {canWrite ? (
        <DocumentUploadModal
          opened={uploading}
          onClose={() => setUploading(false)}
          projectId={projectId}
          clientId={clientId}
          types={types.data ?? []}
          onSaved={() => {
            setUploading(false);
            changed();
          }}
        />
      ) : null}
    </Stack>
  );
}
