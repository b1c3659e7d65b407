import { AuditLog } from '@bandi/shared-ui';

/** Tab "Log": the client's change log (audit entries, newest first), the shared audit-log table. */
export function LogTab({ projectId, clientId }: { projectId: string; clientId: number }) {
  return <AuditLog url={`projects/${projectId}/clients/${clientId}/log`} take={100} variant="tab" />;
}
