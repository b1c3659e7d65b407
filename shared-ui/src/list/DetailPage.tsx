import type { ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../api/errors';
import { EMPTY_VALUE } from './format';
import { AlertBox, Breadcrumbs, type BreadcrumbsProps } from '../components';

export interface DetailPageProps {
  /** Root `data-testid`, e.g. `detail-client`. */
  testId: string;
  title: ReactNode;
  breadcrumbs?: BreadcrumbsProps['items'];
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  /** Shown at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Frame of a detail page: breadcrumbs, title, a skeleton while loading, an error alert with
 * retry (message by `errorMessage`), then the content.
 */
export function DetailPage({ testId, title, breadcrumbs, loading, error, onRetry, actions, children }: DetailPageProps) {
  return (
    <Stack gap="md" data-testid={testId}>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
      <Group justify="space-between" align="flex-end">
        {loading ? <Skeleton height={32} width={320} radius="sm" /> : <Title order={2}>{title}</Title>}
        {actions}
      </Group>
      {error ? (
        <AlertBox title="Errore" data-testid="detail-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(error)}</Text>
            {onRetry ? (
              <Button size="xs" variant="light" color="red" onClick={onRetry}>
                Riprova
              </Button>
            ) : null}
          </Stack>
        </AlertBox>
      ) : null}
      {loading ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={14} radius="sm" />
            ))}
          </Stack>
        </Card>
      ) : error ? null : (
        children
      )}
    </Stack>
  );
}

/** A labelled value of a detail card; `hidden` leaves it out (e.g. a field the answer lacks). */
export interface DetailField {
  label: string;
  value: ReactNode;
  hidden?: boolean;
  /** Spans the whole row (long texts). */
  wide?: boolean;
}

/** A card of labelled values in a responsive grid; empty values show "—". */
export function DetailFields({ title, fields, cols = 2 }: { title?: ReactNode; fields: DetailField[]; cols?: number }) {
  const shown = fields.filter((f) => !f.hidden);
  return (
    <Card withBorder padding="lg" radius="md">
      {title ? (
        <Title order={4} mb="md">
          {title}
        </Title>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="md">
        {shown.map((field) => (
          <Stack key={field.label} gap={2} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {field.label}
            </Text>
            {isEmpty(field.value) ? (
              <Text size="sm">{EMPTY_VALUE}</Text>
            ) : typeof field.value === 'string' || typeof field.value === 'number' ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {field.value}
              </Text>
            ) : (
              field.value
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}
