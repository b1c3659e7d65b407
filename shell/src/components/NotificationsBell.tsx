import {
  newslettersClientUpdate,
  notificationsList,
  notificationsRead,
  notificationsReadAll,
  notificationsUnreadCount,
  type Schema,
} from '@bandi/api-client';
import { useEffect, useState } from 'react';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import {
  apiKey,
  useAppQuery,
  useAppQueryClient,
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  useCan,
  errorMessage,
  notifications,
} from '@bandi/shared-ui';
import { sectionBlock, useProjectStore, useSession } from '@bandi/shared-ui/core';

/** One notification of `GET /api/projects/{projectId}/notifications` (the generated schema). */
export type NotificationItem = Schema<'NotificationView'>;

/** How often the unread count is asked again (ms): every 60 s, and when the window regains focus. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** How many of the latest notifications the popover lists. */
export const NOTIFICATIONS_SHOWN = 10;

/** Read by screen readers only. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
];

/**
 * "adesso", "5 minuti fa", "2 ore fa", "ieri", "3 giorni fa" (Intl, Italian); from 30 days on the
 * date `GG/MM/AAAA`. `iso`: an ISO date-time; `now`: ms since the epoch.
 */
export function relativeTimeIt(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'adesso';
  if (abs >= 30 * 86_400) return new Date(iso).toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const rtf = new Intl.RelativeTimeFormat('it', { numeric: 'auto' });
  const [unit, size] = [...UNITS].reverse().find(([, s]) => abs >= s)!;
  return rtf.format(Math.trunc(seconds / size), unit);
}

/**
 * The bell of an environment (issue 37), beside the global search: the unread count on an
 * indicator (asked every {@link NOTIFICATIONS_POLL_MS} and on window focus), a popover with the
 * latest {@link NOTIFICATIONS_SHOWN} notifications (Italian text, relative time); clicking one marks
 * it read and opens its link; "Segna tutte come lette". Shown to who holds `notifications.read`.
 * An announcement's change notice offers "Invia aggiornamento ai clienti" to who may send the environment's
 * newsletter (issue 35): it makes the «aggiornamento» draft (POST …/newsletters/client-update) and
 * opens it on the Newsletter screen (`?bozza=<id>`), where it is edited, previewed and confirmed.
 * API: GET …/notifications, GET …/notifications/unread-count, POST …/notifications/{id}/read,
 * POST …/notifications/read-all. The count and the list are TanStack queries of the environment
 * (apiKey('projects', id, 'notifications', …)): another environment has its own; a read is
 * written into both at once.
 */
