import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { homeGet, homeSeen, type Schema } from '@bandi/api-client';
import {
  AlertBox,
  apiKey,
  CardSkeleton,
  errorMessage,
  formatDate,
  formatDateTime,
  formatMoney,
  PageSkeleton,
  useAppQuery,
  useDocumentTitle,
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@bandi/shared-ui';
import { withCsrf } from '../../session/auth';

type Home = Schema<'HomeView'>;

// the charts (recharts) are a chunk of their own, fetched with the page after its numbers
const HomeCharts = lazy(() => import('./HomeCharts'));

/** A number that opens the list behind it. */
function Figure({ label, value, to, testId, tone }: { label: string; value: number; to: string; testId: string; tone?: 'red' | 'orange' }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Anchor component={Link} to={to} underline="hover" c={value > 0 && tone ? `${tone}.9` : undefined} data-testid={testId}>
        <Text component="span" fz={32} fw={700} lh={1.1} display="block">
          {value}
        </Text>
        <Text component="span" size="sm" display="block">
          {label}
        </Text>
      </Anchor>
    </Paper>
  );
}

/** A card with a heading. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="lg" radius="md" data-testid={testId}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const days = (n: number) => (n === 0 ? 'chiude oggi' : n === 1 ? 'chiude domani' : `chiude fra ${n} giorni`);

/**
 * "La mia giornata" (issue 37, docs/screens.md#environment-pages): `/ambiente/{id}/giornata`, the
 * cockpit of the current user in an environment from GET /api/projects/{id}/home: announcements closing in
 * 7 and 30 days that fit my clients (per announcement), new interest and newsletter sign-ups since my last
 * visit, my tasks due and overdue, my pipeline by stage in numbers and charts, my clients' documents
 * expired or expiring within 30 days (issue 35, docs/domain.md#client-documents), and for
 * administrators the clients without a manager. Every number opens the list behind it. Once shown,
 * the visit is marked (POST .../home/seen): the next visit's news start from now. The page is a
 * TanStack query kept for no later visit (gcTime 0), each answer marking the visit.
 */
