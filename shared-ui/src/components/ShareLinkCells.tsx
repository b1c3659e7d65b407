import { Badge, Button, Table } from '@mantine/core';
import type { Schema } from '@bandi/api-client';
import { formatDate, formatDateTime } from '../list/format';

/**
 * What a share link row shows in both of its lists (docs/api.md#share-links): the announcement's links
 * (`ShareListItemView`) and the client's (`ClientShareListItemView`) carry the same fields.
 */
export type ShareLinkFacts = Pick<
  Schema<'ClientShareListItemView'>,
  'id' | 'status' | 'created_by_name' | 'expires_at' | 'opens_count' | 'first_opened_at' | 'last_opened_at' | 'interest' | 'interest_at'
>;

/** The status badge of a link: attivo (green), scaduto (gray), revocato (red). */
export const SHARE_STATUS: Record<ShareLinkFacts['status'], { label: string; color: string }> = {
  active: { label: 'attivo', color: 'teal' },
  expired: { label: 'scaduto', color: 'gray' },
  revoked: { label: 'revocato', color: 'red' },
};

/** The Italian headers of {@link ShareLinkCells}, in their order (the "Revoca" column has none). */
export const SHARE_LINK_HEADERS = ['Stato', 'Creato da', 'Scadenza', 'Aperture', 'Prima apertura', 'Ultima apertura', 'Interesse', ''];

/**
 * The cells of one share link after the list's own first column (issue 35, "Link condivisi" of a
 * call and of a client): Stato, Creato da, Scadenza, Aperture, Prima/Ultima apertura, Interesse
 * ("Sì, <date>" when a "Sono interessato" came through the link) and "Revoca" on an active link.
 */
export function ShareLinkCells({ share, onRevoke }: { share: ShareLinkFacts; onRevoke: () => void }) {
  return (
    <>
      <Table.Td>
        <Badge color={SHARE_STATUS[share.status].color} variant="light">
          {SHARE_STATUS[share.status].label}
        </Badge>
      </Table.Td>
      <Table.Td>{share.created_by_name ?? '—'}</Table.Td>
      <Table.Td>{formatDate(share.expires_at)}</Table.Td>
      <Table.Td>{share.opens_count}</Table.Td>
      <Table.Td>{formatDateTime(share.first_opened_at)}</Table.Td>
      <Table.Td>{formatDateTime(share.last_opened_at)}</Table.Td>
      <Table.Td>{share.interest ? `Sì, ${formatDate(share.interest_at)}` : 'No'}</Table.Td>
      <Table.Td>
        {share.status === 'active' ? (
          <Button size="xs" color="red" variant="light" onClick={onRevoke} data-testid={`share-revoke-${share.id}`}>
            Revoca
          </Button>
        ) : null}
      </Table.Td>
    </>
  );
}
