import { EMPTY_VALUE, Table, Text } from '@bandi/shared-ui';
import type { Client } from '../../types';

/** An IBAN in its printed form, groups of four characters ("IT60 X054 2811 …"). */
export const printIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Tab "Banca": the client's bank accounts (bank, IBAN as printed, branch). */
export function BancaTab({ c }: { c: Client }) {
  const banks = c.clients_banks ?? [];
  if (!banks.length) return <Text c="dimmed">Nessun conto indicato</Text>;
  return (
    <Table data-testid="client-banks">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Banca</Table.Th>
          <Table.Th>IBAN</Table.Th>
          <Table.Th>Filiale</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {banks.map((b, i) => (
          <Table.Tr key={i}>
            <Table.Td>{b.name}</Table.Td>
            <Table.Td style={{ fontFamily: 'monospace' }}>{b.iban ? printIban(b.iban) : EMPTY_VALUE}</Table.Td>
            <Table.Td>{b.branch ?? EMPTY_VALUE}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
