/**
 * Hand-written SQL on environment-owned tables kept outside the scoped helpers
 * (src/common/tenancy; docs/architecture.md, "Tenancy in data access"), checked by
 * tenancy-scan.test.ts: `count` is the exact number of unscoped statements the file may hold, so
 * a new one fails the test, and converting one means lowering the count here.
 * Paths are relative to api/src. Every statement listed binds its values as parameters.
 */
export const UNSCOPED_SQL_ALLOWED: Record<string, { count: number; reason: string }> = {
  // kept by design -------------------------------------------------------------------------
  'modules/eligibility/eligibility.repository.ts': {
    count: 6,
    reason:
      'eligibility matching SQL, scoped by ClientsService.visibilityCondition and the environment parameter of its derived rows (manager filter and managers: rows of those clients)',
  },
  'modules/eligibility/eligibility-store.repository.ts': {
    count: 3,
    reason:
      'verdict store reads (docs/architecture.md#eligibility-verdict-store): bound to the environment (v.project_id and ClientsService.visibilityCondition); the freshness check reads pending entries of any environment by design; the manager filter reads client_managers of the rows of that environment',
  },
  'modules/clients/clients.service.ts': { count: 1, reason: 'visibilityCondition: the bound environment condition for eligibility' },
  'modules/eligibility/eligibility-verdicts.repository.ts': {
    count: 5,
    reason:
      'eligibility verdict store (docs/architecture.md#eligibility-verdict-store): the job and the rebuild span every environment (a global announcement pairs with all); the readers bind project_id',
  },
  'modules/eligibility/de-minimis-verdicts.repository.ts': {
    count: 9,
    reason:
      'de minimis rows of the verdict store (docs/architecture.md#de-minimis-in-the-verdict-store): the job and the rebuild, environment by environment (every statement binds the environment as $1 or reads rows by announcement for every environment that sees it); never served to a request',
  },
  'database/seed/seed.ts': { count: 7, reason: 'seed: writes the demo environments themselves' },
  'database/seed/demo-week.ts': { count: 12, reason: 'seed: the demo week, in the demo environments it looks up by name' },
  'bench/eligibility.ts': { count: 8, reason: 'benchmark fixture, not served' },
  'bench/eligibility-store.ts': {
    count: 6,
    reason: 'benchmark fixture (the verdict store of its environment, a de minimis call and aid of its clients), not served',
  },
  'bench/concurrency.ts': { count: 2, reason: 'benchmark fixture, not served' },
  'bench/generate.ts': { count: 4, reason: 'bulk data generator (benchmark, large demo), not served' },
  'bench/lists.ts': { count: 2, reason: 'benchmark fixture, not served' },
  'bench/rna-import.ts': { count: 2, reason: 'benchmark fixture (an environment, its user and 30 clients), not served' },
  'bench/request-path.ts': { count: 2, reason: 'benchmark fixture, not served' },
  'bench/search.ts': {
    count: 11,
    reason:
      "benchmark fixture (referents, call logs, negotiations of its environment; the HTTP run's own user and its calls; the pending entries of its measured calls), not served",
  },
  'modules/announcements/import/incentivi.repository.ts': {
    count: 4,
    reason: 'import of global announcements (project_id NULL), no environment',
  },
  'modules/audit/audit.repository.ts': { count: 3, reason: 'audit log: the caller gives the environment(s) explicitly' },
  'modules/projects/projects.repository.ts': { count: 3, reason: 'environments and their members: the environment is the record' },
  'modules/federation/releases.repository.ts': {
    count: 1,
    reason: 'administrator registry of remote releases: lists the pins of every environment (docs/architecture.md#remote-releases)',
  },
  'modules/users/users-admin.repository.ts': {
    count: 1,
    reason: "user administration across environments: the administrator's list filtered by membership (project_users)",
  },
  'modules/users/users.repository.ts': { count: 1, reason: 'the environments of a user at login (project_users)' },
  'modules/newsletters/newsletters.repository.ts': {
    count: 1,
    reason:
      "a newsletter's delivery progress: mail_deliveries of the newsletter's own environment (d.project_id = n.project_id) in a column list",
  },
  'modules/newsletters/subscribers.repository.ts': {
    count: 2,
    reason: 'public confirmation and unsubscribe links: the subscriber found by its token gives the environment of what follows',
  },
  'modules/newsletters/interest.repository.ts': {
    count: 1,
    reason: 'public "Sono interessato": the share link found by its token hash gives the environment of the statements that follow',
  },
  'modules/mail/mail-deliveries.repository.ts': {
    count: 5,
    reason: 'mail delivery log keyed by the job key (system mails have no environment)',
  },
  // a record reached by a random id or a token's hash, whose holder gives the environment --------
  'modules/files/files.repository.ts': {
    count: 2,
    reason:
      'a file is read by its random id (UUID) through the record that holds it (slot, attachment, logo, avatar), whose environment the caller checked; a logo read while some environment shows it (public). Files are written through the TenantQuery',
  },
  'modules/profile/avatar.repository.ts': {
    count: 3,
    reason: 'avatar files (project_id NULL): they belong to a user, not to an environment',
  },
  'modules/public/shares.repository.ts': {
    count: 2,
    reason: 'public page: the live share found by its token hash gives the environment (resolveLive; openLive also counts the opening)',
  },
  'modules/dossiers/dossiers.repository.ts': {
    count: 1,
    reason: "referent's upload page: the live dossier upload link found by its token hash gives the environment",
  },
  'modules/settings/settings.repository.ts': {
    count: 1,
    reason:
      'global settings: the number of announcements (of every environment) that ask for a standard document, shown to the administrator',
  },
};
