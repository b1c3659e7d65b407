import { Badge, List, Text } from '@bandi/shared-ui';
import type { Client } from '../../types';

/** Tab "ATECO": the client's ATECO 2025 codes with their ISTAT description, the primary one marked. */
export function AtecoTab({ c }: { c: Client }) {
  return (
    <>
      <List data-testid="client-ateco">
        {(c.clients_ateco_codes ?? []).map((a) => (
          <List.Item key={a.value}>
            <b>{a.value}</b> {a.description ?? ''} {a.primary ? <Badge size="xs">Primario</Badge> : null}
          </List.Item>
        ))}
      </List>
      {!c.clients_ateco_codes?.length ? <Text c="dimmed">Nessun codice ATECO</Text> : null}
    </>
  );
}
