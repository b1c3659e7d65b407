import { EMPTY_VALUE, Badge, Spoiler, Table, Text } from '@bandi/shared-ui';
import type { EligibleAnnouncement } from '../../types';

export const VERDICT_BADGE: Record<string, { color: string; label: string }> = {
  eligible: { color: 'green', label: 'Idoneo' },
  not_eligible: { color: 'red', label: 'Non idoneo' },
  unknown: { color: 'yellow', label: 'Dati mancanti' },
  met: { color: 'green', label: 'Soddisfatto' },
  not_met: { color: 'red', label: 'Non soddisfatto' },
};

/**
 * Requirement verdicts of one call for one client (also used by the per-client call view): the
 * verdict, what the call asks (a long list, e.g. 80 ATECO divisions, folds to two lines with
 * "Mostra tutti") and the client's value that meets or breaks it (issue 39, defect 7).
 */
export function RequirementList({ row }: { row: EligibleAnnouncement }) {
  if (!row.requirements.length)
    return (
      <Text size="sm" c="dimmed">
        Il bando non pone requisiti.
      </Text>
    );
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="requirements">
      <Table.Tbody>
        {row.requirements.map((r) => (
          <Table.Tr key={r.requirement}>
            <Table.Td>
              <Badge color={VERDICT_BADGE[r.verdict === 'unknown' ? 'unknown' : r.verdict].color} variant="light">
                {r.verdict === 'unknown' ? 'Sconosciuto' : VERDICT_BADGE[r.verdict].label}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {r.label}
              </Text>
            </Table.Td>
            <Table.Td>
              <Spoiler maxHeight={44} showLabel="Mostra tutti" hideLabel="Mostra meno">
                <Text size="sm">Richiesto: {r.required || EMPTY_VALUE}</Text>
              </Spoiler>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={r.verdict === 'unknown' ? 'orange' : undefined}>
                {r.verdict === 'unknown'
                  ? `Manca il dato del cliente (${r.missing_field})`
                  : r.client_value
                    ? `Cliente: ${r.client_value}`
                    : ''}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
