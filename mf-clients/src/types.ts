/** Shapes of the client and referent answers (docs/api-contract.md, SPEC §3.5, §3.8). */
import type { CompanyDimension } from '@bandi/domain';

/** An item of GET /api/projects/{projectId}/clients. */
export interface ClientListItem {
  id: number;
  business_name: string;
  vat_number: string | null;
  fiscal_code: string | null;
  legal_form: string | null;
  city: string | null;
  province: string | null;
  email: string | null;
  phone: string | null;
  region?: string | null;
  region_code?: string | null;
  company_dimension?: Dimension | null;
  company_dimension_manual?: boolean;
  primary_ateco?: string | null;
}

/** Company dimension classes (@bandi/domain `COMPANY_DIMENSIONS`). */
export type Dimension = CompanyDimension;
export const DIMENSION_LABELS: Record<Dimension, string> = { micro: 'Micro', small: 'Piccola', medium: 'Media', large: 'Grande' };

/** A seat (legal or operating); `region` is the ISTAT region code, `region_name` its name. */
export interface ClientLocation {
  id?: number;
  primary?: boolean;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  city_istat_code?: string | null;
  province: string | null;
  region?: string | null;
  region_name?: string | null;
  nation?: string;
}

export interface SmeStep {
  label: string;
  headcount: number;
  turnover: number | null;
  balance_sheet_total: number | null;
  factor: number;
}

/** A client as answered by GET .../clients/{clientId}; fields beyond the list item may be absent. */
export interface Client extends ClientListItem {
  /** Optimistic-concurrency version (sent back as If-Match on save). */
  version?: number;
  reference?: string | null;
  pec?: string | null;
  website?: string | null;
  sdi?: string | null;
  constitution_date?: string | null;
  activity_description?: string | null;
  rea_number?: string | null;
  registration_number?: string | null;
  social_capital?: number | string | null;
  note?: string | null;
  female_enterprise?: boolean;
  youth_enterprise?: boolean;
  public_entity_enterprise?: boolean;
  created_at?: string;
  updated_at?: string;
  subscribed_to_cciaa?: 'yes' | 'no' | null;
  section_cciaa?: string | null;
  registration_date?: string | null;
  ccnl_type?: string | null;
  inps_registration_number?: string | null;
  inail_registration_number?: string | null;
  accounting_type?: string | null;
  interprofessional_fund?: string | null;
  public_bodies_share?: number | null;
  company_dimension_computed?: Dimension | null;
  company_dimension_notes?: string | null;
  client_legal_location?: ClientLocation | null;
  clients_location?: ClientLocation[];
  clients_ateco_codes?: { id?: number; value: string; primary: boolean; description?: string | null }[];
  clients_partners?: { name: string; fiscal_code: string | null; share_percent: number | null; note: string | null }[];
  clients_administrators?: { name: string; surname: string; fiscal_code: string | null; role: string | null; start_date: string | null }[];
  clients_banks?: { name: string; iban: string | null; branch: string | null }[];
  clients_history?: { year: number; headcount: number | null; turnover: number | null; balance_sheet_total: number | null }[];
  clients_referents?: {
    id: number;
    name: string;
    surname: string;
    email: string | null;
    phone: string | null;
    organisation: string | null;
  }[];
  clients_managed_by_users?: { id: number; name: string; surname: string; email: string }[];
  associated_companies?: Relation[];
  connected_companies?: Relation[];
  connected_by_person_companies?: Relation[];
  documents?: { slot: string; name: string | null; date: string | null; file_id: string | null; file_name: string | null }[];
  company_dimension_details?: {
    effective: Dimension | null;
    computed: Dimension | null;
    manual: boolean;
    reason?: string;
    totals?: { headcount: number; turnover: number | null; balance_sheet_total: number | null } | null;
    steps?: SmeStep[];
  };
}

export interface Relation {
  name: string;
  vat_number: string | null;
  share_percent: number | null;
  headcount: number | null;
  turnover: number | null;
  balance_sheet_total: number | null;
  note: string | null;
}

/** One requirement verdict of the eligibility answers. */
export interface RequirementVerdict {
  requirement: string;
  label: string;
  verdict: 'met' | 'not_met' | 'unknown';
  required: string;
  client_value: string | null;
  missing_field: string | null;
}
export type Overall = 'eligible' | 'not_eligible' | 'unknown';
export interface EligibleAnnouncement {
  announcement: {
    id: number;
    name: string;
    scope: string;
    start_date: string | null;
    end_date: string | null;
    supplying_authority: string | null;
  };
  verdict: Overall;
  requirements: RequirementVerdict[];
  failed: string[];
  unknown: string[];
}

/** A negotiation (trattativa). Amounts in EUR. */
export interface Negotiation {
  id: number;
  client_id: number;
  client_name: string;
  announcement_id: number | null;
  announcement_name: string | null;
  title: string;
  stage: string;
  stage_label: string;
  position: number;
  amount_requested: number | null;
  amount_granted: number | null;
  success_fee_percent: number | null;
  success_fee_amount: number | null;
  stage_deadlines: Record<string, string>;
  lost_reason: string | null;
  note: string | null;
  /** Optimistic-concurrency version, sent back as If-Match on edit and stage move. */
  version?: number;
}

export interface Note {
  id: number;
  /** Optimistic-concurrency version, sent back as If-Match on edit and delete. */
  version?: number;
  author: string | null;
  text: string;
  created_at: string;
  user_id: number | null;
}
export interface LogEntry {
  id: number;
  user_name: string | null;
  action: string;
  changes: { fields?: string[] } | null;
  created_at: string;
}

/** An item of GET /api/projects/{projectId}/referents. */
export interface Referent {
  id: number;
  /** Optimistic-concurrency version, sent back as If-Match on save. */
  version?: number;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  organisation: string | null;
  notes?: string | null;
  clients_count?: number;
  clients?: { id: number; business_name: string; vat_number: string | null }[];
  access?: { user_id: number; email: string; accepted: boolean; status: string } | null;
  created_at?: string;
  updated_at?: string;
}
