import { useMemo, useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import {
  PAGE_SIZE,
  projectsPageKey,
  useAppQuery,
  SELECT_SEARCH_DEBOUNCE_MS,
  SelectField,
  type Project,
  type ComboboxItem,
  useDebouncedValue,
} from '@bandi/shared-ui';
import { projectsList } from '@bandi/api-client';

export interface ProjectSelectorProps {
  /** The environment shown now. */
  current: Pick<Project, 'id' | 'name'>;
  /** Called with the chosen environment's id. */
  onSelect: (projectId: number) => void;
}

/**
 * Environment selector of the sidebar (docs/screens.md#sidebar): searchable select, placeholder
 * "Seleziona un ambiente", server search (`GET /api/projects?search=`) debounced 200 ms; a
 * failed search lists only the current environment. Each search is a TanStack query.
 */
export function ProjectSelector({ current, onSelect }: ProjectSelectorProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SELECT_SEARCH_DEBOUNCE_MS);
  // While the input shows the chosen environment's name, list everything.
  const query = debounced.trim() === current.name ? '' : debounced.trim();

  const params = { skip: 0, take: PAGE_SIZE, ...(query ? { search: query } : {}) };
  // the same key as the home page's first page (projectsPageKey): one answer for both
  const found = useAppQuery({
    queryKey: projectsPageKey(params),
    queryFn: async ({ signal }) => (await projectsList(params, { signal })).data,
  });
  const options = useMemo<Array<Pick<Project, 'id' | 'name'>>>(
    () => (found.data?.data ?? []).map((p) => ({ id: p.id, name: p.name })),
    [found.data],
  );
  const loading = found.isFetching;

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