export default function MyDayPage() {
  const { projectId } = useParams();
  const base = `/ambiente/${projectId}`;
  useDocumentTitle('La mia giornata');
  // asked on every visit and never kept for the next one (gcTime 0): the news are "since my last
  // visit", and each answer marks this visit (POST …/home/seen)
  const query = useAppQuery({
    queryKey: apiKey('projects', projectId, 'home'),
    queryFn: async ({ signal }) => {
      const path = { projectId: Number(projectId) };
      const { data } = await homeGet(path.projectId, { signal });
      void withCsrf(() => homeSeen(path.projectId)).catch(() => undefined);
      return data;
    },
    gcTime: 0,
  });
  const home: Home | null = query.data ?? null;
  const error = query.error ? errorMessage(query.error) : null;

  if (error) return <AlertBox type="error" message={error} />;
  if (!home) return <PageSkeleton />;
  const { closing, interest, tasks, pipeline } = home;
  const since = home.last_visit_at ? `dall’ultima visita (${formatDateTime(home.last_visit_at)})` : 'negli ultimi 7 giorni';

  return (
    <Stack gap="lg" data-testid="my-day">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          La mia giornata
        </Title>
        <Text c="dimmed" size="sm">
          {home.all_clients ? 'Tutti i clienti dell’ambiente' : 'I clienti che gestisci'}:{' '}
          <Anchor
            component={Link}
            to={home.all_clients ? `${base}/clienti` : `${base}/clienti?mine=me`}
            underline="always"
            data-testid="home-my-clients"
          >
            {home.my_clients}
          </Anchor>
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Figure
          label="Bandi in scadenza entro 7 giorni"
          value={closing.within_7.announcements}
          to={`${base}/bandi`}
          testId="home-closing-7"
          tone="orange"
        />
        <Figure
          label="Bandi in scadenza entro 30 giorni"
          value={closing.within_30.announcements}
          to={`${base}/bandi`}
          testId="home-closing-30"
        />
        <Figure label="Compiti scaduti" value={tasks.overdue} to={`${base}/compiti?due=overdue`} testId="home-tasks-overdue" tone="red" />
        <Figure label="Compiti in scadenza oggi" value={tasks.today} to={`${base}/compiti?due=today`} testId="home-tasks-today" />
        <Figure label="Compiti nei prossimi 7 giorni" value={tasks.week} to={`${base}/compiti?due=week`} testId="home-tasks-week" />
        <Figure
          label="Nuove richieste di interesse"
          value={interest.requests.total}
          to={`${base}/richieste?status=open`}
          testId="home-interest"
        />
        <Figure label="Nuove iscrizioni alla newsletter" value={interest.signups.total} to={`${base}/newsletter`} testId="home-signups" />
        <Figure
          label="Trattative in corso e chiuse"
          value={pipeline.totals.count}
          to={`${base}/clienti/trattative`}
          testId="home-negotiations"
        />
        {home.documents ? (
          <>
            <Figure
              label="Documenti dei clienti scaduti"
              value={home.documents.expired}
              to={`${base}/clienti`}
              testId="home-documents-expired"
              tone="red"
            />
            <Figure
              label="Documenti in scadenza entro 30 giorni"
              value={home.documents.expiring}
              to={`${base}/clienti`}
              testId="home-documents-expiring"
              tone="orange"
            />
          </>
        ) : null}
        {home.unassigned_clients !== null && home.unassigned_clients !== undefined ? (
          <Figure
            label="Clienti senza gestore"
            value={home.unassigned_clients}
            to={`${base}/clienti?mine=none`}
            testId="home-unassigned"
            tone="orange"
          />
        ) : null}
      </SimpleGrid>

      <Section title="Bandi in scadenza per i miei clienti" testId="home-closing">
        {closing.announcements.length === 0 ? (
          <Text c="dimmed">Nessun bando in scadenza nei prossimi 30 giorni per i tuoi clienti.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Bando</Table.Th>
                  <Table.Th>Chiusura</Table.Th>
                  <Table.Th>Clienti idonei</Table.Th>
                  <Table.Th>Dati mancanti</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {closing.announcements.map((a) => (
                  <Table.Tr key={a.id} data-testid={`home-closing-row-${a.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`${base}/bandi/${a.id}`}>
                        {a.name}
                      </Anchor>
                      {a.clients.length ? (
                        <Text size="xs" c="dimmed">
                          {a.clients.map((c) => c.business_name).join(', ')}
                          {a.eligible_count > a.clients.length ? ` e altri ${a.eligible_count - a.clients.length}` : ''}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(a.end_date)}</Text>
                      <Badge variant="light" color={a.within === 7 ? 'orange' : 'gray'}>
                        {days(a.days_left)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`${base}/bandi/${a.id}`} aria-label={`Clienti idonei a ${a.name}: ${a.eligible_count}`}>
                        {a.eligible_count}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{a.unknown_count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {closing.limited ? (
          <Text size="xs" c="dimmed" mt="xs">
            Sono considerati i primi 30 bandi per data di chiusura.
          </Text>
        ) : null}
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="I miei compiti" testId="home-tasks">
          {tasks.first.length === 0 ? (
            <Text c="dimmed">Nessun compito scaduto o in scadenza nei prossimi 7 giorni.</Text>
          ) : (
            <Stack gap="xs">
              {tasks.first.map((t) => (
                <Group key={t.id} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={`${base}/compiti`} truncate="end">
                    {t.title}
                    {t.client_name ? ` · ${t.client_name}` : ''}
                  </Anchor>
                  <Badge variant="light" color={t.overdue ? 'red' : 'gray'}>
                    {t.overdue ? `Scaduto il ${formatDate(t.due_date)}` : formatDate(t.due_date)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
        <Section title={`Novità ${since}`} testId="home-news">
          {interest.requests.latest.length === 0 && interest.signups.latest.length === 0 ? (
            <Text c="dimmed">Nessuna novità.</Text>
          ) : (
            <Stack gap="xs">
              {interest.requests.latest.map((r) => (
                <Anchor
                  key={`i${r.created_at}${r.client_id}`}
                  component={Link}
                  to={r.call_id ? `${base}/richieste/${r.call_id}` : `${base}/clienti/${r.client_id}`}
                >
                  {r.client_name} è interessato a «{r.announcement_name}»
                </Anchor>
              ))}
              {interest.signups.latest.map((s) => (
                <Text key={`s${s.id}`} size="sm">
                  Nuova iscrizione alla newsletter: {s.email} {s.status === 'pending' ? '(in attesa di conferma)' : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <Section title="La mia pipeline" testId="home-pipeline">
        <Suspense fallback={<CardSkeleton height={320} />}>
          <HomeCharts stages={pipeline.stages} />
        </Suspense>
        <Table.ScrollContainer minWidth={640} mt="md">
          <Table verticalSpacing="xs" data-testid="home-pipeline-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fase</Table.Th>
                <Table.Th ta="right">Trattative</Table.Th>
                <Table.Th ta="right">Richiesto</Table.Th>
                <Table.Th ta="right">Concesso</Table.Th>
                <Table.Th ta="right">Success fee</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pipeline.stages.map((s) => (
                <Table.Tr key={s.stage}>
                  <Table.Td>{s.label}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor
                      component={Link}
                      to={`${base}/clienti/trattative`}
                      data-testid={`home-stage-${s.stage}`}
                      aria-label={`${s.label}: ${s.count} trattative`}
                    >
                      {s.count}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(s.amount_requested)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(s.amount_granted)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(s.success_fees)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Totale</Table.Th>
                <Table.Th ta="right">{pipeline.totals.count}</Table.Th>
                <Table.Th ta="right" data-testid="home-total-requested">
                  {formatMoney(pipeline.totals.amount_requested)}
                </Table.Th>
                <Table.Th ta="right">{formatMoney(pipeline.totals.amount_granted)}</Table.Th>
                <Table.Th ta="right">{formatMoney(pipeline.totals.success_fees)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Section>
    </Stack>
  );
}
