import type { Schema } from '@bandi/api-client';
import { Badge, type BadgeProps, Spoiler, Table, Text } from '@mantine/core';
import { EMPTY_VALUE } from '../list/format';

/**
 * Colour and Italian label of a verdict: overall (eligible / not_eligible / unknown = "Dati
 * mancanti") or of one requirement (met / not_met; unknown = "Sconosciuto" in the requirement list).
 */
export const VERDICT_BADGE: Record<string, { color: string; label: string }> = {
  eligible: { color: 'green', label: 'Idoneo' },
  not_eligible: { color: 'red', label: 'Non idoneo' },
  unknown: { color: 'yellow', label: 'Dati mancanti' },
  met: { color: 'green', label: 'Soddisfatto' },
  not_met: { color: 'red', label: 'Non soddisfatto' },
};

/** One requirement's verdict as the eligibility answers give it (GET …/eligible-clients, …/eligible-announcements): the generated schema. */
export type RequirementVerdictView = Schema<'RequirementVerdict'>;

/** A client datum to collect (`missing_data` of an eligibility row): the generated schema. */
export type MissingDatumView = Schema<'MissingDatum'>;

/**
 * The overall verdict as a badge: Idoneo / Non idoneo / Dati mancanti (an unknown value reads as
 * "Dati mancanti"); other Badge props (size, data-testid) pass through. Used by every list and
 * page that shows a verdict (call's "Clienti idonei", client's "Bandi potenziali", the pair's page).
 */
export function VerdictBadge({ verdict, ...props }: { verdict: string; 'data-testid'?: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const v = VERDICT_BADGE[verdict] ?? VERDICT_BADGE.unknown;
  return (
    <Badge color={v.color} {...props}>
      {v.label}
    </Badge>
  );
}

/**
 * The requirement verdicts of one (announcement, client) pair: the verdict, what the announcement asks (a long
 * list, e.g. 80 ATECO divisions, folds to two lines with "Mostra tutti") and the client's value
 * that meets or breaks it, or for an unknown one the client datum to collect (its Italian label
 * from `missing` when given). Shown by the client's "Bandi potenziali" and the announcement's "Clienti idonei".
 */
export function EligibilityRequirements({
  requirements,
  missing = [],
}: {
  requirements: RequirementVerdictView[];
  missing?: MissingDatumView[];
}) {
  if (!requirements.length)
    return (
      <Text size="sm" c="dimmed">
        Il bando non pone requisiti.
      </Text>
    );
  const missingLabel = (field: string | null) => missing.find((m) => m.field === field)?.label;
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="requirements">
      <Table.Tbody>
        {requirements.map((r) => (
          <Table.Tr key={r.requirement}>
            <Table.Td>
              <Badge color={VERDICT_BADGE[r.verdict].color} variant="light">
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
                  ? `Manca il dato del cliente (${missingLabel(r.missing_field)?.replace(/^manca(no)? /, '') ?? r.missing_field})`
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