export function NotificationsBell({ projectId }: { projectId: string }) {
  const allowed = useCan('notifications.read');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const path = { projectId: Number(projectId) };
  const user = useSession((s) => s.user);
  const project = useProjectStore((s) => s.project);
  const canSendUpdate =
    !!user &&
    !!project &&
    String(project.id) === String(projectId) &&
    sectionBlock('newsletter', user.capabilities, project.modules, user.permissions, { newsletter: project.newsletter_enabled }) === null;
  const [making, setMaking] = useState<number | null>(null);

  /** "Invia aggiornamento ai clienti": the draft to the subscribers of the clients that fit the changed call. */
  const sendUpdate = async (n: NotificationItem) => {
    if (!n.announcement_id) return;
    setMaking(n.id);
    try {
      const res = await newslettersClientUpdate(path.projectId, { announcement_id: n.announcement_id }, { skipGlobalErrorHandling: true });
      setOpened(false);
      void navigate(`/ambiente/${projectId}/newsletter?bozza=${res.data.id}`);
    } catch (err) {
      notifications.show({ color: 'red', title: 'Operazione non riuscita', message: errorMessage(err) });
    } finally {
      setMaking(null);
    }
  };

  const client = useAppQueryClient();
  const countKey = apiKey('projects', projectId, 'notifications', 'unread-count');
  const listKey = apiKey('projects', projectId, 'notifications', 'latest');
  // the count of this environment: asked at once, every NOTIFICATIONS_POLL_MS while the page is
  // shown, and when the window regains focus; a failure keeps the last count (the next poll asks again)
  const count = useAppQuery({
    queryKey: countKey,
    queryFn: async ({ signal }) =>
      (await notificationsUnreadCount(Number(projectId), { skipGlobalErrorHandling: true, signal })).data.unread,
    enabled: allowed,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    retry: false,
  });
  const refetchCount = count.refetch;
  useEffect(() => {
    if (!allowed) return undefined;
    const onFocus = () => void refetchCount();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [allowed, refetchCount]);
  // the latest notifications, asked each time the popover opens; the answer brings the count too
  const list = useAppQuery({
    queryKey: listKey,
    queryFn: async ({ signal }) => {
      const res = await notificationsList(path.projectId, { take: NOTIFICATIONS_SHOWN }, { skipGlobalErrorHandling: true, signal });
      client.setQueryData(countKey, res.data.unread);
      return res.data.data;
    },
    enabled: allowed && opened,
    retry: false,
  });
  const [readAllFailed, setReadAllFailed] = useState(false);
  const unread = count.data ?? 0;
  const items = list.data ?? null;
  const failed = list.isError || readAllFailed;

  /** Writes the read time into the cached list and the count (what the API answered, or will). */
  const markRead = (readIds: number[] | 'all') => {
    const now = new Date().toISOString();
    client.setQueryData<NotificationItem[]>(listKey, (old) =>
      old?.map((x) => (readIds === 'all' || readIds.includes(x.id) ? { ...x, read_at: x.read_at ?? now } : x)),
    );
    client.setQueryData<number>(countKey, (old) => (readIds === 'all' ? 0 : Math.max(0, (old ?? 0) - readIds.length)));
  };

  const toggle = () => {
    if (!opened) setReadAllFailed(false);
    setOpened(!opened);
  };

  const open = async (n: NotificationItem) => {
    setOpened(false);
    if (!n.read_at) {
      markRead([n.id]);
      try {
        await notificationsRead(path.projectId, n.id, { skipGlobalErrorHandling: true });
      } catch {
        // the link opens anyway; the next poll corrects the count
      }
    }
    void navigate(n.link);
  };

  const readAll = async () => {
    try {
      await notificationsReadAll(path.projectId, { skipGlobalErrorHandling: true });
      markRead('all');
    } catch {
      setReadAllFailed(true);
    }
  };

  if (!allowed) return null;
  const label = `Notifiche, ${unread} non lette`;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="right-start"
      width={340}
      shadow="md"
      withArrow
      trapFocus={false}
      withRoles={false}
    >
      <Popover.Target>
        <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={18} color="red" offset={4} inline>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggle}
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            data-testid="notifications-bell"
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label="Notifiche">
        <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            Notifiche
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => void readAll()}
            disabled={unread === 0}
            data-testid="notifications-read-all"
          >
            Segna tutte come lette
          </Button>
        </Group>
        <ScrollArea.Autosize mah={380} type="hover">
          {failed ? (
            <Text size="sm" c="red.8" px="sm" py="md">
              Impossibile caricare le notifiche. Riprova.
            </Text>
          ) : items === null ? (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label="Caricamento notifiche" />
            </Group>
          ) : items.length === 0 ? (
            <Text size="sm" c="gray.7" px="sm" py="md">
              Nessuna notifica
            </Text>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((n) => (
                <Box component="li" key={n.id}>
                  <UnstyledButton
                    onClick={() => void open(n)}
                    data-testid="notification-item"
                    data-unread={!n.read_at}
                    px="sm"
                    py={8}
                    w="100%"
                    style={{
                      display: 'block',
                      borderTop: '1px solid var(--mantine-color-gray-2)',
                      background: n.read_at ? undefined : 'var(--mantine-color-blue-0)',
                    }}
                  >
                    <Text size="sm" fw={n.read_at ? 400 : 600} lineClamp={3}>
                      {n.read_at ? null : <span style={VISUALLY_HIDDEN}>Non letta: </span>}
                      {n.title}
                    </Text>
                    <Text size="xs" c="gray.7" component="time" dateTime={n.created_at}>
                      {relativeTimeIt(n.created_at)}
                    </Text>
                  </UnstyledButton>
                  {canSendUpdate && n.kind === 'announcement_changed' && n.announcement_id ? (
                    <Box px="sm" pb={8} style={{ background: n.read_at ? undefined : 'var(--mantine-color-blue-0)' }}>
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={making === n.id}
                        onClick={() => void sendUpdate(n)}
                        data-testid="notification-client-update"
                      >
                        Invia aggiornamento ai clienti
                      </Button>
                    </Box>
                  ) : null}
                </Box>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
