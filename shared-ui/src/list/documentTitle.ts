import { useEffect } from 'react';
import { useProjectStore } from '../components/projectStore';

/** Name of the product at the end of every browser title. */
export const APP_TITLE = 'Portale Bandi';

/**
 * The browser title of a page: "Clienti · Studio Lombardi – Portale Bandi" (page, environment,
 * product; the missing parts are left out).
 */
export function formatDocumentTitle(page?: string | null, environment?: string | null): string {
  const head = [page, environment].map((p) => (typeof p === 'string' ? p.trim() : '')).filter(Boolean);
  return head.length ? `${head.join(' · ')} – ${APP_TITLE}` : APP_TITLE;
}

/**
 * Sets the browser title of the page to `page` followed by the name of the environment being
 * shown (if any) and the product. `null`/`undefined` leave the title alone (e.g. while loading).
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const environment = useProjectStore((s) => s.project?.name ?? null);
  useEffect(() => {
    if (page === null || page === undefined || typeof document === 'undefined') return;
    document.title = formatDocumentTitle(page, environment);
  }, [page, environment]);
}

/** The text of a title given as a node: a string or number as is, else null. */
export function titleText(node: unknown): string | null {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : null;
}

const SECTION_TITLES: Record<string, string> = {
  accedi: 'Accedi',
  'recupero-password': 'Recupero password',
  forbidden: 'Accesso negato',
  bandi: 'Bandi',
  template: 'Template',
  impostazioni: 'Impostazioni',
  clienti: 'Clienti',
  referenti: 'Referenti',
  richieste: 'Richieste',
  compiti: 'Compiti',
  newsletter: 'Newsletter',
  profile: 'Profilo',
  privacy: 'Privacy',
  'iscrizione-newsletter': 'Newsletter',
};

/**
 * The browser title of a section from its address, before (or without) a page that names itself
 * through `ListPage`/`DetailPage`: `/` "Home", `/ambiente/1/clienti/…` "Clienti", `/ambiente/crea`
 * "Nuovo ambiente", `/ambiente/1` "Ambiente"; null for an address it does not know.
 */
export function sectionTitle(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return 'Home';
  if (parts[0] === 'ambiente') {
    if (parts[1] === 'crea') return 'Nuovo ambiente';
    return parts.length > 2 ? (SECTION_TITLES[parts[2]] ?? null) : 'Ambiente';
  }
  if (parts[0] === 'admin' && parts[1] === 'profile') return 'Profilo';
  return SECTION_TITLES[parts[0]] ?? null;
}
