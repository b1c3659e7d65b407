import '../styles/full';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import {
  AlertBox,
  errorMessage,
  FormikTextInputField,
  forgotPasswordSchema,
  Anchor,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from '@bandi/shared-ui';
import { withCsrf } from '../session/auth';
import { authForgotPassword } from '@bandi/api-client';

/**
 * Forgot password (docs/screens.md#forgotten-password): email field, "Invia" disabled while the form is invalid, then the
 * dialog "Email inviata" (a temporary password was sent) with "Accedi"; "Torna al login" link.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const goToLogin = () => void navigate(sentTo ? `/accedi?username=${encodeURIComponent(sentTo)}` : '/accedi');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Recupera password
        </Title>
        <Text c="dimmed" size="sm">
          Inserisci l'email del tuo account: ti invieremo una password temporanea.
        </Text>
      </div>
      <AlertBox message={error} onClose={() => setError(null)} />
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        validateOnMount
        onSubmit={async (values) => {
          setError(null);
          const email = values.email.trim();
          try {
            await withCsrf(() => authForgotPassword({ email }, { skipGlobalErrorHandling: true }));
            setSentTo(email);
          } catch (e) {
            setError(errorMessage(e));
          }
        }}
      >
        {({ isSubmitting, isValid }) => (
          <Form noValidate>
            <Stack gap="md">
              <FormikTextInputField name="email" type="email" label="Email" placeholder="nome@azienda.it" autoComplete="email" required />
              <Button type="submit" loading={isSubmitting} disabled={!isValid} fullWidth>
                Invia
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <Group justify="center">
        <Anchor component={Link} to="/accedi" size="sm">
          Torna al login
        </Anchor>
      </Group>
      <Modal opened={sentTo !== null} onClose={goToLogin} title="Email inviata" centered withCloseButton={false}>
        <Stack gap="md">
          <Text>
            Se l'indirizzo <strong>{sentTo}</strong> corrisponde a un account, ti abbiamo inviato per email una password temporanea. Usala
            per accedere e poi cambiala dal tuo profilo.
          </Text>
          <Group justify="flex-end">
            <Button onClick={goToLogin}>Accedi</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
