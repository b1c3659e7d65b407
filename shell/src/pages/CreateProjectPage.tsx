import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import {
  AlertBox,
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
  useSession,
  type ProjectColor,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  notifications,
} from '@bandi/shared-ui';
import { withCsrf } from '../session/auth';
import { projectsCreate } from '@bandi/api-client';

/** Longest environment name accepted by the form. */
const NAME_MAX = 100;

/** Values of the create-environment form. */
export interface CreateProjectValues {
  name: string;
  color: ProjectColor | null;
}

const schema = yup.object({
  name: requiredString().max(NAME_MAX, MESSAGES.maxLength(NAME_MAX)),
  color: yup
    .string()
    .oneOf([...PROJECT_COLORS])
    .nullable()
    .required(MESSAGES.required),
});

/**
 * Body of `POST /api/projects` from the form values. Logos are not addresses typed here: they are
 * uploaded in the environment's settings once it exists (docs/security.md#uploads).
 */
export function createProjectBody(values: CreateProjectValues): { name: string; color: ProjectColor } {
  return { name: values.name.trim(), color: values.color ?? 'blue' };
}

const colorOptions = PROJECT_COLORS.map((c) => ({ value: c, label: PROJECT_COLOR_LABELS[c] }));

/**
 * `/ambiente/crea` (administrators): name and colour theme (logos are uploaded later, in the settings) ->
 * `POST /api/projects`, then opens the new environment. 422 field errors show on the fields.
 */
export default function CreateProjectPage() {
  const navigate = useNavigate();
  const setProjectActive = useSession((s) => s.setProjectActive);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: CreateProjectValues, helpers: FormikHelpers<CreateProjectValues>) => {
    setError(null);
    try {
      const response = await withCsrf(() => projectsCreate(createProjectBody(values)));
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
        <Formik<CreateProjectValues> initialValues={{ name: '', color: 'blue' }} validationSchema={schema} onSubmit={submit}>
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
                <Text size="sm" c="dimmed">
                  I loghi si caricano dalle impostazioni dell'ambiente, dopo averlo creato.
                </Text>
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
