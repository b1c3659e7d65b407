import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { FormikMoneyField, FormikTextInputField, ActionIcon, Button, Card, Checkbox, Group, Stack, Text, Title } from '@bandi/shared-ui';
import { emptyYear, type HistoryRow } from './smeForm';

/**
 * "Storico" card of the client form: one row per accounting period with staff (ULA), turnover
 * and balance-sheet total (EUR); "Stima" marks the good-faith estimate of a newly established
 * enterprise without approved accounts (Racc. 2003/361/CE, art. 4, par. 3).
 */
export function HistoryCard() {
  const { values, errors, setFieldValue } = useFormikContext<{ clients_history: HistoryRow[] }>();
  const listError = getIn(errors, 'clients_history');
  return (
    <Card withBorder>
      <Title order={4} mb="xs">
        Storico (ULA, fatturato, totale di bilancio)
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Un anno per esercizio approvato: la classe cambia solo se le soglie sono superate (o non più superate) per due esercizi consecutivi
        (art. 4, par. 2). Un&apos;impresa nuova senza conti approvati indica la stima in buona fede dell&apos;esercizio in corso (art. 4,
        par. 3).
      </Text>
      <FieldArray name="clients_history">
        {(arr) => (
          <Stack gap="xs">
            {values.clients_history.map((h, i) => {
              const estimateError = getIn(errors, `clients_history.${i}.estimate`);
              return (
                <Stack key={i} gap={2}>
                  <Group align="flex-end" wrap="nowrap">
                    <FormikTextInputField name={`clients_history.${i}.year`} label="Anno" w={90} data-testid={`history-year-${i}`} />
                    <FormikTextInputField
                      name={`clients_history.${i}.headcount`}
                      label="ULA"
                      w={90}
                      data-testid={`history-headcount-${i}`}
                    />
                    <FormikMoneyField
                      name={`clients_history.${i}.turnover`}
                      label="Fatturato (EUR)"
                      negative
                      data-testid={`history-turnover-${i}`}
                    />
                    <FormikMoneyField
                      name={`clients_history.${i}.balance_sheet_total`}
                      label="Totale di bilancio (EUR)"
                      data-testid={`history-balance-${i}`}
                    />
                    <Checkbox
                      label="Stima"
                      mb={8}
                      checked={!!h.estimate}
                      onChange={(e) => void setFieldValue(`clients_history.${i}.estimate`, e.currentTarget.checked)}
                      data-testid={`history-estimate-${i}`}
                    />
                    <ActionIcon variant="subtle" color="red" aria-label="Rimuovi anno" mb={6} onClick={() => arr.remove(i)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  {typeof estimateError === 'string' ? (
                    <Text size="xs" c="red">
                      {estimateError}
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
            {typeof listError === 'string' ? (
              <Text size="xs" c="red" data-testid="history-error">
                {listError}
              </Text>
            ) : null}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              w="fit-content"
              onClick={() => arr.push({ ...emptyYear(), estimate: false })}
            >
              Aggiungi anno
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Card>
  );
}
