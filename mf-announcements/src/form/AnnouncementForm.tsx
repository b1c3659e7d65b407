import { useMemo, useState } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';
import { FormikProvider, getIn, setIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { isAxiosError } from 'axios';
import { errorMessage, Alert, Badge, Button, Group, Paper, Stack, Tabs } from '@bandi/shared-ui';
import { announcementSchema, TABS, tabOf, type FormMode, type TabKey } from './schema';
import { useRequirementReference } from './reference';
import { bodyOf, errorPaths, touchAll, type FormValues } from './values';
import type { AnnouncementBody } from '../types';
import { GeneralTab } from './GeneralTab';
import { RequirementsTab } from './RequirementsTab';
import { ExpensesTab } from './ExpensesTab';
import { DocumentsTab, StandardDocuments } from './DocumentsTab';
import { CustomFields } from './CustomFields';

/** The form's values and their mapping to the API body live in values.ts (re-exported for the pages). */
export { emptyValues, valuesFrom, bodyOf, type DocValue, type FormValues } from './values';

export interface AnnouncementFormProps {
  initialValues: FormValues;
  /** 'template': one "Salva" button; otherwise "Salva bozza" and "Pubblica". */
  kind: 'announcement' | 'template';
  /** Tabs the user may edit (the others are read-only); default all. */
  editableTabs?: TabKey[];
  /** Whether the announcement is published now (saving keeps the publish rules). */
  published?: boolean;
  /** Environment of the page (uploads go to it), or undefined in the global area. */
  projectId?: string;
  /**
   * True on a global announcement edited inside an environment: its own documents and custom fields
   * (project_id null) are shown read-only, the environment's ones are editable.
   */
  environmentOfGlobal?: boolean;
  /** Sends the body; rejects with the axios error (422 errors are shown in the form). */
  onSubmit: (body: AnnouncementBody, status: 'draft' | 'published' | null) => Promise<void>;
  onCancel: () => void;
}

/**
 * The announcement form of docs/screens.md#announcement-form (also used for templates): tabs Generale, Requisiti, Voci
 * di spesa, Documentazione, Altro; Formik + Yup with the docs/rules.md#form-rules rules of the mode being saved
 * (draft/template: name, URL, numbers; publish: the requirements too); errors only after touch;
 * each tab with errors is marked; tabs the role may not edit are read-only; server 422 errors
 * land on their fields.
 */
export function AnnouncementForm({
  initialValues,
  kind,
  editableTabs,
  published = false,
  projectId,
  environmentOfGlobal = false,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const editable = editableTabs ?? TABS.map((t) => t.key);
  const [tab, setTab] = useState<TabKey>(editable[0] ?? 'generale');
  const [mode, setMode] = useState<FormMode>(kind === 'template' ? 'template' : published ? 'published' : 'draft');
  const [failure, setFailure] = useState<string | null>(null);
  const reference = useRequirementReference(initialValues);
  const formik = useFormik<FormValues>({
    initialValues,
    validationSchema: announcementSchema(mode, reference),
    validateOnMount: false,
    onSubmit: () => undefined,
  });

  const submit = async (status: 'draft' | 'published' | null) => {
    const nextMode: FormMode = kind === 'template' ? 'template' : status === 'published' ? 'published' : 'draft';
    setMode(nextMode);
    setFailure(null);
    let errors: FormikErrors<FormValues> = {};
    try {
      await announcementSchema(nextMode, reference).validate(formik.values, { abortEarly: false });
    } catch (e) {
      for (const inner of (e as { inner?: { path?: string; message: string }[] }).inner ?? [])
        if (inner.path && !getIn(errors, inner.path)) errors = setIn(errors, inner.path, inner.message);
    }
    // only the editable tabs' errors block (a read-only tab is not the user's to fix)
    const blocking = errorPaths(errors).filter((p) => editable.includes(tabOf(p)));
    formik.setErrors(errors);
    formik.setTouched(touchAll(errors, '', formik.touched as FormikTouched<FormValues>), false);
    if (blocking.length) {
      setTab(tabOf(blocking[0]));
      return;
    }
    formik.setSubmitting(true);
    try {
      const body = bodyOf(formik.values, editable);
      if (status && editable.includes('generale')) body.status = status;
      await onSubmit(body, status);
    } catch (err) {
      if (isAxiosError(err) && err.response?.status === 422 && err.response.data?.errors) {
        let server: FormikErrors<FormValues> = {};
        for (const [k, msgs] of Object.entries(err.response.data.errors as Record<string, string[]>)) server = setIn(server, k, msgs[0]);
        formik.setErrors(server);
        formik.setTouched(touchAll(server), false);
        const first = errorPaths(server)[0];
        if (first) setTab(tabOf(first));
      }
      setFailure(errorMessage(err));
    } finally {
      formik.setSubmitting(false);
    }
  };

  const tabErrors = useMemo(() => {
    const marks = new Set<TabKey>();
    for (const p of errorPaths(formik.errors))
      if (getIn(formik.touched, p) || getIn(formik.touched, p.split('.')[0]) === true) marks.add(tabOf(p));
    return marks;
  }, [formik.errors, formik.touched]);

  const f = {
    formik,
    readOnly: (t: TabKey) => !editable.includes(t),
    projectId,
    locked: (row: { id?: number; project_id?: number | null }) => environmentOfGlobal && !!row.id && row.project_id === null,
  };
  return (
    <FormikProvider value={formik}>
      <Stack gap="md" data-testid="announcement-form">
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-error">
            {failure}
          </Alert>
        ) : null}
        <Tabs value={tab} onChange={(v) => v && setTab(v as TabKey)} keepMounted={false}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab
                key={t.key}
                value={t.key}
                data-testid={`tab-${t.key}`}
                data-has-error={tabErrors.has(t.key) ? 'true' : 'false'}
                rightSection={
                  tabErrors.has(t.key) ? (
                    <Badge color="red" size="xs" circle aria-label="Errori in questa scheda">
                      !
                    </Badge>
                  ) : !editable.includes(t.key) ? (
                    <Badge color="gray" size="xs" variant="light">
                      sola lettura
                    </Badge>
                  ) : null
                }
                c={tabErrors.has(t.key) ? 'red' : undefined}
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Paper withBorder p="md" mt="sm">
            <Tabs.Panel value="generale">
              <GeneralTab {...f} />
            </Tabs.Panel>
            <Tabs.Panel value="requisiti">
              <RequirementsTab {...f} />
            </Tabs.Panel>
            <Tabs.Panel value="voci_di_spesa">
              <ExpensesTab {...f} />
            </Tabs.Panel>
            <Tabs.Panel value="documentazione">
              <Stack>
                <StandardDocuments {...f} />
                <DocumentsTab {...f} field="announcements_additional_documents" tab="documentazione" title="Documenti aggiuntivi" />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="altro">
              <Stack>
                <DocumentsTab {...f} field="announcements_other_attachments" tab="altro" title="Altri allegati" />
                <CustomFields {...f} />
              </Stack>
            </Tabs.Panel>
          </Paper>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Annulla
          </Button>
          {kind === 'template' ? (
            <Button onClick={() => submit(null)} loading={formik.isSubmitting} data-testid="save" disabled={!editable.length}>
              Salva
            </Button>
          ) : (
            <>
              {!published ? (
                <Button
                  variant="light"
                  onClick={() => submit('draft')}
                  loading={formik.isSubmitting}
                  data-testid="save-draft"
                  disabled={!editable.includes('generale')}
                >
                  Salva bozza
                </Button>
              ) : null}
              <Button
                onClick={() => submit(editable.includes('generale') ? 'published' : null)}
                loading={formik.isSubmitting}
                disabled={!editable.length}
                data-testid="publish"
              >
                {published || !editable.includes('generale') ? 'Salva' : 'Pubblica'}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </FormikProvider>
  );
}
