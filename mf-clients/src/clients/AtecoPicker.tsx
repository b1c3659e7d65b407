import { useEffect, useMemo, useState } from 'react';
import { useField } from 'formik';
import { touchedError, Select, useDebouncedValue } from '@bandi/shared-ui';
import { referenceAteco, referenceAtecoCode, type Schema } from '@bandi/api-client';

/** The code and description of an ATECO code of GET /api/reference/ateco. */
type AtecoCode = Pick<Schema<'AtecoCodeView'>, 'code' | 'description'>;

/** Wait after the last keystroke before querying (docs/rules.md#constants-and-limits): 200 ms. */
export const ATECO_SEARCH_DEBOUNCE_MS = 200;

/** The label of a code in the picker: "62.10.00 – Attività di programmazione informatica". */
export function atecoLabel(code: string, description?: string | null): string {
  return description ? `${code} – ${description}` : code;
}

/**
 * ATECO 2025 search picker bound to the Formik field `name` (the code string): a searchable
 * select that asks GET /api/reference/ateco?version=2025&level=6&search=… (sub-categories,
 * search by code prefix or by words of the description) 200 ms after the last keystroke, and
 * shows "code – description". The chosen code stays among the options; a stored code (edit)
 * gets its description from GET /api/reference/ateco/{code}.
 */
export function AtecoPicker({ name, label = 'Codice ATECO 2025', testId }: { name: string; label?: string; testId?: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const value = field.value || null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, ATECO_SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<AtecoCode[]>([]);
  const [selected, setSelected] = useState<AtecoCode | null>(null);
  const [loading, setLoading] = useState(false);

  // The description of a code that was already stored (or typed) and is not among the results.
  useEffect(() => {
    if (!value || selected?.code === value) return undefined;
    const known = found.find((c) => c.code === value);
    if (known) {
      setSelected(known);
      return undefined;
    }
    const controller = new AbortController();
    referenceAtecoCode(value, { version: '2025' }, { signal: controller.signal, skipGlobalErrorHandling: true })
      .then((res) => setSelected({ code: res.data.code, description: res.data.description }))
      .catch(() => {
        if (!controller.signal.aborted) setSelected({ code: value, description: '' });
      });
    return () => controller.abort();
  }, [value, selected, found]);

  useEffect(() => {
    const term = debounced.trim();
    // Choosing an option puts its label in the search box: that is not a new search.
    if (!term || (selected && term === atecoLabel(selected.code, selected.description))) return undefined;
    const controller = new AbortController();
    setLoading(true);
    referenceAteco({ version: '2025', level: 6, search: term, take: 30 }, { signal: controller.signal, skipGlobalErrorHandling: true })
      .then((res) => setFound(res.data.data))
      .catch(() => {
        if (!controller.signal.aborted) setFound([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [debounced, selected]);

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
