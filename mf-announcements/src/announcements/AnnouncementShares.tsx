import { useCallback, useEffect, useState } from 'react';
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
  apiClient,
  errorMessage,
} from '@bandi/shared-ui';
import type { Schema } from '@bandi/api-client';

/** A link of GET …/announcements/{id}/shares (docs/api.md#share-links). */
export type ShareLink = Schema<'ShareListItemView'>;

/** The status badge of a link: attivo, scaduto, revocato. */

/**
 * "Link condivisi" of an announcement in an environment (issue 35; docs/screens.md#environment-pages): the
 * call's public links, newest first, with Cliente (or the newsletter subscriber), Stato, Creato da,
 * Scadenza, Aperture, Prima/Ultima apertura, Interesse ("Sono interessato" and its date), and
 * "Revoca" on an active link after a confirmation (DELETE …/shares/{shareId}). `refreshKey`: bumped
 * by the caller after "Condividi" made a new link. Shown to who holds `announcements.share`.
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
  const [rows, setRows] = useState<ShareLink[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const path = { projectId, announcementId };
  const load = useCallback(() => {
    apiClient
      .get('/projects/{projectId}/announcements/{announcementId}/shares', { path: { projectId, announcementId } })
      .then((res) => setRows(res.data.data))
      .catch((e) => setError(errorMessage(e)));
  }, [projectId, announcementId]);
  useEffect(load, [load, refreshKey]);
  const revoke = async (s: ShareLink) => {
    const who = s.client_name ?? s.subscriber_email ?? 'il destinatario';
    if (!window.confirm(`Revocare il link condiviso con ${who}? Non potrà più aprire la pagina del bando.`)) return;
    try {
      await apiClient.delete('/projects/{projectId}/announcements/{announcementId}/shares/{shareId}', {
        path: { ...path, shareId: s.id },
      });
      load();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
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
                  <ShareLinkCells share={s} onRevoke={() => void revoke(s)} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
