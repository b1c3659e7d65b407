import {
  ActionIcon,
  Button,
  Group,
  MoneyInput,
  Paper,
  PercentInput,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
} from '@bandi/shared-ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Num, err, type TabProps } from './fields';

/**
 * Tab "Voci di spesa" of the announcement form: the eligible expense and grant ranges (€) and the
 * expense items, each with its minimum and maximum as an amount (€) and as a percentage, notes,
 * required attachments. Amounts and percentages are written in Italian ("3.500.000", "8,5").
 */
export function ExpensesTab({ formik, readOnly }: TabProps) {
  const ro = readOnly('voci_di_spesa');
  const items = formik.values.announcements_expense_items;
  const set = (next: Record<string, unknown>[]) => formik.setFieldValue('announcements_expense_items', next);
  const upd = (i: number, k: string, v: unknown) => set(items.map((x, j) => (j === i ? { ...x, [k]: v } : x)));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Num name="eligible_expense_min" label="Spesa ammessa min (€)" disabled={ro} />
        <Num name="eligible_expense_max" label="Spesa ammessa max (€)" disabled={ro} />
        <Num name="grant_min" label="Agevolazione concedibile min (€)" disabled={ro} />
        <Num name="grant_max" label="Agevolazione concedibile max (€)" disabled={ro} />
      </SimpleGrid>
      {items.map((e, i) => (
        <Paper key={i} withBorder p="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label="Voce di spesa"
                required
                value={String(e.description ?? '')}
                disabled={ro}
                style={{ flex: 1 }}
                onChange={(ev) => upd(i, 'description', ev.currentTarget.value)}
                error={err(formik, `announcements_expense_items.${i}.description`)}
              />
              {!ro ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Rimuovi voce"
                  onClick={() => set(items.filter((_, j) => j !== i))}
                  mb={4}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {(['min_import_value', 'min_import_percentage', 'max_import_value', 'max_import_percentage'] as const).map((k) => {
                // amounts with the Italian thousands separator ("3.500.000"), percentages 0-100 ("8,5")
                const Input = k.endsWith('percentage') ? PercentInput : MoneyInput;
                return (
                  <Input
                    key={k}
                    label={
                      {
                        min_import_value: 'Importo min (€)',
                        min_import_percentage: 'Min %',
                        max_import_value: 'Importo max (€)',
                        max_import_percentage: 'Max %',
                      }[k]
                    }
                    value={(e[k] as number | string | null) ?? ''}
                    clampBehavior="strict"
                    disabled={ro}
                    onChange={(v) => upd(i, k, v === '' ? null : Number(v))}
                  />
                );
              })}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Nota sul minimo"
                value={String(e.min_import_note ?? '')}
                disabled={ro}
                onChange={(ev) => upd(i, 'min_import_note', ev.currentTarget.value)}
              />
              <TextInput
                label="Nota sul massimo"
                value={String(e.max_import_note ?? '')}
                disabled={ro}
                onChange={(ev) => upd(i, 'max_import_note', ev.currentTarget.value)}
              />
            </SimpleGrid>
            <TagsInput
              label="Allegati richiesti"
              value={(e.required_attachment as string[]) ?? []}
              disabled={ro}
              onChange={(v) => upd(i, 'required_attachment', v)}
              placeholder="Scrivi e premi Invio"
            />
            <Textarea
              label="Note"
              value={String(e.note ?? '')}
              disabled={ro}
              autosize
              minRows={1}
              onChange={(ev) => upd(i, 'note', ev.currentTarget.value)}
            />
          </Stack>
        </Paper>
      ))}
      {!ro ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => set([...items, { description: '', required_attachment: [] }])}
          w="fit-content"
        >
          Aggiungi voce di spesa
        </Button>
      ) : null}
    </Stack>
  );
}
