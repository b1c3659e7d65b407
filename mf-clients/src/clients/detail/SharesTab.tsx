import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  apiKey,
  errorMessage,
  keepPreviousData,
  useAppMutation,
  useAppQuery,
  useAppQueryClient,
  Anchor,
  Group,
  Pagination,
  SHARE_LINK_HEADERS,
  ShareLinkCells,
  Stack,
  Table,
  Text,
} from '@bandi/shared-ui';
import { publicListForClient, publicRevoke, type Schema } from '@bandi/api-client';
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
 * `announcements.share`. The pages are the query `apiKey('projects', projectId, 'clients', clientId,
 * 'shares')` and the page; a revocation refreshes it and the announcement's links.
 */
export function SharesTab({ projectId, clientId }: { projectId: string; clientId: number }) {
  const [page, setPage] = useState(1);
  const client = useAppQueryClient();
  const sharesKey = apiKey('projects', projectId, 'clients', clientId, 'shares');
  // the page being left stays while the next one loads
  const shares = useAppQuery({
    queryKey: [...sharesKey, page],
    queryFn: async ({ signal }) =>
      (await publicListForClient(Number(projectId), clientId, { skip: (page - 1) * SHARES_PAGE_SIZE, take: SHARES_PAGE_SIZE }, { signal }))
        .data,
    placeholderData: keepPreviousData,
  });
  const [actionError, setActionError] = useState<string | null>(null);
  const revoke = useAppMutation({
    mutationFn: (s: ClientShareLink) => publicRevoke(Number(projectId), s.announcement_id, s.id),
    // the links of this client, and those of the announcement's card (AnnouncementShares of mf-announcements)
    onSuccess: (_answer, s) =>
      Promise.all([
        client.invalidateQueries({ queryKey: sharesKey }),
        client.invalidateQueries({ queryKey: apiKey('projects', projectId, 'announcements', s.announcement_id, 'shares') }),
      ]),
    onError: (e) => setActionError(errorMessage(e)),
  });
  const confirmRevoke = (s: ClientShareLink) => {
    if (!window.confirm(`Revocare il link del bando «${s.announcement_name}»? Il cliente non potrà più aprirlo.`)) return;
    revoke.mutate(s);
  };
  const rows = shares.data?.data ?? null;
  const total = shares.data?.total ?? 0;
  const error = actionError ?? (shares.error ? errorMessage(shares.error) : null);
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
                <ShareLinkCells share={s} onRevoke={() => confirmRevoke(s)} />
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
