import { useState } from 'react';
import { errorMessage, Alert, Button, FileInput, Group, Stack, Text } from '@bandi/shared-ui';
import { uploadFile } from '../api';
import type { FileInfo } from '../types';

/** The stored information sheet of an announcement (detail's `information_sheet`): its id and name. */
export type SheetFile = Pick<FileInfo, 'id' | 'original_name'>;

/** What the field changes in the form's values: the sheet shown and whether the stored one is removed. */
export interface SheetValue {
  information_sheet: SheetFile | null;
  information_sheet_delete: boolean;
}

/**
 * Scheda informativa of an announcement (docs/domain.md#announcements `information_sheet`): shows the stored file's name
 * (downloaded from the announcement's page), uploads a new one (POST /api/files, or /api/projects/{id}/files inside an
 * environment; the same 10 MB limit and types as the other documents) and removes it. The API
 * body gets `information_sheet` (the uploaded file's id) or `information_sheet_delete: true`
 * (`sheetBody`).
 */
export function InformationSheetField({
  value,
  onChange,
  disabled,
  projectId,
}: {
  value: SheetValue;
  onChange: (next: SheetValue) => void;
  disabled: boolean;
  projectId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadFile(projectId, file, { skipGlobalErrorHandling: true });
      onChange({ information_sheet: { id: uploaded.id, original_name: uploaded.original_name }, information_sheet_delete: false });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const sheet = value.information_sheet;
  return (
    <Stack gap={4} data-testid="information-sheet">
      <Text size="sm" fw={500}>
        Scheda informativa
      </Text>
      {error ? <Alert color="red">{error}</Alert> : null}
      {sheet ? (
        <Group gap="xs">
          <Text size="sm" data-testid="information-sheet-name">
            {sheet.original_name}
          </Text>
          {!disabled ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => onChange({ information_sheet: null, information_sheet_delete: true })}
            >
              Rimuovi
            </Button>
          ) : null}
        </Group>
      ) : null}
      {!disabled ? (
        <FileInput
          aria-label="Carica la scheda informativa"
          placeholder={sheet ? 'Sostituisci con un altro file (max 10 MB)' : 'Scegli un file (max 10 MB)'}
          disabled={busy}
          accept=".pdf,.png,.jpg,.jpeg,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp"
          value={null}
          onChange={upload}
          data-testid="information-sheet-input"
        />
      ) : null}
    </Stack>
  );
}

/** The body fields of the sheet: the new file's id, the removal of the stored one, or nothing. */
export function sheetBody(value: SheetValue): Record<string, unknown> {
  if (value.information_sheet) return { information_sheet: value.information_sheet.id };
  return value.information_sheet_delete ? { information_sheet_delete: true } : {};
}
