import { User } from '../modules/users/user.entity';
import { Project, ProjectUser } from '../modules/projects/project.entity';
import { FederationRemote } from '../modules/federation/federation-remote.entity';
import { AccessToken, PasswordReset } from '../modules/auth/auth.entities';
import { Announcement } from '../modules/announcements/announcement.entity';
import { Client, ClientReferent } from '../modules/clients/client.entity';
import { Referent } from '../modules/referents/referent.entity';
import { Call } from '../modules/calls/call.entity';
import { Alert } from '../modules/alerts/alert.entity';
import { AnnouncementAtecoCode } from '../modules/announcements/announcement-ateco-code.entity';
import { AnnouncementCount } from '../modules/announcements/announcement-count.entity';
import { AnnouncementCustomField } from '../modules/announcements/announcement-custom-field.entity';
import { AnnouncementDocument } from '../modules/announcements/announcement-document.entity';
import { AnnouncementExpenseItem } from '../modules/announcements/announcement-expense-item.entity';
import { AnnouncementLocation } from '../modules/announcements/announcement-location.entity';
import { AnnouncementStandardDocument } from '../modules/announcements/announcement-standard-document.entity';
import { AuditLogEntry } from '../modules/audit/audit-log-entry.entity';
import { MfaRecoveryCode } from '../modules/auth/mfa/mfa-recovery-code.entity';
import { Session } from '../modules/auth/session.entity';
import { CallAnnouncement } from '../modules/calls/call-announcement.entity';
import { ClientAdministrator } from '../modules/clients/client-administrator.entity';
import { ClientAtecoCode } from '../modules/clients/client-ateco-code.entity';
import { ClientBank } from '../modules/clients/client-bank.entity';
import { ClientCompanyRelation } from '../modules/clients/client-company-relation.entity';
import { ClientCompanyRelationYear } from '../modules/clients/client-company-relation-year.entity';
import { ClientCount } from '../modules/clients/client-count.entity';
import { ClientDocument } from '../modules/clients/client-document.entity';
import { DocumentType } from '../modules/clients/document-type.entity';
import { ClientHistoryYear } from '../modules/clients/client-history-year.entity';
import { ClientLocation } from '../modules/clients/client-location.entity';
import { ClientManager } from '../modules/clients/client-manager.entity';
import { ClientPartner } from '../modules/clients/client-partner.entity';
import { ClientSearchRow } from '../modules/clients/client-search-row.entity';
import { AnnouncementEligibilityKeys } from '../modules/eligibility/announcement-eligibility-keys.entity';
import { ClientEligibilityKeys } from '../modules/eligibility/client-eligibility-keys.entity';
import { DeMinimisVerdict, EligibilityPending, EligibilityVerdict } from '../modules/eligibility/eligibility-verdict.entity';
import { FederationPin } from '../modules/federation/federation-pin.entity';
import { FederationRelease } from '../modules/federation/federation-release.entity';
import { StoredFile } from '../modules/files/stored-file.entity';
import { MailDelivery } from '../modules/mail/mail-delivery.entity';
import { Negotiation } from '../modules/negotiations/negotiation.entity';
import { DeadlineReminder } from '../modules/newsletters/deadline-reminder.entity';
import { Newsletter } from '../modules/newsletters/newsletter.entity';
import { NewsletterConsent } from '../modules/newsletters/newsletter-consent.entity';
import { NewsletterSubscriber } from '../modules/newsletters/newsletter-subscriber.entity';
import { ShareInterest } from '../modules/newsletters/share-interest.entity';
import { AnnouncementShare } from '../modules/public/announcement-share.entity';
import { AtecoCode } from '../modules/reference/ateco-code.entity';
import { AtecoRecoding } from '../modules/reference/ateco-recoding.entity';
import { Comune } from '../modules/reference/comune.entity';
import { ForeignState } from '../modules/reference/foreign-state.entity';
import { LegalForm } from '../modules/reference/legal-form.entity';
import { Province } from '../modules/reference/province.entity';
import { Region } from '../modules/reference/region.entity';
import { DropdownValue } from '../modules/settings/dropdown-value.entity';
import { PlatformSettings } from '../modules/settings/platform-settings.entity';
import { StandardDocument } from '../modules/settings/standard-document.entity';
import { AnnouncementTemplate } from '../modules/templates/announcement-template.entity';
import { Task } from '../modules/tasks/task.entity';
import { SavedView } from '../modules/saved-views/saved-view.entity';
import { ClientNote } from '../modules/notes/note.entity';
import { StateAid } from '../modules/state-aids/state-aid.entity';
import { StateAidImport } from '../modules/state-aids/state-aid-import.entity';
import { UndertakingOperation } from '../modules/state-aids/undertaking-operation.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { DossierItem } from '../modules/dossiers/dossier-item.entity';
import { DossierUploadLink } from '../modules/dossiers/dossier-upload-link.entity';
import { BulkJob, BulkJobResult } from '../modules/clients/bulk-job.entity';
import { ClientImport, ClientImportRow } from '../modules/client-imports/client-import.entity';

/**
 * Every TypeORM entity of the API: one per table of the public schema (api/test/entities.test.ts
 * fails on a table without one). The schema itself comes from the migrations (synchronize is off).
 */
export const ENTITIES = [
  User,
  Project,
  ProjectUser,
  FederationRemote,
  AccessToken,
  PasswordReset,
  Announcement,
  Client,
  ClientReferent,
  Referent,
  Call,
  Alert,
  AnnouncementAtecoCode,
  AnnouncementCount,
  AnnouncementCustomField,
  AnnouncementDocument,
  AnnouncementExpenseItem,
  AnnouncementLocation,
  AnnouncementStandardDocument,
  AuditLogEntry,
  MfaRecoveryCode,
  Session,
  CallAnnouncement,
  ClientAdministrator,
  ClientAtecoCode,
  ClientBank,
  ClientCompanyRelation,
  ClientCompanyRelationYear,
  ClientCount,
  ClientDocument,
  DocumentType,
  ClientHistoryYear,
  ClientLocation,
  ClientManager,
  ClientPartner,
  ClientSearchRow,
  AnnouncementEligibilityKeys,
  ClientEligibilityKeys,
  EligibilityVerdict,
  EligibilityPending,
  DeMinimisVerdict,
  FederationPin,
  FederationRelease,
  StoredFile,
  MailDelivery,
  Negotiation,
  DeadlineReminder,
  Newsletter,
  NewsletterConsent,
  NewsletterSubscriber,
  ShareInterest,
  AnnouncementShare,
  AtecoCode,
  AtecoRecoding,
  Comune,
  ForeignState,
  LegalForm,
  Province,
  Region,
  DropdownValue,
  PlatformSettings,
  StandardDocument,
  AnnouncementTemplate,
  Task,
  SavedView,
  ClientNote,
  StateAid,
  Notification,
  DossierItem,
  DossierUploadLink,
  BulkJob,
  BulkJobResult,
  StateAidImport,
  ClientImport,
  ClientImportRow,
  UndertakingOperation,
];
