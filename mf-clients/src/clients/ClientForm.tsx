import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Card, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FieldArray, Form, Formik, useField, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AlertBox,
  FormikSelectField,
  FormikTextInputField,
  Breadcrumbs,
  NotFoundState,
  PageSkeleton,
  api,
  errorMessage,
  ifMatch,
  useVersionConflict,
  fieldErrors,
  isValidId,
  useRecord,
  type Paginated,
} from '@bandi/shared-ui';
import { clientsBase, projectCollection } from '../paths';
import { AtecoPicker } from './AtecoPicker';
import { DIMENSION_LABELS, type Client, type Dimension, type Referent } from '../types';
import { clientSchema } from '../validation';

/** Form values: strings for text inputs (empty = null), numbers for figures. */
export interface ClientFormValues {
  business_name: string;
  vat_number: string;
  fiscal_code: string;
  legal_form: string;
  constitution_date: string;
  email: string;
  pec: string;
  sdi: string;
  rea_number: string;
  phone: string;
  website: string;
  subscribed_to_cciaa: '' | 'yes' | 'no';
  female_enterprise: boolean;
  youth_enterprise: boolean;
  public_entity_enterprise: boolean;
  social_capital: string;
  public_bodies_share: string;
  company_dimension_override: '' | Dimension;
  client_legal_location: { address: string; postal_code: string; city: string; province: string };
  clients_ateco_codes: { value: string; primary: boolean }[];
  clients_history: { year: string; headcount: string; turnover: string; balance_sheet_total: string }[];
  clients_location: Row[];
  clients_partners: Row[];
  clients_administrators: Row[];
  clients_banks: Row[];
  related: Row[];
  clients_referents: string[];
}

type Row = Record<string, string>;

/** Columns of the repeatable sections (all edited as text; numbers converted on submit). */
const ROWS: Record<
  'clients_location' | 'clients_partners' | 'clients_administrators' | 'clients_banks' | 'related',
  { key: string; label: string; w?: number }[]
> = {
  clients_location: [
    { key: 'address', label: 'Indirizzo' },
    { key: 'postal_code', label: 'CAP', w: 90 },
    { key: 'city', label: 'Comune' },
    { key: 'province', label: 'Prov.', w: 70 },
  ],
  clients_partners: [
    { key: 'name', label: 'Socio' },
    { key: 'fiscal_code', label: 'Codice fiscale' },
    { key: 'share_percent', label: 'Quota %', w: 90 },
  ],
  clients_administrators: [
    { key: 'name', label: 'Nome' },
    { key: 'surname', label: 'Cognome' },
    { key: 'fiscal_code', label: 'Codice fiscale' },
    { key: 'role', label: 'Carica' },
  ],
  clients_banks: [
    { key: 'name', label: 'Banca' },
    { key: 'iban', label: 'IBAN' },
    { key: 'branch', label: 'Filiale' },
  ],
  related: [
    { key: 'name', label: 'Impresa' },
    { key: 'share_percent', label: 'Quota %', w: 80 },
    { key: 'headcount', label: 'ULA', w: 80 },
    { key: 'turnover', label: 'Fatturato (EUR)' },
    { key: 'balance_sheet_total', label: 'Bilancio (EUR)' },
  ],
};

const RELATION_KINDS = [
  { value: 'associated', label: 'Associata (25–50%)' },
  { value: 'connected', label: 'Collegata (>50%)' },
  { value: 'connected_by_person', label: 'Collegata tramite persona fisica' },
];

