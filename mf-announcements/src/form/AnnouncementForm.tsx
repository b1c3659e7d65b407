import { useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { getIn, setIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { isAxiosError } from 'axios';
import { api, counterText, errorMessage } from '@bandi/shared-ui';
import { announcementSchema, NUMBER_LIMITS, TAB_FIELDS, TABS, tabOf, type FormMode, type TabKey } from './schema';
import { useDropdown, useOptions, useSearchOptions, type Option } from './reference';
import { AID_SCHEMES, FUNDING_TYPES } from '../labels';

/** A document row of the form (additional document / other attachment). */
export interface DocValue {
  id?: number;
  /** null: the call's own document; a number: an environment's (global call seen in that environment). */
  project_id?: number | null;
  name: string;
  file_id: string | null;
  file_name?: string | null;
}
/** The form's values: the API body of docs/api-contract.md "Bandi e template" (numbers may be '' while typing). */
export type FormValues = Record<string, unknown> & {
  name: string;
  announcements_ateco_codes: { value: string; primary: boolean; label?: string }[];
  announcements_locations: {
    nation: string | null;
    region: string | null;
    province: string | null;
    city: string | null;
    city_name?: string | null;
  }[];
  announcements_expense_items: Record<string, unknown>[];
  announcements_additional_documents: DocValue[];
  announcements_other_attachments: DocValue[];
  announcements_custom_fields: { id?: number; project_id?: number | null; label: string; value: string }[];
};

const TEXTS_500 = ['name', 'supplying_authority'];

/** Empty form (a new call or template). */
export function emptyValues(): FormValues {
  return {
    name: '',
    start_date: '',
    end_date: '',
    evaluation_procedure: null,
    supplying_authority: '',
    description: '',
    link_regulatory: '',
    fact_sheet: '',
    facilitation_cumulability: '',
    facilitation_intensity_of_help: '',
    facilitation_relief: '',
    ...Object.fromEntries([...FUNDING_TYPES, ...AID_SCHEMES].map((t) => [t.key, false])),
    ...Object.fromEntries(Object.keys(NUMBER_LIMITS).map((k) => [k, ''])),
    announcements_company_dimensions: [],
    announcements_areas_of_intervention: [],
    announcements_ateco_codes: [],
    include_ateco_codes: true,
    announcements_locations: [],
    legal_form: [],
    business_register: [],
    interprofessional_fund: [],
    subscribed_to_cciaa: null,
    female_enterprise: false,
    youth_enterprise: false,
    public_entity_enterprise: false,
    announcements_expense_items: [],
    standard_documents: [],
    announcements_additional_documents: [],
    announcements_other_attachments: [],
    announcements_custom_fields: [],
  };
}

/** Form values from an API answer (announcement detail or template). */
export function valuesFrom(a: Record<string, unknown>): FormValues {
  const v = emptyValues();
  for (const k of Object.keys(v)) if (a[k] !== undefined && a[k] !== null) v[k] = a[k];
  const docs = (list: unknown): DocValue[] =>
    (
      (list as {
        id?: number;
        name: string;
        file?: { id: string; original_name: string } | null;
        file_id?: string | null;
        project_id?: number | null;
      }[]) ?? []
    ).map((d) => ({
      id: d.id,
      project_id: d.project_id ?? null,
      name: d.name,
      file_id: d.file?.id ?? d.file_id ?? null,
      file_name: d.file?.original_name ?? null,
    }));
  v.announcements_additional_documents = docs(a.announcements_additional_documents);
  v.announcements_other_attachments = docs(a.announcements_other_attachments);
  v.announcements_ateco_codes = ((a.announcements_ateco_codes as { value: string; primary: boolean; description?: string }[]) ?? []).map(
    (e) => ({
      value: e.value,
      primary: !!e.primary,
      label: e.description ? `${e.value} – ${e.description}` : e.value,
    }),
  );
  v.standard_documents = ((a.standard_documents as (number | { id: number })[]) ?? []).map((x) => (typeof x === 'object' ? x.id : x));
  v.announcements_custom_fields = (
    (a.announcements_custom_fields as { id?: number; project_id?: number | null; label: string; value: string | null }[]) ?? []
  ).map((f) => ({
    ...(f.id ? { id: f.id, project_id: f.project_id ?? null } : {}),
    label: f.label,
    value: f.value ?? '',
  }));
  return v;
}

/** The API body of the tabs the user may edit (numbers as numbers, '' as null). */
export function bodyOf(values: FormValues, tabs: TabKey[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const tab of tabs) {
    for (const k of TAB_FIELDS[tab]) {
      if (!(k in values) || k === 'information_sheet') continue;
      let v = values[k];
      if (k in NUMBER_LIMITS) v = v === '' || v === null || v === undefined ? null : Number(v);
      else if (typeof v === 'string' && v.trim() === '' && k !== 'name') v = null;
      body[k] = v;
    }
  }
  if (body.announcements_ateco_codes)
    body.announcements_ateco_codes = values.announcements_ateco_codes.map((e) => ({ value: e.value, primary: e.primary }));
  if (body.announcements_locations)
    body.announcements_locations = values.announcements_locations.map(({ nation, region, province, city }) => ({
      nation,
      region,
      province,
      city,
    }));
  const docs = (list: DocValue[]) =>
    list.map((d) => ({
      ...(d.id ? { id: d.id } : {}),
      name: d.name,
      file_id: d.file_id,
      ...(d.id && !d.file_id ? { delete_existing_file: true } : {}),
    }));
  if (body.announcements_additional_documents) body.announcements_additional_documents = docs(values.announcements_additional_documents);
  if (body.announcements_other_attachments) body.announcements_other_attachments = docs(values.announcements_other_attachments);
  if (body.announcements_custom_fields)
    body.announcements_custom_fields = values.announcements_custom_fields.map(({ id, label, value }) => ({
      ...(id ? { id } : {}),
      label,
      value,
    }));
  if (body.announcements_expense_items) {
    body.announcements_expense_items = values.announcements_expense_items.map((e) => {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(e)) out[k] = x === '' ? null : x;
      return out;
    });
  }
  return body;
}

/** Marks every leaf of an error object as touched (a submit attempt shows all errors). */
function touchAll(errors: unknown, prefix = '', touched: FormikTouched<FormValues> = {}): FormikTouched<FormValues> {
  if (typeof errors === 'string') return setIn(touched, prefix, true);
  if (errors && typeof errors === 'object') {
    for (const [k, v] of Object.entries(errors as object)) touched = touchAll(v, prefix ? `${prefix}.${k}` : k, touched);
  }
  return touched;
}
/** Leaf error paths. */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return [prefix];
  if (errors && typeof errors === 'object')
    return Object.entries(errors as object).flatMap(([k, v]) => errorPaths(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

export interface AnnouncementFormProps {
  initialValues: FormValues;
  /** 'template': one "Salva" button; otherwise "Salva bozza" and "Pubblica". */
  kind: 'announcement' | 'template';
  /** Tabs the user may edit (the others are read-only); default all. */
  editableTabs?: TabKey[];
  /** Whether the call is published now (saving keeps the publish rules). */
  published?: boolean;
  /** Environment of the page (uploads go to it), or undefined in the global area. */
  projectId?: string;
  /**
   * True on a global call edited inside an environment: its own documents and custom fields
   * (project_id null) are shown read-only, the environment's ones are editable.
   */
  environmentOfGlobal?: boolean;
  /** Sends the body; rejects with the axios error (422 errors are shown in the form). */
  onSubmit: (body: Record<string, unknown>, status: 'draft' | 'published' | null) => Promise<void>;
  onCancel: () => void;
}

/**
 * The announcement form of SPEC §2.11 (also used for templates): tabs Generale, Requisiti, Voci
 * di spesa, Documentazione, Altro; Formik + Yup with the SPEC §5.2 rules of the mode being saved
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
  const formik = useFormik<FormValues>({
    initialValues,
    validationSchema: announcementSchema(mode),
    validateOnMount: false,
    onSubmit: () => undefined,
  });

  const submit = async (status: 'draft' | 'published' | null) => {
    const nextMode: FormMode = kind === 'template' ? 'template' : status === 'published' ? 'published' : 'draft';
    setMode(nextMode);
    setFailure(null);
    let errors: FormikErrors<FormValues> = {};
    try {
      await announcementSchema(nextMode).validate(formik.values, { abortEarly: false });
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
          <Button onClick={() => submit(null)} loading={formik.isSubmitting} data-testid="save">
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
              data-testid="publish"
            >
              {published || !editable.includes('generale') ? 'Salva' : 'Pubblica'}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

interface TabProps {
  formik: ReturnType<typeof useFormik<FormValues>>;
  readOnly: (t: TabKey) => boolean;
  projectId?: string;
  /** A row of the call itself while editing an environment's documents: read-only. */
  locked: (row: { id?: number; project_id?: number | null }) => boolean;
}

/** Error of a field, shown only after touch (SPEC §5). */
function err(formik: TabProps['formik'], name: string): string | undefined {
  const e = getIn(formik.errors, name);
  return getIn(formik.touched, name) && typeof e === 'string' ? e : undefined;
}

function Text500({
  formik,
  name,
  label,
  disabled,
  required,
}: {
  formik: TabProps['formik'];
  name: string;
  label: string;
  disabled: boolean;
  required?: boolean;
}) {
  const value = String(formik.values[name] ?? '');
  const max = TEXTS_500.includes(name) ? 500 : 1000;
  return (
    <TextInput
      label={label}
      name={name}
      required={required}
      value={value}
      maxLength={max}
      disabled={disabled}
      onChange={(e) => formik.setFieldValue(name, e.currentTarget.value)}
      onBlur={() => formik.setFieldTouched(name, true)}
      error={err(formik, name)}
      description={counterText(value.length, max)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

function Area({ formik, name, label, disabled }: { formik: TabProps['formik']; name: string; label: string; disabled: boolean }) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      maxRows={10}
      value={String(formik.values[name] ?? '')}
      disabled={disabled}
      onChange={(e) => formik.setFieldValue(name, e.currentTarget.value)}
      onBlur={() => formik.setFieldTouched(name, true)}
      error={err(formik, name)}
    />
  );
}

/** Number input clamped to 0…max, decimals limited, digits truncated (SPEC §5.2). */
function Num({
  formik,
  name,
  label,
  disabled,
  required,
}: {
  formik: TabProps['formik'];
  name: string;
  label: string;
  disabled: boolean;
  required?: boolean;
}) {
  const lim = NUMBER_LIMITS[name] ?? { max: 9_999_999_999_999, decimals: 2 };
  return (
    <NumberInput
      label={label}
      required={required}
      value={(formik.values[name] as number | string | null) ?? ''}
      min={0}
      max={lim.max}
      clampBehavior="strict"
      decimalScale={lim.decimals}
      allowDecimal={lim.decimals > 0}
      allowNegative={false}
      decimalSeparator=","
      thousandSeparator="."
      disabled={disabled}
      onChange={(v) => formik.setFieldValue(name, v)}
      onBlur={() => formik.setFieldTouched(name, true)}
      error={err(formik, name)}
      data-testid={`field-${name}`}
    />
  );
}

function Flag({ formik, name, label, disabled }: { formik: TabProps['formik']; name: string; label: string; disabled: boolean }) {
  return (
    <Checkbox
      label={label}
      checked={!!formik.values[name]}
      disabled={disabled}
      onChange={(e) => formik.setFieldValue(name, e.currentTarget.checked)}
    />
  );
}

function Multi({
  formik,
  name,
  label,
  data,
  disabled,
  required,
}: {
  formik: TabProps['formik'];
  name: string;
  label: string;
  data: Option[];
  disabled: boolean;
  required?: boolean;
}) {
  return (
    <MultiSelect
      label={label}
      required={required}
      data={data}
      searchable
      value={(formik.values[name] as string[]) ?? []}
      disabled={disabled}
      onChange={(v) => {
        formik.setFieldValue(name, v);
        formik.setFieldTouched(name, true, false);
      }}
      onBlur={() => formik.setFieldTouched(name, true)}
      error={err(formik, name)}
      nothingFoundMessage="Nessun risultato"
      data-testid={`field-${name}`}
    />
  );
}

function GeneralTab({ formik, readOnly }: TabProps) {
  const ro = readOnly('generale');
  const procedures = useOptions<{ evaluation_procedures: string[] }>('reference/options', (d) =>
    d.evaluation_procedures.map((p) => ({ value: p, label: p })),
  );
  return (
    <Stack>
      <Text500 formik={formik} name="name" label="Nome del bando" disabled={ro} required />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label="Data di apertura"
          value={String(formik.values.start_date ?? '')}
          disabled={ro}
          onChange={(e) => formik.setFieldValue('start_date', e.currentTarget.value)}
          error={err(formik, 'start_date')}
        />
        <TextInput
          type="date"
          label="Data di chiusura"
          value={String(formik.values.end_date ?? '')}
          disabled={ro}
          onChange={(e) => formik.setFieldValue('end_date', e.currentTarget.value)}
          error={err(formik, 'end_date')}
        />
        <Select
          label="Procedura di valutazione"
          data={procedures}
          value={(formik.values.evaluation_procedure as string) ?? null}
          clearable
          disabled={ro}
          onChange={(v) => formik.setFieldValue('evaluation_procedure', v)}
        />
      </SimpleGrid>
      <Text500 formik={formik} name="supplying_authority" label="Ente concedente" disabled={ro} />
      <Text500 formik={formik} name="link_regulatory" label="Link alla normativa" disabled={ro} required />
      <Area formik={formik} name="description" label="Descrizione" disabled={ro} />
      <Area formik={formik} name="fact_sheet" label="Scheda sintetica" disabled={ro} />
      <Title order={4}>Agevolazione</Title>
      <Group>
        {FUNDING_TYPES.map((t) => (
          <Flag key={t.key} formik={formik} name={t.key} label={t.label} disabled={ro} />
        ))}
      </Group>
      <Group>
        {AID_SCHEMES.map((t) => (
          <Flag key={t.key} formik={formik} name={t.key} label={t.label} disabled={ro} />
        ))}
      </Group>
      <Area formik={formik} name="facilitation_cumulability" label="Cumulabilità" disabled={ro} />
      <Area formik={formik} name="facilitation_intensity_of_help" label="Intensità dell'aiuto" disabled={ro} />
      <Area formik={formik} name="facilitation_relief" label="Agevolazione concessa" disabled={ro} />
    </Stack>
  );
}

function RequirementsTab({ formik, readOnly }: TabProps) {
  const ro = readOnly('requisiti');
  const dims = useDropdown('company_dimensions');
  const areas = useDropdown('areas_of_intervention');
  const registers = useDropdown('business_registers');
  const funds = useDropdown('interprofessional_funds');
  const forms = useOptions<{ elf_code: string; name: string }[]>('reference/legal-forms', (d) =>
    d.map((x) => ({ value: x.elf_code, label: x.name })),
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Num formik={formik} name="number_of_employees_min" label="Numero di dipendenti (min)" disabled={ro} required />
        <Num formik={formik} name="number_of_employees_max" label="Numero di dipendenti (max)" disabled={ro} required />
        <Num formik={formik} name="year_of_establishment_min" label="Anno di costituzione (dal)" disabled={ro} required />
        <Num formik={formik} name="year_of_establishment_max" label="Anno di costituzione (al)" disabled={ro} required />
        <Num formik={formik} name="annual_volume_min" label="Fatturato annuo min (€)" disabled={ro} required />
        <Num formik={formik} name="annual_volume_max" label="Fatturato annuo max (€)" disabled={ro} required />
      </SimpleGrid>
      <Multi formik={formik} name="announcements_company_dimensions" label="Dimensione d'impresa" data={dims} disabled={ro} required />
      <Multi formik={formik} name="announcements_areas_of_intervention" label="Ambiti di intervento" data={areas} disabled={ro} required />
      <AtecoPicker formik={formik} disabled={ro} />
      <Locations formik={formik} disabled={ro} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Multi formik={formik} name="legal_form" label="Forma giuridica" data={forms} disabled={ro} />
        <Multi formik={formik} name="business_register" label="Registro imprese" data={registers} disabled={ro} />
        <Multi formik={formik} name="interprofessional_fund" label="Fondo interprofessionale" data={funds} disabled={ro} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Iscrizione alla CCIAA
        </Text>
        <SegmentedControl
          disabled={ro}
          value={(formik.values.subscribed_to_cciaa as string) ?? 'none'}
          onChange={(v) => formik.setFieldValue('subscribed_to_cciaa', v === 'none' ? null : v)}
          data={[
            { value: 'none', label: 'Indifferente' },
            { value: 'yes', label: 'Richiesta' },
            { value: 'no', label: 'Non iscritte' },
          ]}
        />
      </Stack>
      <Group>
        <Flag formik={formik} name="female_enterprise" label="Impresa femminile" disabled={ro} />
        <Flag formik={formik} name="youth_enterprise" label="Impresa giovanile" disabled={ro} />
        <Flag formik={formik} name="public_entity_enterprise" label="Ente pubblico" disabled={ro} />
      </Group>
    </Stack>
  );
}

/** ATECO 2025 picker: searches /api/reference/ateco by code prefix or Italian words. */
function AtecoPicker({ formik, disabled }: { formik: TabProps['formik']; disabled: boolean }) {
  const [search, setSearch] = useState('');
  const options = useSearchOptions<{ code: string; description: string }>(
    search,
    (s) => (s.length >= 2 ? `reference/ateco?version=2025&take=20&search=${encodeURIComponent(s)}` : null),
    (c) => ({ value: c.code, label: `${c.code} – ${c.description}` }),
  );
  const entries = formik.values.announcements_ateco_codes;
  const set = (next: FormValues['announcements_ateco_codes']) => {
    formik.setFieldValue('announcements_ateco_codes', next);
    formik.setFieldTouched('announcements_ateco_codes', true, false);
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Codici ATECO{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        <Switch
          label={formik.values.include_ateco_codes ? 'Solo i codici indicati' : 'Tutti tranne i codici indicati'}
          checked={!!formik.values.include_ateco_codes}
          disabled={disabled}
          onChange={(e) => formik.setFieldValue('include_ateco_codes', e.currentTarget.checked)}
        />
      </Group>
      {!disabled ? (
        <Select
          searchable
          placeholder="Cerca per codice (62.01) o descrizione"
          data={options}
          searchValue={search}
          onSearchChange={setSearch}
          value={null}
          nothingFoundMessage={search.length >= 2 ? 'Nessun codice' : 'Scrivi almeno 2 caratteri'}
          data-testid="ateco-picker"
          onChange={(v) => {
            const o = options.find((x) => x.value === v);
            if (v && !entries.some((e) => e.value === v))
              set([...entries, { value: v, primary: entries.length === 0, label: o?.label ?? v }]);
            setSearch('');
          }}
        />
      ) : null}
      {entries.map((e, i) => (
        <Group key={e.value} gap="xs" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {e.label ?? e.value}
          </Text>
          <Checkbox
            label="Primario"
            checked={e.primary}
            disabled={disabled}
            onChange={(ev) => set(entries.map((x, j) => (j === i ? { ...x, primary: ev.currentTarget.checked } : x)))}
          />
          {!disabled ? (
            <ActionIcon variant="subtle" color="red" aria-label="Rimuovi codice" onClick={() => set(entries.filter((_, j) => j !== i))}>
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {err(formik, 'announcements_ateco_codes') ? (
        <Text c="red" size="xs">
          {err(formik, 'announcements_ateco_codes')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Territories: nation, then region, province and comune (searched on /api/reference/comuni). */
function Locations({ formik, disabled }: { formik: TabProps['formik']; disabled: boolean }) {
  const regions = useOptions<{ code: string; name: string }[]>('reference/regions', (d) =>
    d.map((r) => ({ value: r.code, label: r.name })),
  );
  const nations = useOptions<{ nations: string[] }>('reference/options', (d) => d.nations.map((n) => ({ value: n, label: n })));
  const list = formik.values.announcements_locations;
  const set = (next: FormValues['announcements_locations']) => {
    formik.setFieldValue('announcements_locations', next);
    formik.setFieldTouched('announcements_locations', true, false);
  };
  const message =
    typeof getIn(formik.errors, 'announcements_locations') === 'string' && getIn(formik.touched, 'announcements_locations')
      ? getIn(formik.errors, 'announcements_locations')
      : null;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Territori{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        {!disabled ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => set([...list, { nation: 'Italia', region: null, province: null, city: null }])}
            data-testid="add-location"
          >
            Aggiungi territorio
          </Button>
        ) : null}
      </Group>
      {list.map((l, i) => (
        <LocationRow
          key={i}
          index={i}
          value={l}
          regions={regions}
          nations={nations}
          disabled={disabled}
          error={err(formik, `announcements_locations.${i}.nation`)}
          onChange={(v) => set(list.map((x, j) => (j === i ? v : x)))}
          onRemove={() => set(list.filter((_, j) => j !== i))}
        />
      ))}
      {message ? (
        <Text c="red" size="xs">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}

function LocationRow({
  value,
  regions,
  nations,
  disabled,
  error,
  onChange,
  onRemove,
  index,
}: {
  value: FormValues['announcements_locations'][number];
  regions: Option[];
  nations: Option[];
  disabled: boolean;
  error?: string;
  index: number;
  onChange: (v: FormValues['announcements_locations'][number]) => void;
  onRemove: () => void;
}) {
  const provinces = useOptions<{ acronym: string; name: string }[]>(
    value.region ? `reference/provinces?region=${value.region}` : null,
    (d) => d.map((p) => ({ value: p.acronym, label: `${p.name} (${p.acronym})` })),
  );
  const [search, setSearch] = useState('');
  const comuni = useSearchOptions<{ istat_code: string; name: string; province_acronym: string }>(
    search,
    (s) => (value.province && s.length >= 2 ? `reference/comuni?take=20&province=${value.province}&search=${encodeURIComponent(s)}` : null),
    (c) => ({ value: c.istat_code, label: c.name }),
  );
  const italy = value.nation === 'Italia';
  const cityData =
    value.city && !comuni.some((c) => c.value === value.city)
      ? [...comuni, { value: value.city, label: value.city_name ?? value.city }]
      : comuni;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" data-testid={`location-${index}`}>
      <Select
        label="Nazione"
        data={nations}
        value={value.nation}
        disabled={disabled}
        error={error}
        required
        w={130}
        onChange={(v) => onChange({ nation: v, region: null, province: null, city: null })}
      />
      <Select
        label="Regione"
        data={regions}
        value={value.region}
        disabled={disabled || !italy}
        clearable
        searchable
        placeholder="Tutte"
        onChange={(v) => onChange({ ...value, region: v, province: null, city: null })}
        style={{ flex: 1 }}
      />
      <Select
        label="Provincia"
        data={provinces}
        value={value.province}
        disabled={disabled || !value.region}
        clearable
        searchable
        placeholder="Tutte"
        onChange={(v) => onChange({ ...value, province: v, city: null })}
        style={{ flex: 1 }}
      />
      <Select
        label="Comune"
        data={cityData}
        value={value.city}
        disabled={disabled || !value.province}
        clearable
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        placeholder="Tutti"
        nothingFoundMessage="Scrivi il nome del comune"
        onChange={(v) => onChange({ ...value, city: v, city_name: cityData.find((c) => c.value === v)?.label ?? null })}
        style={{ flex: 1 }}
      />
      {!disabled ? (
        <ActionIcon variant="subtle" color="red" aria-label="Rimuovi territorio" onClick={onRemove} mb={4}>
          <IconTrash size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

function ExpensesTab({ formik, readOnly }: TabProps) {
  const ro = readOnly('voci_di_spesa');
  const items = formik.values.announcements_expense_items;
  const set = (next: Record<string, unknown>[]) => formik.setFieldValue('announcements_expense_items', next);
  const upd = (i: number, k: string, v: unknown) => set(items.map((x, j) => (j === i ? { ...x, [k]: v } : x)));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Num formik={formik} name="eligible_expense_min" label="Spesa ammessa min (€)" disabled={ro} />
        <Num formik={formik} name="eligible_expense_max" label="Spesa ammessa max (€)" disabled={ro} />
        <Num formik={formik} name="grant_min" label="Agevolazione concedibile min (€)" disabled={ro} />
        <Num formik={formik} name="grant_max" label="Agevolazione concedibile max (€)" disabled={ro} />
      </SimpleGrid>
      {items.map((e, i) => (
        <Paper key={i} withBorder p="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label="Voce di spesa"
                required
                value={String(e.description ?? '')}
                disabled={ro}
                style={{ flex: 1 }}
                onChange={(ev) => upd(i, 'description', ev.currentTarget.value)}
                error={err(formik, `announcements_expense_items.${i}.description`)}
              />
              {!ro ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Rimuovi voce"
                  onClick={() => set(items.filter((_, j) => j !== i))}
                  mb={4}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {(['min_import_value', 'min_import_percentage', 'max_import_value', 'max_import_percentage'] as const).map((k) => (
                <NumberInput
                  key={k}
                  label={
                    {
                      min_import_value: 'Importo min (€)',
                      min_import_percentage: 'Min %',
                      max_import_value: 'Importo max (€)',
                      max_import_percentage: 'Max %',
                    }[k]
                  }
                  value={(e[k] as number | string | null) ?? ''}
                  min={0}
                  max={k.endsWith('percentage') ? 100 : 9_999_999_999_999}
                  clampBehavior="strict"
                  decimalScale={2}
                  decimalSeparator=","
                  allowNegative={false}
                  disabled={ro}
                  onChange={(v) => upd(i, k, v === '' ? null : Number(v))}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Nota sul minimo"
                value={String(e.min_import_note ?? '')}
                disabled={ro}
                onChange={(ev) => upd(i, 'min_import_note', ev.currentTarget.value)}
              />
              <TextInput
                label="Nota sul massimo"
                value={String(e.max_import_note ?? '')}
                disabled={ro}
                onChange={(ev) => upd(i, 'max_import_note', ev.currentTarget.value)}
              />
            </SimpleGrid>
            <TagsInput
              label="Allegati richiesti"
              value={(e.required_attachment as string[]) ?? []}
              disabled={ro}
              onChange={(v) => upd(i, 'required_attachment', v)}
              placeholder="Scrivi e premi Invio"
            />
            <Textarea
              label="Note"
              value={String(e.note ?? '')}
              disabled={ro}
              autosize
              minRows={1}
              onChange={(ev) => upd(i, 'note', ev.currentTarget.value)}
            />
          </Stack>
        </Paper>
      ))}
      {!ro ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => set([...items, { description: '', required_attachment: [] }])}
          w="fit-content"
        >
          Aggiungi voce di spesa
        </Button>
      ) : null}
    </Stack>
  );
}

/** A list of named documents with an uploaded file each (POST /api/files or /api/projects/{id}/files). */
function DocumentsTab({
  formik,
  readOnly,
  locked,
  projectId,
  field,
  tab,
  title,
}: TabProps & { field: 'announcements_additional_documents' | 'announcements_other_attachments'; tab: TabKey; title: string }) {
  const ro = readOnly(tab);
  const docs = formik.values[field];
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const set = (next: DocValue[]) => formik.setFieldValue(field, next);
  const upload = async (i: number, file: File | null) => {
    if (!file) return set(docs.map((d, j) => (j === i ? { ...d, file_id: null, file_name: null } : d)));
    setUploading(i);
    setUploadError(null);
    try {
      const data = new FormData();
      data.append('file', file);
      const res = await api.post<{ id: string; original_name: string }>(projectId ? `projects/${projectId}/files` : 'files', data, {
        skipGlobalErrorHandling: true,
      });
      set(
        docs.map((d, j) =>
          j === i
            ? { ...d, file_id: res.data.id, file_name: res.data.original_name, name: d.name || file.name.replace(/\.[^.]+$/, '') }
            : d,
        ),
      );
    } catch (e) {
      setUploadError(errorMessage(e));
    } finally {
      setUploading(null);
    }
  };
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      {projectId ? (
        <Text size="xs" c="dimmed">
          I documenti aggiunti in un ambiente a un bando globale sono visibili solo in questo ambiente.
        </Text>
      ) : null}
      {uploadError ? <Alert color="red">{uploadError}</Alert> : null}
      {docs.map((d, i) => (
        <Group key={i} align="flex-end" wrap="nowrap" data-testid={`${field}-${i}`} data-locked={locked(d) ? 'true' : 'false'}>
          <TextInput
            label="Nome"
            required
            value={d.name}
            disabled={ro || locked(d)}
            description={locked(d) ? 'Documento del bando (non modificabile qui)' : undefined}
            style={{ flex: 1 }}
            onChange={(e) => set(docs.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)))}
            error={err(formik, `${field}.${i}.name`)}
          />
          <FileInput
            label="File (max 10 MB)"
            placeholder={d.file_name ?? 'Scegli un file'}
            clearable
            disabled={ro || locked(d) || uploading === i}
            style={{ flex: 1 }}
            accept=".pdf,.png,.jpg,.jpeg,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp"
            onChange={(f) => upload(i, f)}
          />
          {!ro && !locked(d) ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Rimuovi documento"
              onClick={() => set(docs.filter((_, j) => j !== i))}
              mb={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {!ro ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => set([...docs, { name: '', file_id: null }])}
          w="fit-content"
          data-testid={`add-${field}`}
        >
          Aggiungi documento
        </Button>
      ) : null}
    </Stack>
  );
}

/** Standard documents of the catalogue (GET /api/standard-documents), stored as ids. */
function StandardDocuments({ formik, readOnly }: TabProps) {
  const options = useOptions<{ data: { id: number; name: string }[] }>('standard-documents', (d) =>
    d.data.map((x) => ({ value: String(x.id), label: x.name })),
  );
  const ids = ((formik.values.standard_documents as (number | { id: number })[]) ?? []).map((x) =>
    String(typeof x === 'object' ? x.id : x),
  );
  return (
    <MultiSelect
      label="Documenti standard richiesti"
      data={options}
      value={ids}
      searchable
      disabled={readOnly('documentazione')}
      placeholder={options.length ? 'Scegli dal catalogo' : 'Catalogo vuoto (Impostazioni → Documentazione bandi)'}
      onChange={(v) => formik.setFieldValue('standard_documents', v.map(Number))}
    />
  );
}

function CustomFields({ formik, readOnly, locked }: TabProps): ReactNode {
  const ro = readOnly('altro');
  const list = formik.values.announcements_custom_fields;
  const set = (next: FormValues['announcements_custom_fields']) => formik.setFieldValue('announcements_custom_fields', next);
  return (
    <Stack gap="xs">
      <Title order={4}>Campi personalizzati</Title>
      {list.map((c, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput
            label="Etichetta"
            required
            value={c.label}
            disabled={ro || locked(c)}
            maxLength={200}
            onChange={(e) => set(list.map((x, j) => (j === i ? { ...x, label: e.currentTarget.value } : x)))}
            error={err(formik, `announcements_custom_fields.${i}.label`)}
          />
          <TextInput
            label="Valore"
            value={c.value}
            disabled={ro || locked(c)}
            style={{ flex: 1 }}
            onChange={(e) => set(list.map((x, j) => (j === i ? { ...x, value: e.currentTarget.value } : x)))}
          />
          {!ro && !locked(c) ? (
            <ActionIcon variant="subtle" color="red" aria-label="Rimuovi campo" onClick={() => set(list.filter((_, j) => j !== i))} mb={4}>
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {!ro ? (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => set([...list, { label: '', value: '' }])}
          w="fit-content"
        >
          Aggiungi campo
        </Button>
      ) : null}
    </Stack>
  );
}
