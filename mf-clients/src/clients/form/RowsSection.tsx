import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, useField } from 'formik';
import { FormikTextInputField, ActionIcon, Button, Card, Group, Stack, Title } from '@bandi/shared-ui';
import { ROWS, emptyRow, type Row, type RowSection } from './values';

/** A repeatable section: one row of text inputs per entry, add and remove. */
export function RowsSection({ section, title, addLabel }: { section: RowSection; title: string; addLabel: string }) {
  const [field] = useField<Row[]>(section);
  const rows = field.value ?? [];
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        {title}
      </Title>
      <FieldArray name={section}>
        {(arr) => (
          <Stack gap="xs">
            {rows.map((row, i) => (
              <Group key={i} align="flex-end" wrap="nowrap">
                {ROWS[section].map((col) => (
                  <FormikTextInputField
                    key={col.key}
                    name={`${section}.${i}.${col.key}`}
                    label={col.label}
                    w={col.w}
                    maxLength={col.maxLength}
                    style={col.w ? undefined : { flex: 1 }}
                  />
                ))}
                <ActionIcon variant="subtle" color="red" aria-label={`Rimuovi riga ${i + 1}`} onClick={() => arr.remove(i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button variant="light" leftSection={<IconPlus size={16} />} w="fit-content" onClick={() => arr.push(emptyRow(section))}>
              {addLabel}
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Card>
  );
}
