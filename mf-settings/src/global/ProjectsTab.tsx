import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  formatNumber,
  ListPage,
  PROJECT_COLOR_LABELS,
  formatBoolean,
  mantineColorOf,
  listFetcher,
  usePagedList,
  type ListColumn,
  type Project,
  Anchor,
  Button,
  ColorSwatch,
  Group,
} from '@bandi/shared-ui';
import { projectsList } from '@bandi/api-client';

const MODULE_LABELS: Record<string, string> = { announcements: 'Bandi', clients: 'Clienti', calls: 'Richieste', settings: 'Impostazioni' };

/**
 * Tab ambienti (administrator): every environment with colour, active modules, users and
 * newsletter, each leading to its settings page (/ambiente/{id}/impostazioni); "Nuovo ambiente"
 * opens /ambiente/crea.
 */
export function ProjectsTab() {
  const list = usePagedList(listFetcher(projectsList), []);
  const columns: ListColumn<Project>[] = [
    {
      key: 'name',
      header: 'Ambiente',
      link: true,
      render: (p) => (
        <Anchor component={Link} to={`/ambiente/${p.id}/impostazioni`} size="sm">
          {p.name}
        </Anchor>
      ),
    },
    {
      key: 'color',
      header: 'Colore',
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${mantineColorOf(p.color)}-6)`} size={16} />
          {PROJECT_COLOR_LABELS[p.color] ?? p.color}
        </Group>
      ),
    },
    {
      key: 'modules',
      header: 'Moduli attivi',
      render: (p) =>
        Object.entries(p.modules)
          .filter(([, on]) => on)
          .map(([m]) => MODULE_LABELS[m] ?? m)
          .join(', ') || 'Nessuno',
    },
    { key: 'users', header: 'Utenti', render: (p) => formatNumber(p.users_count) },
    { key: 'newsletter', header: 'Newsletter', render: (p) => formatBoolean(p.newsletter_enabled) },
  ];
  return (
    <ListPage
      testId="list-settings-projects"
      title="Ambienti"
      list={list}
      columns={columns}
      rowHref={(p) => `/ambiente/${p.id}/impostazioni`}
      minWidth={760}
      actions={
        <Button component={Link} to="/ambiente/crea" leftSection={<IconPlus size={16} />}>
          Nuovo ambiente
        </Button>
      }
    />
  );
}
