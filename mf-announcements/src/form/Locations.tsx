import { getIn } from 'formik';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@bandi/shared-ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { comuniSearch, useProvinces, useReferenceOptions, useRegions, useSearchOptions, type Option } from './reference';
import { err, type TabProps } from './fields';
import type { FormValues } from './values';

/** Territories: nation, then region, province and comune (searched on /api/reference/comuni). */
export function Locations({ formik, disabled }: { formik: TabProps['formik']; disabled: boolean }) {
  const regions = useRegions();
  const nations = useReferenceOptions('nations');
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

export function LocationRow({
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
  const provinces = useProvinces(value.region);
  const [search, setSearch] = useState('');
  const comuni = useSearchOptions(
    search,
    (s) => comuniSearch(value.province, s),
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
