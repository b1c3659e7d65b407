/** Shapes of the call answers (docs/api-contract.md "Richieste, impostazioni, utenti"; SPEC §3.6, §3.7). */

export type CallType = 'client' | 'supplier';
export type CallStatus = 'open' | 'in_progress' | 'closed' | 'archived';

/** A supplier call recipient. */
export interface SendTo {
  name: string;
  email: string;
  active: boolean;
}

/** An item of GET /api/projects/{projectId}/calls (client call or supplier call). */
export interface CallListItem {
  id: number;
  type: CallType;
  client_id: number | null;
  client_name: string | null;
  referent_id: number | null;
  referent_name: string | null;
  company_name: string | null;
  call_date: string | null;
  status: CallStatus;
  note: string | null;
  areas_of_intervention?: string[];
  send_to?: SendTo[];
  sent_at?: string | null;
  sent_to?: string[] | null;
  announcements_count?: number;
  created_at?: string;
  updated_at?: string;
}

/** A bando linked to a call. */
export interface LinkedAnnouncement {
  id: number;
  name: string;
  scope: 'global' | 'local';
  end_date: string | null;
}

/** GET .../calls/{callId}: the call with the bandi proposed in it. */
export interface Call extends CallListItem {
  /** Optimistic-concurrency version, sent back as If-Match on every edit. */
  version?: number;
  announcements?: LinkedAnnouncement[];
}

/** An option of a select: value is the id as a string. */
export interface Option {
  value: string;
  label: string;
}
