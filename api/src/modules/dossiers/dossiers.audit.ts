import type { AuditAction } from '@bandi/domain';
import type { EntityManager } from 'typeorm';
import type { AuditChanges, AuditService } from '../audit/audit.service';
import type { DossierStatus } from './dossier-item.entity';

/** The audit actions of a dossier (`dossier.*` of AUDIT_ACTIONS, @bandi/domain). */
export type DossierAuditAction = Extract<AuditAction, `dossier.${string}`>;

/** Who changed which negotiation's dossier: `userId` null for the referent's upload link. */
export interface DossierAuditWho {
  userId: number | null;
  projectId: number;
  clientId: number;
  negotiationId: number;
}

/** The item an entry is about. */
export interface DossierAuditItem {
  id: number;
  label: string;
}

/**
 * Writes one entry of the client's log for a dossier change (docs/domain.md#dossier, "Audit"),
 * inside the caller's transaction: entity `client`, id the negotiation's client (the log where the
 * negotiation's own entries are, "Log" tab of the client), `changes` `{fields, values?, …details,
 * negotiation_id, item_id?, item_label?}`.
 */
export function recordDossierChange(
  audit: AuditService,
  em: EntityManager,
  who: DossierAuditWho,
  action: DossierAuditAction,
  item: DossierAuditItem | null,
  changes: Partial<AuditChanges> = {},
): Promise<void> {
  return audit.record(em, {
    userId: who.userId,
    projectId: who.projectId,
    entity: 'client',
    entityId: who.clientId,
    action,
    changes: {
      fields: [],
      ...changes,
      negotiation_id: who.negotiationId,
      ...(item ? { item_id: item.id, item_label: item.label } : {}),
    },
  });
}

/**
 * The audit changes of an upload (`dossier.file_uploaded`): `status` from the item's stored one to
 * 'caricato' (not listed when it was caricato already), `file_name` the stored file's safe name,
 * `via_link` true for the referent's link.
 */
export function uploadChanges(item: { status: DossierStatus }, fileName: string, viaLink: boolean): Partial<AuditChanges> {
  const values: Record<string, { from: unknown; to: unknown }> =
    item.status === 'caricato' ? {} : { status: { from: item.status, to: 'caricato' } };
  return { fields: Object.keys(values), values, file_name: fileName, via_link: viaLink };
}
