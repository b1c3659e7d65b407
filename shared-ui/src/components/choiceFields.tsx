/** Select and radio group of the design system: not part of the login's core entry (issue 12). */
import { Group, Radio, Select, Stack, type ComboboxItem, type RadioGroupProps, type SelectProps } from '@mantine/core';

export interface SelectFieldProps extends SelectProps {
  /** Searchable by default (docs/screens.md#shared-widgets). */
  searchable?: boolean;
}

/**
 * Select of the design system (Mantine `Select`): searchable by default, Italian
 * "nothing found" text, opens and closes on click (docs/screens.md#shared-widgets, docs/domain.md#states-and-transitions).
 */
export function SelectField({ searchable = true, nothingFoundMessage = 'Nessun risultato', ...rest }: SelectFieldProps) {
  return <Select searchable={searchable} nothingFoundMessage={nothingFoundMessage} {...rest} />;
}

/** One choice of a `RadioGroupField`. */
export type RadioOption = ComboboxItem;

export interface RadioGroupFieldProps extends Omit<RadioGroupProps, 'children'> {
  options: RadioOption[];
  /** Lays the choices out in a row instead of a column. */
  inline?: boolean;
}

/** Radio group of the design system (Mantine `Radio.Group`) built from a list of options. */
export function RadioGroupField({ options, inline = false, ...rest }: RadioGroupFieldProps) {
  const items = options.map((o) => <Radio key={o.value} value={o.value} label={o.label} disabled={o.disabled} />);
  return (
    <Radio.Group {...rest}>
      {inline ? (
        <Group mt="xs" gap="md">
          {items}
        </Group>
      ) : (
        <Stack mt="xs" gap="xs">
          {items}
        </Stack>
      )}
    </Radio.Group>
  );
}
