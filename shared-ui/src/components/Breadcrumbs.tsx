import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface BreadcrumbsProps {
  /** Steps of the trail; the last one (or one without `to`) is plain text. Same shape as the list kit's `BreadcrumbItem`. */
  items: ReadonlyArray<{ label: string; to?: string }>;
}

/**
 * Breadcrumb trail of list and detail pages (docs/screens.md#environment-pages: Bandi, Template, Clienti, Referenti,
 * Richieste with detail, new and edit labels), Mantine `Breadcrumbs` with router links.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <MantineBreadcrumbs data-testid="breadcrumbs" aria-label="Percorso" separatorMargin="xs" mb="md">
      {items.map((item, index) => {
        const last = index === items.length - 1;
        if (item.to && !last) {
          return (
            <Anchor key={`${index}-${item.label}`} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          );
        }
        return (
          <Text
            key={`${index}-${item.label}`}
            size="sm"
            c={last ? undefined : 'dimmed'}
            fw={last ? 500 : undefined}
            aria-current={last ? 'page' : undefined}
          >
            {item.label}
          </Text>
        );
      })}
    </MantineBreadcrumbs>
  );
}

/** Italian breadcrumb labels for the standard steps (docs/screens.md#environment-pages). */
export const BREADCRUMB_LABELS = {
  announcements: 'Bandi',
  templates: 'Template',
  clients: 'Clienti',
  referents: 'Referenti',
  calls: 'Richieste',
  create: 'Nuovo',
  edit: 'Modifica',
  detail: 'Dettaglio',
} as const;
