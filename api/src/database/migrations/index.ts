import { Core1763800000001 } from './0001-core';
import { SkeletonCatalogue1763800000002 } from './0002-skeleton-catalogue';
import { ReferenceData1763800000003 } from './0003-reference-data';
import { Announcements1763800000004 } from './0004-announcements';
import { Clients1763800000006 } from './0006-clients';
import { CallsSettings1763800000007 } from './0007-calls-settings';
import { RecordVersions1763800000008 } from './0008-record-versions';
import { CanonicalEmails1763800000009 } from './0009-canonical-emails';
import { ClientLegalForms1763800000010 } from './0010-client-legal-forms';
import { SmeYears1763800000011 } from './0011-sme-years';
import { ImportedComuni1763800000012 } from './0012-imported-comuni';
import { AuditActions1763800000013 } from './0013-audit-actions';
import { NewslettersJobs1763800000014 } from './0014-newsletters-jobs';
import { Mfa1763800000015 } from './0015-mfa';
import { ListIndexes1763800000016 } from './0016-list-indexes';
import { FederationReleases1763800000017 } from './0017-federation-releases';
import { ListOrderIndex1763800000018 } from './0018-list-order-index';
import { EligibilityKeys1763800000019 } from './0019-eligibility-keys';
import { ListCounts1763800000020 } from './0020-list-counts';
import { EligibilityKeySets1763800000021 } from './0021-eligibility-key-sets';
import { ClientSearch1763800000022 } from './0022-client-search';
import { RequirementsWithoutLimit1763800000023 } from './0023-requirements-without-limit';
import { ImportedParagraphs1763800000024 } from './0024-imported-paragraphs';
import { Tasks1763800000025 } from './0025-tasks';
import { GlobalSearch1763800000026 } from './0026-global-search';
import { Home1763800000027 } from './0027-home';
import { StateAids1763800000028 } from './0028-state-aids';
import { Notifications1763800000029 } from './0029-notifications';
import { BulkJobs1763800000030 } from './0030-bulk-jobs';
import { ClientImports1763800000031 } from './0031-client-imports';
import { StateAidImports1763800000032 } from './0032-state-aid-imports';
import { MailTemplates1763800000034 } from './0034-mail-templates';
import { ClientDocumentTypes1763800000035 } from './0035-client-document-types';
import { EligibilityVerdicts1763800000036 } from './0036-eligibility-verdicts';
import { Dossiers1763800000037 } from './0037-dossiers';
import { ShareLinkOpens1763800000038 } from './0038-share-link-opens';
import { SavedViews1763800000039 } from './0039-saved-views';
import { DeMinimisRegulation1763800000040 } from './0040-de-minimis-regulation';
import { BulkTaskAction1763800000041 } from './0041-bulk-task-action';
import { UndertakingOperations1763800000042 } from './0042-undertaking-operations';
import { SearchReferentsIndex1763800000045 } from './0045-search-referents-index';
import { VerdictSortKeys1763800000046 } from './0046-verdict-sort-keys';
import { NewsletterAudience1763800000047 } from './0047-newsletter-audience';
import { DeMinimisVerdicts1763800000048 } from './0048-de-minimis-verdicts';
import { VerdictSortIndexes1763800000049 } from './0049-verdict-sort-indexes';
import { VerdictRegionDescIndex1763800000050 } from './0050-verdict-region-desc-index';

/** The migrations in the order they run (n8n style: an explicit list, never a glob). Append only. */
export const MIGRATIONS = [
  Core1763800000001,
  SkeletonCatalogue1763800000002,
  ReferenceData1763800000003,
  Announcements1763800000004,
  Clients1763800000006,
  CallsSettings1763800000007,
  RecordVersions1763800000008,
  CanonicalEmails1763800000009,
  ClientLegalForms1763800000010,
  SmeYears1763800000011,
  ImportedComuni1763800000012,
  AuditActions1763800000013,
  NewslettersJobs1763800000014,
  Mfa1763800000015,
  ListIndexes1763800000016,
  FederationReleases1763800000017,
  ListOrderIndex1763800000018,
  EligibilityKeys1763800000019,
  ListCounts1763800000020,
  EligibilityKeySets1763800000021,
  ClientSearch1763800000022,
  RequirementsWithoutLimit1763800000023,
  ImportedParagraphs1763800000024,
  Tasks1763800000025,
  GlobalSearch1763800000026,
  Home1763800000027,
  StateAids1763800000028,
  Notifications1763800000029,
  BulkJobs1763800000030,
  ClientImports1763800000031,
  StateAidImports1763800000032,
  MailTemplates1763800000034,
  ClientDocumentTypes1763800000035,
  EligibilityVerdicts1763800000036,
  Dossiers1763800000037,
  ShareLinkOpens1763800000038,
  SavedViews1763800000039,
  DeMinimisRegulation1763800000040,
  BulkTaskAction1763800000041,
  UndertakingOperations1763800000042,
  SearchReferentsIndex1763800000045,
  VerdictSortKeys1763800000046,
  NewsletterAudience1763800000047,
  DeMinimisVerdicts1763800000048,
  VerdictSortIndexes1763800000049,
  VerdictRegionDescIndex1763800000050,
];
