/**
 * Addresses of the remote's pages and API paths. The shell mounts the apps at the routes of
 * docs/api-contract.md: `/bandi/*` and `/ambiente/:projectId/bandi/*` (same for `template`).
 * Without `projectId` (global admin area) the global endpoints are used.
 */

/** Base address of the announcement pages. */
export function announcementsBase(projectId: string | undefined): string {
  return projectId ? `/ambiente/${encodeURIComponent(projectId)}/bandi` : '/bandi';
}

/** Base address of the template pages. */
export function templatesBase(projectId: string | undefined): string {
  return projectId ? `/ambiente/${encodeURIComponent(projectId)}/template` : '/template';
}

/** API path of a collection, global or of the environment, relative to the `api` base `/api/`. */
export function collectionPath(collection: 'announcements' | 'templates', projectId: string | undefined): string {
  return projectId ? `projects/${encodeURIComponent(projectId)}/${collection}` : collection;
}

/** Base address of the client pages of an environment (the clients remote's routes). */
export function clientsBase(projectId: string): string {
  return `/ambiente/${encodeURIComponent(projectId)}/clienti`;
}
