import { useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Form, Formik } from 'formik';
import {
  AlertBox,
  api,
  errorMessage,
  fieldErrors,
  FormikPasswordField,
  FormikTextInputField,
  passwordChangeSchema,
  profileSchema,
  USER_TYPE_LABELS,
  UserAvatar,
  useSession,
  type User,
} from '@bandi/shared-ui';
import { withCsrf } from '../session/auth';

/** Values of the profile form. */
interface ProfileValues {
  name: string;
  surname: string;
  phone: string;
}

/** Values of the password-change form. */
interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * Profile (`/admin/profile` and `/ambiente/{projectId}/profile`, SPEC §2.2, §2.3, §5.2): personal
 * data (name and surname required, phone) -> `PUT /api/profile`, and password change
 * (old password, new password twice, min 6) -> `PUT /api/profile/password`.
 */
export default function ProfilePage() {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const [profileError, setProfileError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  if (!user) return null;

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} fz="h2">
        Il mio profilo
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Group gap="md" wrap="nowrap">
          <UserAvatar name={user.name} surname={user.surname} src={user.logo} size="xl" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" truncate="end">
              {user.fullName || `${user.name} ${user.surname}`}
            </Text>
            <Text c="dimmed" size="sm" truncate="end">
              {user.email}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{USER_TYPE_LABELS[user.type] ?? user.type}</Badge>
              {user.projects.length > 0 && (
                <Text size="xs" c="dimmed">
                  {user.projects.length === 1 ? '1 ambiente' : `${user.projects.length} ambienti`}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
      </Paper>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="lg" radius="md" h="100%">
            <Title order={2} fz="h4" mb="md">
              Dati personali
            </Title>
            <AlertBox message={profileError} onClose={() => setProfileError(null)} mb="md" />
            <Formik<ProfileValues>
              initialValues={{ name: user.name ?? '', surname: user.surname ?? '', phone: user.phone ?? '' }}
              validationSchema={profileSchema}
              enableReinitialize
              onSubmit={async (values, helpers) => {
                setProfileError(null);
                try {
                  const body = { name: values.name.trim(), surname: values.surname.trim(), phone: values.phone.trim() || null };
                  const response = await withCsrf(() => api.put<User>('profile', body));
                  setUser(response.data);
                  notifications.show({ color: 'green', title: 'Profilo aggiornato', message: 'I tuoi dati sono stati salvati.' });
                } catch (e) {
                  const fields = fieldErrors(e);
                  if (Object.keys(fields).length) {
                    helpers.setErrors(fields);
                    void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
                  }
                  setProfileError(errorMessage(e));
                }
              }}
            >
              {({ isSubmitting, dirty }) => (
                <Form noValidate>
                  <Stack gap="md">
                    <FormikTextInputField name="name" label="Nome" required autoComplete="given-name" />
                    <FormikTextInputField name="surname" label="Cognome" required autoComplete="family-name" />
                    <FormikTextInputField name="phone" label="Telefono" type="tel" autoComplete="tel" />
                    <Group justify="flex-end">
                      <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                        Salva
                      </Button>
                    </Group>
                  </Stack>
                </Form>
              )}
            </Formik>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="lg" radius="md" h="100%">
            <Title order={2} fz="h4" mb="md">
              Cambia password
            </Title>
            <AlertBox message={passwordError} onClose={() => setPasswordError(null)} mb="md" />
            <Formik<PasswordValues>
              initialValues={{ old_password: '', password: '', password_confirmation: '' }}
              validationSchema={passwordChangeSchema}
              onSubmit={async (values, helpers) => {
                setPasswordError(null);
                try {
                  await withCsrf(() => api.put('profile/password', values));
                  helpers.resetForm();
                  notifications.show({ color: 'green', title: 'Password aggiornata', message: 'La nuova password è attiva.' });
                } catch (e) {
                  const fields = fieldErrors(e);
                  if (Object.keys(fields).length) {
                    helpers.setErrors(fields);
                    void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
                  }
                  setPasswordError(errorMessage(e));
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate>
                  <Stack gap="md">
                    <FormikPasswordField name="old_password" label="Password attuale" required autoComplete="current-password" />
                    <FormikPasswordField
                      name="password"
                      label="Nuova password"
                      description="Almeno 6 caratteri, con almeno un numero e un carattere speciale."
                      required
                      autoComplete="new-password"
                    />
                    <FormikPasswordField
                      name="password_confirmation"
                      label="Conferma nuova password"
                      required
                      autoComplete="new-password"
                    />
                    <Group justify="flex-end">
                      <Button type="submit" loading={isSubmitting}>
                        Aggiorna password
                      </Button>
                    </Group>
                  </Stack>
                </Form>
              )}
            </Formik>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
