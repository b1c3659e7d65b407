import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import {
  AlertBox,
  can,
  errorMessage,
  fieldErrors,
  FormikPasswordField,
  FormikTextInputField,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
  passwordChangeSchema,
  profileSchema,
  USER_TYPE_LABELS,
  UserAvatar,
  useSession,
  type User,
  Badge,
  Button,
  FileButton,
  Grid,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
  notifications,
} from '@bandi/shared-ui';
import { refreshUser, withCsrf } from '../session/auth';
import { PASSWORD_CHANGE_MESSAGE } from '../session/AppRoot';
import { TwoFactorCard } from './TwoFactorCard';
import { authChangePassword, authUpdateProfile, homeStartPage, profileClear, profileUpload } from '@bandi/api-client';

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

/** Image types the avatar upload accepts (checked again on the content by the API). */
const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
/** Largest avatar the API accepts: 2 MB (bytes). */
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/**
 * "Pagina iniziale" (issue 37): where the next login lands, the role's page ("predefinita") or La
 * mia giornata; saved at once with `PUT /api/profile/start-page`, whose answer (the user, with its
 * new `initialRoute`) goes into the session. Only for who has La mia giornata (`home.read`).
 */
function StartPageCard() {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const save = async (value: string) => {
    setError(null);
    setSaving(true);
    try {
      const response = await withCsrf(() => homeStartPage({ start_page: value as 'default' | 'home' }));
      setUser(response.data);
      notifications.show({ color: 'green', title: 'Pagina iniziale', message: 'La scelta vale dal prossimo accesso.' });
    } catch (e) {
      setError(fieldErrors(e).start_page ?? errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder p="lg" radius="md" data-testid="start-page-card">
      <Title order={2} fz="h4" mb="md">
        Pagina iniziale
      </Title>
      <AlertBox message={error} onClose={() => setError(null)} mb="md" />
      <Radio.Group name="start_page" label="Dopo l’accesso apri" value={user.start_page ?? 'default'} onChange={(v) => void save(v)}>
        <Group mt="xs">
          <Radio value="default" label="Pagina predefinita" disabled={saving} data-testid="start-page-default" />
          <Radio value="home" label="La mia giornata" disabled={saving} data-testid="start-page-home" />
        </Group>
      </Radio.Group>
    </Paper>
  );
}

/**
 * Avatar actions of the profile: "Carica immagine" -> `POST /api/profile/logo` (multipart `file`,
 * PNG/JPEG/WebP, max 2 MB) and "Rimuovi" -> `DELETE /api/profile/logo`. The answer (the user) goes
 * into the session, so the header and sidebar avatars change at once; API errors show in `onError`.
 */
function AvatarActions({ hasLogo, onError }: { hasLogo: boolean; onError: (message: string | null) => void }) {
  const setUser = useSession((s) => s.setUser);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const resetRef = useRef<() => void>(null);

  const run = async (kind: 'upload' | 'remove', call: () => Promise<{ data: User }>, done: string) => {
    onError(null);
    setBusy(kind);
    try {
      const response = await withCsrf(call);
      setUser(response.data);
      notifications.show({ color: 'green', title: 'Immagine del profilo', message: done });
    } catch (e) {
      onError(fieldErrors(e).file ?? errorMessage(e));
    } finally {
      setBusy(null);
      resetRef.current?.();
    }
  };

  const upload = (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) {
      onError("L'immagine supera la dimensione massima di 2 MB");
      resetRef.current?.();
      return;
    }
    void run('upload', () => profileUpload({ file }), 'Immagine aggiornata.');
  };

  return (
    <Group gap="xs">
      <FileButton accept={AVATAR_ACCEPT} onChange={upload} resetRef={resetRef}>
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={busy === 'upload'} disabled={busy === 'remove'} data-testid="avatar-upload">
            Carica immagine
          </Button>
        )}
      </FileButton>
      {hasLogo && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={busy === 'remove'}
          disabled={busy === 'upload'}
          onClick={() => void run('remove', () => profileClear(), 'Immagine rimossa.')}
          data-testid="avatar-remove"
        >
          Rimuovi
        </Button>
      )}
    </Group>
  );
}

/**
 * Profile (`/admin/profile` and `/ambiente/{projectId}/profile`, docs/screens.md#admin-pages, docs/screens.md#environment-pages, docs/rules.md#form-rules): personal
 * data (name and surname required, phone) -> `PUT /api/profile`, and password change
 * (old password, new password twice, the password rule of @bandi/domain) -> `PUT /api/profile/password`; avatar upload and
 * removal (`POST`/`DELETE /api/profile/logo`, see AvatarActions).
 */
export default function ProfilePage() {
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const [profileError, setProfileError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  if (!user) return null;

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} fz="h2">
        Il mio profilo
      </Title>
      {user.must_change_password ? (
        <AlertBox type="warning" message={PASSWORD_CHANGE_MESSAGE} data-testid="password-change-required" />
      ) : null}
      <Paper withBorder p="lg" radius="md">
        <AlertBox message={avatarError} onClose={() => setAvatarError(null)} mb="md" />
        <Group gap="md" wrap="nowrap">
          <UserAvatar name={user.name} surname={user.surname} src={user.logo} size="xl" data-testid="profile-avatar" />
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
            <AvatarActions hasLogo={Boolean(user.logo)} onError={setAvatarError} />
            <Text size="xs" c="dimmed">
              PNG, JPEG o WebP, al massimo 2 MB.
            </Text>
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
                  const response = await withCsrf(() => authUpdateProfile(body));
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
                  await withCsrf(() => authChangePassword(values));
                  helpers.resetForm();
                  await refreshUser(true); // drops must_change_password and its start route
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
                      description={MESSAGES.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH)}
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
      {can(user, 'home.read') ? <StartPageCard /> : null}
      <TwoFactorCard />
    </Stack>
  );
}
