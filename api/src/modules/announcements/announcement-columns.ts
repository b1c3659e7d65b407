import type { VersionedTable } from '../../common/concurrency/concurrency';
import type { User } from '../users/user.entity';
import { type AnnouncementState, type FieldErrors, todayInRome } from '@bandi/domain';
export { todayInRome };
import { AID_SCHEMES, FUNDING_TYPES } from './announcement.dto';
import type { AnnouncementDetailView } from './announcement.response';

/** The announcements table for the optimistic-concurrency guard (visibility is checked before). */
export const ANNOUNCEMENTS_TABLE: VersionedTable = { table: 'announcements', notFound: 'announcements.not_found' };
/** Open/forthcoming/closed derived from the dates against today (Europe/Rome calendar date). */
export type { AnnouncementState };

/** State of an announcement on a date: forthcoming before start_date, closed after end_date, else open. */
export function stateOf(a: { start_date: string | null; end_date: string | null }, today = todayInRome()): AnnouncementState {
  if (a.start_date && a.start_date > today) return 'forthcoming';
  if (a.end_date && a.end_date < today) return 'closed';
  return 'open';
}

/** Where a request comes from: the global area (/api/announcements) or an environment. */
export interface Ctx {
  user: User;
  /** Environment of the route, or null in the global area. */
  projectId: number | null;
}

/** Scalar columns written from the body as they are (same name in body and table). */
export const SCALARS = [
  'name',
  'start_date',
  'end_date',
  'evaluation_procedure',
  'supplying_authority',
  'description',
  'link_regulatory',
  'fact_sheet',
  'facilitation_cumulability',
  'facilitation_intensity_of_help',
  'facilitation_relief',
  ...FUNDING_TYPES,
  ...AID_SCHEMES,
  'de_minimis_regulation',
  'number_of_employees_min',
  'number_of_employees_max',
  'year_of_establishment_min',
  'year_of_establishment_max',
  'annual_volume_min',
  'annual_volume_max',
  'eligible_expense_min',
  'eligible_expense_max',
  'grant_min',
  'grant_max',
  'include_ateco_codes',
  'subscribed_to_cciaa',
  'female_enterprise',
  'youth_enterprise',
  'public_entity_enterprise',
] as const;
/** Body list -> text[] column. */
export const ARRAYS: Record<string, string> = {
  announcements_company_dimensions: 'company_dimensions',
  announcements_areas_of_intervention: 'areas_of_intervention',
  legal_form: 'legal_forms',
  business_register: 'business_registers',
  interprofessional_fund: 'interprofessional_funds',
  requirements_without_limit: 'requirements_without_limit',
};
/** Numeric columns (PostgreSQL numeric: strings from the driver). */
export const NUMERIC = new Set([
  'annual_volume_min',
  'annual_volume_max',
  'eligible_expense_min',
  'eligible_expense_max',
  'grant_min',
  'grant_max',
]);
/** A row or body as a plain record. */
export type Row = Record<string, unknown>;
/** Adds a field error. */
export const add = (errors: FieldErrors, field: string, msg: string) => (errors[field] ??= []).push(msg);

/** A full announcement as the API answers it (docs/domain.md#announcements names; the shape: {@link AnnouncementDetailView}). */
export type AnnouncementDetail = AnnouncementDetailView & Row;
