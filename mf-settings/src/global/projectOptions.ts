import { useMemo } from 'react';
import { apiKey, useAppQuery } from '@bandi/shared-ui';
import { projectsList } from '@bandi/api-client';

/** An environment as an option of a Select or MultiSelect: its id as text, its name. */
export interface ProjectOption {
  value: string;
  label: string;
}

const NO_OPTIONS: ProjectOption[] = [];

/**
 * The environments as options (GET /api/projects?take=100: an administrator's settings see every
 * environment), one TanStack query (apiKey('projects', 'options')) for the user filter and the user
 * form of "Utenti", the global experts' form and the pins of "Rilasci moduli". `enabled` false asks
 * nothing (a closed form). A failure gives no options: the filter or the field is then empty, the
 * rest of the screen works.
 */
export function useProjectOptions(enabled = true): ProjectOption[] {
  const query = useAppQuery({
    queryKey: apiKey('projects', 'options'),
    queryFn: async ({ signal }) => (await projectsList({ take: 100 }, { signal })).data.data,
    enabled,
  });
  const projects = query.isError ? undefined : query.data;
  return useMemo(() => (projects ? projects.map((p) => ({ value: String(p.id), label: p.name })) : NO_OPTIONS), [projects]);
}
