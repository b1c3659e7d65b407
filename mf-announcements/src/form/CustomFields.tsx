import { ActionIcon, Button, Group, Stack, TextInput, Title } from '@bandi/shared-ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { err, type TabProps } from './fields';
import type { FormValues } from './values';

export function CustomFields({ formik, readOnly, locked }: TabProps): ReactNode {
  const ro = readOnly('altro');
  const list = formik.values.announcements_custom_fields;
  const set = (next: FormValues['announcements_custom_fields']) => formik.setFieldValue('announcements_custom_fields', next);
  return (
    <Stack gap="xs">
      <Title order={4}>Campi personalizzati</Title>
      {list.map((c, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput
            label="Etichetta"
            required
            value={c.label}
            disabled={ro || locked(c)}
            maxLength={200}
            onChange={(e) => set(list.map((x, j) => (j === i ? { ...x, label: e.currentTarget.value } : x)))}
            error={err(formik, `announcements_custom_fields.${i}.label`)}
          />
          <TextInput
            label="Valore"
            value={c.value}
            disabled={ro || locked(c)}
            style={{ flex: 1 }}
            onChange={(e) => set(list.map((x, j) => (j === i ? { ...x, value: e.currentTarget.value } : x)))}
          />
          {!ro && !locked(c) ? (
            <ActionIcon variant="subtle" color="red" aria-label="Rimuovi campo" onClick={() => set(list.filter((_, j) => j !== i))} mb={4}>
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {!ro ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => set([...list, { label: '', value: '' }])}
          w="fit-content"
        >
          Aggiungi campo
        </Button>
      ) : null}
    </Stack>
  );
}