const emptyRow = (section: keyof typeof ROWS): Row => ({
  ...Object.fromEntries(ROWS[section].map((c) => [c.key, ''])),
  ...(section === 'related' ? { kind: 'associated' } : {}),
});
const toRow = (o: object): Row =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Initial values from a stored client (edit) or empty (create). */
export function toFormValues(c?: Client | null): ClientFormValues {
  const l = c?.client_legal_location;
  return {
    business_name: s(c?.business_name),
    vat_number: s(c?.vat_number),
    fiscal_code: s(c?.fiscal_code),
    legal_form: s(c?.legal_form),
    constitution_date: s(c?.constitution_date),
    email: s(c?.email),
    pec: s(c?.pec),
    sdi: s(c?.sdi),
    rea_number: s(c?.rea_number),
    phone: s(c?.phone),
    website: s(c?.website),
    subscribed_to_cciaa: c?.subscribed_to_cciaa ?? '',
    female_enterprise: !!c?.female_enterprise,
    youth_enterprise: !!c?.youth_enterprise,
    public_entity_enterprise: !!c?.public_entity_enterprise,
    social_capital: s(c?.social_capital),
    public_bodies_share: s(c?.public_bodies_share),
    company_dimension_override: c?.company_dimension_details?.manual ? (c.company_dimension_details.effective ?? '') : '',
    client_legal_location: { address: s(l?.address), postal_code: s(l?.postal_code), city: s(l?.city), province: s(l?.province) },
    clients_ateco_codes: (c?.clients_ateco_codes ?? []).map((a) => ({ value: a.value, primary: a.primary })),
    clients_history: (c?.clients_history ?? []).map((h) => ({
      year: s(h.year),
      headcount: s(h.headcount),
      turnover: s(h.turnover),
      balance_sheet_total: s(h.balance_sheet_total),
    })),
    clients_location: (c?.clients_location ?? []).map((l) =>
      toRow({ address: l.address, postal_code: l.postal_code, city: l.city, province: l.province }),
    ),
    clients_partners: (c?.clients_partners ?? []).map((p) =>
      toRow({ name: p.name, fiscal_code: p.fiscal_code, share_percent: p.share_percent }),
    ),
    clients_administrators: (c?.clients_administrators ?? []).map((a) =>
      toRow({ name: a.name, surname: a.surname, fiscal_code: a.fiscal_code, role: a.role }),
    ),
    clients_banks: (c?.clients_banks ?? []).map((b) => toRow({ name: b.name, iban: b.iban, branch: b.branch })),
    related: (['associated', 'connected', 'connected_by_person'] as const).flatMap((kind) =>
      (c?.[`${kind}_companies`] ?? []).map((r) =>
        toRow({
          kind,
          name: r.name,
          share_percent: r.share_percent,
          headcount: r.headcount,
          turnover: r.turnover,
          balance_sheet_total: r.balance_sheet_total,
        }),
      ),
    ),
    clients_referents: (c?.clients_referents ?? []).map((r) => String(r.id)),
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);
const numOrNull = (v: string) => (v.trim() ? Number(v.replace(',', '.')) : null);

/** The request body of POST/PUT (SPEC §3.5 field names). */
export function toRequestBody(v: ClientFormValues, initialReferents: string[] = []): Record<string, unknown> {
  const related = (kind: string) =>
    v.related
      .filter((r) => r.kind === kind)
      .map((r) => ({
        name: r.name.trim(),
        share_percent: numOrNull(r.share_percent),
        headcount: numOrNull(r.headcount),
        turnover: numOrNull(r.turnover),
        balance_sheet_total: numOrNull(r.balance_sheet_total),
      }));
  const l = v.client_legal_location;
  const hasLocation = [l.address, l.postal_code, l.city, l.province].some((x) => x.trim());
  return {
    business_name: v.business_name.trim(),
    vat_number: orNull(v.vat_number),
    fiscal_code: orNull(v.fiscal_code),
    legal_form: orNull(v.legal_form),
    constitution_date: orNull(v.constitution_date),
    email: orNull(v.email),
    pec: orNull(v.pec),
    sdi: orNull(v.sdi),
    rea_number: orNull(v.rea_number),
    phone: orNull(v.phone),
    website: orNull(v.website),
    subscribed_to_cciaa: v.subscribed_to_cciaa || null,
    female_enterprise: v.female_enterprise,
    youth_enterprise: v.youth_enterprise,
    public_entity_enterprise: v.public_entity_enterprise,
    social_capital: numOrNull(v.social_capital),
    public_bodies_share: numOrNull(v.public_bodies_share),
    company_dimension_override: v.company_dimension_override || null,
    client_legal_location: hasLocation
      ? {
          address: orNull(l.address),
          postal_code: orNull(l.postal_code),
          city: orNull(l.city),
          province: orNull(l.province)?.toUpperCase() ?? null,
        }
      : null,
    clients_ateco_codes: v.clients_ateco_codes.map((a) => ({ value: a.value.trim(), primary: a.primary })),
    clients_history: v.clients_history.map((h) => ({
      year: Number(h.year),
      headcount: numOrNull(h.headcount),
      turnover: numOrNull(h.turnover),
      balance_sheet_total: numOrNull(h.balance_sheet_total),
    })),
    clients_location: v.clients_location.map((l) => ({
      address: orNull(l.address),
      postal_code: orNull(l.postal_code),
      city: orNull(l.city),
      province: orNull(l.province)?.toUpperCase() ?? null,
    })),
    clients_partners: v.clients_partners.map((p) => ({
      name: p.name.trim(),
      fiscal_code: orNull(p.fiscal_code),
      share_percent: numOrNull(p.share_percent),
    })),
    clients_administrators: v.clients_administrators.map((a) => ({
      name: a.name.trim(),
      surname: a.surname.trim(),
      fiscal_code: orNull(a.fiscal_code),
      role: orNull(a.role),
    })),
    clients_banks: v.clients_banks.map((b) => ({
      name: b.name.trim(),
      iban: orNull(b.iban)?.replace(/\s+/g, '').toUpperCase() ?? null,
      branch: orNull(b.branch),
    })),
    associated: v.related.some((r) => r.kind === 'associated'),
    connected: v.related.some((r) => r.kind !== 'associated'),
    autonomous: v.related.length === 0,
    associated_companies: related('associated'),
    connected_companies: related('connected'),
    connected_by_person_companies: related('connected_by_person'),
    clients_referents: v.clients_referents.map(Number),
    clients_referents_to_delete: initialReferents.filter((r) => !v.clients_referents.includes(r)).map(Number),
  };
}

/** A repeatable section: one row of text inputs per entry, add and remove. */
function RowsSection({ section, title, addLabel }: { section: keyof typeof ROWS; title: string; addLabel: string }) {
  const [field] = useField<Row[]>(section);
  const rows = field.value ?? [];
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        {title}
      </Title>
      <FieldArray name={section}>
        {(arr) => (
          <Stack gap="xs">
            {rows.map((row, i) => (
              <Group key={i} align="flex-end" wrap="nowrap">
                {section === 'related' ? <RelationKind name={`related.${i}.kind`} /> : null}
                {ROWS[section].map((col) => (
                  <FormikTextInputField
                    key={col.key}
                    name={`${section}.${i}.${col.key}`}
                    label={col.label}
                    w={col.w}
                    style={col.w ? undefined : { flex: 1 }}
                  />
                ))}
                <ActionIcon variant="subtle" color="red" aria-label={`Rimuovi riga ${i + 1}`} onClick={() => arr.remove(i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button variant="light" leftSection={<IconPlus size={16} />} w="fit-content" onClick={() => arr.push(emptyRow(section))}>
              {addLabel}
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Card>
  );
}

function RelationKind({ name }: { name: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <Select
      label="Tipo"
      data={RELATION_KINDS}
      value={field.value}
      onChange={(v) => helpers.setValue(v ?? 'associated')}
      w={220}
      allowDeselect={false}
    />
  );
}

function ReferentsField({ options }: { options: { value: string; label: string }[] }) {
  const [field, , helpers] = useField<string[]>('clients_referents');
  return (
    <MultiSelect
      label="Referenti che seguono il cliente"
      data={options}
      value={field.value}
      onChange={(v) => helpers.setValue(v)}
      searchable
      clearable
    />
  );
}

function FormikCheckbox({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return <Checkbox label={label} checked={!!field.value} onChange={(e) => helpers.setValue(e.currentTarget.checked)} />;
}

/**
 * Create (`/clienti/crea`) and edit (`/clienti/{id}/modifica`) of a client with Formik + Yup:
 * the Italian checks run in the browser with the API's own functions and again on the server;
 * a 422 answer puts each message on its field (e.g. the partita IVA).
 */
export function ClientForm({ mode }: { mode: 'create' | 'edit' }) {
  const { projectId, clientId } = useParams();
  const navigate = useNavigate();
  const base = clientsBase(projectId);
  const valid = mode === 'create' || isValidId(clientId);
  const record = useRecord<Client>(
    async (signal) => (await api.get<Client>(`${projectCollection(projectId, 'clients')}/${clientId}`, { signal })).data,
    [projectId, clientId],
    mode === 'edit' && valid,
  );
  const [submitError, setSubmitError] = useState<string | null>(null);
  // "Ricarica" puts the current client into the form (the Formik key below follows its version)
  const conflicts = useVersionConflict<Client>((current) => record.setData(current));
  const [referents, setReferents] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    api
      .get<Paginated<Referent>>(projectCollection(projectId, 'referents'), { params: { take: 100 } })
      .then((r) =>
        setReferents(
          r.data.data.map((x) => ({ value: String(x.id), label: `${x.name} ${x.surname}${x.organisation ? ` (${x.organisation})` : ''}` })),
        ),
      )
      .catch(() => setReferents([]));
  }, [projectId]);
  if (!valid) return <NotFoundState backTo={base} backLabel="Torna ai clienti" />;
  if (mode === 'edit' && record.loading) return <PageSkeleton />;
  if (mode === 'edit' && record.error) return <AlertBox type="error" message={errorMessage(record.error)} />;

  const save = async (values: ClientFormValues, helpers: FormikHelpers<ClientFormValues>, version = record.data?.version) => {
    setSubmitError(null);
    try {
      const body = toRequestBody(
        values,
        (record.data?.clients_referents ?? []).map((r) => String(r.id)),
      );
      const res =
        mode === 'create'
          ? await api.post<Client>(projectCollection(projectId, 'clients'), body)
          : await api.put<Client>(`${projectCollection(projectId, 'clients')}/${clientId}`, body, ifMatch(version));
      navigate(`${base}/${res.data.id}`);
    } catch (err) {
      // somebody saved the client meanwhile: the dialog offers reload or keep-mine (re-submitted on the current version)
      if (conflicts.capture(err, (current) => save(values, helpers, current))) return;
      const errors = fieldErrors(err);
      for (const [field, message] of Object.entries(errors)) {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      }
      setSubmitError(errorMessage(err));
    }
  };
  const submit = (values: ClientFormValues, helpers: FormikHelpers<ClientFormValues>) => save(values, helpers);

  const title = mode === 'create' ? 'Nuovo cliente' : `Modifica ${record.data?.business_name ?? 'cliente'}`;
  return (
    <Stack data-testid="form-client">
      <Breadcrumbs
        items={[
          { label: 'Clienti', to: base },
          ...(mode === 'edit' ? [{ label: record.data?.business_name ?? 'Dettaglio', to: `${base}/${clientId}` }] : []),
          { label: mode === 'create' ? 'Nuovo' : 'Modifica' },
        ]}
      />
      <Title order={2}>{title}</Title>
      {conflicts.dialog}
      <Formik key={record.data?.version ?? 0} initialValues={toFormValues(record.data)} validationSchema={clientSchema} onSubmit={submit}>
        {({ values, isSubmitting, setFieldValue }) => (
          <Form noValidate>
            <Stack>
              {submitError ? (
                <Alert color="red" data-testid="form-error">
                  {submitError}
                </Alert>
              ) : null}
              <Card withBorder>
                <Title order={4} mb="sm">
                  Anagrafica
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <FormikTextInputField name="business_name" label="Ragione sociale" withAsterisk maxLength={255} />
                  <FormikTextInputField name="legal_form" label="Forma giuridica" />
                  <FormikTextInputField name="vat_number" label="Partita IVA" maxLength={13} />
                  <FormikTextInputField name="fiscal_code" label="Codice fiscale" maxLength={16} />
                  <FormikTextInputField name="constitution_date" label="Data di costituzione" type="date" />
                  <FormikTextInputField name="rea_number" label="Numero REA" placeholder="MI-1234567" />
                  <FormikSelectField
                    name="subscribed_to_cciaa"
                    label="Iscritta alla CCIAA"
                    clearable
                    data={[
                      { value: 'yes', label: 'Sì' },
                      { value: 'no', label: 'No' },
                    ]}
                  />
                  <FormikTextInputField name="social_capital" label="Capitale sociale (EUR)" inputMode="decimal" />
                </SimpleGrid>
                <Group mt="sm">
                  <FormikCheckbox name="female_enterprise" label="Impresa femminile" />
                  <FormikCheckbox name="youth_enterprise" label="Impresa giovanile" />
                  <FormikCheckbox name="public_entity_enterprise" label="Ente pubblico" />
                </Group>
              </Card>
              <Card withBorder>
                <Title order={4} mb="sm">
                  Contatti e fatturazione
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <FormikTextInputField name="email" label="Email" type="email" />
                  <FormikTextInputField name="pec" label="PEC" type="email" />
                  <FormikTextInputField
                    name="sdi"
                    label="Codice SDI"
                    description="7 caratteri; 0000000 per recapito tramite PEC"
                    maxLength={7}
                  />
                  <FormikTextInputField name="phone" label="Telefono" />
                  <FormikTextInputField name="website" label="Sito web" />
                </SimpleGrid>
              </Card>
              <Card withBorder>
                <Title order={4} mb="sm">
                  Sede legale
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 4 }}>
                  <FormikTextInputField name="client_legal_location.address" label="Indirizzo" />
                  <FormikTextInputField name="client_legal_location.postal_code" label="CAP" maxLength={5} />
                  <FormikTextInputField name="client_legal_location.city" label="Comune" />
                  <FormikTextInputField name="client_legal_location.province" label="Provincia (sigla)" maxLength={2} />
                </SimpleGrid>
              </Card>
              <Card withBorder>
                <Title order={4} mb="sm">
                  Codici ATECO 2025
                </Title>
                <FieldArray name="clients_ateco_codes">
                  {(arr) => (
                    <Stack gap="xs">
                      {values.clients_ateco_codes.map((_, i) => (
                        <Group key={i} align="flex-end">
                          <AtecoPicker name={`clients_ateco_codes.${i}.value`} testId={`ateco-${i}`} />
                          <Checkbox
                            label="Primario"
                            checked={values.clients_ateco_codes[i].primary}
                            onChange={(e) => {
                              const on = e.currentTarget.checked;
                              values.clients_ateco_codes.forEach(
                                (__, j) => void setFieldValue(`clients_ateco_codes.${j}.primary`, j === i ? on : false),
                              );
                            }}
                          />
                          <ActionIcon variant="subtle" color="red" aria-label="Rimuovi codice ATECO" onClick={() => arr.remove(i)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      ))}
                      <Button
                        variant="light"
                        leftSection={<IconPlus size={16} />}
                        w="fit-content"
                        onClick={() => arr.push({ value: '', primary: values.clients_ateco_codes.length === 0 })}
                      >
                        Aggiungi codice ATECO
                      </Button>
                    </Stack>
                  )}
                </FieldArray>
              </Card>
              <Card withBorder>
                <Title order={4} mb="sm">
                  Storico (ULA, fatturato, totale di bilancio)
                </Title>
                <FieldArray name="clients_history">
                  {(arr) => (
                    <Stack gap="xs">
                      {values.clients_history.map((_, i) => (
                        <Group key={i} align="flex-end" wrap="nowrap">
                          <FormikTextInputField name={`clients_history.${i}.year`} label="Anno" w={90} data-testid={`history-year-${i}`} />
                          <FormikTextInputField
                            name={`clients_history.${i}.headcount`}
                            label="ULA"
                            w={90}
                            data-testid={`history-headcount-${i}`}
                          />
                          <FormikTextInputField
                            name={`clients_history.${i}.turnover`}
                            label="Fatturato (EUR)"
                            data-testid={`history-turnover-${i}`}
                          />
                          <FormikTextInputField
                            name={`clients_history.${i}.balance_sheet_total`}
                            label="Totale di bilancio (EUR)"
                            data-testid={`history-balance-${i}`}
                          />
                          <ActionIcon variant="subtle" color="red" aria-label="Rimuovi anno" onClick={() => arr.remove(i)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      ))}
                      <Button
                        variant="light"
                        leftSection={<IconPlus size={16} />}
                        w="fit-content"
                        onClick={() =>
                          arr.push({ year: String(new Date().getFullYear() - 1), headcount: '', turnover: '', balance_sheet_total: '' })
                        }
                      >
                        Aggiungi anno
                      </Button>
                    </Stack>
                  )}
                </FieldArray>
              </Card>
              <RowsSection section="clients_location" title="Sedi operative" addLabel="Aggiungi sede" />
              <RowsSection section="clients_partners" title="Soci" addLabel="Aggiungi socio" />
              <RowsSection section="clients_administrators" title="Amministratori" addLabel="Aggiungi amministratore" />
              <RowsSection section="clients_banks" title="Banche" addLabel="Aggiungi banca" />
              <RowsSection section="related" title="Imprese associate e collegate (Racc. 2003/361/CE)" addLabel="Aggiungi impresa" />
              {referents.length ? (
                <Card withBorder>
                  <ReferentsField options={referents} />
                </Card>
              ) : null}
              <Card withBorder>
                <Title order={4} mb="sm">
                  Dimensione d'impresa
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  Calcolata dallo storico e dalle imprese associate o collegate (Racc. 2003/361/CE); puoi indicarla a mano, resterà segnata
                  come manuale.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <FormikSelectField
                    name="company_dimension_override"
                    label="Dimensione manuale"
                    clearable
                    data={Object.entries(DIMENSION_LABELS).map(([value, label]) => ({ value, label }))}
                  />
                  <FormikTextInputField name="public_bodies_share" label="Quota detenuta da enti pubblici (%)" inputMode="decimal" />
                </SimpleGrid>
              </Card>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate(mode === 'edit' ? `${base}/${clientId}` : base)}>
                  Annulla
                </Button>
                <Button type="submit" loading={isSubmitting} data-testid="client-submit">
                  Salva
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
