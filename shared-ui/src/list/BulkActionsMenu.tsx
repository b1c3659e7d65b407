import { useState, type ReactNode } from 'react';
import { Button, Group, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { AlertBox } from '../components/AlertBox';
import { errorMessage } from '../api/errors';

/** One bulk action of a list's selection bar. */
export interface BulkActionOption<A extends string> {
  action: A;
  /** The menu item, e.g. "Segna come completati". */
  label: string;
  /** The question's verb, e.g. "Completare" ("Completare 3 compiti?"). */
  verb: string;
  /** The summary's participle, e.g. "completati" ("2 di 3 completati"). */
  done: string;
  /** Mantine colour of the item and of the confirm button (red for deletions). */
  color?: string;
  /** Said after the question, e.g. "L’operazione non si può annullare." */
  warning?: string;
}

/** What a bulk action answered: counts and the refused records with their Italian reason. */
export interface BulkActionOutcome {
  total: number;
  done: number;
  refused: { key: string | number; name: string; reason: string }[];
}

/**
 * The outcome BulkActionsMenu shows, from a bulk action's answer (`{total, done, results}` of
 * POST …/bulk): the refused results, each named by `describe` (its id as key, its name or label).
 */
export function bulkOutcome<R extends { outcome: string; reason: string | null }>(
  answer: { total: number; done: number; results: R[] },
  describe: (r: R) => { key: string | number; name: string },
): BulkActionOutcome {
  return {
    total: answer.total,
    done: answer.done,
    refused: answer.results.filter((r) => r.outcome === 'refused').map((r) => ({ ...describe(r), reason: r.reason ?? '' })),
  };
}

export interface BulkActionsMenuProps<A extends string> {
  actions: BulkActionOption<A>[];
  /** The records selected (the list's total when every matching record is). */
  count: number;
  /** The record's noun, singular and plural: ['compito', 'compiti']. */
  noun: [string, string];
  /** The header of the refused records' column, e.g. "Compito". */
  recordHeader: string;
  /** The summary's word for the refused ones, agreeing with the noun: "non modificati" (default) or "non modificate". */
  notDone?: string;
  /** Fields the confirmation asks for (a Select of the new assignee…), instead of the question; none by default. */
  fields?: (action: A) => ReactNode;
  /** False while the confirmation's fields are not filled (the confirm button waits). */
  ready?: (action: A) => boolean;
  /** Sends the action; its rejection is shown in the confirmation, which stays open. */
  run: (action: A) => Promise<BulkActionOutcome>;
  /** Called when the confirmation closes without running (to reset the fields). */
  onCancel?: () => void;
  /** After the result was read: reload the list and clear the selection. */
  onFinished: () => void;
  /** Prefix of the `data-testid`s: `<prefix>-actions`, `<prefix>-<action>`, `<prefix>-confirm`, `<prefix>-summary`… */
  testId: string;
}

/**
 * The "Azioni" menu of a list's selection bar (issue 37; ListPage `bulkActions`): each action
 * asks for confirmation with the count ("Completare 3 compiti?", or its `fields`), runs once, then
 * says how many records were changed and lists each refused one with its reason. Used by the
 * task and call log lists; the client list's actions run as a queued job with progress
 * (mf-clients ClientBulkActions).
 */
export function BulkActionsMenu<A extends string>(props: BulkActionsMenuProps<A>) {
  const { actions, count, noun, recordHeader, notDone = 'non modificati', fields, ready, run, onCancel, onFinished, testId } = props;
  const [action, setAction] = useState<A | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<(BulkActionOutcome & { done_label: string }) | null>(null);
  const current = actions.find((a) => a.action === action);
  const many = (n: number) => (n === 1 ? `1 ${noun[0]}` : `${n} ${noun[1]}`);
  const asked = action ? fields?.(action) : null;

  const close = () => {
    setAction(null);
    setError(null);
    onCancel?.();
  };
  const submit = async () => {
    if (!action || !current) return;
    setBusy(true);
    setError(null);
    try {
      const result = await run(action);
      setAction(null);
      setOutcome({ ...result, done_label: current.done });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const finish = () => {
    setOutcome(null);
    onFinished();
  };

  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="light" data-testid={`${testId}-actions`}>
            Azioni
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((a) => (
            <Menu.Item key={a.action} color={a.color} onClick={() => setAction(a.action)} data-testid={`${testId}-${a.action}`}>
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>

      <Modal opened={action !== null} onClose={close} title={current ? `${current.label}: ${many(count)}` : ''} centered>
        <Stack gap="sm">
          {asked ?? (
            <Text size="sm">
              {current ? `${current.verb} ${many(count)}?` : ''}
              {current?.warning ? ` ${current.warning}` : ''}
            </Text>
          )}
          {error ? <AlertBox title="Errore">{errorMessage(error)}</AlertBox> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Chiudi
            </Button>
            <Button
              color={current?.color}
              onClick={() => void submit()}
              loading={busy}
              disabled={Boolean(action && ready && !ready(action))}
              data-testid={`${testId}-confirm`}
            >
              {current?.color === 'red' ? `${current.label} ${many(count)}` : 'Conferma'}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={outcome !== null} onClose={finish} title="Operazione completata" centered size="lg">
        {outcome ? (
          <Stack gap="sm" data-testid={`${testId}-result`}>
            <Text size="sm" data-testid={`${testId}-summary`}>
              {`${outcome.done} di ${outcome.total} ${outcome.done_label}${outcome.refused.length ? `, ${outcome.refused.length} ${notDone}` : ''}`}
            </Text>
            {outcome.refused.length ? (
              <Table striped data-testid={`${testId}-refused`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{recordHeader}</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {outcome.refused.map((r) => (
                    <Table.Tr key={r.key}>
                      <Table.Td>{r.name}</Table.Td>
                      <Table.Td>{r.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={finish} data-testid={`${testId}-close`}>
                Chiudi
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
