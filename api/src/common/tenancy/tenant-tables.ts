/**
 * The environment-owned tables (docs/architecture.md, "Tenancy in data access").
 *
 * - {@link TENANT_TABLES}: tables with a `project_id` column. `shared`: `project_id` may be NULL
 *   for a global row (announcements and their environment documents, templates, files, audit
 *   entries) that every environment sees; otherwise the column is NOT NULL.
 * - {@link TENANT_CHILD_TABLES}: tables without `project_id` reached through an owned parent by a
 *   foreign key; a statement on them is scoped by the parent's environment.
 *
 * test/tenancy-scan.test.ts checks these lists against the migrated schema (every table with a
 * `project_id` column is listed) and scans the source for statements on them outside the scoped
 * helpers.
 */
export const TENANT_TABLES: Readonly<Record<string, { shared: boolean }>> = {
  announcement_counts: { shared: true },
  announcement_custom_fields: { shared: true },
  announcement_documents: { shared: true },
  announcement_shares: { shared: false },
  announcement_standard_documents: { shared: true },
  announcement_templates: { shared: true },
  announcements: { shared: true },
  audit_log: { shared: true },
  calls: { shared: false },
  client_counts: { shared: false },
  client_imports: { shared: false },
  client_eligibility_keys: { shared: false },
  client_search: { shared: false },
  eligibility_verdicts: { shared: false },
  de_minimis_verdicts: { shared: false },
  clients: { shared: false },
  deadline_reminders: { shared: false },
  dossier_items: { shared: false },
  dossier_upload_links: { shared: false },
  federation_pins: { shared: false },
  files: { shared: true },
  mail_deliveries: { shared: true },
  negotiations: { shared: false },
  newsletter_consents: { shared: false },
  newsletter_subscribers: { shared: false },
  newsletters: { shared: false },
  notifications: { shared: false },
  project_users: { shared: false },
  referents: { shared: false },
  saved_views: { shared: false },
  state_aid_imports: { shared: false },
  tasks: { shared: false },
  bulk_jobs: { shared: false },
  undertaking_operations: { shared: false },
};

/** A child table: `fk` is its column that references `parent.id`. */
export interface ChildTable {
  parent: string;
  fk: string;
}

/** Child tables of owned parents (see {@link TENANT_TABLES}). */
export const TENANT_CHILD_TABLES: Readonly<Record<string, ChildTable>> = {
  announcement_ateco_codes: { parent: 'announcements', fk: 'announcement_id' },
  announcement_eligibility_keys: { parent: 'announcements', fk: 'announcement_id' },
  announcement_expense_items: { parent: 'announcements', fk: 'announcement_id' },
  announcement_locations: { parent: 'announcements', fk: 'announcement_id' },
  calls_announcements: { parent: 'calls', fk: 'call_id' },
  client_administrators: { parent: 'clients', fk: 'client_id' },
  client_ateco_codes: { parent: 'clients', fk: 'client_id' },
  client_banks: { parent: 'clients', fk: 'client_id' },
  client_company_relations: { parent: 'clients', fk: 'client_id' },
  client_documents: { parent: 'clients', fk: 'client_id' },
  client_import_rows: { parent: 'client_imports', fk: 'import_id' },
  client_history: { parent: 'clients', fk: 'client_id' },
  client_locations: { parent: 'clients', fk: 'client_id' },
  client_managers: { parent: 'clients', fk: 'client_id' },
  client_notes: { parent: 'clients', fk: 'client_id' },
  client_partners: { parent: 'clients', fk: 'client_id' },
  client_referents: { parent: 'clients', fk: 'client_id' },
  state_aids: { parent: 'clients', fk: 'client_id' },
  bulk_job_results: { parent: 'bulk_jobs', fk: 'job_id' },
};

/** Every environment-owned table name: owned and child tables. */
export function environmentOwnedTables(): string[] {
  return [...Object.keys(TENANT_TABLES), ...Object.keys(TENANT_CHILD_TABLES)].sort();
}
