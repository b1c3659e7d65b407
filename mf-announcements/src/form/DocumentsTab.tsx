import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, ActionIcon, Alert, Button, FileInput, Group, MultiSelect, Stack, Text, TextInput, Title } from '@bandi/shared-ui';
import { uploadFile } from '../api';
import { type TabKey } from './schema';
import { useOptions } from './reference';
import { err, type TabProps } from './fields';
import type { DocValue } from './values';
import { announcementsStandardDocuments } from '@bandi/api-client';

/** A list of named documents with an uploaded file each (POST /api/files or /api/projects/{id}/files). */
export function DocumentsTab({
  formik,
  readOnly,
  locked,
  projectId,
  field,
  tab,
  title,
}: TabProps & { field: 'announcements_additional_documents' | 'announcements_other_attachments'; tab: TabKey; title: string }) {
  const ro = readOnly(tab);
  const docs = formik.values[field];
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const set = (next: DocValue[]) => formik.setFieldValue(field, next);
  const upload = async (i: number, file: File | null) => {
    if (!file) return set(docs.map((d, j) => (j === i ? { ...d, file_id: null, file_name: null } : d)));
    setUploading(i);
    setUploadError(null);
    try {
      const uploaded = await uploadFile(projectId, file, { skipGlobalErrorHandling: true });
      set(
        docs.map((d, j) =>
          j === i
            ? { ...d, file_id: uploaded.id, file_name: uploaded.original_name, name: d.name || file.name.replace(/\.[^.]+$/, '') }
            : d,
        ),
      );
    } catch (e) {
      setUploadError(errorMessage(e));
    } finally {
      setUploading(null);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      {projectId ? (
        <Text size="xs" c="dimmed">
          I documenti aggiunti in un ambiente a un bando globale sono visibili solo in questo ambiente.
        </Text>
      ) : null}
      {uploadError ? <Alert color="red">{uploadError}</Alert> : null}
      {docs.map((d, i) => (
        <Group key={i} align="flex-end" wrap="nowrap" data-testid={`${field}-${i}`} data-locked={locked(d) ? 'true' : 'false'}>
          <TextInput
            label="Nome"
            required
            value={d.name}
            disabled={ro || locked(d)}
            description={locked(d) ? 'Documento del bando (non modificabile qui)' : undefined}
            style={{ flex: 1 }}
            onChange={(e) => set(docs.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)))}
            error={err(formik, `${field}.${i}.name`)}
          />
          <FileInput
            label="File (max 10 MB)"
            placeholder={d.file_name ?? 'Scegli un file'}
            clearable
            disabled={ro || locked(d) || uploading === i}
            style={{ flex: 1 }}
            accept=".pdf,.png,.jpg,.jpeg,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp"
            onChange={(f) => upload(i, f)}
          />
          {!ro && !locked(d) ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Rimuovi documento"
              onClick={() => set(docs.filter((_, j) => j !== i))}
              mb={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {!ro ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => set([...docs, { name: '', file_id: null }])}
          w="fit-content"
          data-testid={`add-${field}`}
        >
          Aggiungi documento
        </Button>
      ) : null}
    </Stack>
  );
}

/** Standard documents of the catalogue (GET /api/standard-documents), stored as ids. */
export function StandardDocuments({ formik, readOnly }: TabProps) {
  const options = useOptions(
    'standard-documents',
    () => announcementsStandardDocuments({ skipGlobalErrorHandling: true }),
    (d) => d.data.map((x) => ({ value: String(x.id), label: x.name })),
  );
  const ids = ((formik.values.standard_documents as (number | { id: number })[]) ?? []).map((x) =>
    String(typeof x === 'object' ? x.id : x),
  );
  return (
    <MultiSelect
      label="Documenti standard richiesti"
      data={options}
      value={ids}
      searchable
      disabled={readOnly('documentazione')}
      placeholder={options.length ? 'Scegli dal catalogo' : 'Catalogo vuoto (Impostazioni → Documentazione bandi)'}
      onChange={(v) => formik.setFieldValue('standard_documents', v.map(Number))}
    />
  );
}
