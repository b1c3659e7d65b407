import { type Schema, searchFind } from '@bandi/api-client';
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import {
  apiKey,
  useAppQuery,
  SELECT_SEARCH_DEBOUNCE_MS,
  Box,
  Group,
  Loader,
  Modal,
  NavLink,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  useDebouncedValue,
} from '@bandi/shared-ui';

/** One hit of `GET /api/projects/{projectId}/search` (the generated schema). */
export type SearchHit = Schema<'SearchHitView'>;

/** The Italian label of each group of hits. */
export const SEARCH_GROUP_LABELS: Record<SearchHit['type'], string> = {
  client: 'Clienti',
  referent: 'Referenti',
  announcement: 'Bandi',
  call: 'Richieste',
  negotiation: 'Trattative',
};

/** Shortest term sent to the API (the API answers nothing below it). */
export const SEARCH_MIN_CHARS = 2;
/** Longest term (the API's limit). */
export const SEARCH_MAX_CHARS = 100;

/**
 * The hits grouped by type, the groups in the order of their best hit (the API ranks the hits:
 * an exact P.IVA puts the clients first), the hits of a group in the API's order.
 */
export function groupHits(hits: SearchHit[]): { type: SearchHit['type']; label: string; hits: SearchHit[] }[] {
  const groups = new Map<SearchHit['type'], SearchHit[]>();
  for (const h of hits) {
    if (!groups.has(h.type)) groups.set(h.type, []);
    groups.get(h.type)!.push(h);
  }
  return [...groups].map(([type, list]) => ({ type, label: SEARCH_GROUP_LABELS[type], hits: list }));
}

/** True on Apple systems, where the shortcut is ⌘K. */
function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; q: string; hits: SearchHit[] } | { status: 'error' };

/**
 * The search window: a text field and the hits grouped by type (Clienti, Referenti, Bandi,
 * Richieste, Trattative). Requests are debounced (200 ms) and only from 2 characters; the arrow
 * keys move through the hits, Enter (or a click) opens the record's page and closes the window.
 * The field is a combobox controlling a listbox (WAI-ARIA 1.2 combobox pattern). Each text is a
 * TanStack query of the environment (apiKey('projects', id, 'search')): typing back to an earlier
 * text shows its hits at once.
 */
