import { useEffect, useState } from 'react';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import {
  type Schema,
  settingsCreateValue,
  settingsDeleteValue,
  settingsLists,
  settingsUpdateValue,
  settingsValues,
} from '@bandi/api-client';
import {
  AlertBox,
  apiKey,
  errorMessage,
  ifMatch,
  useAppMutation,
  useAppQueryClient,
  useRecord,
  type Paginated,
  ActionIcon,
  Button,
  Code,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  TextInput,
  Title,
} from '@bandi/shared-ui';
import { useAction, useVersionedAction } from '../common';
import type { DropdownValue } from '../types';

/**
 * Tab valori (every dropdown list, with a list selector) and tab fondi-interprofessionali (the
 * `interprofessional_funds` list): add, rename, reorder, activate/deactivate, remove values
 * (/api/settings/dropdowns/{list}). Inactive values disappear from the forms' selects. Each row
 * saves with the version listed (If-Match); a 409 opens the conflict dialog. The values of a list
 * are the query `apiKey('settings', 'dropdowns', list)`; every write invalidates it.
 */
export function DropdownValuesTab({ fixedList, title }: { fixedList?: string; title: string }) {
  const lists = useRecord<Schema<'DropdownListView'>[]>(async (signal) => (await settingsLists({ signal })).data, [], !fixedList);
  const [list, setList] = useState<string | null>(fixedList ?? null);
  useEffect(() => {
    if (!list && lists.data?.length) setList(lists.data.filter((l) => l.list !== 'interprofessional_funds')[0]?.list ?? lists.data[0].list);
  }, [list, lists.data]);
  const listName = list ?? '';
  const client = useAppQueryClient();
  const valuesKey = apiKey('settings', 'dropdowns', listName);
  const values = useRecord<Paginated<DropdownValue>>(
    async (signal) => (await settingsValues(listName, { signal })).data,
    [],
    Boolean(list),
    { queryKey: valuesKey },
  );
  /** Reads the list's values again (after a write, or "Ricarica" of a row's conflict dialog). */
  const reload = () => void client.invalidateQueries({ queryKey: valuesKey });
  const add = useAppMutation({
    mutationFn: (text: string) => settingsCreateValue(listName, { label: text }),
    onSuccess: reload,
  });
  const [label, setLabel] = useState('');
  const { busy, run } = useAction();

  return (
    <Stack gap="md" data-testid={`dropdown-tab-${fixedList ?? 'valori'}`}>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{title}</Title>
        {!fixedList ? (
          <Select
            label="Elenco"
            w={280}
            allowDeselect={false}
            data={(lists.data ?? [])
              .filter((l) => l.list !== 'interprofessional_funds')
              .map((l) => ({ value: l.list, label: `${l.label} (${l.count})` }))}
            value={list}
            onChange={setList}
            data-testid="dropdown-list"
          />
        ) : null}
      </Group>
      {values.error ? <AlertBox>{errorMessage(values.error)}</AlertBox> : null}
      <Group align="flex-end">
        <TextInput
          label="Nuovo valore"
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          maxLength={200}
          style={{ flex: 1 }}
          data-testid="dropdown-new-label"
        />
        <Button
          disabled={!label.trim() || !list}
          loading={busy === 'add'}
          onClick={() =>
            void run('add', () => add.mutateAsync(label), 'Valore aggiunto').then((ok) => {
              if (ok) setLabel('');
            })
          }
          data-testid="dropdown-add"
        >
          Aggiungi
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" data-testid="dropdown-values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Etichetta</Table.Th>
              <Table.Th>Codice</Table.Th>
              <Table.Th w={110}>Ordine</Table.Th>
              <Table.Th w={90}>Attivo</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(values.data?.data ?? []).map((v) => (
              <ValueRow key={v.id} value={v} list={listName} onChanged={reload} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * One value of a list: label and order edited in place, active switch, delete; versioned writes
 * (mutations: `onChanged`, the list's invalidation, after each).
 */
function ValueRow({ value, list, onChanged }: { value: DropdownValue; list: string; onChanged: () => void }) {
  const [label, setLabel] = useState(value.label);
  const [order, setOrder] = useState<number>(value.sort_order);
  // a reload showing other values (another user's save, "Ricarica") replaces what the row shows
  useEffect(() => {
    setLabel(value.label);
    setOrder(value.sort_order);
  }, [value.label, value.sort_order]);
  const { busy, runVersioned, dialog } = useVersionedAction<DropdownValue>((current) => {
    setLabel(current.label);
    setOrder(current.sort_order);
    onChanged();
  });
  const path = { list, id: value.id };
  const update = useAppMutation({
    mutationFn: ({ body, version }: { body: Schema<'UpdateDropdownValueDto'>; version: number | undefined }) =>
      settingsUpdateValue(path.list, path.id, body, { ...ifMatch(version) }),
    onSuccess: onChanged,
  });
  const remove = useAppMutation({
    mutationFn: (version: number | undefined) => settingsDeleteValue(path.list, path.id, { ...ifMatch(version) }),
    onSuccess: onChanged,
  });
  const dirty = label !== value.label || order !== value.sort_order;
  return (
    <Table.Tr data-testid={`dropdown-value-${value.id}`}>
      <Table.Td>
        {dialog}
        <TextInput size="xs" value={label} onChange={(e) => setLabel(e.currentTarget.value)} aria-label={`Etichetta di ${value.label}`} />
      </Table.Td>
      <Table.Td>
        {/* the technical code of the value, shown as such next to its editable label */}
        <Code>{value.value}</Code>
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          min={0}
          max={100000}
          value={order}
          onChange={(n) => setOrder(Number(n) || 0)}
          aria-label={`Ordine di ${value.label}`}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          checked={value.active}
          disabled={busy !== null}
          onChange={(e) => {
            const active = e.currentTarget.checked;
            void runVersioned('active', (v) => update.mutateAsync({ body: { active }, version: v }), value.version);
          }}
          aria-label={`Attivo: ${value.label}`}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={!dirty || !label.trim()}
            loading={busy === 'save'}
            onClick={() =>
              void runVersioned('save', (v) => update.mutateAsync({ body: { label, sort_order: order }, version: v }), value.version, {
                success: 'Valore salvato',
              })
            }
            aria-label={`Salva ${value.label}`}
          >
            <IconCheck size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            loading={busy === 'del'}
            onClick={() => void runVersioned('del', (v) => remove.mutateAsync(v), value.version, { success: 'Valore eliminato' })}
            aria-label={`Elimina ${value.label}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
