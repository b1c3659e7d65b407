/** Shapes of the call answers (docs/api-contract.md, SPEC §3.6, §3.7). */

export type CallType = 'client' | 'supplier';
export type CallStatus = 'open' | 'in_progress' | 'closed' | 'archived';

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
}

/** A call as answered by GET .../calls/{callId}; fields beyond the list item may be absent. */
export interface Call extends CallListItem {
  areas_of_intervention?: Array<string | { id: number; name: string }>;
  send_to?: Array<{ name: string; email: string; active: boolean }>;
  created_at?: string;
  updated_at?: string;
}
