import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import {
  FormikMoneyField,
  FormikSelectField,
  FormikTextInputField,
  ActionIcon,
  Button,
  Card,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@bandi/shared-ui';
import { INVESTOR_KINDS, INVESTOR_KIND_LABELS, type RelationKind } from '@bandi/domain';
import { emptyRelated, emptyYear, type RelatedRow } from './smeForm';

const RELATION_KINDS: { value: RelationKind; label: string }[] = [
  { value: 'associated', label: 'Associata (25–50%)' },
  { value: 'connected', label: 'Collegata (>50%)' },
  { value: 'connected_by_person', label: 'Collegata tramite persona fisica' },
];
const INVESTORS = INVESTOR_KINDS.map((value) => ({ value, label: INVESTOR_KIND_LABELS[value] }));

/** Yearly figures of related enterprise `i` (used for the same year of the client's history). */
function RelatedYears({ i }: { i: number }) {
  const { values, errors } = useFormikContext<{ related: RelatedRow[] }>();
  const rows = values.related[i].history;
  const listError = getIn(errors, `related.${i}.history`);
  return (
    <FieldArray name={`related.${i}.history`}>
      {(arr) => (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Dati per anno
          </Text>
          {rows.map((_, j) => (
            <Group key={j} align="flex-end" wrap="nowrap">
              <FormikTextInputField name={`related.${i}.history.${j}.year`} label="Anno" w={90} />
              <FormikTextInputField name={`related.${i}.history.${j}.headcount`} label="ULA" w={90} />
              <FormikMoneyField name={`related.${i}.history.${j}.turnover`} label="Fatturato (EUR)" negative style={{ flex: 1 }} />
              <FormikMoneyField name={`related.${i}.history.${j}.balance_sheet_total`} label="Bilancio (EUR)" style={{ flex: 1 }} />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Rimuovi anno ${j + 1} dell'impresa ${i + 1}`}
                mb={6}
                onClick={() => arr.remove(j)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {typeof listError === 'string' ? (
            <Text size="xs" c="red">
              {listError}
            </Text>
          ) : null}
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} w="fit-content" onClick={() => arr.push(emptyYear())}>
            Aggiungi anno
          </Button>
        </Stack>
      )}
    </FieldArray>
  );
}

/**
 * "Imprese associate e collegate" card of the client form (Racc. 2003/361/CE, art. 3 and 6):
 * kind, stake, latest known figures and figures per year of each related enterprise; for a
 * partner, the art. 3(2) investor kind whose 25-50 % stake leaves the client autonomous, and the
 * amount invested (business angels: the exemption holds up to EUR 1,250,000 in total).
 */
export function RelatedCard() {
  const { values } = useFormikContext<{ related: RelatedRow[] }>();
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        Imprese associate e collegate (Racc. 2003/361/CE)
      </Title>
      <FieldArray name="related">
        {(arr) => (
          <Stack gap="sm">
            {values.related.map((r, i) => (
              <Paper key={i} withBorder p="sm" data-testid={`related-${i}`}>
                <Stack gap="xs">
                  <Group align="flex-end" wrap="nowrap">
                    <FormikSelectField
                      name={`related.${i}.kind`}
                      label="Tipo"
                      data={RELATION_KINDS}
                      allowDeselect={false}
                      searchable={false}
                      w={220}
                      data-testid={`related-kind-${i}`}
                    />
                    <FormikTextInputField
                      name={`related.${i}.name`}
                      label="Impresa"
                      style={{ flex: 1 }}
                      data-testid={`related-name-${i}`}
                    />
                    <FormikTextInputField name={`related.${i}.share_percent`} label="Quota %" w={90} data-testid={`related-share-${i}`} />
                    <ActionIcon variant="subtle" color="red" aria-label={`Rimuovi riga ${i + 1}`} mb={6} onClick={() => arr.remove(i)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  {r.kind === 'associated' ? (
                    <Group align="flex-end" wrap="nowrap">
                      <FormikSelectField
                        name={`related.${i}.investor_kind`}
                        label="Investitore esente (art. 3, par. 2)"
                        placeholder="Nessuno: impresa associata"
                        data={INVESTORS}
                        clearable
                        style={{ flex: 1 }}
                        data-testid={`related-investor-${i}`}
                      />
                      {r.investor_kind === 'business_angel' ? (
                        <FormikMoneyField
                          name={`related.${i}.invested_amount`}
                          label="Importo investito (EUR)"
                          w={200}
                          data-testid={`related-invested-${i}`}
                        />
                      ) : null}
                    </Group>
                  ) : null}
                  <Group align="flex-end" wrap="nowrap">
                    <FormikTextInputField
                      name={`related.${i}.headcount`}
                      label="ULA (ultimo dato)"
                      w={140}
                      data-testid={`related-headcount-${i}`}
                    />
                    <FormikMoneyField
                      name={`related.${i}.turnover`}
                      label="Fatturato (EUR)"
                      negative
                      style={{ flex: 1 }}
                      data-testid={`related-turnover-${i}`}
                    />
                    <FormikMoneyField
                      name={`related.${i}.balance_sheet_total`}
                      label="Bilancio (EUR)"
                      style={{ flex: 1 }}
                      data-testid={`related-balance-${i}`}
                    />
                  </Group>
                  <RelatedYears i={i} />
                </Stack>
              </Paper>
            ))}
            <Button variant="light" leftSection={<IconPlus size={16} />} w="fit-content" onClick={() => arr.push(emptyRelated())}>
              Aggiungi impresa
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Card>
  );
}
