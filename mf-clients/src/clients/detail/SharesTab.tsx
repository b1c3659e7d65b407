import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  apiClient,
  errorMessage,
  Anchor,
  Group,
  Pagination,
  SHARE_LINK_HEADERS,
  ShareLinkCells,
  Stack,
  Table,
  Text,
} from '@bandi/shared-ui';
import type { Schema } from '@bandi/api-client';
import { clientsBase } from '../../paths';

/** A link of GET …/clients/{clientId}/shares (docs/api.md#share-links). */
export type ClientShareLink = Schema<'ClientShareListItemView'>;

/** Rows per page of the tab. */
export const SHARES_PAGE_SIZE = 15;

/**
 * "Link condivisi" of the client card (issue 35; docs/screens.md#environment-pages): the public links
 * of calls shared with the client (directly, from its call logs or by newsletter), newest first,
 * 15 a page: Bando, Stato (attivo/scaduto/revocato), Creato da, Scadenza, Aperture, Prima/Ultima
 * apertura, Interesse ("Sono interessato" with its date), and "Revoca" on an active link after a
 * confirmation (DELETE …/announcements/{id}/shares/{shareId}). Shown to who holds
 * `announcements.share`.
 */
export function SharesTab({ projectId, clientId }: { projectId: string; clientId: number }) {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ClientShareLink[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    apiClient
      .get('/projects/{projectId}/clients/{clientId}/shares', {
        path: { projectId, clientId },
        query: { skip: (page - 1) * SHARES_PAGE_SIZE, take: SHARES_PAGE_SIZE },
      })
      .then((res) => {
        setRows(res.data.data);
        setTotal(res.data.total);
      })
      .catch((e) => setError(errorMessage(e)));
  }, [projectId, clientId, page]);
  useEffect(load, [load]);
  const revoke = async (s: ClientShareLink) => {
    if (!window.confirm(`Revocare il link del bando «${s.announcement_name}»? Il cliente non potrà più aprirlo.`)) return;
    try {
      await apiClient.delete('/projects/{projectId}/announcements/{announcementId}/shares/{shareId}', {
        path: { projectId, announcementId: s.announcement_id, shareId: s.id },
      });
      load();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Stack data-testid="shares-tab">
      {error ? <Alert color="red">{error}</Alert> : null}
      {rows && !rows.length ? <Text c="dimmed">Nessun link condiviso con questo cliente.</Text> : null}
      {rows?.length ? (
        <Table striped data-testid="shares-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bando</Table.Th>
              {SHARE_LINK_HEADERS.map((h, i) => (
                <Table.Th key={i}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id} data-testid={`share-row-${s.id}`}>
                <Table.Td>
                  <Anchor component={Link} to={`${clientsBase(projectId)}/${clientId}/bandi/${s.announcement_id}`} size="sm">
                    {s.announcement_name}
                  </Anchor>
                  {s.subscriber_email ? (
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
      {total > SHARES_PAGE_SIZE ? (
        <Group justify="flex-end">
          <Pagination total={Math.ceil(total / SHARES_PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
