import { EMPTY_VALUE, formatMoney, formatNumber, formatPercent, Badge, Group, List, Stack, Table, Text, Title } from '@bandi/shared-ui';
import { INVESTOR_KIND_LABELS, dimensionLabel, type CompanyDimension } from '@bandi/domain';
import { DIMENSION_LABELS, type Client, type Relation } from '../../types';

const eur = (v: number | null | undefined) => formatMoney(v);
const ula = (v: number | null | undefined) => formatNumber(v);
/** "micro impresa" ... (lower case: the title above carries the short label) */
const dimension = (d: CompanyDimension | null | undefined) => (d ? dimensionLabel(d) : EMPTY_VALUE);
const RELATION_LABELS = { associated: 'Associata', connected: 'Collegata', connected_by_person: 'Collegata tramite persona fisica' };

/**
 * "Dimensione" tab of the client card (Racc. 2003/361/CE, docs/domain.md "SME size"): the
 * effective class (manual or computed), the explanation with every rule applied and its
 * article, the outcome of each accounting period (class of the year and class held after the
 * two-year rule of art. 4(2)), the aggregation of the reference year, the client's own yearly
 * figures and the related enterprises with their art. 3(2) investor kind.
 */
export function DimensionPanel({ client: c }: { client: Client }) {
  const dim = c.company_dimension_details;
  const related = (['associated', 'connected', 'connected_by_person'] as const).flatMap((kind) =>
    ((c[`${kind}_companies`] ?? []) as Relation[]).map((r) => ({ ...r, kind })),
  );
  return (
    <Stack data-testid="client-dimension">
      <Group>
        <Title order={4}>{dim?.effective ? DIMENSION_LABELS[dim.effective] : 'Non calcolabile'}</Title>
        {dim?.manual ? (
          <Badge color="orange">Indicata manualmente (calcolata: {dim.computed ? DIMENSION_LABELS[dim.computed] : 'n.d.'})</Badge>
        ) : (
          <Badge>Calcolata</Badge>
        )}
        {dim?.decided_by ? <Badge variant="light">Regola decisiva: {dim.decided_by}</Badge> : null}
      </Group>
      <Text size="sm" data-testid="dimension-reason">
        {dim?.reason}
      </Text>
      {dim?.rules?.length ? (
        <>
          <Title order={5}>Regole applicate (Racc. 2003/361/CE, allegato)</Title>
          <List size="sm" data-testid="dimension-rules">
            {dim.rules.map((r, i) => (
              <List.Item key={i}>
                {r.text} ({r.article})
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
      {dim?.years?.length ? (
        <>
          <Title order={5}>Esercizi (dati aggregati)</Title>
          <Table data-testid="dimension-years">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Anno</Table.Th>
                <Table.Th>ULA</Table.Th>
                <Table.Th>Fatturato</Table.Th>
                <Table.Th>Totale di bilancio</Table.Th>
                <Table.Th>Soglie dell&apos;anno</Table.Th>
                <Table.Th>Classe applicata</Table.Th>
                <Table.Th>Nota</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dim.years.map((y) => (
                <Table.Tr key={`${y.year}-${y.estimate}`}>
                  <Table.Td>
                    {y.year} {y.estimate ? <Badge size="xs">stima</Badge> : null}
                  </Table.Td>
                  <Table.Td>{ula(y.totals?.headcount)}</Table.Td>
                  <Table.Td>{eur(y.totals?.turnover)}</Table.Td>
                  <Table.Td>{eur(y.totals?.balance_sheet_total)}</Table.Td>
                  <Table.Td>{dimension(y.class)}</Table.Td>
                  <Table.Td>{dimension(y.status)}</Table.Td>
                  <Table.Td>{y.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
      {dim?.steps?.length ? (
        <>
          <Title order={5}>Calcolo{dim.reference_year ? ` dell'esercizio ${dim.reference_year}` : ''}</Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Impresa</Table.Th>
                <Table.Th>Quota considerata</Table.Th>
                <Table.Th>ULA</Table.Th>
                <Table.Th>Fatturato</Table.Th>
                <Table.Th>Totale di bilancio</Table.Th>
                <Table.Th>Dati</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dim.steps.map((st, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{st.label}</Table.Td>
                  <Table.Td>{formatPercent(st.factor * 100, EMPTY_VALUE, 0)}</Table.Td>
                  <Table.Td>{ula(st.headcount)}</Table.Td>
                  <Table.Td>{eur(st.turnover)}</Table.Td>
                  <Table.Td>{eur(st.balance_sheet_total)}</Table.Td>
                  <Table.Td>{st.year ? `esercizio ${st.year}` : 'ultimo dato noto'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
      <Title order={5}>Storico</Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Anno</Table.Th>
            <Table.Th>ULA</Table.Th>
            <Table.Th>Fatturato</Table.Th>
            <Table.Th>Totale di bilancio</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(c.clients_history ?? []).map((h) => (
            <Table.Tr key={h.year}>
              <Table.Td>
                {h.year} {h.estimate ? <Badge size="xs">stima</Badge> : null}
              </Table.Td>
              <Table.Td>{ula(h.headcount)}</Table.Td>
              <Table.Td>{eur(h.turnover)}</Table.Td>
              <Table.Td>{eur(h.balance_sheet_total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {related.length ? (
        <>
          <Title order={5}>Imprese associate e collegate</Title>
          <Table data-testid="dimension-related">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Impresa</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Quota</Table.Th>
                <Table.Th>Investitore (art. 3, par. 2)</Table.Th>
                <Table.Th>Importo investito</Table.Th>
                <Table.Th>Anni con dati</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {related.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{RELATION_LABELS[r.kind]}</Table.Td>
                  <Table.Td>{formatPercent(r.share_percent)}</Table.Td>
                  <Table.Td>{r.investor_kind ? INVESTOR_KIND_LABELS[r.investor_kind] : EMPTY_VALUE}</Table.Td>
                  <Table.Td>{eur(r.invested_amount)}</Table.Td>
                  <Table.Td>{r.history?.length ? r.history.map((h) => h.year).join(', ') : EMPTY_VALUE}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}
