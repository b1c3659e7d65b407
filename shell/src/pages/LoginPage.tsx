import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Form, Formik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertBox, errorMessage, FormikPasswordField, FormikTextInputField, loginSchema, MANUAL_URL } from '@bandi/shared-ui';
import { login } from '../session/auth';
import { setExplicitLogout } from '../session/logoutFlag';
import { PRIVACY_PATH } from '../routing/paths';

/**
 * Login (SPEC §2.6): email (prefilled from `?username=`) and password; links to forgot password,
 * the manual and the privacy policy. On success the user is stored and the route guard sends
 * them to `?redirect=` or their initial route (SPEC §2.5). `?code=` is passed to the API.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? undefined;
  // Back on the login page after a logout: later visits of protected pages keep their `redirect` again.
  useEffect(() => setExplicitLogout(false), []);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Accedi
        </Title>
        <Text c="dimmed" size="sm">
          Inserisci le tue credenziali per entrare nel portale.
        </Text>
      </div>
      <AlertBox message={error} onClose={() => setError(null)} />
      <Formik
        initialValues={{ email: username, password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          setError(null);
          try {
            await login({ email: values.email.trim(), password: values.password, ...(code ? { code } : {}) });
          } catch (e) {
            setError(errorMessage(e));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="md">
              <FormikTextInputField
                name="email"
                type="email"
                label="Email"
                placeholder="nome@azienda.it"
                autoComplete="username"
                required
              />
              <FormikPasswordField name="password" label="Password" autoComplete="current-password" required />
              <Group justify="flex-end">
                <Anchor component={Link} to="/recupero-password" size="sm">
                  Password dimenticata?
                </Anchor>
              </Group>
              <Button type="submit" loading={isSubmitting} fullWidth>
                Accedi
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <Group justify="center" gap="lg">
        <Anchor href={MANUAL_URL} target="_blank" rel="noopener noreferrer" size="sm">
          Manuale d'uso
        </Anchor>
        <Anchor component={Link} to={PRIVACY_PATH} size="sm">
          Privacy e cookie policy
        </Anchor>
      </Group>
    </Stack>
  );
}
