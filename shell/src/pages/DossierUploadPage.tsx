import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { publicDossierUpload, publicDossierView, type Schema } from '@bandi/api-client';
import {
  apiKey,
  ensureCsrfCookie,
  errorMessage,
  formatDate,
  useAppQuery,
  useAppQueryClient,
  Alert,
  Badge,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@bandi/shared-ui';

type PublicDossier = Schema<'PublicDossierView'>;

const SKIP = { skipGlobalErrorHandling: true } as const;

/**
 * `/dossier/caricamento?token=…` (public layout, docs/domain.md#dossier): the referent's upload
 * page of a negotiation's dossier. It lists the missing items (GET /api/public/dossier) and uploads
 * one file per item (POST /api/public/dossier/items/{id}/file, multipart): the item leaves the list
 * and the client's managers are told. A wrong, revoked or expired link shows "Link non valido o scaduto".
 * The dossier is the query `[...apiKey('public', 'dossier'), {token}]` (in the public layout's
 * QueryProvider); an upload's answer replaces it.
 */
export default function DossierUploadPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useAppQueryClient();
  const dossierKey = [...apiKey('public', 'dossier'), { token }];
  const view = useAppQuery({
    queryKey: dossierKey,
    queryFn: async ({ signal }) => (await publicDossierView({ token }, { ...SKIP, signal })).data,
    enabled: token !== '',
  });
  const dossier: PublicDossier | null = view.data ?? null;
  // an upload answered 404: the link was revoked or has expired meanwhile
  const [refused, setRefused] = useState(false);
  // no token, a link the API does not know (any failure of the read) or a refused upload
  const invalid = !token || view.isError || refused;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const upload = async (item: PublicDossier['items'][number], file: File | null) => {
    if (!file) return;
    setBusy(item.id);
    setError(null);
    setDone(null);
    try {
      await ensureCsrfCookie();
      const res = await publicDossierUpload(item.id, { file }, { token }, SKIP);
      client.setQueryData(dossierKey, res.data);
      setDone(`«${item.label}» caricato: lo studio lo verificherà.`);
    } catch (err) {
      if ((err as { response?: { status: number } }).response?.status === 404) setRefused(true);
      else setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  if (invalid)
    return (
      <Center mih={300}>
        <Paper withBorder p="xl" maw={480}>
          <Title order={3}>Link non valido o scaduto</Title>
          <Text mt="sm">Chiedi allo studio un nuovo link per caricare i documenti.</Text>
        </Paper>
      </Center>
    );
  if (!dossier)
    return (
      <Center mih={300}>
        <Loader />
      </Center>
    );
  return (
    <Paper withBorder p="xl" maw={720} mx="auto" data-testid="dossier-upload-page">
      <Stack>
        <Title order={2}>Documenti da caricare</Title>
        <Text>
          {dossier.client_name} · {dossier.title}
        </Text>
        <Text size="sm" c="dimmed">
          Link valido fino al {formatDate(dossier.expires_at)}. File ammessi: PDF, immagini, documenti Office e OpenDocument, al massimo 10
          MB.
        </Text>
        {done ? <Alert color="green">{done}</Alert> : null}
        {error ? <Alert color="red">{error}</Alert> : null}
        {dossier.items.length === 0 ? <Text>Non manca nessun documento: grazie!</Text> : null}
        {dossier.items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Text>{item.label}</Text>
              <Badge color="red" variant={item.status === 'scaduto' ? 'filled' : 'light'}>
                {item.status === 'scaduto' ? 'Scaduto' : 'Mancante'}
              </Badge>
              {item.required ? null : <Text size="xs">(facoltativo)</Text>}
            </Group>
            <FileButton onChange={(f) => void upload(item, f)}>
              {(props) => (
                <Button {...props} size="xs" loading={busy === item.id} disabled={busy !== null}>
                  Carica
                </Button>
              )}
            </FileButton>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
