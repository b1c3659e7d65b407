/** Addresses and API paths of the remote; the shell mounts it at `/ambiente/:projectId/richieste/*`. */

/** Base address of the call pages of an environment. */
export function callsBase(projectId: string | undefined): string {
  return `/ambiente/${encodeURIComponent(projectId ?? '')}/richieste`;
}

/** API path of the calls of an environment, relative to the `api` base `/api/`. */
export function callsCollection(projectId: string | undefined): string {
  return `projects/${encodeURIComponent(projectId ?? '')}/calls`;
}