export function GlobalSearchModal({ projectId, opened, onClose }: { projectId: string; opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), SELECT_SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const listId = useId();

  // one query per environment and text (from SEARCH_MIN_CHARS characters, while the window is open)
  const term = debounced.slice(0, SEARCH_MAX_CHARS);
  const enabled = opened && debounced.length >= SEARCH_MIN_CHARS;
  const search = useAppQuery({
    queryKey: [...apiKey('projects', projectId, 'search'), term],
    queryFn: async ({ signal }) =>
      (await searchFind(Number(projectId), { q: term, limit: 5 }, { signal, skipGlobalErrorHandling: true })).data.data as SearchHit[],
    enabled,
    retry: false,
  });
  const state: State = !enabled
    ? { status: 'idle' }
    : search.data
      ? { status: 'done', q: debounced, hits: search.data }
      : search.isError
        ? { status: 'error' }
        : { status: 'loading' };
  // new hits: the first one is the active option again
  useEffect(() => setActive(0), [search.data]);

  const hits = state.status === 'done' ? state.hits : undefined;
  const groups = useMemo(() => (hits ? groupHits(hits) : []), [hits]);
  // the hits in the order shown, for the arrow keys
  const flat = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const optionId = (i: number) => `${listId}-option-${i}`;

  const close = useCallback(() => {
    setQ('');
    onClose();
  }, [onClose]);

  const open = (hit: SearchHit) => {
    close();
    void navigate(hit.url_path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!flat.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % flat.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + flat.length) % flat.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = flat[Math.min(active, flat.length - 1)];
      if (hit) open(hit);
    }
  };

  useEffect(() => {
    if (flat.length) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, flat]);

  let index = -1;
  return (
    <Modal opened={opened} onClose={close} title="Cerca nell'ambiente" size="lg" yOffset="10vh" data-testid="global-search">
      <TextInput
        data-autofocus
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={SEARCH_MAX_CHARS}
        placeholder="Cliente, P.IVA, codice fiscale, referente, bando, richiesta, trattativa"
        aria-label="Cerca clienti, referenti, bandi, richieste e trattative"
        leftSection={<IconSearch size={16} />}
        rightSection={state.status === 'loading' ? <Loader size="xs" /> : null}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={flat.length > 0}
        aria-controls={listId}
        aria-activedescendant={flat.length ? optionId(Math.min(active, flat.length - 1)) : undefined}
        data-testid="global-search-input"
      />
      <Box mt="sm" mih={60} aria-live="polite">
        {state.status === 'idle' ? (
          <Text size="sm" c="dimmed">
            Scrivi almeno {SEARCH_MIN_CHARS} caratteri. Frecce per scegliere, Invio per aprire.
          </Text>
        ) : null}
        {state.status === 'error' ? (
          <Text size="sm" c="red.8">
            Ricerca non riuscita: riprova.
          </Text>
        ) : null}
        {state.status === 'done' && !flat.length ? (
          <Text size="sm" c="dimmed" data-testid="global-search-empty">
            Nessun risultato per «{state.q}».
          </Text>
        ) : null}
      </Box>
      <Stack gap="xs" id={listId} role="listbox" aria-label="Risultati della ricerca" hidden={!flat.length}>
        {groups.map((g) => (
          <Box key={g.type} role="group" aria-label={g.label} data-testid={`global-search-group-${g.type}`}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={2} aria-hidden="true">
              {g.label}
            </Text>
            {g.hits.map((hit) => {
              index += 1;
              const i = index;
              const selected = i === active;
              return (
                <NavLink
                  key={`${hit.type}-${hit.id}`}
                  component="div"
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  active={selected}
                  variant="light"
                  label={hit.title}
                  description={hit.subtitle ?? undefined}
                  onMouseEnter={() => setActive(i)}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => open(hit)}
                  data-testid="global-search-hit"
                  data-type={hit.type}
                  style={{ borderRadius: 'var(--mantine-radius-sm)', cursor: 'pointer' }}
                />
              );
            })}
          </Box>
        ))}
      </Stack>
    </Modal>
  );
}

/**
 * The global search of an environment (issue 37): a "Cerca" entry in the sidebar and the Ctrl+K
 * (⌘K on Apple systems) shortcut anywhere in the environment's pages, both opening
 * {@link GlobalSearchModal}.
 */
export function GlobalSearch({ projectId, expanded }: { projectId: string; expanded: boolean }) {
  const [opened, setOpened] = useState(false);
  const shortcut = isApple() ? '⌘K' : 'Ctrl+K';

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpened(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        aria-label={`Cerca (${shortcut})`}
        aria-keyshortcuts={isApple() ? 'Meta+K' : 'Control+K'}
        data-testid="global-search-open"
        px="sm"
        py={6}
        style={{
          display: 'flex',
          justifyContent: expanded ? 'flex-start' : 'center',
          width: '100%',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
          color: 'var(--mantine-color-gray-7)',
          background: 'var(--mantine-color-body)',
        }}
      >
        <Group gap={8} wrap="nowrap" justify="space-between" style={{ width: '100%' }}>
          <Group gap={8} wrap="nowrap">
            <IconSearch size={18} stroke={1.6} />
            {expanded ? <Text size="sm">Cerca…</Text> : null}
          </Group>
          {expanded ? (
            <Text size="xs" c="gray.7" ff="monospace" aria-hidden="true">
              {shortcut}
            </Text>
          ) : null}
        </Group>
      </UnstyledButton>
      <GlobalSearchModal projectId={projectId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
