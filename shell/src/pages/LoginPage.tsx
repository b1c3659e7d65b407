import { useEffect, useState } from 'react';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import {
  AlertBox,
  errorMessage,
  FormikPasswordField,
  FormikTextInputField,
  MANUAL_URL,
  Anchor,
  Button,
  Group,
  Stack,
  Text,
  Title,
} from '@bandi/shared-ui/core';
import { login } from '../session/auth';
import { setExplicitLogout } from '../session/logoutFlag';
import { PRIVACY_PATH } from '../routing/paths';

/** The API's 401 reason when the account has a second factor and no code was sent. */
export const MFA_REQUIRED = 'mfa_required';

/** The machine-readable `code` of an API error answer, if any. */
const reasonOf = (e: unknown) => (e as { response?: { data?: { code?: string } } })?.response?.data?.code;

/** The values of the login form. */
interface LoginValues {
  email: string;
  password: string;
  code: string;
}

/**
 * Validates the login form with `loginSchema` (docs/rules.md#form-rules), as Formik's
 * `validationSchema` would. The schema (and yup) come with the full design system, imported at the
 * first check, i.e. when the user starts typing: the login page renders without them (issue 12), and
 * the full entry is what the pages after login need anyway.
 */
async function validateLogin(values: LoginValues): Promise<FormikErrors<LoginValues>> {
  const { loginSchema } = await import('@bandi/shared-ui');
  try {
    await validateYupSchema(values, loginSchema);
    return {};
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'ValidationError') return yupToFormErrors<LoginValues>(error);
    throw error;
  }
}

/**
 * Login: email (prefilled from `?username=`) and password; links to forgot password, the manual
 * and the privacy policy. On success the user is stored and the route guard sends them to
 * `?redirect=` or their initial route. When the account has a second factor the API answers 401
 * `mfa_required`: the page then asks for the code of the authenticator app (or a recovery code)
 * and sends the three together (docs/security.md#two-factor-authentication). `?code=` prefills it.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const [needsCode, setNeedsCode] = useState(false);
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
      <Formik<LoginValues>
        initialValues={{ email: username, password: '', code }}
        validate={validateLogin}
        onSubmit={async (values) => {
          setError(null);
          const typed = values.code.trim();
          try {
            await login({ email: values.email.trim(), password: values.password, ...(typed ? { code: typed } : {}) });
          } catch (e) {
            if (reasonOf(e) === MFA_REQUIRED) {
              setNeedsCode(true);
              return;
            }
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
              {needsCode && (
                <FormikTextInputField
                  name="code"
                  label="Codice di verifica"
                  description="Il codice a 6 cifre dell'app di autenticazione, oppure uno dei codici di recupero."
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={20}
                  data-autofocus
                  autoFocus
                  required
                />
              )}
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
