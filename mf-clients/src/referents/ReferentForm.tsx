import { useMemo, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AlertBox,
  Breadcrumbs,
  FormikTextInputField,
  MESSAGES,
  NotFoundState,
  PageSkeleton,
  apiKey,
  emailString,
  errorMessage,
  fieldErrors,
  isValidId,
  useAppQuery,
  useRecord,
  useVersionConflict,
  ifMatch,
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@bandi/shared-ui';
import { referentsBase } from '../paths';
import type { Referent } from '../types';
import { clientsList, referentsCreate, referentsGet, referentsUpdate } from '@bandi/api-client';

interface Values {
  name: string;
  surname: string;
  email: string;
  phone: string;
  organisation: string;
  notes: string;
  client_ids: string[];
}

const schema = yup.object({
  name: yup.string().trim().required(MESSAGES.required).max(100),
  surname: yup.string().trim().required(MESSAGES.required).max(100),
  email: emailString().nullable(),
});

function NotesField() {
  const [field] = useField<string>('notes');
  return <Textarea label="Note" autosize minRows={2} {...field} />;
}

function ClientsField({ options }: { options: { value: string; label: string }[] }) {
  const [field, , helpers] = useField<string[]>('client_ids');
  return (
    <MultiSelect label="Clienti seguiti" data={options} value={field.value} onChange={(v) => helpers.setValue(v)} searchable clearable />
  );
}

const NO_OPTIONS: { value: string; label: string }[] = [];

/**
 * Create (`/referenti/crea`) and edit (`/referenti/{id}/modifica`) of a referent (Formik + Yup).
 * "Clienti seguiti" offers the environment's first 100 clients (GET /api/projects/{id}/clients?take=100,
 * the query `[...apiKey('projects', projectId, 'clients'), {take: 100}]`; none when it fails) and
 * the referent's own.
 */
export function ReferentForm({ mode }: { mode: 'create' | 'edit' }) {
  const { projectId, referentId } = useParams();
  const navigate = useNavigate();
  const base = referentsBase(projectId);
  const valid = mode === 'create' || isValidId(referentId);
  const path = { projectId: projectId ?? '', referentId: referentId ?? '' };
  const record = useRecord<Referent>(
    async (signal) => (await referentsGet(Number(path.projectId), Number(path.referentId), { signal })).data,
    [projectId, referentId],
    mode === 'edit' && valid,
  );
  const clientOptions = useAppQuery({
    queryKey: [...apiKey('projects', projectId, 'clients'), { take: 100 }],
    queryFn: async ({ signal }) => (await clientsList(Number(projectId ?? ''), { take: 100 }, { signal })).data,
  });
  const clients = useMemo(
    () => clientOptions.data?.data.map((c) => ({ value: String(c.id), label: c.business_name })) ?? NO_OPTIONS,
    [clientOptions.data],
  );
  const [error, setError] = useState<string | null>(null);
  // a save that lost the race: "Ricarica" puts the current referent into the form (Formik key follows its version)
  const conflicts = useVersionConflict<Referent>((current) => record.setData(current));
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai referenti" />;
  if (mode === 'edit' && record.loading) return <PageSkeleton />;
  if (mode === 'edit' && record.error) return <AlertBox type="error" message={errorMessage(record.error)} />;
  const r = record.data;
  const initial: Values = {
    name: r?.name ?? '',
    surname: r?.surname ?? '',
    email: r?.email ?? '',
    phone: r?.phone ?? '',
    organisation: r?.organisation ?? '',
    notes: r?.notes ?? '',
    client_ids: (r?.clients ?? []).map((c) => String(c.id)),
  };
  const options = [...clients, ...(r?.clients ?? []).map((c) => ({ value: String(c.id), label: c.business_name }))].filter(
    (o, i, all) => all.findIndex((x) => x.value === o.value) === i,
  );
  const save = async (v: Values, helpers: FormikHelpers<Values>, version = r?.version) => {
    setError(null);
    const body = {
      name: v.name.trim(),
      surname: v.surname.trim(),
      email: v.email.trim() || null,
      phone: v.phone.trim() || null,
      organisation: v.organisation.trim() || null,
      notes: v.notes.trim() || null,
      client_ids: v.client_ids.map(Number),
    };
    try {
      const res =
        mode === 'create'
          ? await referentsCreate(Number(path.projectId), body)
          : await referentsUpdate(Number(path.projectId), Number(path.referentId), body, { ...ifMatch(version) });
      navigate(`${base}/${res.data.id}`);
    } catch (err) {
      if (conflicts.capture(err, (current) => save(v, helpers, current))) return;
      for (const [f, m] of Object.entries(fieldErrors(err))) {
        helpers.setFieldTouched(f, true, false);
        helpers.setFieldError(f, m);
      }
      setError(errorMessage(err));
    }
  };
  const submit = (v: Values, helpers: FormikHelpers<Values>) => save(v, helpers);
  return (
    <Stack data-testid="form-referent">
      <Breadcrumbs items={[{ label: 'Referenti', to: base }, { label: mode === 'create' ? 'Nuovo' : 'Modifica' }]} />
      <Title order={2}>{mode === 'create' ? 'Nuovo referente' : 'Modifica referente'}</Title>
      {conflicts.dialog}
      <Formik key={r?.version ?? 0} initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Card withBorder>
              <Stack>
                {error ? <Alert color="red">{error}</Alert> : null}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <FormikTextInputField name="name" label="Nome" withAsterisk />
                  <FormikTextInputField name="surname" label="Cognome" withAsterisk />
                  <FormikTextInputField name="email" label="Email" type="email" />
                  <FormikTextInputField name="phone" label="Telefono" />
                  <FormikTextInputField name="organisation" label="Organizzazione" />
                </SimpleGrid>
                <ClientsField options={options} />
                <NotesField />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => navigate(mode === 'edit' ? `${base}/${referentId}` : base)}>
                    Annulla
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    Salva
                  </Button>
                </Group>
              </Stack>
            </Card>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
