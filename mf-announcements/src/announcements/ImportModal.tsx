import { useState } from 'react';
import { errorMessage, Alert, Button, FileInput, List, Modal, Stack, Text } from '@bandi/shared-ui';
import { announcementsApi } from '../api';
import type { ImportReport as Report } from '../types';

/**
 * "Importa da incentivi.gov.it" (global area, administrator and global expert): uploads an
 * open-data export (.json or .csv) to POST /api/announcements/import and shows the report
 * (nuovi, aggiornati, invariati, scartati con il motivo, territori non riconosciuti per riga). Re-importing the same file changes nothing.
 */
export function ImportModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setReport(await announcementsApi.import(file, { skipGlobalErrorHandling: true }));
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Importa bandi da incentivi.gov.it" size="lg">
      <Stack>
        <Text size="sm">
          Carica l’export open data di incentivi.gov.it (JSON o CSV). I bandi già presenti (stesso ID_Incentivo) vengono aggiornati solo se
          sono cambiati.
        </Text>
        {error ? <Alert color="red">{error}</Alert> : null}
        <FileInput label="File dell’export" accept=".json,.csv" value={file} onChange={setFile} clearable data-testid="import-file" />
        <Button onClick={send} loading={busy} disabled={!file} w="fit-content" data-testid="import-send">
          Importa
        </Button>
        {report ? (
          <Stack gap={4} data-testid="import-report">
            <Text size="sm">
              Righe lette: {report.rows}. Nuovi: {report.created}, aggiornati: {report.updated}, invariati: {report.unchanged}, scartati:{' '}
              {report.rejected.length}.
            </Text>
            {!report.created && !report.updated ? (
              <Text size="sm" c="dimmed">
                Nessuna modifica al catalogo.
              </Text>
            ) : null}
            {report.rejected.length ? (
              <List size="sm">
                {report.rejected.slice(0, 50).map((r, i) => (
                  <List.Item key={i}>
                    ID {r.id}: {r.reason}
                  </List.Item>
                ))}
              </List>
            ) : null}
            {report.unmatched?.length ? (
              <>
                <Text size="sm">Territori non riconosciuti (il bando è importato senza di essi):</Text>
                <List size="sm" data-testid="import-unmatched">
                  {report.unmatched.slice(0, 50).map((u) => (
                    <List.Item key={u.id}>
                      ID {u.id}: {u.names.join(', ')}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : null}
          </Stack>
        ) : null}
        <Text size="xs" c="dimmed">
          Fonte: incentivi.gov.it – Ministero delle Imprese e del Made in Italy (IODL 2.0).
        </Text>
      </Stack>
    </Modal>
  );
}
