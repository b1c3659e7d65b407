/** Addresses and API paths of the remote; the shell mounts it at `/ambiente/:projectId/richieste/*`. */

/** Base address of the call pages of an environment. */
export function callsBase(projectId: string | undefined): string {
  return `/ambiente/${encodeURIComponent(projectId ?? '')}/richieste`;
}

/** Path parameters of a call for the typed client (`/projects/{projectId}/calls/{callId}`). */
export function callParams(projectId: string | undefined, callId: string | number | undefined): { projectId: string; callId: string } {
  return { projectId: projectId ?? '', callId: String(callId ?? '') };
}
