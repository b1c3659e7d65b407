import type { ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconError404 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorMessage, isNotFoundError } from '../api/errors';
import { EMPTY_VALUE } from './format';
import { EmptyState } from './EmptyState';
import { titleText, useDocumentTitle } from './documentTitle';
import { AlertBox } from '../components/AlertBox';
import { Breadcrumbs, type BreadcrumbsProps } from '../components/Breadcrumbs';

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
  /** Browser title of the page; default: the title when it is text, else the last breadcrumb. */
  documentTitle?: string;
  /**
   * The 404 screen (a record that does not exist or is not visible): its title (default: the
   * API message, e.g. "Cliente non trovato") and the way back (default: the first breadcrumb
   * with a link).
   */
  notFound?: { title?: string; backTo?: string; backLabel?: string };
}

const NOT_FOUND_DESCRIPTION = 'Il record richiesto non esiste, è stato eliminato oppure non è visibile con il tuo profilo.';

/** The message of a 404 answer when it is a short Italian text, else "Elemento non trovato". */
function notFoundTitle(error: unknown): string {
  const message = (error as { response?: { data?: { message?: unknown } } })?.response?.data?.message;
  return typeof message === 'string' && /non trovat/i.test(message) ? message : 'Elemento non trovato';
}

/**
 * Frame of a detail page: breadcrumbs, title, a skeleton while loading, an error alert with
 * retry (message by `errorMessage`), then the content. A 404 answer is the "non trovato" screen
 * instead: no title, no actions, a button back to the list. Sets the browser title.
 */
export function DetailPage({
  testId,
  title,
  breadcrumbs,
  loading,
  error,
  onRetry,
  actions,
  children,
  documentTitle,
  notFound,
}: DetailPageProps) {
  const missing = !loading && isNotFoundError(error);
  const missingTitle = notFound?.title ?? notFoundTitle(error);
  const pageTitle = missing
    ? missingTitle
    : loading
      ? null
      : (documentTitle ?? titleText(title) ?? breadcrumbs?.[breadcrumbs.length - 1]?.label ?? null);
  useDocumentTitle(pageTitle);

  if (missing) {
    const list = breadcrumbs?.find((b) => b.to);
    const back = notFound?.backTo ?? list?.to;
    const backLabel = notFound?.backLabel ?? (list ? `Torna a ${list.label}` : "Torna all'elenco");
    return (
      <Stack gap="md" data-testid={testId} data-not-found="true">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        <EmptyState
          title={missingTitle}
          description={NOT_FOUND_DESCRIPTION}
          icon={<IconError404 size={26} stroke={1.5} />}
          action={
            back ? (
              <Button component={Link} to={back} variant="light" mt="sm">
                {backLabel}
              </Button>
            ) : undefined
          }
          data-testid="detail-not-found"
        />
      </Stack>
    );
  }

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
