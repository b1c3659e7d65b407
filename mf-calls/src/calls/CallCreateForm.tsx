import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, Form, Formik, getIn, type FormikErrors, type FormikTouched } from 'formik';
import * as yup from 'yup';
import {
  AlertBox,
  DateField,
  DetailPage,
  MESSAGES,
  todayInRome,
  NotFoundState,
  emailString,
  errorMessage,
  fieldErrors,
  isValidId,
  requiredString,
  touchedError,
  useRecord,
  useSession,
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  MultiSelect,
  RecordTasks,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@bandi/shared-ui';
import { callsBase } from '../paths';
import { callRights } from '../permissions';
import { useDropdown, useRemoteOptions } from '../useOptions';
import { callsCreate, clientsGet, clientsList, referentsList, type Schema } from '@bandi/api-client';
import type { Call, CallType, Option, SendTo } from '../types';

/** Props of the exposed `./CallCreateForm`. */
export interface CallCreateFormProps {
  /** Absent when the shell mounts the module as a page: then read from the route. */
  projectId?: string | number;
  /** Presets (and locks) the client: the form used from the client page. */
  clientId?: number;
  /** Called with the created call (201 answer). */
  onCreated?: (call: Call) => void;
  onCancel?: () => void;
}

interface Values {
  type: CallType;
  client_id: string | null;
  referent_id: string | null;
  company_name: string;
  call_date: string;
  note: string;
  areas_of_intervention: string[];
  send_to: SendTo[];
}

/** Today's date in Italy (docs/domain.md "Dates"). */
const today = () => todayInRome();

/** docs/rules.md#form-rules: client call needs client and referent; supplier call needs the company name. */
export const callSchema = yup.object({
  type: yup.string().oneOf(['client', 'supplier']).required(MESSAGES.required),
  client_id: yup
    .string()
    .nullable()
    .when('type', { is: 'client', then: (s) => s.required(MESSAGES.required) }),
  referent_id: yup
    .string()
    .nullable()
    .when('type', { is: 'client', then: (s) => s.required(MESSAGES.required) }),
  company_name: yup.string().when('type', { is: 'supplier', then: () => requiredString().max(255) }),
  call_date: yup.string().required(MESSAGES.required),
  note: yup.string().max(10000),
  send_to: yup
    .array()
    .of(yup.object({ name: requiredString().max(200), email: emailString().required(MESSAGES.required), active: yup.boolean() })),
});

/**
 * Exposed `./CallCreateForm`. With a `projectId` prop it is the bare form (see `CallForm`); the
 * shell mounts it without props at `/ambiente/:projectId/clienti/:clientId/richieste/crea`
 * (docs/screens.md#environment-pages), where it is the page "Nuova richiesta" of that client (`ClientCallCreatePage`).
 */
export default function CallCreateForm(props: CallCreateFormProps) {
  if (props.projectId === undefined || props.projectId === '') return <ClientCallCreatePage />;
  return <CallForm {...props} projectId={props.projectId} />;
}

/**
 * `/ambiente/:projectId/clienti/:clientId/richieste/crea`: a client call logged from the client
 * page. `projectId` and `clientId` come from the route; the client (GET
 * /api/projects/{projectId}/clients/{clientId}) is preset and locked; breadcrumbs Clienti ›
 * client › Nuova richiesta; after creation the new call's detail `/ambiente/{pid}/richieste/{id}`,
 * "Annulla" goes back to the client. Roles that may not create calls (docs/roles.md) and invalid
 * ids get the not-found state.
 */
export function ClientCallCreatePage() {
  const { projectId, clientId } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const clientsBase = `/ambiente/${encodeURIComponent(projectId ?? '')}/clienti`;
  const valid = Boolean(projectId) && isValidId(clientId) && callRights(user).create;
  const client = useRecord(
    async (signal) => (await clientsGet(Number(projectId), Number(clientId), { signal })).data,
    [projectId, clientId],
    valid,
  );
  if (!valid || !projectId) return <NotFoundState backTo={clientsBase} backLabel="Torna ai clienti" />;
  const clientPage = `${clientsBase}/${clientId}`;
  return (
    <DetailPage
      testId="client-call-create"
      title="Nuova richiesta"
      breadcrumbs={[
        { label: 'Clienti', to: clientsBase },
        { label: client.data?.business_name ?? 'Cliente', to: clientPage },
        { label: 'Nuova richiesta' },
      ]}
      loading={client.loading}
      error={client.error}
      onRetry={client.reload}
    >
      <Card withBorder padding="lg" radius="md">
        <CallForm
          projectId={projectId}
          clientId={Number(clientId)}
          onCreated={(call) => navigate(`${callsBase(projectId)}/${call.id}`)}
          onCancel={() => navigate(clientPage)}
        />
      </Card>
    </DetailPage>
  );
}

/**
 * The create form of a call (richiesta): client call (client, referent) or supplier call (company
 * name, recipients); date (default today), areas of intervention, note. The supplier option is
 * only offered to administrators and local administrators (the API answers 403 to others).
 * Server 422 errors are shown on their fields. POST /api/projects/{projectId}/calls. Once a client
 * is chosen, its open tasks stand beside the form (RecordTasks: GET …/tasks?status=open&client_id=,
 * "Nuovo compito" linked to the client for who holds tasks.write; nothing for who cannot read tasks).
 */
export function CallForm({ projectId, clientId, onCreated, onCancel }: CallCreateFormProps & { projectId: string | number }) {
  const user = useSession((s) => s.user);
  const rights = callRights(user);
  const [clientSearch, setClientSearch] = useState('');
  const [referentSearch, setReferentSearch] = useState('');
  const [submitError, setSubmitError] = useState<unknown>(null);
  const areas = useDropdown('areas_of_intervention');
  const clients = useRemoteOptions(
    clientId ? null : `clients:${projectId}`,
    (params, options) => clientsList(Number(projectId), params, options),
    clientSearch,
    (c) => ({ value: String(c.id), label: c.business_name }),
  );
  const [presetClient, setPresetClient] = useState<Option | null>(null);
  // a client call is made by one of the client's referents (the API refuses others): offer only those
  const [selectedClient, setSelectedClient] = useState<string | null>(clientId ? String(clientId) : null);
  const referents = useRemoteOptions(
    selectedClient ? `referents:${projectId}:${selectedClient}` : null,
    (params, options) => referentsList(Number(projectId), { ...params, client_id: Number(selectedClient) }, options),
    referentSearch,
    (r) => ({
      value: String(r.id),
      label: `${r.name} ${r.surname}`.trim(),
    }),
  );

  useEffect(() => {
    if (!clientId) return undefined;
    const controller = new AbortController();
    clientsGet(Number(projectId), Number(clientId), { signal: controller.signal, skipGlobalErrorHandling: true })
      .then((res) => setPresetClient({ value: String(clientId), label: res.data.business_name }))
      .catch(() => {
        if (!controller.signal.aborted) setPresetClient({ value: String(clientId), label: `Cliente n. ${clientId}` });
      });
    return () => controller.abort();
  }, [projectId, clientId]);

  const initial: Values = {
    type: 'client',
    client_id: clientId ? String(clientId) : null,
    referent_id: null,
    company_name: '',
    call_date: today(),
    note: '',
    areas_of_intervention: [],
    send_to: [],
  };

  return (
    <Formik<Values>
      initialValues={initial}
      validationSchema={callSchema}
      onSubmit={async (values, helpers) => {
        setSubmitError(null);
        const body: Schema<'CreateCallDto'> =
          values.type === 'client'
            ? {
                type: 'client',
                client_id: Number(values.client_id),
                referent_id: Number(values.referent_id),
                call_date: values.call_date,
                note: values.note || null,
                areas_of_intervention: values.areas_of_intervention,
              }
            : {
                type: 'supplier',
                company_name: values.company_name,
                send_to: values.send_to,
                call_date: values.call_date,
                note: values.note || null,
                areas_of_intervention: values.areas_of_intervention,
              };
        try {
          const res = await callsCreate(Number(projectId), body);
          onCreated?.(res.data);
        } catch (error) {
          const fields = fieldErrors(error);
          if (Object.keys(fields).length) helpers.setErrors(fields as FormikErrors<Values>);
          setSubmitError(error);
        }
      }}
    >
      {({ values, errors, touched, setFieldValue, setFieldTouched, isSubmitting, handleChange, handleBlur }) => {
        const err = (name: string) =>
          touchedError({
            touched: Boolean(getIn(touched as FormikTouched<Values>, name)),
            error: getIn(errors, name) as string | undefined,
          });
        // the chosen client's open tasks beside the form, with "Nuovo compito" (docs/screens.md "Richieste")
        const taskClient = values.type === 'client' && values.client_id ? values.client_id : null;
        const taskClientLabel =
          (clientId ? presetClient?.label : clients.options.find((o) => o.value === taskClient)?.label) ?? `Cliente n. ${taskClient}`;
        const form = (
          <Form noValidate data-testid="call-create-form">
            <Stack gap="md">
              {submitError ? <AlertBox onClose={() => setSubmitError(null)}>{errorMessage(submitError)}</AlertBox> : null}
              {rights.supplier && !clientId ? (
                <SegmentedControl
                  data-testid="call-type"
                  value={values.type}
                  onChange={(v) => void setFieldValue('type', v)}
                  data={[
                    { value: 'client', label: 'Richiesta cliente' },
                    { value: 'supplier', label: 'Richiesta fornitore' },
                  ]}
                />
              ) : null}
              {values.type === 'client' ? (
                <Group grow align="flex-start">
                  <Select
                    label="Cliente"
                    required
                    searchable
                    data-testid="call-client"
                    disabled={Boolean(clientId)}
                    data={clientId ? (presetClient ? [presetClient] : []) : clients.options}
                    value={values.client_id}
                    onChange={(v) => {
                      void setFieldValue('client_id', v);
                      if (v !== values.client_id) void setFieldValue('referent_id', null);
                      setSelectedClient(v);
                    }}
                    onBlur={() => void setFieldTouched('client_id', true)}
                    searchValue={clientId ? (presetClient?.label ?? '') : clientSearch}
                    onSearchChange={clientId ? undefined : setClientSearch}
                    filter={({ options }) => options}
                    nothingFoundMessage="Nessun cliente"
                    error={err('client_id')}
                  />
                  <Select
                    label="Referente"
                    required
                    searchable
                    data-testid="call-referent"
                    data={values.client_id ? referents.options : []}
                    disabled={!values.client_id}
                    description={values.client_id ? undefined : 'Scegli prima il cliente'}
                    value={values.referent_id}
                    onChange={(v) => void setFieldValue('referent_id', v)}
                    onBlur={() => void setFieldTouched('referent_id', true)}
                    searchValue={referentSearch}
                    onSearchChange={setReferentSearch}
                    filter={({ options }) => options}
                    nothingFoundMessage="Nessun referente collegato a questo cliente"
                    error={err('referent_id')}
                  />
                </Group>
              ) : (
                <TextInput
                  label="Azienda fornitrice"
                  required
                  name="company_name"
                  data-testid="call-company"
                  value={values.company_name}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  maxLength={255}
                  error={err('company_name')}
                />
              )}
              <Group grow align="flex-start">
                <DateField
                  label="Data della richiesta"
                  required
                  name="call_date"
                  data-testid="call-date"
                  value={values.call_date}
                  onChange={(v) => void setFieldValue('call_date', v)}
                  onBlur={() => void setFieldTouched('call_date', true)}
                  error={err('call_date')}
                />
                <MultiSelect
                  label="Ambiti di intervento"
                  data={areas}
                  value={values.areas_of_intervention}
                  onChange={(v) => void setFieldValue('areas_of_intervention', v)}
                  searchable
                  clearable
                  data-testid="call-areas"
                />
              </Group>
              <Textarea
                label="Note"
                name="note"
                data-testid="call-note"
                value={values.note}
                onChange={handleChange}
                onBlur={handleBlur}
                autosize
                minRows={3}
                maxLength={10000}
                error={err('note')}
              />
              {values.type === 'supplier' ? (
                <Card withBorder padding="md" radius="md">
                  <Text fw={500} mb="xs">
                    Destinatari
                  </Text>
                  <FieldArray name="send_to">
                    {(arr) => (
                      <Stack gap="xs">
                        {values.send_to.map((_r, i) => (
                          <Group key={i} align="flex-start" wrap="nowrap" data-testid={`call-send-to-${i}`}>
                            <TextInput
                              placeholder="Nome"
                              name={`send_to.${i}.name`}
                              value={values.send_to[i].name}
                              onChange={handleChange}
                              onBlur={handleBlur}
                              error={err(`send_to.${i}.name`)}
                              style={{ flex: 1 }}
                              aria-label={`Nome destinatario ${i + 1}`}
                            />
                            <TextInput
                              placeholder="Email"
                              name={`send_to.${i}.email`}
                              value={values.send_to[i].email}
                              onChange={handleChange}
                              onBlur={handleBlur}
                              error={err(`send_to.${i}.email`)}
                              style={{ flex: 1 }}
                              aria-label={`Email destinatario ${i + 1}`}
                            />
                            <Switch
                              mt={8}
                              label="Attivo"
                              checked={values.send_to[i].active}
                              onChange={(e) => void setFieldValue(`send_to.${i}.active`, e.currentTarget.checked)}
                            />
                            <ActionIcon
                              mt={4}
                              variant="subtle"
                              color="red"
                              onClick={() => arr.remove(i)}
                              aria-label={`Rimuovi destinatario ${i + 1}`}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Group>
                        ))}
                        <Group>
                          <Button
                            variant="light"
                            size="xs"
                            leftSection={<IconPlus size={14} />}
                            onClick={() => arr.push({ name: '', email: '', active: true })}
                            data-testid="call-add-recipient"
                          >
                            Aggiungi destinatario
                          </Button>
                        </Group>
                      </Stack>
                    )}
                  </FieldArray>
                </Card>
              ) : null}
              <Group justify="flex-end">
                {onCancel ? (
                  <Button variant="default" onClick={onCancel}>
                    Annulla
                  </Button>
                ) : null}
                <Button type="submit" loading={isSubmitting} data-testid="call-submit">
                  Salva richiesta
                </Button>
              </Group>
            </Stack>
          </Form>
        );
        // one grid in both cases, so that the form stays mounted when the column appears
        return (
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: taskClient ? 8 : 12 }}>{form}</Grid.Col>
            {taskClient ? (
              <Grid.Col span={{ base: 12, md: 4 }} data-testid="call-client-tasks">
                <RecordTasks
                  key={taskClient}
                  projectId={String(projectId)}
                  link={{ client_id: Number(taskClient) }}
                  linkLabel={taskClientLabel}
                  title="Compiti aperti del cliente"
                />
              </Grid.Col>
            ) : null}
          </Grid>
        );
      }}
    </Formik>
  );
}
