/**
 * Shapes of the call answers: aliases of the schemas generated from docs/openapi.json
 * (`@bandi/api-client`, docs/api-contract.md), never hand-written copies.
 */
import type { Schema } from '@bandi/api-client';

export type CallType = Schema<'CallView'>['type'];
export type CallStatus = Schema<'CallView'>['status'];

/** A supplier call recipient. */
export type SendTo = Schema<'SendToEntryView'>;

/** An item of GET /api/projects/{projectId}/calls (client call or supplier call). */
export type CallListItem = Schema<'CallView'>;

/** A bando linked to a call. */
export type LinkedAnnouncement = Schema<'CallAnnouncementView'>;

/** GET .../calls/{callId}: the call with the bandi proposed in it. */
export type Call = Schema<'CallDetailView'>;

/** An option of a select: value is the id as a string (a UI shape, not an API one). */
export interface Option {
  value: string;
  label: string;
}
