import { Anchor, Text } from '@bandi/shared-ui';
import { Link } from 'react-router-dom';
import { referentsBase } from '../../paths';
import type { Client } from '../../types';

/** Tab "Referenti": the referents who follow the client, linked to their card when `linkReferents` (the user may read referents). */
export function ReferentsTab({ c, projectId, linkReferents }: { c: Client; projectId: string; linkReferents: boolean }) {
  return (
    <>
      {(c.clients_referents ?? []).map((r) => (
        <Text key={r.id} size="sm">
          {linkReferents ? (
            <Anchor component={Link} to={`${referentsBase(projectId)}/${r.id}`}>
              {r.name} {r.surname}
            </Anchor>
          ) : (
            `${r.name} ${r.surname}`
          )}
          {r.organisation ? ` — ${r.organisation}` : ''} {r.email ?? ''}
        </Text>
      ))}
      {!c.clients_referents?.length ? <Text c="dimmed">Nessun referente</Text> : null}
    </>
  );
}
