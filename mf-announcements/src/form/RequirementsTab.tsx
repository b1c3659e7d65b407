import { Locations } from './Locations';
import { ActionIcon, Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@bandi/shared-ui';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { atecoSearch, useDropdown, useLegalForms, useSearchOptions } from './reference';
import { Flag, Multi, Num, err, type TabProps } from './fields';
import type { FormValues } from './values';

/** Whether the announcement states no restriction for requirement `name` (`requirements_without_limit`). */
const unrestricted = (formik: TabProps['formik'], name: string) =>
  ((formik.values.requirements_without_limit as string[] | undefined) ?? []).includes(name);

/**
 * The tick that states a requirement unrestricted (docs/rules.md#form-rules, UNRESTRICTED_FIELDS of
 * @bandi/domain): "Nessun minimo" / "Nessun massimo", "Tutte le dimensioni", "Tutti i settori".
 * Ticked, the requirement joins `requirements_without_limit` and is emptied; publishing accepts it
 * empty. Calls imported from incentivi.gov.it come with the limits the open data does not give ticked.
 */
function NoRestriction({ formik, name, label, disabled }: { formik: TabProps['formik']; name: string; label: string; disabled: boolean }) {
  const list = (formik.values.requirements_without_limit as string[] | undefined) ?? [];
  const toggle = (checked: boolean) => {
    void formik.setFieldValue('requirements_without_limit', checked ? [...list, name] : list.filter((f) => f !== name));
    if (checked) void formik.setFieldValue(name, Array.isArray(formik.values[name]) ? [] : '');
  };
  return (
    <Checkbox size="xs" label={label} checked={list.includes(name)} disabled={disabled} onChange={(e) => toggle(e.currentTarget.checked)} />
  );
}

/** One of the six requirement limits: a number, or "Nessun minimo" / "Nessun massimo" (`NoRestriction`). */
function LimitField({ formik, name, label, disabled }: { formik: TabProps['formik']; name: string; label: string; disabled: boolean }) {
  const none = unrestricted(formik, name);
  return (
    <Stack gap={4}>
      <Num name={name} label={label} disabled={disabled || none} required={!none} />
      <NoRestriction formik={formik} name={name} label={name.endsWith('_min') ? 'Nessun minimo' : 'Nessun massimo'} disabled={disabled} />
    </Stack>
  );
}

export function RequirementsTab({ formik, readOnly }: TabProps) {
  const ro = readOnly('requisiti');
  const dims = useDropdown('company_dimensions');
  const areas = useDropdown('areas_of_intervention');
  const registers = useDropdown('business_registers');
  const funds = useDropdown('interprofessional_funds');
  const forms = useLegalForms();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LimitField formik={formik} name="number_of_employees_min" label="Numero di dipendenti (min)" disabled={ro} />
        <LimitField formik={formik} name="number_of_employees_max" label="Numero di dipendenti (max)" disabled={ro} />
        <LimitField formik={formik} name="year_of_establishment_min" label="Anno di costituzione (dal)" disabled={ro} />
        <LimitField formik={formik} name="year_of_establishment_max" label="Anno di costituzione (al)" disabled={ro} />
        <LimitField formik={formik} name="annual_volume_min" label="Fatturato annuo min (€)" disabled={ro} />
        <LimitField formik={formik} name="annual_volume_max" label="Fatturato annuo max (€)" disabled={ro} />
      </SimpleGrid>
      <Stack gap={4}>
        <Multi
          name="announcements_company_dimensions"
          label="Dimensione d'impresa"
          data={dims}
          disabled={ro || unrestricted(formik, 'announcements_company_dimensions')}
          required={!unrestricted(formik, 'announcements_company_dimensions')}
        />
        <NoRestriction formik={formik} name="announcements_company_dimensions" label="Tutte le dimensioni" disabled={ro} />
      </Stack>
      <Multi name="announcements_areas_of_intervention" label="Ambiti di intervento" data={areas} disabled={ro} required />
      <Stack gap={4}>
        <AtecoPicker formik={formik} disabled={ro || unrestricted(formik, 'announcements_ateco_codes')} />
        <NoRestriction formik={formik} name="announcements_ateco_codes" label="Tutti i settori" disabled={ro} />
      </Stack>
      <Locations formik={formik} disabled={ro} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Multi name="legal_form" label="Forma giuridica" data={forms} disabled={ro} />
        <Multi name="business_register" label="Registro imprese" data={registers} disabled={ro} />
        <Multi name="interprofessional_fund" label="Fondo interprofessionale" data={funds} disabled={ro} />
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
        <Flag name="female_enterprise" label="Impresa femminile" disabled={ro} />
        <Flag name="youth_enterprise" label="Impresa giovanile" disabled={ro} />
        <Flag name="public_entity_enterprise" label="Ente pubblico" disabled={ro} />
      </Group>
    </Stack>
  );
}

/** ATECO 2025 picker: searches /api/reference/ateco by code prefix or Italian words. */
export function AtecoPicker({ formik, disabled }: { formik: TabProps['formik']; disabled: boolean }) {
  const [search, setSearch] = useState('');
  const options = useSearchOptions(search, atecoSearch, (c) => ({ value: c.code, label: `${c.code} – ${c.description}` }));
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
