import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Anchor,
  Card,
  Stack,
  SHARE_LINK_HEADERS,
  ShareLinkCells,
  Table,
  Text,
  Title,
  apiKey,
  errorMessage,
  keepPreviousData,
  useAppMutation,
  useAppQuery,
  useAppQueryClient,
} from '@bandi/shared-ui';
import { publicList, publicRevoke, type Schema } from '@bandi/api-client';

/** A link of GET …/announcements/{id}/shares (docs/api.md#share-links). */
export type ShareLink = Schema<'ShareListItemView'>;

/** The status badge of a link: attivo, scaduto, revocato. */

/**
 * "Link condivisi" of an announcement in an environment (issue 35; docs/screens.md#environment-pages): the
 * call's public links, newest first, with Cliente (or the newsletter subscriber), Stato, Creato da,
 * Scadenza, Aperture, Prima/Ultima apertura, Interesse ("Sono interessato" and its date), and
 * "Revoca" on an active link after a confirmation (DELETE …/shares/{shareId}). `refreshKey`: bumped
 * by the caller after "Condividi" made a new link. Shown to who holds `announcements.share`.
 * The links are the query `apiKey('projects', projectId, 'announcements', announcementId, 'shares')`;
 * a revocation refreshes it and the client's links (SharesTab of mf-clients).
 */
export function AnnouncementShares({
  projectId,
  announcementId,
  clientsBase,
  refreshKey = 0,
}: {
  projectId: string;
  announcementId: number;
  clientsBase: string;
  refreshKey?: number;
}) {
  const client = useAppQueryClient();
  const sharesKey = apiKey('projects', projectId, 'announcements', announcementId, 'shares');
  // `refreshKey` in the key: a new link made by "Condividi" is read at once (the rows shown stay meanwhile)
  const shares = useAppQuery({
    queryKey: [...sharesKey, refreshKey],
    queryFn: async ({ signal }) => (await publicList(Number(projectId), announcementId, { signal })).data.data,
    placeholderData: keepPreviousData,
  });
  const [actionError, setActionError] = useState<string | null>(null);
  const revoke = useAppMutation({
    mutationFn: (s: ShareLink) => publicRevoke(Number(projectId), announcementId, s.id),
    // the links of this announcement, and those of the client card (SharesTab of mf-clients)
    onSuccess: (_answer, s) =>
      Promise.all([
        client.invalidateQueries({ queryKey: sharesKey }),
        s.recipient_client_id
          ? client.invalidateQueries({ queryKey: apiKey('projects', projectId, 'clients', s.recipient_client_id, 'shares') })
          : null,
      ]),
    onError: (e) => setActionError(errorMessage(e)),
  });
  const confirmRevoke = (s: ShareLink) => {
    const who = s.client_name ?? s.subscriber_email ?? 'il destinatario';
    if (!window.confirm(`Revocare il link condiviso con ${who}? Non potrà più aprire la pagina del bando.`)) return;
    revoke.mutate(s);
  };
  const rows = shares.data ?? null;
  const error = actionError ?? (shares.error ? errorMessage(shares.error) : null);
  return (
    <Card withBorder data-testid="announcement-shares">
      <Stack gap="sm">
        <Title order={4}>Link condivisi</Title>
        {error ? <Alert color="red">{error}</Alert> : null}
        {rows && !rows.length ? <Text c="dimmed">Nessun link condiviso: usa «Condividi» per crearne uno.</Text> : null}
        {rows?.length ? (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cliente</Table.Th>
                {SHARE_LINK_HEADERS.map((h, i) => (
                  <Table.Th key={i}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id} data-testid={`share-row-${s.id}`}>
                  <Table.Td>
                    {s.recipient_client_id ? (
                      <Anchor component={Link} to={`${clientsBase}/${s.recipient_client_id}`} size="sm">
                        {s.client_name ?? `Cliente ${s.recipient_client_id}`}
                      </Anchor>
                    ) : (
                      (s.subscriber_email ?? '—')
                    )}
                    {s.subscriber_email && s.recipient_client_id ? (
                      <Text size="xs" c="dimmed">
                        newsletter: {s.subscriber_email}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <ShareLinkCells share={s} onRevoke={() => confirmRevoke(s)} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
