import { Core1763800000001 } from './0001-core';
import { SkeletonCatalogue1763800000002 } from './0002-skeleton-catalogue';
import { ReferenceData1763800000003 } from './0003-reference-data';
import { Announcements1763800000004 } from './0004-announcements';
import { Clients1763800000006 } from './0006-clients';
import { CallsSettings1763800000007 } from './0007-calls-settings';
import { RecordVersions1763800000008 } from './0008-record-versions';
import { CanonicalEmails1763800000009 } from './0009-canonical-emails';

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
];
