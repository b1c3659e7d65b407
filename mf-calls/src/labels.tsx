import { EMPTY_VALUE, Badge } from '@bandi/shared-ui';
import type { CallListItem, CallStatus, CallType } from './types';

/** Italian labels of the call type. */
export const CALL_TYPE_LABELS: Record<CallType, string> = { client: 'Cliente', supplier: 'Fornitore' };

/** Italian labels and badge colours of the call status. */
export const CALL_STATUS_LABELS: Record<CallStatus, { label: string; color: string }> = {
  open: { label: 'Aperta', color: 'blue' },
  in_progress: { label: 'In lavorazione', color: 'yellow' },
  closed: { label: 'Chiusa', color: 'green' },
  archived: { label: 'Archiviata', color: 'gray' },
};

/** Who the call is with: the client's business name for a client call, the company for a supplier call. */
export function counterpartLabel(call: Pick<CallListItem, 'type' | 'client_name' | 'company_name'>): string {
  const name = call.type === 'supplier' ? call.company_name || call.client_name : call.client_name || call.company_name;
  return name?.trim() || EMPTY_VALUE;
}

/** Badge of the call status. */
export function CallStatusBadge({ status }: { status: CallStatus | null | undefined }) {
  const entry = status ? CALL_STATUS_LABELS[status] : undefined;
  if (!entry) return <>{EMPTY_VALUE}</>;
  return (
    <Badge color={entry.color} variant="light">
      {entry.label}
    </Badge>
  );
}

/** Badge of the call type. */
export function CallTypeBadge({ type }: { type: CallType | null | undefined }) {
  if (!type || !CALL_TYPE_LABELS[type]) return <>{EMPTY_VALUE}</>;
  return (
    <Badge color={type === 'client' ? 'indigo' : 'orange'} variant="outline" tt="none">
      {CALL_TYPE_LABELS[type]}
    </Badge>
  );
}
