import { Locations } from './Locations';
import { ActionIcon, Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@bandi/shared-ui';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { atecoSearch, useDropdown, useLegalForms, useSearchOptions } from './reference';
import { Flag, Multi, Num, err, type TabProps } from './fields';
import type { FormValues } from './values';

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
        <Num name="number_of_employees_min" label="Numero di dipendenti (min)" disabled={ro} required />
        <Num name="number_of_employees_max" label="Numero di dipendenti (max)" disabled={ro} required />
        <Num name="year_of_establishment_min" label="Anno di costituzione (dal)" disabled={ro} required />
        <Num name="year_of_establishment_max" label="Anno di costituzione (al)" disabled={ro} required />
        <Num name="annual_volume_min" label="Fatturato annuo min (€)" disabled={ro} required />
        <Num name="annual_volume_max" label="Fatturato annuo max (€)" disabled={ro} required />
      </SimpleGrid>
      <Multi name="announcements_company_dimensions" label="Dimensione d'impresa" data={dims} disabled={ro} required />
      <Multi name="announcements_areas_of_intervention" label="Ambiti di intervento" data={areas} disabled={ro} required />
      <AtecoPicker formik={formik} disabled={ro} />
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
