import { IconLinkOff } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isValidId, useRecord, Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@bandi/shared-ui';
import { AnnouncementTabs } from './announcements/AnnouncementDetail';
import { publicApi } from './api';
import { InterestButton } from './InterestButton';

/** Title of the page shown for a missing, invalid or expired link. */
export const INVALID_LINK_TITLE = 'Link non valido o scaduto';

/**
 * Exposed `./PublicAnnouncementApp`: the public view of one announcement shared with a client,
 * mounted by the shell (public layout, no login) at
 * `/ambiente/:projectId/(clienti/:clientId|richieste/:callId|iscritti/:subscriberId)/bandi/:announcementId/pubblico`
 * (`iscritti`: a newsletter's link for a subscriber of no client, docs/architecture.md#mail-templates).
 * Reads `:announcementId` and `?token=`, calls GET /api/public/announcements/{announcementId}?token=...
 * and shows the announcement, or the page "Link non valido o scaduto" on any failure.
 */
export default function PublicAnnouncementApp() {
  const { projectId, announcementId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const usable = isValidId(announcementId) && token.length > 0;
  const record = useRecord(
    (signal) => publicApi.announcement(announcementId!, token, { signal, skipGlobalErrorHandling: true }),
    [announcementId, token],
    usable,
  );

  if (!usable || record.error) {
    return (
      <Stack gap="md" data-testid="public-announcement-error" data-project-id={projectId}>
        <Alert color="red" variant="light" icon={<IconLinkOff size={20} />} title={INVALID_LINK_TITLE}>
          <Text size="sm">Il link che hai aperto non è valido oppure è scaduto. Chiedi al tuo consulente di inviartene uno nuovo.</Text>
        </Alert>
      </Stack>
    );
  }

  if (record.loading || !record.data) {
    return (
      <Stack gap="md" data-testid="public-announcement-loading">
        <Skeleton height={32} width="60%" radius="sm" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={14} radius="sm" />
        ))}
      </Stack>
    );
  }

  const a = record.data;
  return (
    <Stack gap="md" data-testid="public-announcement">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">Bando</Badge>
        </Group>
        <Title order={1} size="h2">
          {a.name}
        </Title>
        {a.supplying_authority ? <Text c="dimmed">{a.supplying_authority}</Text> : null}
      </Stack>
      <InterestButton announcementId={a.id} token={token} />
      <AnnouncementTabs
        a={a}
        publicView
        fileUrl={(f) => `/api/public/announcements/${a.id}/files/${f}?token=${encodeURIComponent(token)}`}
      />
      <Text size="xs" c="dimmed">
        Fonte dei dati dei bandi pubblici: incentivi.gov.it – Ministero delle Imprese e del Made in Italy (IODL 2.0), ove indicato.
      </Text>
    </Stack>
  );
}
