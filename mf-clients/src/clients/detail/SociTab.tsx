import { formatPercent, Text, Title } from '@bandi/shared-ui';
import type { Client } from '../../types';

/** Tab "Soci e amministratori": partners with share and fiscal code, directors with role. */
export function SociTab({ c }: { c: Client }) {
  return (
    <>
      <Title order={5}>Soci</Title>
      {(c.clients_partners ?? []).map((p, i) => (
        <Text size="sm" key={i}>
          {p.name} {p.fiscal_code ? `(${p.fiscal_code})` : ''} {p.share_percent !== null ? `— ${formatPercent(p.share_percent)}` : ''}
        </Text>
      ))}
      <Title order={5} mt="md">
        Amministratori
      </Title>
      {(c.clients_administrators ?? []).map((a, i) => (
        <Text size="sm" key={i}>
          {a.name} {a.surname} {a.role ? `— ${a.role}` : ''}
        </Text>
      ))}
    </>
  );
}
