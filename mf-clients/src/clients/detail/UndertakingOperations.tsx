import { useCallback, useEffect, useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import * as yup from 'yup';
import {
  Alert,
  AlertBox,
  FormikDateField,
  FormikMoneyField,
  MESSAGES,
  errorMessage,
  fieldErrors,
  formatDate,
  ifMatch,
  touchedError,
  useVersionConflict,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@bandi/shared-ui';
import type { UndertakingOperation, UndertakingOperationBody } from '../../types';
import {
  undertakingOperationsCreate,
  undertakingOperationsList,
  undertakingOperationsRemove,
  undertakingOperationsUpdate,
} from '@bandi/api-client';

interface Values {
  kind: 'merger' | 'split';
  operation_date: string;
  counterpart_name: string;
  counterpart_vat: string;
  allocation: 'activities' | 'equity' | '';
  equity: number | '';
  total_equity: number | '';
}

const KIND_LABELS: Record<Values['kind'], string> = { merger: 'Fusione o acquisizione', split: 'Scissione' };
const ALLOCATION_LABELS: Record<'activities' | 'equity', string> = {
  activities: 'Ha rilevato le attività che hanno beneficiato degli aiuti',
  equity: 'In proporzione al patrimonio netto',
};

/** Client-side rules of the operation form (the API checks the same and more: docs/domain.md#de-minimis). */
export const operationSchema = yup.object({
  kind: yup.string().required(MESSAGES.required),
  operation_date: yup.string().required(MESSAGES.required),
  counterpart_name: yup.string().trim().required(MESSAGES.required).max(255, MESSAGES.maxLength(255)),
  counterpart_vat: yup.string().trim().max(20, MESSAGES.maxLength(20)),
  allocation: yup.string().when('kind', { is: 'split', then: (s) => s.required(MESSAGES.required) }),
  equity: yup.mixed().when('allocation', {
    is: 'equity',
    then: () => yup.number().typeError(MESSAGES.required).required(MESSAGES.required).min(0, MESSAGES.notNegative),
  }),
  total_equity: yup.mixed().when('allocation', {
    is: 'equity',
    then: () => yup.number().typeError(MESSAGES.required).required(MESSAGES.required).min(0, MESSAGES.notNegative),
  }),
});

const cents = (eur: number | '') => (eur === '' ? null : Math.round(eur * 100));
/** The API's field names (cents, the counterpart client) on the form's. */
const FIELD_OF: Record<string, string> = {
  equity_cents: 'equity',
  total_equity_cents: 'total_equity',
  counterpart_client_id: 'counterpart_name',
};
const EMPTY: Values = {
  kind: 'merger',
  operation_date: '',
  counterpart_name: '',
  counterpart_vat: '',
  allocation: '',
  equity: '',
  total_equity: '',
};

/** The form's values of a stored operation (cents shown as euro), for "Modifica". */
function valuesOf(o: UndertakingOperation): Values {
  const eur = (c: number | null) => (c === null ? '' : c / 100);
  return {
    kind: o.kind,
    operation_date: o.operation_date,
    counterpart_name: o.counterpart_name,
    counterpart_vat: o.counterpart_vat ?? '',
    allocation: o.allocation ?? '',
    equity: eur(o.equity_cents),
    total_equity: eur(o.total_equity_cents),
  };
}

/**
 * "Aggiungi operazione" and "Modifica": a merger/acquisition or split of the client's single
 * undertaking in a modal (POST …/undertaking-operations, or PUT …/{operationId} with the loaded
 * version as If-Match: a stale version opens the conflict dialog): kind, effective date, the other
 * enterprise (name and partita IVA / codice fiscale: the API links a client of the environment with
 * that code), for a split the allocation of the former aid and, by equity, the book values in euro
 * (sent as cents).
 */
function OperationFormModal(props: {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  clientId: number;
  /** The operation being edited; null for a new one. */
  operation: UndertakingOperation | null;
  onSaved: () => void;
}) {
  const [error, setError] = useState<unknown>(null);
  const { operation } = props;
  const conflicts = useVersionConflict<UndertakingOperation>(() => props.onSaved());
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={operation ? 'Modifica operazione straordinaria' : 'Nuova operazione straordinaria'}
      size="lg"
    >
      {conflicts.dialog}
      <Formik<Values>
        initialValues={operation ? valuesOf(operation) : EMPTY}
        enableReinitialize
        validationSchema={operationSchema}
        onSubmit={async (v, helpers) => {
          setError(null);
          const split = v.kind === 'split';
          const byEquity = split && v.allocation === 'equity';
          const body: UndertakingOperationBody = {
            kind: v.kind,
            operation_date: v.operation_date,
            counterpart_name: v.counterpart_name.trim(),
            counterpart_vat: v.counterpart_vat.trim() || null,
            allocation: split && v.allocation ? v.allocation : null,
            equity_cents: byEquity ? cents(v.equity) : null,
            total_equity_cents: byEquity ? cents(v.total_equity) : null,
          };
          const path = { projectId: props.projectId, clientId: props.clientId };
          try {
            if (operation) {
              await conflicts.save(
                async (version) => {
                  await undertakingOperationsUpdate(Number(path.projectId), path.clientId, operation.id, body, { ...ifMatch(version) });
                  props.onSaved();
                },
                operation.version,
                setError,
              );
            } else {
              await undertakingOperationsCreate(Number(path.projectId), path.clientId, body);
              helpers.resetForm();
              props.onSaved();
            }
          } catch (e) {
            const fields = Object.fromEntries(Object.entries(fieldErrors(e)).map(([k, m]) => [FIELD_OF[k] ?? k, m]));
            if (Object.keys(fields).length) helpers.setErrors(fields as FormikErrors<Values>);
            setError(e);
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
          const err = (name: keyof Values) => touchedError({ touched: Boolean(touched[name]), error: errors[name] as string | undefined });
          return (
            <Form noValidate data-testid="operation-form">
              <Stack gap="sm">
                {error ? <AlertBox onClose={() => setError(null)}>{errorMessage(error)}</AlertBox> : null}
                <Group grow align="flex-start">
                  <Select
                    label="Operazione"
                    required
                    allowDeselect={false}
                    data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
                    value={values.kind}
                    onChange={(k) => void setFieldValue('kind', k ?? 'merger')}
                    data-testid="operation-kind"
                  />
                  <FormikDateField name="operation_date" label="Data di efficacia" required data-testid="operation-date" />
                </Group>
                <Group grow align="flex-start">
                  <TextInput
                    label={values.kind === 'merger' ? 'Impresa incorporata o acquisita' : 'Impresa scissa'}
                    required
                    name="counterpart_name"
                    value={values.counterpart_name}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={err('counterpart_name')}
                    data-testid="operation-counterpart_name"
                  />
                  <TextInput
                    label="Partita IVA o codice fiscale"
                    description="Se è un cliente dell’ambiente, i suoi aiuti registrati sono conteggiati"
                    name="counterpart_vat"
                    value={values.counterpart_vat}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={err('counterpart_vat')}
                    data-testid="operation-counterpart_vat"
                  />
                </Group>
                {values.kind === 'split' ? (
                  <Select
                    label="Attribuzione degli aiuti (art. 3, par. 9)"
                    required
                    data={Object.entries(ALLOCATION_LABELS).map(([value, label]) => ({ value, label }))}
                    value={values.allocation || null}
                    onChange={(a) => void setFieldValue('allocation', a ?? '')}
                    error={err('allocation')}
                    data-testid="operation-allocation"
                  />
                ) : null}
                {values.kind === 'split' && values.allocation === 'equity' ? (
                  <Group grow align="flex-start">
                    <FormikMoneyField name="equity" label="Patrimonio netto del cliente (EUR)" required data-testid="operation-equity" />
                    <FormikMoneyField
                      name="total_equity"
                      label="Patrimonio netto di tutte le nuove imprese (EUR)"
                      required
                      data-testid="operation-total_equity"
                    />
                  </Group>
                ) : null}
                <Group justify="flex-end">
                  <Button variant="default" onClick={props.onClose}>
                    Annulla
                  </Button>
                  <Button type="submit" loading={isSubmitting} data-testid="operation-save">
                    Salva
                  </Button>
                </Group>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}

/**
 * "Fusioni, acquisizioni e scissioni" of the client's state aid tab (issue 34; docs/screens.md):
 * the operations that widen its single undertaking (Reg. (UE) 2023/2831 art. 3(8), 3(9); GET
 * …/undertaking-operations) with the share of the other enterprise's aid that counts; who may
 * write clients adds ("Aggiungi operazione"), edits ("Modifica") and removes them. `onChange` runs after a change (the
 * headroom above is recomputed by the API).
 */
export function UndertakingOperations({
  projectId,
  clientId,
  canWrite,
  onChange,
}: {
  projectId: string;
  clientId: number;
  canWrite: boolean;
  onChange: () => void;
}) {
  const [ops, setOps] = useState<UndertakingOperation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The operation in the modal: 'new', one to edit, or none. */
  const [editing, setEditing] = useState<UndertakingOperation | 'new' | null>(null);
  const load = useCallback(() => {
    undertakingOperationsList(Number(projectId), clientId)
      .then((res) => setOps(res.data?.data ?? []))
      .catch((e) => setError(errorMessage(e)));
  }, [projectId, clientId]);
  useEffect(load, [load]);
  const conflicts = useVersionConflict<UndertakingOperation>(() => load());
  const remove = async (o: UndertakingOperation) => {
    if (!window.confirm(`Eliminare l’operazione con ${o.counterpart_name} del ${formatDate(o.operation_date)}?`)) return;
    await conflicts.save(
      async (v) => {
        await undertakingOperationsRemove(Number(projectId), clientId, o.id, { ...ifMatch(v) });
        load();
        onChange();
      },
      o.version,
      (e) => setError(errorMessage(e)),
    );
  };
  return (
    <Card withBorder data-testid="undertaking-operations">
      <Stack gap="sm">
        {conflicts.dialog}
        <Group justify="space-between">
          <Title order={5}>Fusioni, acquisizioni e scissioni</Title>
          {canWrite ? (
            <Button size="xs" variant="light" onClick={() => setEditing('new')} data-testid="operation-add">
              Aggiungi operazione
            </Button>
          ) : null}
        </Group>
        {error ? <Alert color="red">{error}</Alert> : null}
        {ops && !ops.length ? (
          <Text size="sm" c="dimmed">
            Nessuna operazione registrata: contano solo gli aiuti del cliente e delle imprese collegate.
          </Text>
        ) : null}
        {ops?.length ? (
          <Table data-testid="operations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Operazione</Table.Th>
                <Table.Th>Impresa</Table.Th>
                <Table.Th>Aiuti conteggiati</Table.Th>
                {canWrite ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ops.map((o) => (
                <Table.Tr key={o.id} data-testid={`operation-row-${o.id}`}>
                  <Table.Td>{formatDate(o.operation_date)}</Table.Td>
                  <Table.Td>
                    {KIND_LABELS[o.kind]}
                    <Text size="xs" c="dimmed">
                      {o.article}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {o.counterpart_name}
                    {o.counterpart_vat ? (
                      <Text size="xs" c="dimmed">
                        {o.counterpart_vat}
                        {o.counterpart_client_id ? ' · cliente' : ''}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {o.share_percent.toLocaleString('it-IT')} %
                    <Text size="xs" c="dimmed">
                      {o.description}
                    </Text>
                  </Table.Td>
                  {canWrite ? (
                    <Table.Td>
                      <Button size="xs" variant="subtle" onClick={() => setEditing(o)} data-testid={`operation-edit-${o.id}`}>
                        Modifica
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void remove(o)}
                        data-testid={`operation-delete-${o.id}`}
                      >
                        Elimina
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
      {canWrite ? (
        <OperationFormModal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          projectId={projectId}
          clientId={clientId}
          operation={editing === 'new' ? null : editing}
          onSaved={() => {
            setEditing(null);
            load();
            onChange();
          }}
        />
      ) : null}
    </Card>
  );
}
