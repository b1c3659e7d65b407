import { Card, Stack, Text, Title } from '@bandi/shared-ui';
import { placeLabel } from '../../format';
import type { Client } from '../../types';

/** Tab "Sedi": the legal seat and the operating seats (address, CAP, comune and province, region). */
export function SediTab({ c }: { c: Client }) {
  return (
    <Stack>
      <Card withBorder>
        <Title order={5}>Sede legale</Title>
        {c.client_legal_location ? (
          <Text size="sm">
            {[
              c.client_legal_location.address,
              c.client_legal_location.postal_code,
              placeLabel(c.client_legal_location.city, c.client_legal_location.province),
              c.client_legal_location.region_name,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Non indicata
          </Text>
        )}
      </Card>
      {(c.clients_location ?? []).map((l, i) => (
        <Card withBorder key={i}>
          <Title order={5}>Sede operativa</Title>
          <Text size="sm">{[l.address, l.postal_code, placeLabel(l.city, l.province), l.region_name].filter(Boolean).join(' · ')}</Text>
        </Card>
      ))}
    </Stack>
  );
}
