import { useState } from 'react';
import { Button, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import {
  AlertBox,
  api,
  Breadcrumbs,
  errorMessage,
  fieldErrors,
  FormikSelectField,
  FormikTextInputField,
  mantineColorOf,
  MESSAGES,
  PROJECT_COLOR_LABELS,
  PROJECT_COLORS,
  requiredString,
  urlString,
  useSession,
  type Project,
  type ProjectColor,
} from '@bandi/shared-ui';
import { withCsrf } from '../session/auth';

/** Longest environment name accepted by the form. */
const NAME_MAX = 100;

/** Values of the create-environment form. */
export interface CreateProjectValues {
  name: string;
  color: ProjectColor | null;
  horizontal_logo: string;
  vertical_logo: string;
}

const schema = yup.object({
  name: requiredString().max(NAME_MAX, MESSAGES.maxLength(NAME_MAX)),
  color: yup
    .string()
    .oneOf([...PROJECT_COLORS])
    .nullable()
    .required(MESSAGES.required),
  horizontal_logo: urlString(),
  vertical_logo: urlString(),
});

/** Body of `POST /api/projects` from the form values (empty logos left out). */
export function createProjectBody(values: CreateProjectValues): {
  name: string;
  color: ProjectColor;
  horizontal_logo?: string;
  vertical_logo?: string;
} {
  return {
    name: values.name.trim(),
    color: values.color ?? 'blue',
    ...(values.horizontal_logo.trim() ? { horizontal_logo: values.horizontal_logo.trim() } : {}),
    ...(values.vertical_logo.trim() ? { vertical_logo: values.vertical_logo.trim() } : {}),
  };
}

const colorOptions = PROJECT_COLORS.map((c) => ({ value: c, label: PROJECT_COLOR_LABELS[c] }));

/**
 * `/ambiente/crea` (administrators): name, colour theme and optional logo addresses ->
 * `POST /api/projects`, then opens the new environment. 422 field errors show on the fields.
 */
export default function CreateProjectPage() {
  const navigate = useNavigate();
  const setProjectActive = useSession((s) => s.setProjectActive);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: CreateProjectValues, helpers: FormikHelpers<CreateProjectValues>) => {
    setError(null);
    try {
      const response = await withCsrf(() => api.post<Project>('projects', createProjectBody(values)));
      notifications.show({ color: 'green', title: 'Ambiente creato', message: `"${response.data.name}" è pronto.` });
      setProjectActive(response.data.id);
      void navigate(`/ambiente/${response.data.id}`);
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) {
        helpers.setErrors(fields);
        void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
      }
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Breadcrumbs items={[{ label: 'Ambienti', to: '/' }, { label: 'Nuovo ambiente' }]} />
      <Title order={1} fz="h2">
        Nuovo ambiente
      </Title>
      <Text c="dimmed">Un ambiente raccoglie utenti, clienti, referenti, richieste e bandi locali di un gruppo di lavoro.</Text>
      <AlertBox message={error} onClose={() => setError(null)} />
      <Paper withBorder p="lg" radius="md">
        <Formik<CreateProjectValues>
          initialValues={{ name: '', color: 'blue', horizontal_logo: '', vertical_logo: '' }}
          validationSchema={schema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="md">
                <FormikTextInputField name="name" label="Nome" placeholder="Es. Consulenza Nord" required maxLength={NAME_MAX} counter />
                <FormikSelectField
                  name="color"
                  label="Colore"
                  placeholder="Scegli un colore"
                  data={colorOptions}
                  required
                  allowDeselect={false}
                  renderOption={({ option }) => (
                    <Group gap="sm">
                      <ColorSwatch color={`var(--mantine-color-${mantineColorOf(option.value)}-6)`} size={16} />
                      <span>{option.label}</span>
                    </Group>
                  )}
                />
                <FormikTextInputField
                  name="horizontal_logo"
                  label="Logo orizzontale (URL)"
                  description="Mostrato nel menu laterale espanso; facoltativo."
                  placeholder="https://..."
                  type="url"
                />
                <FormikTextInputField
                  name="vertical_logo"
                  label="Logo compatto (URL)"
                  description="Mostrato nel menu laterale compresso; facoltativo."
                  placeholder="https://..."
                  type="url"
                />
                <Group justify="flex-end">
                  <Button variant="default" component={Link} to="/">
                    Annulla
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    Crea ambiente
                  </Button>
                </Group>
              </Stack>
            </Form>
          )}
        </Formik>
      </Paper>
    </Stack>
  );
}
