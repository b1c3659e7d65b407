import { savedViewsCreate, savedViewsList, savedViewsRemove, savedViewsUpdate, type Schema } from '@bandi/api-client';
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBookmark, IconBookmarkPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../api/errors';
import { PAGE_PARAM } from './usePagedList';

/** A saved view as GET /api/projects/{id}/saved-views answers it (the generated schema; docs/api.md#saved-views). */
export type SavedView = Schema<'SavedViewView'>;

/** The lists a view can be saved for (the API's SAVED_VIEW_LISTS). */
export type SavedViewListKey = SavedView['list'];

/** Where ListPage's "Viste" menu saves: the environment and the list. */
export interface SavedViewsConfig {
  /** The environment's id (the route's `projectId`). */
  projectId: number | string;
  list: SavedViewListKey;
}

/**
 * Address parameter naming the saved view a list was opened from (`?vista=12`): lists ignore it;
 * it marks the view as current in the menu and lets a stale filter be dropped with a notice.
 */
export const VIEW_PARAM = 'vista';

/** The notice of a view whose filters named values that no longer exist (issue 33). */
export const STALE_VIEW_NOTICE = 'Alcuni filtri della vista non sono più disponibili e sono stati ignorati';

/** The list's address query to save: every parameter but the page and the view marker. */
export function viewQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key !== PAGE_PARAM && key !== VIEW_PARAM) query[key] = value;
  });
  return query;
}

/** The address of a view: its query plus `vista=<id>` (so it opens from a bookmark too). */
export function viewParams(view: Pick<SavedView, 'id' | 'query'>): URLSearchParams {
  const params = new URLSearchParams(view.query);
  params.set(VIEW_PARAM, String(view.id));
  return params;
}

/** The 422 field names of a failed list load (`errors` keys), or null when the error is not a 422. */
function invalidParams(error: unknown): string[] | null {
  const response = (error as { response?: { status?: number; data?: { errors?: Record<string, unknown> } } } | null)?.response;
  if (response?.status !== 422) return null;
  return Object.keys(response.data?.errors ?? {});
}

/**
 * The parameters of `params` to drop after the list answered `error` for a saved view: the
 * parameters the 422 names (the search is `q` in the address, `search` for the API); when it names
 * none of the address's, every filter (the view's marker stays). null when nothing is to be dropped.
 */
export function staleParams(params: URLSearchParams, error: unknown): string[] | null {
  if (!params.has(VIEW_PARAM)) return null;
  const fields = invalidParams(error);
  if (!fields) return null;
  const keys = [...new Set([...params.keys()])].filter((k) => k !== VIEW_PARAM);
  const named = keys.filter((k) => fields.includes(k) || (k === 'q' && fields.includes('search')));
  const drop = named.length ? named : keys;
  return drop.length ? drop : null;
}

/**
 * A list opened from a saved view whose filters the API refuses (422: an option or a record that
 * no longer exists): drops the offending parameters from the address, so the list loads without
 * them, and keeps the Italian notice STALE_VIEW_NOTICE. `hideError`: the list's error is being
 * handled (ListPage shows the notice, not the error alert).
 */
export function useStaleViewFilters(error: unknown): { notice: string | null; hideError: boolean; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const drop = staleParams(params, error);
  const dropKey = drop?.join(',') ?? '';
  useEffect(() => {
    if (!dropKey) return;
    setNotice(STALE_VIEW_NOTICE);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of dropKey.split(',')) next.delete(key);
        next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [dropKey, setParams]);
  const view = params.get(VIEW_PARAM);
  // a notice belongs to the view it was shown for
  const [noticeView, setNoticeView] = useState(view);
  if (noticeView !== view) {
    setNoticeView(view);
    if (notice && !dropKey) setNotice(null);
  }
  return { notice, hideError: Boolean(dropKey), dismiss: () => setNotice(null) };
}

/** The notice of useStaleViewFilters, under the list's filters. */
export function StaleViewNotice({ notice, onClose }: { notice: string | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert color="yellow" withCloseButton closeButtonLabel="Chiudi avviso" onClose={onClose} data-testid="saved-view-notice">
      {notice}
    </Alert>
  );
}

type Dialog = { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView } | null;

/**
 * "Viste" menu of a list page (issue 33, docs/screens.md#saved-views): the user's saved views of
 * the list and the environment's shared ones ("Condivise"); choosing one puts its query in the
 * address (`?…&vista=<id>`, so a view opens from its URL too). "Salva vista corrente…" saves the
 * address's filters, search and order under a name, personal or shared; the current view (from
 * the address) can be renamed and deleted when the user may (owner, or an administrator on a
 * shared view). Visible columns are not part of a view: the lists have no column chooser.
 * ListPage shows it when given `savedViews`.
 */
