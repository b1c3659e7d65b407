import { matchPath } from 'react-router-dom';

/** Public announcement routes (docs/screens.md#public-routes), mounted on `mf_announcements/PublicAnnouncementApp`. */
export const PUBLIC_ANNOUNCEMENT_PATHS = [
  '/ambiente/:projectId/clienti/:clientId/bandi/:announcementId/pubblico',
  '/ambiente/:projectId/richieste/:callId/bandi/:announcementId/pubblico',
  // a newsletter subscriber of no client (docs/architecture.md#mail-templates)
  '/ambiente/:projectId/iscritti/:subscriberId/bandi/:announcementId/pubblico',
] as const;

/** Newsletter subscription confirmation (docs/screens.md#public-routes). */
export const NEWSLETTER_PATH = '/iscrizione-newsletter';
/** The referent's dossier upload page (docs/domain.md#dossier), `?token=`. */
export const DOSSIER_UPLOAD_PATH = '/dossier/caricamento';
/** Cookie and privacy notice linked from the login page (docs/screens.md#login). */
export const PRIVACY_PATH = '/privacy';

/** Public pages: a 401 there never sends the visitor to login. */
export const PUBLIC_PATTERNS: string[] = [
  ...PUBLIC_ANNOUNCEMENT_PATHS.map((p) => `${p}/*`),
  NEWSLETTER_PATH,
  PRIVACY_PATH,
  DOSSIER_UPLOAD_PATH,
];

/** True when `pathname` is a public page (public announcement, newsletter, privacy), which never sends to login. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}

/**
 * The environment the page is in, from its path `/ambiente/{id}/...`, whose remotes (pinned or
 * current releases, docs/architecture.md#remote-releases) it loads; null outside environments
 * (global settings) and on the public pages, whose visitors are not members: there the registry's
 * current releases apply.
 */
export function currentEnvironmentId(pathname: string): number | null {
  if (isPublicPath(pathname)) return null;
  const match = /^\/ambiente\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}
