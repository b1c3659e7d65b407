import { useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import * as yup from 'yup';
import {
  AlertBox,
  USER_TYPE_LABELS,
  errorMessage,
  fieldErrors,
  requiredEmail,
  requiredString,
  touchedError,
  ifMatch,
  useVersionConflict,
  type UserType,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@bandi/shared-ui';
import { useProjectOptions } from './projectOptions';
import { type Schema, settingsCreateGlobalExpert, settingsUpdateGlobalExpert, usersCreate, usersUpdate } from '@bandi/api-client';
import type { AdminUser } from '../types';

/** Roles an administrator creates here (referents are enabled from the referent's page). */
export const CREATABLE_TYPES: UserType[] = [
  'administrator',
  'local-administrator',
  'client-manager',
  'expert-announcement',
  'local-expert-announcement',
];
/** Roles that may belong to several environments (docs/roles.md). */
const MULTI: UserType[] = ['administrator', 'expert-announcement'];

interface Values {
  name: string;
  surname: string;
  email: string;
  phone: string;
  type: UserType;
  project_ids: string[];
  can_edit_global_setting: boolean;
}

export interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Edit this user; create when absent. */
  user?: AdminUser | null;
  /** Fixed role (global experts tab); otherwise a role select. */
  fixedType?: UserType;
  /** Which collection the form writes: the users (tab utenti) or the global experts. */
  endpoint: 'users' | 'settings/global-experts';
  onSaved: (user: AdminUser) => void;
}

/**
 * Create/edit form of a user (tab utenti) or a global expert (tab esperti-bandi-globali):
 * name, surname, e-mail (create only: the user gets an invitation e-mail), phone, role,
 * environments (one for single-environment roles, none for administrators), and for global
 * experts "Può modificare le impostazioni globali". Server 422 messages go on their fields.
 */
export function UserFormModal({ opened, onClose, user: given, fixedType, endpoint, onSaved }: UserFormModalProps) {
  const projects = useProjectOptions(opened);
  const [error, setError] = useState<unknown>(null);
  // after a conflict, "Ricarica" shows the current user (the record the 409 carried) instead of the one the list gave
  const [reloaded, setReloaded] = useState<AdminUser | null>(null);
  const user = reloaded && given && reloaded.id === given.id ? reloaded : given;
  const conflicts = useVersionConflict<AdminUser>((current) => setReloaded(current));
  const editing = Boolean(user);
  const initial: Values = {
    name: user?.name ?? '',
    surname: user?.surname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    type: user?.type ?? fixedType ?? 'client-manager',
    project_ids: (user?.projects ?? []).map((p) => String(p.id)),
    can_edit_global_setting: user?.can_edit_global_setting ?? false,
  };
  const schema = yup.object({
    name: requiredString().max(100),
    surname: requiredString().max(100),
    email: editing ? yup.string() : requiredEmail(),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Modifica utente' : fixedType === 'expert-announcement' ? 'Nuovo esperto bandi globale' : 'Nuovo utente'}
      size="lg"
    >
      {conflicts.dialog}
      <Formik<Values>
        initialValues={initial}
        enableReinitialize
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          setError(null);
          const version = user?.version;
          const type = fixedType ?? v.type;
          const body: Record<string, unknown> = {
            name: v.name,
            surname: v.surname,
            phone: v.phone || null,
            project_ids: type === 'administrator' ? [] : v.project_ids.map(Number),
          };
          if (type === 'expert-announcement') body.can_edit_global_setting = v.can_edit_global_setting;
          if (!fixedType) body.type = type;
          if (!editing) body.email = v.email;
          try {
            if (editing) {
              // sends the version shown (If-Match); a 409 opens the conflict dialog ("Mantieni" re-sends on the current version)
              await conflicts.save(
                async (ver) => {
                  const res =
                    endpoint === 'users'
                      ? await usersUpdate(user!.id, body as Schema<'UpdateUserDto'>, ifMatch(ver))
                      : await settingsUpdateGlobalExpert(user!.id, body as Schema<'UpdateGlobalExpertDto'>, ifMatch(ver));
                  onSaved(res.data);
                },
                version,
                setError,
              );
            } else {
              const res =
                endpoint === 'users'
                  ? await usersCreate(body as Schema<'CreateUserDto'>)
                  : await settingsCreateGlobalExpert(body as Schema<'CreateGlobalExpertDto'>);
              onSaved(res.data);
            }
          } catch (e) {
            const fields = fieldErrors(e);
            if (Object.keys(fields).length) helpers.setErrors(fields as FormikErrors<Values>);
            setError(e);
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
          const type = fixedType ?? values.type;
          const err = (k: keyof Values) => touchedError({ touched: Boolean(touched[k]), error: errors[k] as string | undefined });
          return (
            <Form noValidate data-testid="user-form">
              <Stack gap="sm">
                {error ? <AlertBox onClose={() => setError(null)}>{errorMessage(error)}</AlertBox> : null}
                <Group grow align="flex-start">
                  <TextInput
                    label="Nome"
                    required
                    name="name"
                    value={values.name}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={err('name')}
                    data-testid="user-name"
                  />
                  <TextInput
                    label="Cognome"
                    required
                    name="surname"
                    value={values.surname}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={err('surname')}
                    data-testid="user-surname"
                  />
                </Group>
                <Group grow align="flex-start">
                  <TextInput
                    label="Email"
                    required={!editing}
                    disabled={editing}
                    name="email"
                    value={values.email}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={err('email')}
                    data-testid="user-email"
                  />
                  <TextInput
                    label="Telefono"
                    name="phone"
                    value={values.phone}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={err('phone')}
                  />
                </Group>
                {!fixedType ? (
                  <Select
                    label="Ruolo"
                    required
                    allowDeselect={false}
                    data={(user?.type === 'referent' ? ['referent' as UserType] : CREATABLE_TYPES).map((t) => ({
                      value: t,
                      label: USER_TYPE_LABELS[t],
                    }))}
                    value={values.type}
                    disabled={user?.type === 'referent'}
                    onChange={(t) => t && void setFieldValue('type', t)}
                    error={(errors as Record<string, string>).type}
                    data-testid="user-type"
                  />
                ) : null}
                {type !== 'administrator' ? (
                  MULTI.includes(type) ? (
                    <MultiSelect
                      label="Ambienti"
                      data={projects}
                      value={values.project_ids}
                      onChange={(v) => void setFieldValue('project_ids', v)}
                      searchable
                      clearable
                      error={(errors as Record<string, string>).project_ids}
                      data-testid="user-projects"
                    />
                  ) : (
                    <Select
                      label="Ambiente"
                      required
                      data={projects}
                      value={values.project_ids[0] ?? null}
                      onChange={(v) => void setFieldValue('project_ids', v ? [v] : [])}
                      searchable
                      error={(errors as Record<string, string>).project_ids}
                      data-testid="user-project"
                    />
                  )
                ) : null}
                {type === 'expert-announcement' ? (
                  <Switch
                    label="Può modificare le impostazioni globali"
                    checked={values.can_edit_global_setting}
                    onChange={(e) => void setFieldValue('can_edit_global_setting', e.currentTarget.checked)}
                    data-testid="user-can-edit"
                  />
                ) : null}
                <Group justify="flex-end" mt="sm">
                  <Button variant="default" onClick={onClose}>
                    Annulla
                  </Button>
                  <Button type="submit" loading={isSubmitting} data-testid="user-save">
                    {editing ? 'Salva' : 'Crea e invita'}
                  </Button>
                </Group>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
