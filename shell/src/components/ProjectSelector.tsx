import { useEffect, useMemo, useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import {
  apiClient,
  PAGE_SIZE,
  SELECT_SEARCH_DEBOUNCE_MS,
  SelectField,
  type Project,
  type ComboboxItem,
  useDebouncedValue,
} from '@bandi/shared-ui';

export interface ProjectSelectorProps {
  /** The environment shown now. */
  current: Pick<Project, 'id' | 'name'>;
  /** Called with the chosen environment's id. */
  onSelect: (projectId: number) => void;
}

/**
 * Environment selector of the sidebar (docs/screens.md#sidebar): searchable select, placeholder
 * "Seleziona un ambiente", server search (`GET /api/projects?search=`) debounced 200 ms.
 */
export function ProjectSelector({ current, onSelect }: ProjectSelectorProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SELECT_SEARCH_DEBOUNCE_MS);
  const [options, setOptions] = useState<Array<Pick<Project, 'id' | 'name'>>>([]);
  const [loading, setLoading] = useState(false);
  // While the input shows the chosen environment's name, list everything.
  const query = debounced.trim() === current.name ? '' : debounced.trim();

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    apiClient
      .get('/projects', { query: { skip: 0, take: PAGE_SIZE, search: query || undefined } })
      .then((response) => {
        if (!cancelled) setOptions(response.data.data.map((p) => ({ id: p.id, name: p.name })));
      })
      .catch(() => {
        if (!cancelled) setOptions([]);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [query]);

  const data = useMemo<ComboboxItem[]>(() => {
    const items = options.some((p) => p.id === current.id) || query ? options : [current, ...options];
    const withCurrent = items.some((p) => p.id === current.id) ? items : [...items, current];
    return withCurrent.map((p) => ({ value: String(p.id), label: p.name }));
  }, [options, current, query]);

  return (
    <SelectField
      aria-label="Ambiente"
      placeholder="Seleziona un ambiente"
      data={data}
      value={String(current.id)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(value) => {
        if (value && Number(value) !== current.id) onSelect(Number(value));
      }}
      allowDeselect={false}
      leftSection={<IconSearch size={14} />}
      nothingFoundMessage={loading ? 'Ricerca in corso...' : 'Nessun ambiente trovato'}
      comboboxProps={{ withinPortal: true }}
      size="sm"
      data-testid="project-selector"
    />
  );
}
