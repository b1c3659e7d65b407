import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** E.g. a button leading back to a list. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** A centred empty state: "Nessun risultato", "In preparazione", a page that does not exist. */
export function EmptyState({ title, description, icon, action, 'data-testid': testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid={testId}>
      <ThemeIcon variant="light" color="gray" size={48} radius="xl">
        {icon ?? <IconInbox size={26} stroke={1.5} />}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {description ? (
        <Text size="sm" c="dimmed" ta="center" maw={480}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
