import { useMemo, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AlertBox,
  Breadcrumbs,
  NotFoundState,
  PageSkeleton,
  apiKey,
  errorMessage,
  ifMatch,
  useVersionConflict,
  fieldErrors,
  isValidId,
  useAppQuery,
  useRecord,
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Title,
} from '@bandi/shared-ui';
import { clientsBase } from '../paths';
import type { Client } from '../types';
import { clientSchema } from '../validation';
import { AnagraficaSection } from './form/AnagraficaSection';
import { ClientFieldInputs } from './form/ClientFieldInputs';
import { CameraliSection } from './form/CameraliSection';
import { useDuplicateChecks } from './form/duplicates';
import { DimensionSection } from './form/DimensionSection';
import { LavoroSection } from './form/LavoroSection';
import { RowsSection } from './form/RowsSection';
import { SedeSection } from './form/SedeSection';
import { toFormValues, toRequestBody, type ClientFormValues } from './form/values';
import { clientsCreate, clientsGet, clientsUpdate, referentsList } from '@bandi/api-client';

export { toFormValues, toRequestBody, type ClientFormValues } from './form/values';

const NO_OPTIONS: { value: string; label: string }[] = [];

function ReferentsField({ options }: { options: { value: string; label: string }[] }) {
  const [field, , helpers] = useField<string[]>('clients_referents');
  return (
    <MultiSelect
      label="Referenti che seguono il cliente"
      data={options}
      value={field.value}
      onChange={(v) => helpers.setValue(v)}
      searchable
      clearable
    />
  );
}

/**
 * Create (`/clienti/crea`) and edit (`/clienti/{id}/modifica`) of a client with Formik + Yup, in
 * the sections a consultant knows (docs/domain.md#clients): Anagrafica, Sede, Dati camerali, Lavoro e
 * previdenza, Banca, Referenti, Dimensione. The Italian checks run in the browser with the API's
 * own functions (@bandi/domain) and again on the server; a 422 answer puts each message on its
 * field (e.g. the partita IVA). A P.IVA or codice fiscale another client of the environment holds
 * is reported as the field is left, and again by the save's 422, with a link "Apri il cliente".
 */
export function ClientForm({ mode }: { mode: 'create' | 'edit' }) {
  const { projectId, clientId } = useParams();
  const navigate = useNavigate();
  const base = clientsBase(projectId);
  const valid = mode === 'create' || isValidId(clientId);
  const path = { projectId: projectId ?? '', clientId: clientId ?? '' };
  const record = useRecord<Client>(
    async (signal) => (await clientsGet(Number(path.projectId), Number(path.clientId), { signal })).data,
    [projectId, clientId],
    mode === 'edit' && valid,
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  // P.IVA / CF already used by another client of the environment: asked as the field is left, and after a 422
  const duplicates = useDuplicateChecks(projectId, mode === 'edit' ? clientId : undefined);
  // "Ricarica" puts the current client into the form (the Formik key below follows its version)
  const conflicts = useVersionConflict<Client>((current) => record.setData(current));
  // the environment's first 100 referents for "Referenti che seguono il cliente" (none when the request fails)
  const referentOptions = useAppQuery({
    queryKey: [...apiKey('projects', projectId, 'referents'), { take: 100 }],
    queryFn: async ({ signal }) => (await referentsList(Number(projectId ?? ''), { take: 100 }, { signal })).data,
  });
  const referents = useMemo(
    () =>
      referentOptions.data?.data.map((x) => ({
        value: String(x.id),
        label: `${x.name} ${x.surname}${x.organisation ? ` (${x.organisation})` : ''}`,
      })) ?? NO_OPTIONS,
    [referentOptions.data],
  );
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai clienti" />;
  if (mode === 'edit' && record.loading) return <PageSkeleton />;
  if (mode === 'edit' && record.error) return <AlertBox type="error" message={errorMessage(record.error)} />;

  const save = async (values: ClientFormValues, helpers: FormikHelpers<ClientFormValues>, version = record.data?.version) => {
    setSubmitError(null);
    try {
      const body = toRequestBody(
        values,
        (record.data?.clients_referents ?? []).map((r) => String(r.id)),
      );
      const res =
        mode === 'create'
          ? await clientsCreate(Number(path.projectId), body)
          : await clientsUpdate(Number(path.projectId), Number(path.clientId), body, { ...ifMatch(version) });
      navigate(`${base}/${res.data.id}`);
    } catch (err) {
      // somebody saved the client meanwhile: the dialog offers reload or keep-mine (re-submitted on the current version)
      if (conflicts.capture(err, (current) => save(values, helpers, current))) return;
      duplicates.fromError(err, values);
      const errors = fieldErrors(err);
      for (const [field, message] of Object.entries(errors)) {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      }
      setSubmitError(errorMessage(err));
    }
  };
  const submit = (values: ClientFormValues, helpers: FormikHelpers<ClientFormValues>) => save(values, helpers);

  const title = mode === 'create' ? 'Nuovo cliente' : `Modifica ${record.data?.business_name ?? 'cliente'}`;
  return (
    <Stack data-testid="form-client">
      <Breadcrumbs
        items={[
          { label: 'Clienti', to: base },
          ...(mode === 'edit' ? [{ label: record.data?.business_name ?? 'Dettaglio', to: `${base}/${clientId}` }] : []),
          { label: mode === 'create' ? 'Nuovo' : 'Modifica' },
        ]}
      />
      <Title order={2}>{title}</Title>
      {conflicts.dialog}
      <Formik key={record.data?.version ?? 0} initialValues={toFormValues(record.data)} validationSchema={clientSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack>
              {submitError ? (
                <Alert color="red" data-testid="form-error">
                  {submitError}
                </Alert>
              ) : null}
              <AnagraficaSection legacyLegalForm={record.data?.legal_form_text} duplicates={duplicates} projectId={projectId} />
              <SedeSection />
              <CameraliSection />
              <LavoroSection />
              <Card withBorder data-testid="section-banca">
                <Title order={3} mb="sm">
                  Banca
                </Title>
                <RowsSection section="clients_banks" title="Conti correnti" addLabel="Aggiungi banca" />
              </Card>
              {referents.length ? (
                <Card withBorder>
                  <ReferentsField options={referents} />
                </Card>
              ) : null}
              <Card withBorder data-testid="section-dimensione">
                <Title order={3} mb="sm">
                  Dimensione
                </Title>
                <Stack>
                  <ClientFieldInputs
                    section="dimensione"
                    // the SME block holds the manual class and the public bodies' share
                    custom={{ company_dimension_override: <DimensionSection />, public_bodies_share: null }}
                  />
                </Stack>
              </Card>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate(mode === 'edit' ? `${base}/${clientId}` : base)}>
                  Annulla
                </Button>
                <Button type="submit" loading={isSubmitting} data-testid="client-submit">
                  Salva
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