export function SavedViewsMenu({ projectId, list, testId = 'saved-views' }: SavedViewsConfig & { testId?: string }) {
  const [params, setParams] = useSearchParams();
  const [views, setViews] = useState<SavedView[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      // the menu's own message, not the shell's global alert: the list works without its views
      const res = await savedViewsList(Number(projectId), { list }, { skipGlobalErrorHandling: true });
      setViews(res.data.data);
      setLoadError(null);
    } catch (e) {
      setLoadError(errorMessage(e));
    }
  }, [projectId, list]);
  useEffect(() => {
    void load();
  }, [load]);

  const currentId = Number(params.get(VIEW_PARAM)) || null;
  const current = views.find((v) => v.id === currentId) ?? null;
  const personal = views.filter((v) => !v.shared);
  const sharedViews = views.filter((v) => v.shared);

  const open = (view: SavedView) => setParams(viewParams(view), { preventScrollReset: true });
  const openDialog = (next: Dialog) => {
    setErrors({});
    setName(next && next.kind === 'rename' ? next.view.name : '');
    setShared(false);
    setDialog(next);
  };

  const submit = async () => {
    if (!dialog) return;
    setBusy(true);
    setErrors({});
    try {
      if (dialog.kind === 'save') {
        const res = await savedViewsCreate(Number(projectId), { list, name, shared, query: viewQuery(params) });
        await load();
        setParams(viewParams(res.data), { replace: true, preventScrollReset: true });
      } else if (dialog.kind === 'rename') {
        await savedViewsUpdate(Number(projectId), dialog.view.id, { name, version: dialog.view.version });
        await load();
      } else {
        await savedViewsRemove(Number(projectId), dialog.view.id, { headers: { 'If-Match': `"${dialog.view.version}"` } });
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete(VIEW_PARAM);
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
        await load();
      }
      setDialog(null);
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const item = (view: SavedView) => (
    <Menu.Item
      key={view.id}
      onClick={() => open(view)}
      fw={view.id === currentId ? 700 : undefined}
      aria-current={view.id === currentId ? 'true' : undefined}
      data-testid={`${testId}-view`}
    >
      {view.name}
      {view.shared && !view.mine && view.owner_name ? <Text span size="xs" c="dimmed">{` · ${view.owner_name}`}</Text> : null}
    </Menu.Item>
  );

  return (
    <span data-testid={testId}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark size={16} />} data-testid={`${testId}-button`}>
            {current ? `Vista: ${current.name}` : 'Viste'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {loadError ? (
            <Text size="xs" c="red" px="sm" role="alert">
              {loadError}
            </Text>
          ) : null}
          <Menu.Label>Le mie viste</Menu.Label>
          {personal.length ? (
            personal.map(item)
          ) : (
            <Text size="xs" c="dimmed" px="sm" pb={4}>
              Nessuna vista salvata
            </Text>
          )}
          {sharedViews.length ? <Menu.Label>Condivise</Menu.Label> : null}
          {sharedViews.map(item)}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconBookmarkPlus size={16} />}
            onClick={() => openDialog({ kind: 'save' })}
            data-testid={`${testId}-save`}
          >
            Salva vista corrente…
          </Menu.Item>
          {current?.editable ? (
            <>
              <Menu.Item
                leftSection={<IconPencil size={16} />}
                onClick={() => openDialog({ kind: 'rename', view: current })}
                data-testid={`${testId}-rename`}
              >
                {`Rinomina vista «${current.name}»…`}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => openDialog({ kind: 'delete', view: current })}
                data-testid={`${testId}-delete`}
              >
                {`Elimina vista «${current.name}»…`}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'save' ? 'Salva vista corrente' : dialog?.kind === 'rename' ? 'Rinomina vista' : 'Elimina vista'}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {dialog?.kind === 'delete' ? (
              <Text size="sm">{`Eliminare la vista «${dialog.view.name}»? I filtri dell’elenco non cambiano.`}</Text>
            ) : (
              <TextInput
                label="Nome"
                required
                maxLength={100}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={errors.name}
                data-autofocus
                data-testid={`${testId}-name`}
              />
            )}
            {dialog?.kind === 'save' ? (
              <Checkbox
                label="Condivisa con l’ambiente"
                checked={shared}
                onChange={(event) => setShared(event.currentTarget.checked)}
                data-testid={`${testId}-shared`}
              />
            ) : null}
            {errors.form || errors.query || errors.list ? (
              <Text size="sm" c="red" role="alert">
                {errors.form ?? errors.query ?? errors.list}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                Annulla
              </Button>
              <Button type="submit" color={dialog?.kind === 'delete' ? 'red' : undefined} loading={busy} data-testid={`${testId}-confirm`}>
                {dialog?.kind === 'delete' ? 'Elimina' : 'Salva'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </span>
  );
}
