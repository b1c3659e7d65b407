import { useState } from 'react';
import {
  dossiersAdd,
  dossiersBuild,
  dossiersCreateLink,
  dossiersGet,
  dossiersLinks,
  dossiersPatch,
  dossiersRemove,
  dossiersRevokeLink,
  dossiersUpload,
  type Schema,
} from '@bandi/api-client';
import {
  errorMessage,
  formatDate,
  useRecord,
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  FileButton,
  Group,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@bandi/shared-ui';

type Dossier = Schema<'DossierView'>;
type DossierItem = Schema<'DossierItemView'>;
type CreatedLink = Schema<'CreatedDossierLinkView'>;

const STATUS: Record<DossierItem['status'], { label: string; color: string; variant: 'filled' | 'light' }> = {
  mancante: { label: 'Mancante', color: 'red', variant: 'filled' },
  scaduto: { label: 'Scaduto', color: 'red', variant: 'filled' },
  caricato: { label: 'Caricato', color: 'blue', variant: 'light' },
  verificato: { label: 'Verificato', color: 'green', variant: 'light' },
  'non applicabile': { label: 'Non applicabile', color: 'gray', variant: 'light' },
};

/** The badge of a dossier item's status: red for mancante and scaduto; "da verificare" beside a file not verified yet. */
export function DossierStatusBadge({ item }: { item: Pick<DossierItem, 'status' | 'to_verify'> }) {
  const s = STATUS[item.status];
  return (
    <Group gap={4}>
      <Badge color={s.color} variant={s.variant}>
        {s.label}
      </Badge>
      {item.to_verify ? (
        <Badge color="orange" variant="light">
          Da verificare
        </Badge>
      ) : null}
    </Group>
  );
}

/** "Dossier 3/6": the progress of the required items (not "non applicabile") caricati or verificati; nothing without a dossier. */
export function DossierProgress({
  progress,
  compact = false,
}: {
  progress: { required_total: number; done: number } | undefined;
  compact?: boolean;
}) {
  if (!progress || progress.required_total === 0) return null;
  const value = Math.round((progress.done / progress.required_total) * 100);
  return (
    <Stack gap={2} data-testid="dossier-progress">
      <Text size="xs">
        Dossier {progress.done}/{progress.required_total}
      </Text>
      {!compact ? (
        <Progress value={value} color={value === 100 ? 'green' : 'blue'} size="sm" aria-label={`Dossier completo al ${value}%`} />
      ) : null}
    </Stack>
  );
}

/**
 * The "Dossier" section of a negotiation (docs/domain.md#dossier): the checklist built from the
 * call (GET/POST …/negotiations/{id}/dossier) with status badges, the progress bar and, for who may
 * manage negotiations, "Crea dal bando" / "Aggiorna dal bando", "Segna verificato", "Non
 * applicabile", "Carica file", "Aggiungi voce", "Scarica ZIP" and "Link per il cliente" (create,
 * copy; "Revoca" revokes the active links).
 */
export function DossierPanel({
  projectId,
  negotiationId,
  canManage = true,
}: {
  projectId: string;
  negotiationId: number;
  canManage?: boolean;
}) {
  const path = { projectId, negotiationId };
  const base = `/api/projects/${projectId}/negotiations/${negotiationId}/dossier`;
  const dossier = useRecord<Dossier>(
    async (signal) => (await dossiersGet(Number(path.projectId), path.negotiationId, { signal })).data,
    [projectId, negotiationId],
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [label, setLabel] = useState('');
  const [required, setRequired] = useState(true);
  const [link, setLink] = useState<CreatedLink | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      dossier.reload();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const patch = (item: DossierItem, body: Schema<'DossierItemPatchDto'>) =>
    run(() => dossiersPatch(Number(path.projectId), path.negotiationId, item.id, body));
  const upload = (item: DossierItem, file: File | null) => {
    if (!file) return;
    void run(() => dossiersUpload(Number(path.projectId), path.negotiationId, item.id, { file }));
  };
  const revokeAll = () =>
    run(async () => {
      const links = (await dossiersLinks(Number(path.projectId), path.negotiationId)).data;
      for (const l of links.data.filter((x) => x.active)) await dossiersRevokeLink(Number(path.projectId), path.negotiationId, l.id);
      setLink(null);
    });

  const items = dossier.data?.items ?? [];
  return (
    <Stack gap="xs" data-testid="dossier-panel">
      <Group justify="space-between">
        <Title order={5}>Dossier</Title>
        {items.length ? (
          <Anchor href={`${base}/zip`} size="sm" data-testid="dossier-zip">
            Scarica ZIP
          </Anchor>
        ) : null}
      </Group>
      {error ? <Alert color="red">{error}</Alert> : null}
      {dossier.error ? <Alert color="red">{errorMessage(dossier.error)}</Alert> : null}
      <DossierProgress progress={dossier.data?.progress} />
      {dossier.data && !items.length ? (
        <Text size="sm">Nessuna voce: crea il dossier dai documenti del bando o aggiungi una voce.</Text>
      ) : null}
      {items.map((item) => (
        <Stack key={item.id} gap={2} data-testid={`dossier-item-${item.id}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">
              {item.label}
              {item.required ? '' : ' (facoltativo)'}
            </Text>
            <DossierStatusBadge item={item} />
          </Group>
          {item.client_document ? (
            <Text size="xs" c="dimmed">
              Documento del cliente: {item.client_document.name ?? 'senza nome'}
              {item.client_document.expiry_date ? `, scade il ${formatDate(item.client_document.expiry_date)}` : ''}
            </Text>
          ) : null}
          {item.file ? (
            <Anchor href={`${base}/items/${item.id}/file`} size="xs">
              {item.file.original_name}
              {item.uploaded_via_link ? ' (caricato dal cliente)' : ''}
            </Anchor>
          ) : null}
          {item.verified_at ? (
            <Text size="xs" c="dimmed">
              Verificato da {item.verified_by_name ?? '—'} il {formatDate(item.verified_at)}
            </Text>
          ) : null}
          {item.note ? <Text size="xs">Nota: {item.note}</Text> : null}
          {canManage ? (
            <Group gap={4}>
              {item.status !== 'verificato' && (item.file || item.client_document) ? (
                <Button size="compact-xs" variant="light" disabled={busy} onClick={() => void patch(item, { status: 'verificato' })}>
                  Segna verificato
                </Button>
              ) : null}
              {item.status !== 'non applicabile' ? (
                <Button size="compact-xs" variant="subtle" disabled={busy} onClick={() => void patch(item, { status: 'non applicabile' })}>
                  Non applicabile
                </Button>
              ) : (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={busy}
                  onClick={() => void patch(item, { status: item.file || item.client_document ? 'caricato' : 'mancante' })}
                >
                  Ripristina
                </Button>
              )}
              <FileButton onChange={(f) => upload(item, f)}>
                {(props) => (
                  <Button {...props} size="compact-xs" variant="subtle" disabled={busy}>
                    Carica file
                  </Button>
                )}
              </FileButton>
              {item.source_kind === 'manual' ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => void run(() => dossiersRemove(Number(path.projectId), path.negotiationId, item.id))}
                >
                  Elimina
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      ))}
      {canManage ? (
        <Stack gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={busy}
            onClick={() => void run(() => dossiersBuild(Number(path.projectId), path.negotiationId))}
            data-testid="dossier-build"
          >
            {items.length ? 'Aggiorna dal bando' : 'Crea dal bando'}
          </Button>
          <Group align="flex-end" gap="xs">
            <TextInput size="xs" label="Nuova voce" value={label} onChange={(e) => setLabel(e.currentTarget.value)} style={{ flex: 1 }} />
            <Switch size="xs" label="Obbligatoria" checked={required} onChange={(e) => setRequired(e.currentTarget.checked)} />
            <Button
              size="xs"
              disabled={busy || !label.trim()}
              onClick={() =>
                void run(async () => {
                  await dossiersAdd(Number(path.projectId), path.negotiationId, { label: label.trim(), required });
                  setLabel('');
                })
              }
            >
              Aggiungi voce
            </Button>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() =>
                void run(async () =>
                  setLink((await dossiersCreateLink(Number(path.projectId), path.negotiationId, { expires_in_days: 30 })).data),
                )
              }
              data-testid="dossier-link"
            >
              Link per il cliente
            </Button>
            <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => void revokeAll()}>
              Revoca i link
            </Button>
          </Group>
          {link ? (
            <Group gap="xs">
              <Text size="xs" style={{ wordBreak: 'break-all', flex: 1 }}>
                {`${window.location.origin}${link.url}`}
              </Text>
              <CopyButton value={`${window.location.origin}${link.url}`}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="light" onClick={copy}>
                    {copied ? 'Copiato' : 'Copia'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
