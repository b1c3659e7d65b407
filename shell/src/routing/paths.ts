/** Public announcement routes (SPEC §2.1), mounted on `mf_announcements/PublicAnnouncementApp`. */
export const PUBLIC_ANNOUNCEMENT_PATHS = [
  '/ambiente/:projectId/clienti/:clientId/bandi/:announcementId/pubblico',
  '/ambiente/:projectId/richieste/:callId/bandi/:announcementId/pubblico',
] as const;

/** Newsletter subscription confirmation (SPEC §2.1). */
export const NEWSLETTER_PATH = '/iscrizione-newsletter';
/** Cookie and privacy notice linked from the login page (SPEC §2.6). */
export const PRIVACY_PATH = '/privacy';

/** Public pages: a 401 there never sends the visitor to login. */
export const PUBLIC_PATTERNS: string[] = [...PUBLIC_ANNOUNCEMENT_PATHS.map((p) => `${p}/*`), NEWSLETTER_PATH, PRIVACY_PATH];
