/**
 * Addresses and API paths of the remote. The shell mounts the apps at
 * `/ambiente/:projectId/clienti/*` and `/ambiente/:projectId/referenti/*` (docs/api-contract.md).
 */

/** Base address of the client pages of an environment. */
export function clientsBase(projectId: string | undefined): string {
  return `/ambiente/${encodeURIComponent(projectId ?? '')}/clienti`;
}

/** Base address of the referent pages of an environment. */
export function referentsBase(projectId: string | undefined): string {
  return `/ambiente/${encodeURIComponent(projectId ?? '')}/referenti`;
}

/** API path of an environment collection, relative to the `api` base `/api/`. */
export function projectCollection(projectId: string | undefined, collection: 'clients' | 'referents'): string {
  return `projects/${encodeURIComponent(projectId ?? '')}/${collection}`;
}
