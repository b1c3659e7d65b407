/**
 * Reference values used by both the API and the front ends (docs/domain.md#announcements announcements, docs/domain.md#clients clients).
 * The database keeps the same values in CHECK constraints and columns (api/src/database/migrations).
 */

/** Status of an announcement: a draft is visible only to its managers; published announcements are in the catalogue. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** State of an announcement derived from its dates against today: forthcoming, open or closed. */
export const ANNOUNCEMENT_STATES = ['open', 'forthcoming', 'closed'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** Where an announcement lives: the global catalogue or one environment (local). */
export const ANNOUNCEMENT_SCOPES = ['global', 'local'] as const;
export type AnnouncementScope = (typeof ANNOUNCEMENT_SCOPES)[number];

/**
 * Company dimension classes (Commission Recommendation 2003/361/EC): a client's dimension and the
 * values of an announcement's `announcements_company_dimensions`.
 */
export const COMPANY_DIMENSIONS = ['micro', 'small', 'medium', 'large'] as const;
export type CompanyDimension = (typeof COMPANY_DIMENSIONS)[number];

/**
 * Audit log actions (`audit_log.action`): one past-tense verb per change, prefixed with the
 * sub-record when the entry is logged on its parent (a note, negotiation or document on the
 * client's log, the portal access of a referent). Migration 0013 renamed the older present-tense
 * values (`create`, `update`, `delete`, `publish`, `share`, `unshare`, `import`).
 */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'published',
  'shared',
  'unshared',
  'imported',
  /** A list downloaded as XLSX or CSV (docs/api.md#exports): `changes` {list, format, rows, filters}. */
  'exported',
  'note.created',
  'note.updated',
  'note.deleted',
  'negotiation.created',
  'negotiation.updated',
  'negotiation.stage_changed',
  'negotiation.deleted',
  'document.uploaded',
  'document.deleted',
  /** Aid received by the client (docs/domain.md#de-minimis). */
  'state_aid.created',
  'state_aid.updated',
  'state_aid.deleted',
  /** A merger or split of the client's single undertaking (docs/domain.md#de-minimis): `changes` {fields, operation_id, kind}. */
  'undertaking_operation.created',
  'undertaking_operation.updated',
  'undertaking_operation.deleted',
  'access.invited',
  'access.removed',
  /** Second factor of a user (docs/security.md#two-factor-authentication). */
  'mfa.enabled',
  'mfa.disabled',
  'mfa.recovery_codes_renewed',
  'mfa.reset',
  /** Releases of a remote (docs/architecture.md#remote-releases). */
  'release.registered',
  'release.promoted',
  'release.rolled_back',
  /** The remote back to the build that ships with the application (no current release). */
  'release.builtin_restored',
  'release.pinned',
  'release.unpinned',
  /**
   * The dossier of a negotiation, on the client's log (docs/domain.md#dossier): `changes` carries
   * `negotiation_id` and, for an item, `item_id` and `item_label`; an upload through the
   * referent's link has no user and `via_link: true`.
   */
  'dossier.built',
  'dossier.item_added',
  'dossier.item_updated',
  'dossier.item_deleted',
  'dossier.file_uploaded',
  'dossier.link_created',
  'dossier.link_revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The older action names and their current ones (migration 0013). */
export const RENAMED_AUDIT_ACTIONS: Readonly<Record<string, AuditAction>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  publish: 'published',
  share: 'shared',
  unshare: 'unshared',
  import: 'imported',
};

/** Italian labels of the company dimension classes, for lists and read views (never the code). */
export const COMPANY_DIMENSION_LABELS: Readonly<Record<CompanyDimension, string>> = {
  micro: 'Micro impresa',
  small: 'Piccola impresa',
  medium: 'Media impresa',
  large: 'Grande impresa',
};
