import { useMemo, useState } from 'react';
import { useField } from 'formik';
import { apiKey, keepPreviousData, touchedError, useAppQuery, Select, useDebouncedValue } from '@bandi/shared-ui';
import { referenceAteco, referenceAtecoCode, type Schema } from '@bandi/api-client';

/** The code and description of an ATECO code of GET /api/reference/ateco. */
type AtecoCode = Pick<Schema<'AtecoCodeView'>, 'code' | 'description'>;

/** Wait after the last keystroke before querying (docs/rules.md#constants-and-limits): 200 ms. */
export const ATECO_SEARCH_DEBOUNCE_MS = 200;

/** The label of a code in the picker: "62.10.00 – Attività di programmazione informatica". */
export function atecoLabel(code: string, description?: string | null): string {
  return description ? `${code} – ${description}` : code;
}

const NO_CODES: AtecoCode[] = [];

/**
 * ATECO 2025 search picker bound to the Formik field `name` (the code string): a searchable
 * select that asks GET /api/reference/ateco?version=2025&level=6&search=… (sub-categories,
 * search by code prefix or by words of the description) 200 ms after the last keystroke, and
 * shows "code – description". The chosen code stays among the options; a stored code (edit)
 * gets its description from GET /api/reference/ateco/{code}. Both are TanStack queries
 * (`[...apiKey('reference', 'ateco'), {version, level, search, take}]` and
 * `[...apiKey('reference', 'ateco', code), {version}]`): the results shown stay while the next
 * search loads, a failed search shows none, a code whose description cannot be read shows alone.
 */
export function AtecoPicker({ name, label = 'Codice ATECO 2025', testId }: { name: string; label?: string; testId?: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const value = field.value || null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, ATECO_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<AtecoCode | null>(null);

  const term = debounced.trim();
  // Choosing an option puts its label in the search box: that is not a new search.
  const searching = term !== '' && !(selected && term === atecoLabel(selected.code, selected.description));
  const searchParams = { version: '2025', level: 6, search: term, take: 30 } as const;
  const results = useAppQuery({
    queryKey: [...apiKey('reference', 'ateco'), searchParams],
    queryFn: async ({ signal }) => (await referenceAteco(searchParams, { signal, skipGlobalErrorHandling: true })).data.data,
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const found = results.data ?? NO_CODES;
  const loading = results.isFetching;

  // The description of a code that was already stored (or typed) and is not among the results.
  const described = !value || selected?.code === value ? null : (found.find((c) => c.code === value) ?? null);
  const lookup = useAppQuery({
    queryKey: [...apiKey('reference', 'ateco', value), { version: '2025' }],
    queryFn: async ({ signal }): Promise<AtecoCode> => {
      const res = await referenceAtecoCode(value ?? '', { version: '2025' }, { signal, skipGlobalErrorHandling: true });
      return { code: res.data.code, description: res.data.description };
    },
    enabled: !!value && selected?.code !== value && !described,
  });
  // the code's description, once known, is the selection (as if it had been chosen); unknown: the code alone
  const known =
    !value || selected?.code === value ? null : (described ?? lookup.data ?? (lookup.isError ? { code: value, description: '' } : null));
  if (known && known !== selected) setSelected(known);

  const data = useMemo(() => {
    const options = found.map((c) => ({ value: c.code, label: atecoLabel(c.code, c.description) }));
    if (value && !options.some((o) => o.value === value)) {
      options.unshift({ value, label: atecoLabel(value, selected?.code === value ? selected.description : null) });
    }
    return options;
  }, [found, value, selected]);

  return (
    <Select
      label={label}
      placeholder="Cerca per codice o descrizione"
      searchable
      clearable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(code) => {
        const chosen = found.find((c) => c.code === code) ?? null;
        setSelected(chosen);
        void helpers.setValue(code ?? '');
      }}
      onBlur={() => void helpers.setTouched(true)}
      filter={({ options }) => options}
      nothingFoundMessage={loading ? 'Ricerca…' : search.trim() ? 'Nessun codice ATECO trovato' : 'Scrivi un codice o una parola'}
      error={touchedError(meta)}
      data-testid={testId}
      style={{ flex: 1 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
