import { useEffect, useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  AlertBox,
  CardSkeleton,
  errorMessage,
  HOME_SEARCH_DEBOUNCE_MS,
  PAGE_SIZE,
  projectsPageKey,
  SKELETON_CARDS,
  useAppQuery,
  useSession,
  type Paginated,
  type Project,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useDebouncedValue,
} from '@bandi/shared-ui';
import { NewProjectCard, ProjectCard } from '../components/ProjectCard';
import { projectsList } from '@bandi/api-client';

/** Today's date in Italian, e.g. "domenica 22 novembre 2026" (docs/screens.md#home-environments). */
export function italianToday(date: Date = new Date()): string {
  return dayjs(date).locale('it').format('dddd D MMMM YYYY');
}

/**
 * Home `/` (docs/screens.md#home-environments): greeting with today's date, environment search (debounced 500 ms),
 * one card per environment (15 per page), "Nuovo ambiente" for users who can create
 * environments, 15 skeleton cards while loading, pagination only beyond one page.
 */
export default function HomePage() {
  const user = useSession((s) => s.user);
  const setProjectActive = useSession((s) => s.setProjectActive);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), HOME_SEARCH_DEBOUNCE_MS);
  const [query, setQuery] = useState({ search: '', page: 1 });

  // A new search starts again from the first page.
  useEffect(() => {
    setQuery((q) => (q.search === debounced ? q : { search: debounced, page: 1 }));
  }, [debounced]);

  // the environments of one page and search (a TanStack query): skeleton cards while it is asked
  const params = { skip: (query.page - 1) * PAGE_SIZE, take: PAGE_SIZE, ...(query.search ? { search: query.search } : {}) };
  const projects = useAppQuery({
    queryKey: projectsPageKey(params),
    queryFn: async ({ signal }): Promise<Paginated<Project>> => (await projectsList(params, { signal })).data,
  });
  const result = projects.data ?? null;
  const loading = projects.isPending;
  const error = projects.error ? errorMessage(projects.error) : null;

  if (!user) return null;
  const total = result?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const canCreate = user.capabilities.canCreateProjects;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Title order={1} fz="h2">
            Ciao, {user.name}
          </Title>
          <Text c="dimmed" data-testid="home-date">
            {italianToday()}
          </Text>
        </div>
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Cerca un ambiente per nome"
          aria-label="Cerca un ambiente per nome"
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 340 }}
          data-testid="home-search"
        />
      </Group>
      <AlertBox message={error} />
      <Title order={2} fz="h4">
        Ambienti
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" aria-busy={loading}>
        {canCreate && <NewProjectCard />}
        {loading
          ? Array.from({ length: SKELETON_CARDS }, (_, i) => <CardSkeleton key={i} />)
          : result?.data.map((project) => <ProjectCard key={project.id} project={project} onOpen={(p) => setProjectActive(p.id)} />)}
      </SimpleGrid>
      {!loading && !error && result && result.data.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {query.search ? `Nessun ambiente trovato per "${query.search}".` : 'Non ci sono ancora ambienti.'}
        </Text>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={query.page}
            onChange={(page) => setQuery((q) => ({ ...q, page }))}
            aria-label="Pagine"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Pagina precedente'
                  : control === 'next'
                    ? 'Pagina successiva'
                    : control === 'first'
                      ? 'Prima pagina'
                      : 'Ultima pagina',
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
